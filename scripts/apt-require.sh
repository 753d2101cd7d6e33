#!/usr/bin/env bash
# Sourced by the set-up scripts: apt_require WHO WHY PACKAGE… installs Debian packages with
# apt-get when running as root, else prints the exact line to run and exits 1.
#   apt_require "wxsh setup" "building the gazetteer needs Python 3 with pip" python3 python3-pip

apt_require() {
  local who=$1 why=$2
  shift 2
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
    echo "$who: installing $* with apt-get…" >&2
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >&2
  else
    echo "$who: $why. Install them with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y $*" >&2
    exit 1
  fi
}
