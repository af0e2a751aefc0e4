#!/usr/bin/env bash
# termreader beside epy (pip install epy-reader) and baca (pip install baca) on EPUBs, and
# less on the same text as TXT: time to the first page and peak RSS, measured from outside
# as scripts/first-page.sh measures: start the program in a tmux pane, poll the pane until
# a page shows (a row with three characters or more, no loading spinner or message), then let
# it work 3 s more, quit it with q and read its peak RSS from /usr/bin/time. Every program
# starts cold: its own empty HOME and XDG folders each run. Prints one markdown row per
# book and program (median of RUNS, and every run); the screens of each program's first
# page are kept in OUT for looking at.
#
#   scripts/epub-comparison.sh OUT RUNS BOOK.epub[:TEXT.txt]...
#
# Timings on a busy machine are noisy: read the medians as indications.
set -uo pipefail
out=${1:?usage: scripts/epub-comparison.sh OUT RUNS BOOK.epub[:TEXT.txt]...}
runs=${2:?usage: scripts/epub-comparison.sh OUT RUNS BOOK.epub[:TEXT.txt]...}
shift 2
cd "$(dirname "$0")/.."
bin=$(pwd)/${BIN:-.build/release/termreader}
mkdir -p "$out"

now_ms() { date +%s%3N; }

# Has the pane a page? A row of at least 3 visible characters other than spinner dots, and
# no loading message (epy shows "initalizing ebook" before its first page).
shown() { local pane; pane=$(cat); ! grep -qi 'initali[sz]ing' <<<"$pane" && grep -q '[^[:space:]●][^[:space:]●]*[^[:space:]●]' <<<"$pane"; }

measure() { # name limit-seconds command...
    local name=$1 limit=$2; shift 2
    local socket="epubcmp-$$-$RANDOM" home start end elapsed rss
    home=$(mktemp -d)
    start=$(now_ms)
    tmux -L "$socket" new-session -d -x 120 -y 40 \
        env HOME="$home" XDG_STATE_HOME="$home/state" XDG_CACHE_HOME="$home/cache" XDG_CONFIG_HOME="$home/config" \
        XDG_DATA_HOME="$home/data" /usr/bin/time -f %M -o "$home/rss" "$@"
    elapsed=timeout
    while (( $(now_ms) - start < limit * 1000 )); do
        if tmux -L "$socket" capture-pane -p 2>/dev/null | shown; then
            end=$(now_ms)
            elapsed=$((end - start))
            break
        fi
    done
    tmux -L "$socket" capture-pane -p > "$out/$name.screen" 2>/dev/null || true
    sleep 3
    tmux -L "$socket" send-keys q 2>/dev/null || true
    for _ in $(seq 50); do [ -s "$home/rss" ] && break; sleep 0.1; done
    tmux -L "$socket" kill-server 2>/dev/null || true
    rss=$( [ -s "$home/rss" ] && awk '{printf "%.1f", $1 / 1024}' "$home/rss" || echo n/a)
    rm -rf "$home"
    echo "$elapsed $rss"
}

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

echo "| book | program | first page (median ms) | runs (ms) | peak RSS (median MB) |"
echo "|---|---|---|---|---|"
for arg in "$@"; do
    book=${arg%%:*}
    text=$([ "$arg" != "$book" ] && echo "${arg#*:}")
    base=$(basename "$book" .epub)
    programs=(termreader epy baca)
    [ -n "$text" ] && programs+=(less)
    for prog in "${programs[@]}"; do
        times=() rsses=()
        for run in $(seq "$runs"); do
            case $prog in
                termreader) result=$(measure "$base.$prog.$run" 20 "$bin" --from-start "$book") ;;
                epy) result=$(measure "$base.$prog.$run" 30 epy "$book") ;;
                baca) result=$(measure "$base.$prog.$run" 90 baca "$book") ;;
                less) result=$(measure "$base.$prog.$run" 20 env LESSCHARSET=utf-8 less "$text") ;;
            esac
            times+=("${result% *}")
            rsses+=("${result#* }")
        done
        printf '| %s | %s | %s | %s | %s |\n' "$base" "$prog$([ $prog = less ] && echo " ($(basename "$text"))")" \
            "$(printf '%s\n' "${times[@]}" | median)" "${times[*]}" "$(printf '%s\n' "${rsses[@]}" | median)"
    done
done
