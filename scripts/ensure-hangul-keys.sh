#!/usr/bin/env bash
# Makes sure share/wxsh/hangul-2set.tsv (the keys of the Korean 2-set keyboard that type each
# Hangul letter, so `:ㅂ` typed with the Korean layout on is read as `:q`) is built and current.
#
# The source is libhangul's keyboard tables in Debian's libhangul-data (pinned below; LGPL-2.1+),
# installed with apt-get when missing (as root; otherwise the exact line to run is printed).
# scripts/make-hangul-keys.py writes the TSV; it is rebuilt only when the script or the tables
# change (a digest is kept in share/wxsh/hangul-2set.tsv.inputs). Run by scripts/ensure-data.sh.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
output="share/wxsh/hangul-2set.tsv"
stamp="share/wxsh/hangul-2set.tsv.inputs"
keyboards="/usr/share/libhangul/keyboards"
pinned="0.1.0+git20191003-2"

if [[ ! -f $keyboards/hangul-keyboard-2.xml || ! -f $keyboards/hangul-combination-default.xml ]]
then
  source scripts/apt-require.sh
  apt_require "wxsh setup" "reading Korean 2-set commands needs libhangul's keyboard tables" \
    libhangul-data
fi
version="$(dpkg-query -W -f='${Version}' libhangul-data 2>/dev/null || echo unknown)"
if [[ $version != "$pinned" ]]; then
  echo "wxsh setup: note: libhangul-data is $version (pinned: $pinned); its 2-set table is used" >&2
fi
digest="$(cat scripts/make-hangul-keys.py "$keyboards/hangul-keyboard-2.xml" \
  "$keyboards/hangul-combination-default.xml" | sha256sum | cut -d' ' -f1)"
if [[ -f $output && -f $stamp && "$(cat "$stamp")" == "$digest" ]]; then
  exit 0
fi
python3 scripts/make-hangul-keys.py "$keyboards" --output "$output"
echo "$digest" >"$stamp"
