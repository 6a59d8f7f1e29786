#!/usr/bin/env bash
# Installs the three browser engines the real-browser tests drive, from Debian's packages,
# when they are missing: chromium, firefox-esr, WebKitGTK's WebDriver and MiniBrowser, Xvfb.
set -euo pipefail
missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v firefox-esr >/dev/null || missing+=(firefox-esr)
command -v WebKitWebDriver >/dev/null || missing+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null || missing+=(xvfb)
[ ${#missing[@]} -eq 0 ] && { echo "browsers: all present"; exit 0; }
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "installing: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
