#!/usr/bin/env bash
# Writes the structured books the memory and speed checks use beside the novels of
# make-scale-books.sh: manuals (the Debian Reference and the Debian Administrator's Handbook,
# English and Chinese, rendered by w3m), fortune files (English and Chinese), the King James
# Bible, the corpus's licences and novels (English, Chinese, Japanese), and generated tables
# (ASCII grids, box drawing, columns aligned by spaces), one seed repeated to size:
# DIR/mix-40mb.txt (just under 40,000,000 bytes) and DIR/mix-400mb.txt (ten of it). They are
# never committed. Installs the packages it reads from with apt-get when they are missing.
# Usage: scripts/make-mix-books.sh [DIR]   (default /tmp/termreader-scale)
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-/tmp/termreader-scale}
# The corpus beside the repository (a worktree under wt/ has it one level further up).
corpus=../shared/corpus
[ -d "$corpus" ] || corpus=../../shared/corpus
packages=(w3m fortunes fortunes-zh bible-kjv bible-kjv-text debian-reference-en debian-reference-zh-cn debian-handbook)
missing=()
for p in "${packages[@]}"; do dpkg -s "$p" > /dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
    sudo=; [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get install -y --no-install-recommends "${missing[@]}"
fi
mkdir -p "$dir"

# HTML to text as a reader would get it: 80 columns, UTF-8, links not numbered.
html() { for f in "$@"; do w3m -dump -T text/html -I UTF-8 -O UTF-8 -cols 80 "$f"; echo; done; }

# Tables of three shapes, the same on every run.
tables() {
    awk 'BEGIN {
        for (t = 1; t <= 40; t++) {
            printf "Table %d. Packages and sizes\n\n", t
            print "+--------+------------------------+-----------+--------+"
            print "| Id     | Name                   | Size (kB) | State  |"
            print "+--------+------------------------+-----------+--------+"
            for (r = 1; r <= 30; r++)
                printf "| %-6d | %-22s | %9d | %-6s |\n", t * 100 + r, "package-" t "-" r, (t * 7919 + r * 104729) % 100000, (r % 3 ? "ii" : "rc")
            print "+--------+------------------------+-----------+--------+\n"
            print "┌──────┬──────────────┬────────┐"
            print "│ 序号 │ 名称         │ 数量   │"
            print "├──────┼──────────────┼────────┤"
            for (r = 1; r <= 20; r++)
                printf "│ %4d │ 项目%-8d │ %6d │\n", r, t * 1000 + r, (t * 31 + r * 17) % 9973
            print "└──────┴──────────────┴────────┘\n"
            print "  Option        Default     Meaning"
            for (r = 1; r <= 25; r++)
                printf "  --opt-%-6d  %-10d  sets value %d of table %d\n", r, r * t, r, t
            print ""
        }
    }'
}

seed=$dir/mix-seed.txt
if [ ! -f "$seed" ]; then
    {
        html /usr/share/debian-reference/index.en.html /usr/share/debian-reference/{pr01,ch??,apa}.en.html
        tables
        find /usr/share/games/fortunes -maxdepth 1 -type f ! -name '*.dat' ! -name '*.u8' | LC_ALL=C sort | xargs cat
        cat "$corpus"/structured/*.txt
        bible gen1:1-rev22:21 < /dev/null
        html /usr/share/debian-reference/index.zh-cn.html /usr/share/debian-reference/{pr01,ch??,apa}.zh-cn.html
        cat "$corpus"/zh/xiyouji.utf8.txt
        html $(find /usr/share/doc/debian-handbook/html/en-US -maxdepth 1 -name '*.html' | LC_ALL=C sort)
        cat "$corpus"/en/moby-dick.pg2701.utf8.txt
        html $(find /usr/share/doc/debian-handbook/html/zh-CN -maxdepth 1 -name '*.html' | LC_ALL=C sort)
        tr -d '\r' < "$corpus"/ja/wagahai-wa-neko-de-aru.utf8-bom.txt | sed '1s/^\xEF\xBB\xBF//'
        cat "$corpus"/en/pride-and-prejudice.pg1342.utf8.txt
    } > "$seed.tmp"
    mv "$seed.tmp" "$seed"
fi
if [ ! -f "$dir/mix-40mb.txt" ]; then
    # 40,000,000 bytes cut back to a line's end: below BookLoader.streamingBytes, so read whole as the 40 MB novels are.
    head -c 40000000 <(cat "$seed" "$seed" "$seed") | sed '$d' > "$dir/mix-40mb.txt.tmp"
    mv "$dir/mix-40mb.txt.tmp" "$dir/mix-40mb.txt"
fi
if [ ! -f "$dir/mix-400mb.txt" ]; then
    for _ in 1 2 3 4 5 6 7 8 9 10; do cat "$dir/mix-40mb.txt"; done > "$dir/mix-400mb.txt.tmp"
    mv "$dir/mix-400mb.txt.tmp" "$dir/mix-400mb.txt"
fi
ls -l "$seed" "$dir"/mix-40mb.txt "$dir"/mix-400mb.txt
