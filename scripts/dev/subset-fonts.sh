#!/usr/bin/env sh
# Regenerates the Arabic font files in app/fonts from the npm package (see app/fonts/README.md).
# Needs fontTools with brotli (Debian: apt-get install fonttools python3-brotli).
# Keep ARABIC_UNICODES in step with the unicode-range in app/globals.css.
set -eu
cd "$(dirname "$0")/../.."
src=node_modules/@fontsource/ibm-plex-sans-arabic/files
# U+0020 and U+00A0 (the spaces) matter: without a space glyph WebKit splits every phrase into
# per-word runs and misplaces the marks on lam-alef and tanween (issue 17).
ARABIC_UNICODES="U+0020,U+00A0,U+060C,U+061B,U+061F,U+0621-063A,U+0640-0652,U+0660-066D,U+0670,U+06F0-06F9,U+200C-200F,U+FD3E-FD3F"
for w in 400 700; do
  /usr/bin/python3 -m fontTools.subset "$src/ibm-plex-sans-arabic-arabic-$w-normal.woff2" \
    --unicodes="$ARABIC_UNICODES" --layout-features='*' --flavor=woff2 \
    --output-file="app/fonts/ibm-plex-sans-arabic-$w.woff2"
done
ls -l app/fonts/*.woff2
