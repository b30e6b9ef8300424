#!/bin/sh
# The share cards' fonts (scripts/build/share-cards.mjs) as TrueType: sharp's text renderer (Pango + FreeType in
# the prebuilt libvips) reads neither WOFF nor WOFF2, so the brand fonts are unpacked once from the same npm
# packages as the site's own and committed (app/fonts/README.md). Needs fontTools with brotli (Debian:
# fonttools python3-brotli). Run after upgrading @fontsource-variable/inter or @fontsource/ibm-plex-sans-arabic.
set -eu
cd "$(dirname "$0")/../.."
out=app/fonts/share-card
mkdir -p "$out"
unpack() { /usr/bin/python3 -c "
import sys
from fontTools.ttLib import TTFont
f = TTFont(sys.argv[1]); f.flavor = None; f.save(sys.argv[2])" "$1" "$2"; }
unpack node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 "$out/inter-latin-wght.ttf"
for w in 700; do
  unpack "node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-$w-normal.woff2" \
    "$out/ibm-plex-sans-arabic-$w.ttf"
done
ls -l "$out"
