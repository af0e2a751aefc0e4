#!/usr/bin/env bash
# Plays and poetry, the kinds of book the rest of the shelf lacks: Standard Ebooks' EPUBs
# (drama set as speaker/speech tables, verse as line spans, endnotes, colophons, epub:type
# sections) zipped from their GitHub sources, and Project Gutenberg's plain texts of a play,
# a ballad opera and a poetry collection (GITenberg's repositories).
#   scripts/shelf/literature.sh OUT
# A repository is taken from $SHELF_MIRRORS/OWNER+NAME/repo (a bare git directory; default
# /work/.mirror) or cloned from GitHub; one that cannot be had offline is skipped with a line
# (scripts/shelf/github-source.sh).
set -euo pipefail
out=${1:?usage: literature.sh OUT}
mkdir -p "$out"
here=$(cd "$(dirname "$0")" && pwd)
# repo, se_epub, gutenberg_text and a scratch folder ($work).
source "$here/github-source.sh"

se_epub standardebooks/william-shakespeare_hamlet hamlet.standard-ebooks.epub
se_epub standardebooks/oscar-wilde_the-importance-of-being-earnest earnest.standard-ebooks.epub
se_epub standardebooks/walt-whitman_leaves-of-grass leaves-of-grass.standard-ebooks.epub
se_epub standardebooks/herman-melville_moby-dick moby-dick.standard-ebooks.epub
se_epub standardebooks/ambrose-bierce_the-devils-dictionary devils-dictionary.standard-ebooks.epub
gutenberg_text GITenberg/The-Mind-the-Paint-Girl--13-A-Comedy-in-Four-Acts_21849 21849.txt \
    mind-the-paint-girl.gutenberg.txt
gutenberg_text GITenberg/The-Beggar-s-Opera--to-Which-is-Prefixed-the-Musick-to-Each-Song_25063 25063-8.txt \
    beggars-opera.gutenberg.txt
gutenberg_text GITenberg/Poems-on-Serious-and-Sacred-Subjects-Printed-only-as-Private-Tokens-of-Regard-for-the-Particul__8948 \
    8948.txt poems-serious-sacred.gutenberg.txt
