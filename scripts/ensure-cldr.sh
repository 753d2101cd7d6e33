#!/usr/bin/env bash
# Makes sure the files wxsh builds from Unicode CLDR are built and current:
# - share/wxsh/locale-units.tsv: the units each region reads the weather in (°F, mph, inches,
#   inHg and a 12-hour clock in the US, m/s for wind in Korea), by scripts/make-locale-units.py;
# - share/wxsh/locale/LANG.cldr: countries' names in each language (중국, 中国) and how it writes
#   numbers (1,035만, 10,3 Mio.), by scripts/make-cldr-names.py.
#
# The source is CLDR in Debian's unicode-cldr-core (pinned below; Unicode licence), installed
# with apt-get when missing (as root; otherwise the exact line to run is printed). The files are
# rebuilt only when the scripts or CLDR change (a digest is kept in
# share/wxsh/locale-units.tsv.inputs). Run by scripts/ensure-data.sh.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
output="share/wxsh/locale-units.tsv"
stamp="share/wxsh/locale-units.tsv.inputs"
cldr="/usr/share/unicode/cldr/common"
pinned="41-0.1"
languages=(en ko ja zh-Hans zh-Hant de fr es pt-BR ru)

if [[ ! -f $cldr/supplemental/units.xml || ! -f $cldr/main/ko.xml ]]; then
  source scripts/apt-require.sh
  apt_require "wxsh setup" "units and country names in your language need Unicode CLDR's data" \
    unicode-cldr-core
fi
version="$(dpkg-query -W -f='${Version}' unicode-cldr-core 2>/dev/null || echo unknown)"
if [[ $version != "$pinned" ]]; then
  echo "wxsh setup: note: unicode-cldr-core is $version (pinned: $pinned); its tables are used" >&2
fi
digest="$(cat scripts/make-locale-units.py scripts/make-cldr-names.py \
  "$cldr/supplemental/units.xml" "$cldr/supplemental/supplementalData.xml" \
  "$cldr"/main/{en,ko,ja,zh,zh_Hant,de,fr,es,pt,ru}.xml | sha256sum | cut -d' ' -f1)"
complete=yes
[[ -f $output ]] || complete=no
for language in "${languages[@]}"; do
  [[ -f share/wxsh/locale/$language.cldr ]] || complete=no
done
if [[ $complete == yes && -f $stamp && "$(cat "$stamp")" == "$digest" ]]; then
  exit 0
fi
python3 scripts/make-locale-units.py "$cldr/supplemental" --output "$output"
python3 scripts/make-cldr-names.py "$cldr/main" --output-dir share/wxsh/locale
echo "$digest" >"$stamp"
