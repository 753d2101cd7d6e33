#!/usr/bin/env bash
# Lists the source files and targets one wxsh command runs code in, from a coverage build,
# against the local stub server (no network). For the architecture document and reviews:
#   scripts/trace-command.sh ':now seoul'
# Builds wxsh with coverage into .build-trace (a few minutes the first time).
set -euo pipefail
cd "$(dirname "$0")/.."
command_line=${1:?usage: scripts/trace-command.sh ':now seoul'}
scratch=${WXSH_TRACE_BUILD:-.build-trace}
swift build --product wxsh-stub-server >/dev/null
swift build --product wxsh --scratch-path "$scratch" \
  -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping >/dev/null
binary=$(swift build --scratch-path "$scratch" --show-bin-path)/wxsh
stub=$(swift build --show-bin-path)/wxsh-stub-server
work=$(mktemp -d)
trap 'kill "$stub_pid" 2>/dev/null || true; rm -rf "$work"' EXIT
# The stub exits when its standard input closes: keep a pipe open while it serves.
(sleep 120 | "$stub" --port 0 --max-lifetime 120 \
  --fixtures Tests/EndToEndTests/Fixtures/Captured >"$work/port" 2>/dev/null) &
stub_pid=$!
for _ in $(seq 100); do grep -qE '[0-9]' "$work/port" 2>/dev/null && break; sleep 0.1; done
port=$(grep -oE '[0-9]+' "$work/port" | tail -1)
base="http://127.0.0.1:$port/id=trace"
env -i HOME="$work" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" \
  XDG_STATE_HOME="$work/state" XDG_DATA_HOME="$work/data" PATH="$PATH" LANG=C.UTF-8 \
  WXSH_OPEN_METEO_URL="$base" WXSH_OPENWEATHERMAP_URL="$base" WXSH_NWS_URL="$base" \
  WXSH_METEOALARM_URL="$base" WXSH_AIR_QUALITY_URL="$base" WXSH_GEOCODING_URL="$base" \
  LLVM_PROFILE_FILE="$work/run.profraw" "$binary" -c "$command_line" >/dev/null
tools=$(dirname "$(command -v swift)")
"$tools/llvm-profdata" merge -o "$work/run.profdata" "$work/run.profraw"
# Files with at least one function run (report columns: name, regions, missed, cover,
# functions, missed functions), under Sources/, as TARGET/path.
"$tools/llvm-cov" report "$binary" -instr-profile="$work/run.profdata" 2>/dev/null |
  awk '$1 ~ /(^|\/)Sources\// && $1 !~ /\.build/ && $5 != $6 {
    sub(/^.*Sources\//, "", $1); print $1 }' | sort >"$work/files"
echo "files: $(wc -l <"$work/files")"
echo "targets: $(cut -d/ -f1 "$work/files" | sort -u | wc -l) ($(cut -d/ -f1 "$work/files" | sort -u | tr '\n' ' '))"
[ -n "${WXSH_TRACE_LIST:-}" ] && cat "$work/files"
exit 0
