#!/usr/bin/env bash
# Regenerates the pictures in docs/ with `termreader render --format svg`: a curl mid-turn
# in the dark theme, a slide, the light and sepia themes, a CJK page, a two-page spread flat and curling,
# vertical Japanese (縦書き) on one page and in a spread turning to the left, and an illustrated
# page of ../shared/corpus's Alice with its picture (the file itself) and as character art.
# Usage: scripts/screenshots.sh [BIN]   (default: a release build, made if missing)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-.build/release/termreader}
[ -x "$bin" ] || swift build -c release >/dev/null
# --no-config: the pictures show the defaults, whatever this machine's config says.
shot() { local out=$1; shift; "$bin" render "$@" --no-config --format svg > "docs/$out.svg"; echo "docs/$out.svg"; }
mkdir -p docs
shot curl-dark books/the-lighthouse-keeper.txt --size 100x30 --page 3 --theme dark --mode curl --progress 0.45
shot slide-light books/the-lighthouse-keeper.txt --size 100x30 --page 3 --theme light --mode slide --progress 0.5
shot page-light books/the-lighthouse-keeper.txt --size 100x30 --page 4 --theme light
shot page-sepia books/the-lighthouse-keeper.txt --size 100x30 --page 4 --theme sepia
shot cjk-dark books/deng-ta.txt --size 100x30 --page 2 --theme dark
shot spread-light books/the-lighthouse-keeper.txt --size 180x18 --page 2 --theme light --layout spread
shot spread-curl-dark books/the-lighthouse-keeper.txt --size 180x18 --page 2 --theme dark --layout spread --mode curl --progress 0.45
shot vertical-sepia books/toudaimori.txt --size 100x30 --page 2 --theme sepia --writing vertical
shot vertical-spread-curl-dark books/toudaimori.txt --size 180x24 --page 3 --theme dark --writing vertical --layout spread --mode curl --progress 0.45
alice=../shared/corpus/epub/alice-in-wonderland.epub3.epub
shot picture-sepia $alice --size 100x30 --page 7 --theme sepia
shot picture-symbols-dark $alice --size 100x30 --page 7 --theme dark --images symbols
