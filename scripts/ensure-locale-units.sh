#!/usr/bin/env bash
# Makes sure share/wxsh/locale-units.tsv (the units each region reads the weather in: °F, mph,
# inches, inHg and a 12-hour clock in the US, m/s for wind in Korea) is built and current.
#
# The source is CLDR's supplemental data in Debian's unicode-cldr-core (pinned below; Unicode
# licence), installed with apt-get when missing (as root; otherwise the exact line to run is
# printed). scripts/make-locale-units.py writes the TSV; it is rebuilt only when the script or
# the CLDR files change (a digest is kept in share/wxsh/locale-units.tsv.inputs). Run by
# scripts/ensure-data.sh.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
output="share/wxsh/locale-units.tsv"
stamp="share/wxsh/locale-units.tsv.inputs"
cldr="/usr/share/unicode/cldr/common/supplemental"
pinned="41-0.1"

if [[ ! -f $cldr/units.xml || ! -f $cldr/supplementalData.xml ]]; then
  source scripts/apt-require.sh
  apt_require "wxsh setup" "units that follow your locale need CLDR's supplemental data" \
    unicode-cldr-core
fi
version="$(dpkg-query -W -f='${Version}' unicode-cldr-core 2>/dev/null || echo unknown)"
if [[ $version != "$pinned" ]]; then
  echo "wxsh setup: note: unicode-cldr-core is $version (pinned: $pinned); its tables are used" >&2
fi
digest="$(cat scripts/make-locale-units.py "$cldr/units.xml" "$cldr/supplementalData.xml" \
  | sha256sum | cut -d' ' -f1)"
if [[ -f $output && -f $stamp && "$(cat "$stamp")" == "$digest" ]]; then
  exit 0
fi
python3 scripts/make-locale-units.py "$cldr" --output "$output"
echo "$digest" >"$stamp"
