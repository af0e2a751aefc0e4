#!/usr/bin/env bash
# Developers' documentation from Debian packages the docs/ part does not use, in the forms the
# packages ship or a generator makes of them: Debian Policy (its Sphinx text and EPUB, the FHS,
# the upgrading checklist), the Developer's Reference (text, EPUB), the New Maintainers' Guide
# (DocBook text), the GNU Coding Standards (makeinfo text and the raw Info file, node separators
# and all) and the Python tutorial built from its reStructuredText sources by sphinx-build,
# as text and as EPUB.
#   scripts/shelf/devdocs.sh OUT
set -euo pipefail
out=${1:?usage: devdocs.sh OUT}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Unzips $1 to $out/$2 when the package has it.
unz() { if [ -e "$1" ]; then zcat "$1" >"$out/$2"; else echo "devdocs.sh: no $1: skipped"; fi; }
# Copies $1 to $out/$2 when the package has it.
copy() { if [ -e "$1" ]; then cp "$1" "$out/$2"; else echo "devdocs.sh: no $1: skipped"; fi; }

policy=/usr/share/doc/debian-policy
unz $policy/policy.txt.gz debian-policy.sphinx-text.txt
copy $policy/policy.epub debian-policy.sphinx.epub
unz $policy/fhs/fhs-3.0.txt.gz fhs-3.0.package.txt
unz $policy/upgrading-checklist.txt.gz debian-policy-upgrading.sphinx-text.txt
devref=/usr/share/developers-reference
unz $devref/developers-reference.txt.gz developers-reference.sphinx-text.txt
copy $devref/developers-reference.epub developers-reference.sphinx.epub
unz /usr/share/doc/maint-guide/maint-guide.en.txt.gz maint-guide.docbook-text.txt
unz /usr/share/doc/gnu-standards/standards.text.gz gnu-standards.makeinfo.txt
unz /usr/share/info/standards.info.gz gnu-standards.info.txt

# The Python tutorial, from the reStructuredText sources python3-doc ships (_sources/*.rst.txt),
# built with a bare conf.py: CPython's own Sphinx extensions are absent, so their roles and
# labels are warnings, not errors.
rst=/usr/share/doc/python3-doc/html/_sources/tutorial
if [ -d "$rst" ]; then
    mkdir -p "$work/tutorial"
    for f in "$rst"/*.rst.txt; do cp "$f" "$work/tutorial/$(basename "$f" .rst.txt).rst"; done
    printf '%s\n' "project = 'The Python Tutorial'" "author = 'Python Software Foundation'" \
        "master_doc = 'index'" "epub_basename = 'python-tutorial'" >"$work/tutorial/conf.py"
    sphinx-build -q -b text "$work/tutorial" "$work/text" >/dev/null 2>&1
    # The chapters in the order of index.rst's toctree, after the index itself.
    chapters=(index $(sed -n '/toctree::/,$ s/^ *\([a-z0-9]*\)\.rst$/\1/p' "$work/tutorial/index.rst"))
    for c in "${chapters[@]}"; do cat "$work/text/$c.txt"; echo; done >"$out/python-tutorial.sphinx-text.txt"
    sphinx-build -q -b epub "$work/tutorial" "$work/epub" >/dev/null 2>&1
    cp "$work/epub/python-tutorial.epub" "$out/python-tutorial.sphinx.epub"
else
    echo "devdocs.sh: no python3-doc sources: the Python tutorial is skipped"
fi
