#!/usr/bin/env bash
# Golden outputs for refactors that must not change what the reader shows: `render` frames
# (with colour) for a fixed set of books, pages, themes, spreads and turn frames, and
# `info --json`, one file each under OUT. Run it before and after, then `diff -r`.
#
#   scripts/render-golden.sh OUT [BIN]
set -euo pipefail
out=${1:?usage: scripts/render-golden.sh OUT [BIN]}
cd "$(dirname "$0")/.."
bin=${2:-.build/debug/termreader}
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export XDG_CONFIG_HOME=$home/config XDG_STATE_HOME=$home/state XDG_CACHE_HOME=$home/cache
mkdir -p "$out"
books=(books/the-lighthouse-keeper.txt books/deng-ta.txt books/toudaimori.txt
       books/shan-zhong-shu-dian.gb18030.txt Tests/Fixtures/epub/sphinx.epub Tests/Fixtures/epub/pandoc.epub)
n=0
shot() { # name, render args...
    local name=$1; shift
    n=$((n + 1))
    "$bin" render --no-config --color always "$@" > "$out/$name" 2>&1 || echo "exit $?" >> "$out/$name"
}
for book in "${books[@]}"; do
    b=$(basename "$book")
    "$bin" info --json "$book" > "$out/$b.info.json" 2>&1 || echo "exit $?" >> "$out/$b.info.json"
    for page in 1 2 5; do shot "$b.p$page" "$book" --page $page; done
    shot "$b.ch2" "$book" --chapter 2
    shot "$b.pct40" "$book" --percent 40
    shot "$b.range" "$book" --pages 2-4
    shot "$b.body" "$book" --page 3 --body
    for theme in light dark sepia; do shot "$b.$theme" "$book" --page 3 --theme $theme; done
    shot "$b.spread" "$book" --page 3 --layout spread --size 140x30
    shot "$b.spread-dark" "$book" --page 4 --layout spread --size 140x30 --theme dark
    shot "$b.small" "$book" --page 2 --size 30x8
    shot "$b.spacing" "$book" --page 2 --line-spacing 1
    for mode in none push slide curl scroll; do
        for progress in 0 0.3 0.5 0.8 1; do
            for dir in next prev; do
                shot "$b.$mode.$progress.$dir" "$book" --page 3 --mode $mode --progress $progress --direction $dir
            done
        done
        shot "$b.$mode.spread.0.4" "$book" --page 4 --mode $mode --progress 0.4 --layout spread --size 140x30
        shot "$b.$mode.spread.0.7.prev" "$book" --page 4 --mode $mode --progress 0.7 --direction prev --layout spread --size 140x30 --theme dark
        shot "$b.$mode.page" "$book" --page 2 --mode $mode
    done
    shot "$b.svg" "$book" --page 2 --format svg
done
shot vertical.toudaimori books/toudaimori.txt --page 2 --writing vertical
shot vertical.curl books/toudaimori.txt --page 2 --writing vertical --mode curl --progress 0.5
shot vertical.spread books/toudaimori.txt --page 2 --writing vertical --layout spread --size 140x30 --mode slide --progress 0.6
echo "$n frames and ${#books[@]} info files in $out"
