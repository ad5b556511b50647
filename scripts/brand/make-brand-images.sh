#!/usr/bin/env bash
# Regenerates the committed brand images (Open Graph card, apple-touch icon, favicon)
# from the HTML sources in scripts/brand/, with the system Chromium. Run by hand after a
# brand change; the build only uses the committed files.
set -euo pipefail
cd "$(dirname "$0")/../.."
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
FLAGS=(--headless=new --no-sandbox --disable-gpu --hide-scrollbars --disable-background-networking
  --disable-component-update --disable-sync --no-first-run --disable-quic --force-device-scale-factor=1
  --default-background-color=00000000)
shot() { "$CHROME" "${FLAGS[@]}" --window-size="$2" --screenshot="$3" "file://$PWD/scripts/brand/$1" >/dev/null 2>&1; }
shot og-image.html 1200,630 public/og-image.png
shot icon.html 180,180 app/apple-icon.png
shot icon.html 32,32 /tmp/favicon-32.png
python3 - <<'PY'
import struct
png = open("/tmp/favicon-32.png", "rb").read()
# An .ico file may hold a PNG image: one directory entry pointing at it.
header = struct.pack("<HHH", 0, 1, 1) + struct.pack("<BBBBHHII", 32, 32, 0, 0, 1, 32, len(png), 22)
open("app/favicon.ico", "wb").write(header + png)
PY
echo "Wrote public/og-image.png, app/apple-icon.png, app/favicon.ico"
