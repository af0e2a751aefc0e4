#!/usr/bin/env bash
# Key-to-screen latency while the book is still being indexed: open FILE in a tmux pane,
# wait for the first page, press Space at once (the background read is under way) and
# poll the pane until the page text changes. Mode none, release build.
#
#   scripts/key-latency.sh FILE [RUNS]
set -euo pipefail
file=${1:?usage: scripts/key-latency.sh FILE [RUNS]}
runs=${2:-9}
cd "$(dirname "$0")/.."
bin=${BIN:-.build/release/termreader}
[ -x "$bin" ] || scripts/build-release.sh >/dev/null
state=$(mktemp -d)
trap 'rm -rf "$state" 2>/dev/null || true' EXIT
now_ms() { date +%s%3N; }
results=()
for _ in $(seq "$runs"); do
    socket="keylatency-$$-$RANDOM"
    tmux -L "$socket" new-session -d -x 120 -y 40 \
        env XDG_STATE_HOME="$state" XDG_CACHE_HOME="$state/cache" "$bin" --from-start --mode none "$file"
    until tmux -L "$socket" capture-pane -p 2>/dev/null | tail -1 | grep -q "indexing\| 1/"; do :; done
    indexing=$(tmux -L "$socket" capture-pane -p | tail -1 | grep -c "indexing" || true)
    before=$(tmux -L "$socket" capture-pane -p | sed -n '2,20p')
    start=$(now_ms)
    tmux -L "$socket" send-keys Space
    while [ "$(tmux -L "$socket" capture-pane -p | sed -n '2,20p')" = "$before" ]; do
        if (( $(now_ms) - start > 5000 )); then break; fi
    done
    results+=("$(( $(now_ms) - start ))ms$([ "$indexing" = 1 ] && echo '(indexing)')")
    tmux -L "$socket" kill-server 2>/dev/null || true
done
echo "key to screen: ${results[*]}"
