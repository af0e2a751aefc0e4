#!/usr/bin/env bash
# Time to first page, measured from outside as a person sees it: start a program in a
# tmux pane and poll the pane until a line of the book shows. Compares termreader with
# `less` on the same file, in the same run.
#
#   scripts/first-page.sh FILE [RUNS] [TEXT]
#
# TEXT is what to wait for (default: the first non-blank line of the file, first 6
# characters). Uses the release build (scripts/build-release.sh).
set -euo pipefail
file=${1:?usage: scripts/first-page.sh FILE [RUNS] [TEXT]}
runs=${2:-7}
cd "$(dirname "$0")/.."
bin=${BIN:-.build/release/termreader}
[ -x "$bin" ] || scripts/build-release.sh >/dev/null
text=${3:-$(iconv -f "$("$bin" info --json "$file" | python3 -c 'import json,sys; print(json.load(sys.stdin)["encoding"])')" -t UTF-8 "$file" 2>/dev/null | tr -d '\r\357\273\277' | sed -e 's/^[[:space:]　]*//' | grep -m1 -v '^$' | cut -c1-6 || true)}
state=$(mktemp -d)
trap 'rm -rf "$state" 2>/dev/null || true' EXIT

now_ms() { date +%s%3N; }

# Every pane gets a tmux server of its own, on a socket no other run uses: `kill-server` returns
# before the server is gone, and a new session on the same socket then meets the dying server
# ("server exited unexpectedly"). `stop` waits until the server has really gone.
new_socket() { echo "firstpage-$$-$BASHPID-$RANDOM"; }  # called in $(…): BASHPID is that subshell's own
stop() { # socket
    tmux -L "$1" kill-server 2>/dev/null || true
    for _ in $(seq 100); do tmux -L "$1" has-session 2>/dev/null || break; sleep 0.02; done
}
start_pane() { # socket command...
    local socket=$1; shift
    if ! tmux -L "$socket" new-session -d -x 120 -y 40 "$@"; then
        echo "first-page.sh: tmux could not start: $*" >&2
        exit 1
    fi
}

measure() { # command...
    local socket start end result
    socket=$(new_socket)
    start=$(now_ms)
    start_pane "$socket" "$@"
    while ! tmux -L "$socket" capture-pane -p 2>/dev/null | grep -qF -- "$text"; do
        if (( $(now_ms) - start > 5000 )); then result=timeout; break; fi
    done
    end=$(now_ms)
    stop "$socket"
    echo "${result:-$((end - start))}"
}

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# One unmeasured open per program first, left running for 2 s: the file is in the page
# cache for both, and termreader has written its index cache (encoding, shape, chapters)
# as it does for any book once read, so the runs measure reopening a book. Pass
# COLD=1 to measure first-ever opens (termreader then detects the encoding each time).
warm() {
    local socket
    socket=$(new_socket)
    start_pane "$socket" "$@"
    sleep 2
    stop "$socket"
}
if [ -z "${COLD:-}" ]; then
    warm env LESSCHARSET=utf-8 less "$file"
    warm env XDG_STATE_HOME="$state" XDG_CACHE_HOME="$state/cache" "$bin" --from-start "$file"
fi

echo "file: $file"
echo "waiting for: $text"
for prog in less termreader; do
    results=()
    for _ in $(seq "$runs"); do
        if [ $prog = less ]; then
            results+=("$(measure env LESSCHARSET=utf-8 less "$file")")
        else
            [ -n "${COLD:-}" ] && rm -rf "$state/cache"
            # `termreader FILE` as a reader types it; the warm-up left the place at the start.
            results+=("$(measure env XDG_STATE_HOME="$state" XDG_CACHE_HOME="$state/cache" "$bin" "$file")")
        fi
    done
    printf '%-11s median %s ms  (runs: %s)\n' "$prog" "$(printf '%s\n' "${results[@]}" | median)" "${results[*]}"
done
