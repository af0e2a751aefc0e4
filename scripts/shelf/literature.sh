#!/usr/bin/env bash
# Plays and poetry, the kinds of book the rest of the shelf lacks: Standard Ebooks' EPUBs
# (drama set as speaker/speech tables, verse as line spans, endnotes, colophons, epub:type
# sections) zipped from their GitHub sources, and Project Gutenberg's plain texts of a play,
# a ballad opera and a poetry collection (GITenberg's repositories).
#   scripts/shelf/literature.sh OUT
# A repository is taken from $SHELF_MIRRORS/OWNER+NAME/repo (a bare git directory; default
# /work/.mirror) or cloned from GitHub; one that cannot be had offline is skipped with a line.
set -euo pipefail
out=${1:?usage: literature.sh OUT}
mirrors=${SHELF_MIRRORS:-/work/.mirror}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Prints the git directory of github.com/$1 (owner/name), or nothing when it cannot be had.
repo() {
    local local_copy="$mirrors/${1/\//+}/repo" clone="$work/${1/\//+}.git"
    if [ -d "$local_copy" ]; then
        echo "$local_copy"
    elif timeout 120 git clone -q --bare --depth 1 "https://github.com/$1" "$clone" 2>/dev/null; then
        echo "$clone"
    fi
}

# Zips a Standard Ebooks source folder (src/: mimetype, META-INF, epub) into $2: mimetype
# first and stored, as the OCF container requires.
se_epub() {
    local git dir="$work/$(basename "$1")"
    git=$(repo "$1")
    if [ -z "$git" ]; then
        echo "literature.sh: $1 cannot be fetched offline: skipped"
        return
    fi
    mkdir -p "$dir"
    # Big sources (cover.source.jpg) may be missing from a snapshot; src/ is all an EPUB needs.
    git --git-dir="$git" archive HEAD src 2>/dev/null | tar -x -C "$dir" || true
    if [ ! -f "$dir/src/epub/content.opf" ]; then
        echo "literature.sh: $1 has no src/epub/content.opf: skipped"
        return
    fi
    rm -f "$out/$2"
    (cd "$dir/src" && zip -X0q "$out/$2" mimetype && zip -Xr9Dq "$out/$2" META-INF epub)
}

# Copies Gutenberg text $2 of repository $1 to $3, CRLF line ends and all, as distributed.
gutenberg_text() {
    local git
    git=$(repo "$1")
    if [ -z "$git" ] || ! git --git-dir="$git" show "HEAD:$2" >"$out/$3" 2>/dev/null; then
        rm -f "$out/$3"
        echo "literature.sh: $1 ($2) cannot be fetched offline: skipped"
    fi
}

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
