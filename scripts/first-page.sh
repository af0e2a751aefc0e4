#!/usr/bin/env bash
# Time to first page, measured from outside as a person sees it: start a program in a
# tmux pane and poll the pane until a line of the book shows. Compares termreader with
# `less` on the same file, in the same run, the two taking turns.
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
    local socket start now result
    socket=$(new_socket)
    # Bash's own clock in microseconds: no process is started to read it (`date` would add one
    # to every poll of the pane, and round to whole milliseconds).
    start=${EPOCHREALTIME/./}
    start_pane "$socket" "$@"
    while ! tmux -L "$socket" capture-pane -p 2>/dev/null | grep -qF -- "$text"; do
        now=${EPOCHREALTIME/./}
        if (( now - start > 5000000 )); then result=timeout; break; fi
    done
    now=${EPOCHREALTIME/./}
    stop "$socket"
    [ -n "${result:-}" ] && { echo "$result"; return; }
    printf '%d.%d\n' $(((now - start) / 1000)) $(((now - start) / 100 % 10))
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
# The two programs take turns, run by run (each round's order flipped), so a machine whose
# speed drifts over the minutes weighs on both alike.
run_less() { measure env LESSCHARSET=utf-8 less "$file"; }
run_termreader() {
    [ -n "${COLD:-}" ] && rm -rf "$state/cache"
    # `termreader FILE` as a reader types it; the warm-up left the place at the start.
    measure env XDG_STATE_HOME="$state" XDG_CACHE_HOME="$state/cache" "$bin" "$file"
}
less_ms=()
termreader_ms=()
for i in $(seq "$runs"); do
    if (( i % 2 )); then
        less_ms+=("$(run_less)"); termreader_ms+=("$(run_termreader)")
    else
        termreader_ms+=("$(run_termreader)"); less_ms+=("$(run_less)")
    fi
done
report() { # name results...
    local name=$1; shift
    printf '%-11s median %s ms  (runs: %s)\n' "$name" "$(printf '%s\n' "$@" | median)" "$*"
}
report less "${less_ms[@]}"
report termreader "${termreader_ms[@]}"
