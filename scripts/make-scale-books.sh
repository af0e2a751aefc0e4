#!/usr/bin/env bash
# Writes the large books the memory and speed checks use, by repeating the corpus's 20 MB
# book (made by ../shared/corpus/make-big.sh when missing): DIR/book-40mb.txt and
# DIR/book-400mb.txt (about 47 MB and 465 MB). They are never committed.
# Usage: scripts/make-scale-books.sh [DIR]   (default /tmp/termreader-scale)
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-/tmp/termreader-scale}
# The corpus beside the repository (a worktree under wt/ has it one level further up).
corpus=../shared/corpus
[ -d "$corpus" ] || corpus=../../shared/corpus
big=$corpus/zh-classics-20mb.utf8.txt
[ -f "$big" ] || sh "$corpus/make-big.sh"
mkdir -p "$dir"
[ -f "$dir/book-40mb.txt" ] || { cat "$big" "$big" > "$dir/book-40mb.txt.tmp" && mv "$dir/book-40mb.txt.tmp" "$dir/book-40mb.txt"; }
if [ ! -f "$dir/book-400mb.txt" ]; then
    for _ in 1 2 3 4 5 6 7 8 9 10; do cat "$dir/book-40mb.txt"; done > "$dir/book-400mb.txt.tmp"
    mv "$dir/book-400mb.txt.tmp" "$dir/book-400mb.txt"
fi
ls -l "$dir"/book-40mb.txt "$dir"/book-400mb.txt
