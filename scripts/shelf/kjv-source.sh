# Sourced by the shelf scripts made from the KJV (after they set `out` and `here`): makes sure
# scripture.sh has written the KJV beside OUT (`$kjv`) and gives a scratch folder (`$work`),
# removed on exit.
kjv=$(dirname "$out")/scripture/kjv.verse-lines.txt
[ -e "$kjv" ] || "$here/scripture.sh" "$(dirname "$kjv")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
