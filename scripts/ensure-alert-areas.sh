#!/usr/bin/env bash
# Builds share/wxsh/alert-areas.tsv (MeteoAlarm's warning-area outlines, for matching a place to
# a warning's areas by its point) when WXSH_METEOALARM_GEOCODES names MeteoAlarm's geocodes
# GeoJSON (and, optionally, WXSH_METEOALARM_ALIASES its aliases CSV). MeteoAlarm publishes those
# files; they are on neither PyPI nor Debian, so by default this does nothing and prints nothing,
# and wxsh matches warning areas by the feed's own outlines and by name.
#
# Rebuilt by scripts/make-alert-areas.py whenever the inputs or the script change (a digest is
# kept in share/wxsh/alert-areas.tsv.inputs). Run by scripts/ensure-deps.sh.
set -euo pipefail
geocodes="${WXSH_METEOALARM_GEOCODES:-}"
aliases="${WXSH_METEOALARM_ALIASES:-}"
[[ -n $geocodes ]] || exit 0
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [[ ! -f $geocodes || ! -r $geocodes ]]; then
  # A wrong path must not stop wxsh's set-up: say so and go on without outlines.
  echo "wxsh setup: warning: WXSH_METEOALARM_GEOCODES=$geocodes is not a readable file;" \
    "warning areas will be matched by the feed's outlines and by name" >&2
  exit 0
fi
if [[ -n $aliases && (! -f $aliases || ! -r $aliases) ]]; then
  echo "wxsh setup: warning: WXSH_METEOALARM_ALIASES=$aliases is not a readable file;" \
    "building the outlines without aliases" >&2
  aliases=""
fi
geocodes="$(readlink -f -- "$geocodes")"
[[ -z $aliases ]] || aliases="$(readlink -f -- "$aliases")"
cd "$root"
output="share/wxsh/alert-areas.tsv"
stamp="share/wxsh/alert-areas.tsv.inputs"
digest="$(
  {
    sha256sum -- scripts/make-alert-areas.py "$geocodes" | cut -d' ' -f1
    if [[ -n $aliases ]]; then sha256sum -- "$aliases" | cut -d' ' -f1; else echo none; fi
  } | sha256sum | cut -d' ' -f1
)"
if [[ -f $output && -f $stamp && "$(cat "$stamp")" == "$digest" ]]; then
  exit 0
fi
if ! command -v python3 >/dev/null 2>&1; then
  echo "wxsh setup: building $output needs Python 3 (sudo apt-get install -y python3)" >&2
  exit 1
fi
echo "wxsh setup: building the warning-area outlines $output…" >&2
arguments=("$geocodes" --output "$output")
[[ -z $aliases ]] || arguments+=(--aliases "$aliases")
python3 scripts/make-alert-areas.py "${arguments[@]}" >&2
echo "$digest" >"$stamp"
