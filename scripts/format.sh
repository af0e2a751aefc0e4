#!/bin/sh
# Formats the Swift sources and tests with Apple's swift-format (`swift format`, in the
# toolchain) under the project's `.swift-format`: 4-space indents, 140 columns, lines
# broken where the author broke them. The generated tables (`*Table*.swift`, made by
# scripts/gen-*.sh) are left as generated. With --check nothing is changed: the files that
# would change are listed and the exit status is 1 when there is any.
#
#   scripts/format.sh [--check]
set -eu
cd "$(dirname "$0")/.."
files=$(find Sources Tests $([ -d ci ] && echo ci) -name '*.swift' ! -name '*Table*.swift' ! -path '*/.build/*' | sort)
if [ "${1:-}" = "--check" ]; then
    changed=0
    for file in $files; do
        if ! swift format format --configuration .swift-format "$file" | cmp -s - "$file"; then
            echo "$file"
            changed=1
        fi
    done
    exit $changed
fi
# shellcheck disable=SC2086 # one argument per file; the paths have no spaces
exec swift format format --configuration .swift-format --in-place $files
