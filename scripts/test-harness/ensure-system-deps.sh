#!/usr/bin/env bash
# Finds the system programs the test suite needs (Chromium; redis-server for the shared rate-limit
# tests; openssl for the relay drills' certificates; nginx, run in front of the site as
# deploy/nginx.conf describes) and installs Debian's packages when missing and
# possible. Prints the Chromium path.
set -euo pipefail

missing=()
chromium="${CHROMIUM_PATH:-}"
if [ -z "$chromium" ] || [ ! -x "$chromium" ]; then
  chromium=""
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
    if [ -x "$candidate" ]; then chromium="$candidate"; break; fi
  done
fi
[ -n "$chromium" ] || missing+=(chromium)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
[ -x /usr/sbin/nginx ] || missing+=(nginx)

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian packages: ${missing[*]}" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq "${missing[@]}" >&2
    [ -n "$chromium" ] || chromium=/usr/bin/chromium
  else
    echo "Missing: ${missing[*]}. Install them with: sudo apt-get install ${missing[*]}" >&2
    echo "(or set CHROMIUM_PATH to an existing Chromium binary)" >&2
    exit 1
  fi
fi
echo "$chromium"
