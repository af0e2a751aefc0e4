#!/bin/bash
# Records what the reference tools answer for the fixtures made by make.sh, into reference/ (committed;
# optional, not run by make.sh). Needs Debian packages dictd, dict (the client) and sdcv.
#   reference/dictd.tsv  database, query, number of definitions `dict` gets, headwords MATCH -s exact lists
#                        (dictd 1.13 serving en/*.index and ja/ja.index on 127.0.0.1, UTF-8 locale,
#                        --fast-start: without it dictd's first-letter table skips headwords starting
#                        with a capital, so en-cs could never find Paris, US or New York)
#   reference/sdcv.tsv   dictionary, query, headwords `sdcv -n -e` shows (sdcv 0.5.2 on the StarDict fixtures;
#                        sdcv cannot read idxoffsetbits=64, so stardict-typed finds nothing there)
# dictd runs on a copy of the fixtures in a temporary folder (it drops root to nobody; sdcv writes .oft
# caches next to the files) and is stopped by its own process id at the end.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
port=${DICTD_PORT:-26280}
for tool in dictd dict sdcv; do
    command -v "$tool" >/dev/null || { echo "reference.sh: $tool not found (apt-get install dictd dict sdcv)" >&2; exit 1; }
done
work=$(mktemp -d)
pid=
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null; wait 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
cp -r "$here/en" "$here/ja" "$here/stardict-en" "$here/stardict-html" "$here/stardict-typed" "$work/"
chmod -R a+rX "$work"
dbs="en en-allchars en-cs en-dfsort en-smallchunks ja"
{
    echo 'global { listen_to 127.0.0.1 }'
    echo 'access { allow 127.0.0.1 }'
    for db in $dbs; do
        dir=en; [ "$db" = ja ] && dir=ja
        echo "database $db { data $work/$dir/$db.dict.dz index $work/$dir/$db.index }"
    done
} > "$work/dictd.conf"
dictd -c "$work/dictd.conf" -p "$port" --locale C.UTF-8 --fast-start -d nodetach 2>"$work/dictd.err" &
pid=$!
for _ in $(seq 50); do dict -h 127.0.0.1 -p "$port" -D >/dev/null 2>&1 && break; sleep 0.2; done

queries=(run Run RUN running mice Paris paris "o'clock" oclock "look up" lookup look-up "New York" "new york"
         café cafe naïve naive US us e-mail email 日本 日本語 にほん 食べる 日 本 東京 日本人 食)
mkdir -p "$here/reference"
{
    printf 'database\tquery\tdefinitions\texact matches\n'
    for db in $dbs; do
        for q in "${queries[@]}"; do
            n=$({ dict -h 127.0.0.1 -p "$port" -d "$db" "$q" 2>/dev/null || true; } | sed -n 's/^\([0-9]*\) definitions\{0,1\} found$/\1/p')
            m=$({ dict -h 127.0.0.1 -p "$port" -d "$db" -s exact -m "$q" 2>/dev/null || true; } | sed "s/^$db: *//" | tr -s ' \n' '  ' | sed 's/ *$//')
            printf '%s\t%s\t%s\t%s\n' "$db" "$q" "${n:-0}" "$m"
        done
    done
} > "$here/reference/dictd.tsv"
{
    printf 'dictionary\tquery\theadwords shown\n'
    for d in stardict-en stardict-html stardict-typed; do
        for q in "${queries[@]}" race mouse AT\&T "AT and T" races ran C++ c\# snake_case snakeCase cafeteria; do
            m=$({ HOME="$work" sdcv -n -e --utf8-output --data-dir "$work/$d" "$q" 2>/dev/null || true; } | sed -n 's/^-->//p' | sed -n '2~2p' | tr '\n' '|' | sed 's/|$//')
            printf '%s\t%s\t%s\n' "$d" "$q" "$m"
        done
    done
} > "$here/reference/sdcv.tsv"
echo "reference.sh: wrote reference/dictd.tsv and reference/sdcv.tsv"
