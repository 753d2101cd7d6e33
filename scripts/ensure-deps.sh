#!/usr/bin/env bash
# Makes sure the system pieces wxsh builds against are present: a Swift 6 toolchain,
# pkg-config, libedit's and SQLite's headers (Debian: libedit-dev, libsqlite3-dev). Installs them with apt-get when
# running as root; otherwise prints the exact command to run. Then builds the data files when
# they are missing or out of date (scripts/ensure-data.sh), unless WXSH_DATA_AFTER_BUILD is set.
set -euo pipefail

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
if ! pkg-config --exists libedit 2>/dev/null; then missing+=(libedit-dev); fi
if ! pkg-config --exists sqlite3 2>/dev/null; then missing+=(libsqlite3-dev); fi

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

# The data files, unless the caller builds them itself after its own build (scripts/test).
if [[ -z ${WXSH_DATA_AFTER_BUILD:-} ]]; then
  "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/ensure-data.sh"
fi
