#!/usr/bin/env bash
# A quick check of the release binary as shipped (scripts/build-release.sh): it runs,
# renders and measures a sample book, reads a GB18030 one, refuses what is not a book,
# and is one static executable (no shared objects at run time). Seconds, not
# minutes: `bench` measures a 4 KB sample book, never the generated 20 MB one.
#
#   scripts/smoke-release.sh [BINARY]   (default .build/release/termreader)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-.build/release/termreader}
fail() { echo "smoke-release: FAIL: $*" >&2; exit 1; }
[ -x "$bin" ] || fail "$bin is missing: run scripts/build-release.sh"

version=$("$bin" --version) || fail "--version exits $?"
echo "smoke-release: termreader $version"

# A static executable loads no shared objects at all (ldd: "not a dynamic executable").
if ldd "$bin" >/dev/null 2>&1; then
    ldd "$bin" >&2
    fail "$bin loads shared objects (build it with scripts/build-release.sh)"
fi

page=$("$bin" render books/the-lighthouse-keeper.txt --size 80x24 --no-config) || fail "render exits $?"
grep -q 'A short novel written for termreader' <<<"$page" || fail "render does not show the first page: $page"
[ "$(wc -l <<<"$page")" -eq 24 ] || fail "render printed $(wc -l <<<"$page") rows at 80x24"

info=$("$bin" info --json --no-config books/shan-zhong-shu-dian.gb18030.txt) || fail "info exits $?"
grep -q '"encoding":"GB18030"' <<<"$info" || fail "info does not detect GB18030: $info"

bench=$("$bin" bench books/the-lighthouse-keeper.txt --json) || fail "bench exits $?"
for key in first_page_ms index_ms frame_ms peak_rss_mb; do
    grep -q "\"$key\"" <<<"$bench" || fail "bench --json has no $key: $bench"
done

# Pictures: the static binary loads chafa with dlopen (a second C library comes with it); an
# EPUB's picture must come out as character art, not as a crash.
if ldconfig -p 2>/dev/null | grep -q 'libchafa\.so\.0 '; then
    art=$("$bin" render Tests/Fixtures/pictures/pictures.epub --size 40x14 --body --no-config --images symbols) ||
        fail "render --images symbols exits $?"
    grep -q '████████' <<<"$art" || fail "render --images symbols draws no picture: $art"
fi



# SVG: drawn by rsvg-convert, a separate program, so the static binary draws it too (librsvg
# itself cannot be loaded into it): an HTML book's SVG must come out as character art.
if ldconfig -p 2>/dev/null | grep -q 'libchafa\.so\.0 ' && command -v rsvg-convert >/dev/null; then
    svg_book=$(mktemp -d)
    cp Tests/Fixtures/pictures/viewbox.svg "$svg_book/q.svg"
    printf '<html><body><p><img src="q.svg" alt="svg quadrants"/></p></body></html>' >"$svg_book/book.html"
    page=$("$bin" render "$svg_book/book.html" --size 40x14 --body --no-config --images symbols) ||
        fail "render of an SVG picture exits $?"
    grep -q '████████' <<<"$page" || fail "render of an SVG picture draws no picture: $page"
    rm -rf "$svg_book"
fi

# MOBI and AZW3: libmobi (with libxml2, ICU and libstdc++ behind it) loaded into the static
# binary, beside chafa: the book's contents must come out.
if ldconfig -p 2>/dev/null | grep -q 'libmobi\.so\.0 '; then
    for book in Tests/Fixtures/mobi/book.azw3 Tests/Fixtures/mobi/book.mobi; do
        info=$("$bin" info "$book" --no-config) || fail "info $book exits $?"
        grep -q 'Chapter Three' <<<"$info" || fail "info $book lists no contents: $info"
    done
fi

# The reader itself loads a book on a background thread, which libmobi's C library must be set
# up for (StaticLibc.prepareThread): open an AZW3 in tmux, wait until the whole book is read (the
# footer's page total replaces "indexing"), quit, and expect exit 0, not a crash.
if ldconfig -p 2>/dev/null | grep -q 'libmobi\.so\.0 ' && command -v tmux >/dev/null; then
    home=$(mktemp -d)
    socket="smoke-$$"
    reader="$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")"
    tmux -L "$socket" new-session -d -x 80 -y 24 \
        "env HOME=$home XDG_STATE_HOME=$home/s XDG_CACHE_HOME=$home/k XDG_CONFIG_HOME=$home/c '$reader' Tests/Fixtures/mobi/book.azw3; echo \$? > $home/status; sleep 5"
    for _ in $(seq 100); do
        tmux -L "$socket" capture-pane -p 2>/dev/null | grep -q ' p\. 1/' && break
        [ -s "$home/status" ] && break
        sleep 0.1
    done
    tmux -L "$socket" send-keys q 2>/dev/null || true
    for _ in $(seq 100); do [ -s "$home/status" ] && break; sleep 0.1; done
    tmux -L "$socket" kill-server 2>/dev/null || true
    status=$(cat "$home/status" 2>/dev/null || echo none)
    rm -rf "$home"
    [ "$status" = 0 ] || fail "the reader on an AZW3 exits $status (139: a crash loading it)"
fi

# Simplified ⇄ Traditional: OpenCC (with libstdc++ and marisa behind it) loaded into the static
# binary: the page must come out converted, and as the book has it without the option.
if ldconfig -p 2>/dev/null | grep -q 'libopencc\.so\.1'; then
    page=$("$bin" render books/deng-ta.txt --page 2 --body --size 60x12 --no-config --chinese traditional) ||
        fail "render --chinese traditional exits $?"
    grep -q '補給船' <<<"$page" || fail "render --chinese traditional does not convert: $page"
fi

# Hyphenation: libhyphen loaded into the static binary with the system's English patterns: some
# line of the page must end in a drawn hyphen.
if ldconfig -p 2>/dev/null | grep -q 'libhyphen\.so\.0' && [ -e /usr/share/hyphen/hyph_en_US.dic ]; then
    page=$("$bin" render books/the-lighthouse-keeper.txt --page 2 --body --size 40x40 --no-config --hyphenate on) ||
        fail "render --hyphenate on exits $?"
    grep -q '[a-z]-$' <<<"$page" || fail "render --hyphenate on hyphenates nothing: $page"
fi

# Dictionaries: a dictzip article inflated through zlib, linked statically.
entry=$("$bin" define cities --dictionary Tests/Fixtures/dictionary/en/en.index) || fail "define exits $?"
grep -q 'A large town' <<<"$entry" || fail "define finds no entry: $entry"

# PDF: poppler's programs run as children of the static binary.
if command -v pdftohtml >/dev/null; then
    text=$("$bin" render Tests/Fixtures/pdf/manual.pdf --size 60x30 --body --no-config) || fail "render manual.pdf exits $?"
    # Justified lines (hyphenation is on by default) may hold two spaces between words.
    tr -s ' ' <<<"$text" | grep -q 'continuing on the next' || fail "render manual.pdf loses its text: $text"
fi

status=0
"$bin" render /nonexistent/book.txt 2>/dev/null || status=$?
[ "$status" -eq 66 ] || fail "a missing book exits $status, not 66"

# Start-up, for the log (not a pass/fail: CI machines vary).
start=$(date +%s%N)
for _ in $(seq 50); do "$bin" --version >/dev/null; done
echo "smoke-release: ok; --version takes $(( ($(date +%s%N) - start) / 50000 )) µs on average here"
