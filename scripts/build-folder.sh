# Sourced by scripts/build-wxsh and scripts/test: build_folder NAME FALLBACK sets $folder to the
# machine's SwiftPM build folder NAME, ${XDG_CACHE_HOME:-~/.cache}/wxsh-build/NAME, shared by
# every clone on the machine; WXSH_BUILD_FOLDER_NAME (e.g. WXSH_BUILD_FOLDER_SWIFT_TESTS) names
# another, and FALLBACK (inside the clone) is used when there is no writable cache.
#
# Nearly all of a first build is the dependencies (AsyncHTTPClient, SwiftNIO with BoringSSL's
# 300 C files, GRDB, ArgumentParser). In a shared folder a fresh clone compiles only wxsh's own
# modules. SwiftPM locks the folder, so two builds at once take turns; each build compiles again
# whatever its own sources changed, so clones at different commits stay correct (only slower
# when they alternate). The place data is cached per machine the same way (ensure-gazetteer.sh).
build_folder() {
  local name=$1 fallback=$2 variable
  variable="WXSH_BUILD_FOLDER_$(tr 'a-z-' 'A-Z_' <<<"$name")"
  folder="${!variable:-${XDG_CACHE_HOME:-${HOME:-/nonexistent}/.cache}/wxsh-build/$name}"
  if ! mkdir -p "$folder" 2>/dev/null || [[ ! -w $folder ]]; then
    folder=$fallback
    mkdir -p "$folder"
  fi
}
