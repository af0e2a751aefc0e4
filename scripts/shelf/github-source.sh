# Sourced by the shelf scripts that take books from GitHub (after they set `out`): gives a
# scratch folder ($work, removed on exit) and
#   repo OWNER/NAME          prints the git directory of github.com/OWNER/NAME, or nothing;
#   se_epub OWNER/NAME FILE  zips a Standard Ebooks source into $out/FILE;
#   gutenberg_text OWNER/NAME PATH FILE   copies a Project Gutenberg text to $out/FILE;
#   texts_from OWNER/NAME    copies each `PATH FILE` line of its input as gutenberg_text does.
# A repository is taken from $SHELF_MIRRORS/OWNER+NAME/repo (a bare git directory, or a work
# tree's .git; default /work/.mirror) or cloned from GitHub; one that cannot be had offline is
# skipped with one line.
mirrors=${SHELF_MIRRORS:-/work/.mirror}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
shelf_part=$(basename "$0")

repo() {
    local local_copy="$mirrors/${1/\//+}/repo" clone="$work/${1/\//+}.git"
    if [ -d "$local_copy/.git" ]; then
        echo "$local_copy/.git"
    elif [ -d "$local_copy" ]; then
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
        echo "$shelf_part: $1 cannot be fetched offline: skipped"
        return
    fi
    mkdir -p "$dir"
    # Big sources (cover.source.jpg) may be missing from a snapshot; src/ is all an EPUB needs.
    git --git-dir="$git" archive HEAD src 2>/dev/null | tar -x -C "$dir" || true
    if [ ! -f "$dir/src/epub/content.opf" ]; then
        echo "$shelf_part: $1 has no src/epub/content.opf: skipped"
        return
    fi
    rm -f "$out/$2"
    # A snapshot missing some of src/ (a blob too large to keep) is skipped, not the shelf part.
    if ! (cd "$dir/src" && zip -X0q "$out/$2" mimetype && zip -Xr9Dq "$out/$2" META-INF epub) 2>/dev/null; then
        rm -f "$out/$2"
        echo "$shelf_part: $1 is incomplete offline: skipped"
    fi
}

# Copies Gutenberg text $2 of repository $1 to $3, CRLF line ends and all, as distributed.
gutenberg_text() {
    local git
    git=$(repo "$1")
    if [ -z "$git" ] || ! git --git-dir="$git" show "HEAD:$2" >"$out/$3" 2>/dev/null || [ ! -s "$out/$3" ]; then
        rm -f "$out/$3"
        echo "$shelf_part: $1 ($2) cannot be fetched offline: skipped"
    fi
}

# Copies each `PATH FILE` line read from the input out of repository $1, as gutenberg_text does.
texts_from() {
    local path name
    while read -r path name; do gutenberg_text "$1" "$path" "$name"; done
}
