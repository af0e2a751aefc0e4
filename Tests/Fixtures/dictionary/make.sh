#!/bin/bash
# Writes the dictionary fixtures (run from anywhere). The outputs are committed, so tests and CI need
# none of the tools below; run this only to change or regenerate the fixtures. It deletes every output
# first, so a run always starts from a clean state, and it ends by validating what it wrote.
#
# Made here (README.md in this folder says what each one is for):
#   en/en.index, en.dict.dz            dictd, `dictfmt --utf8` from en/en.txt (FreeDict style: headwords
#                                      lowercased, punctuation dropped, byte order), dictzip(1)
#   en/en-allchars.*                   same source, `--utf8 --allchars --index-keep-orig` (punctuation kept,
#                                      4th index column = original headword when it differs)
#   en/en-cs.*                         same source, `--utf8 --allchars --case-sensitive` (dictd 1.13 only
#                                      honours case-sensitive together with allchars)
#   en/en-dfsort.*                     gcide style: original headwords, no utf8/allchars flag, `sort -df`
#                                      order, ASCII headwords only (café and naïve left out, as gcide has none)
#   en/en-smallchunks.*                en.index with en.dict re-dictzipped in 256-byte chunks (many chunks)
#   ja/ja.index, ja.dict.dz            dictd, `dictfmt --utf8` from ja/ja.txt (Japanese, readings as headwords)
#   stardict-en/en.{ifo,idx,syn,dict.dz}  the en dictionary converted by pyglossary, sametypesequence=m, .syn
#   stardict-html/html.{ifo,idx,syn,dict} StarDict written by gen.py, sametypesequence=h, HTML articles
#   stardict-typed/typed.{ifo,idx.gz,dict.dz}  no sametypesequence (typed fields), idxoffsetbits=64,
#                                      gzipped .idx, .dict.dz in 128-byte chunks
#   hostile/*                          broken dictionaries that must not crash a reader (gen.py hostile)
#
# Needs: bash, Debian packages `dictfmt` and `dictzip` (dictd 1.13), python3 (standard library) for gen.py,
# and PyPI `pyglossary` (5.x needs Python >= 3.12) for stardict-en. Set PYGLOSSARY_PYTHON to a Python that
# can `import pyglossary` if `python3` cannot, e.g. a venv: python3.12 -m venv /tmp/pg &&
# /tmp/pg/bin/pip install pyglossary && PYGLOSSARY_PYTHON=/tmp/pg/bin/python ./make.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
PYTHON=${PYTHON:-python3}
PYGLOSSARY_PYTHON=${PYGLOSSARY_PYTHON:-$PYTHON}
for tool in dictfmt dictzip "$PYTHON"; do
    command -v "$tool" >/dev/null || { echo "make.sh: $tool not found (apt-get install dictfmt dictzip python3)" >&2; exit 1; }
done
"$PYGLOSSARY_PYTHON" -c 'import pyglossary' 2>/dev/null || {
    echo "make.sh: $PYGLOSSARY_PYTHON cannot import pyglossary (pip install pyglossary; set PYGLOSSARY_PYTHON)" >&2; exit 1; }

rm -rf en/*.index en/*.dict en/*.dict.dz ja/*.index ja/*.dict ja/*.dict.dz stardict-en stardict-html stardict-typed hostile

# A fixed time for the gzip header's MTIME, which dictzip copies from the file.
stamp=@946684800

dictd() { # dictd SOURCE BASENAME SHORTNAME dictfmt-options...
    local source=$1 base=$2 short=$3
    shift 3
    dictfmt -c5 --headword-separator '%%%' --without-headword --without-time --silent \
        -s "$short" -u "termreader Tests/Fixtures/dictionary" "$@" "$base" < "$source"
    touch -d "$stamp" "$base.dict"
    dictzip -k "$base.dict"
}

dictd en/en.txt en/en "English test dictionary" --utf8
dictd en/en.txt en/en-allchars "English test dictionary (allchars)" --utf8 --allchars --index-keep-orig
dictd en/en.txt en/en-cs "English test dictionary (case-sensitive)" --utf8 --allchars --case-sensitive
"$PYTHON" gen.py dfsort en/en-allchars.index en/en-dfsort.index
cp en/en-allchars.dict en/en-dfsort.dict
touch -d "$stamp" en/en-dfsort.dict
dictzip -k en/en-dfsort.dict
cp en/en.index en/en-smallchunks.index
"$PYTHON" gen.py dictzip en/en.dict en/en-smallchunks.dict.dz 256 en-smallchunks.dict
dictd ja/ja.txt ja/ja "Japanese test dictionary" --utf8

mkdir stardict-en
"$PYGLOSSARY_PYTHON" pyglossary_en.py en/en-allchars.index en/en-allchars.dict.dz stardict-en/en.ifo 2>/dev/null
rmdir stardict-en/res 2>/dev/null || true
touch -d "$stamp" stardict-en/en.dict
dictzip stardict-en/en.dict

"$PYTHON" gen.py stardict-html stardict-html
"$PYTHON" gen.py stardict-typed stardict-typed
"$PYTHON" gen.py hostile hostile en
rm -f en/*.dict ja/*.dict

echo "make.sh: wrote and checked:"
"$PYTHON" gen.py check .
