#!/usr/bin/env bash
# Aozora Bunko texts as distributed (Shift_JIS, CRLF, ruby `《》`, notes `［＃…］`, a notice box
# on the marks), of shapes the corpus does not have: a novel in three parts whose chapters are
# numbered afresh in each (こころ), one of unnumbered notes (人間失格), a long novel (草枕), a
# story in witnesses' testimonies (藪の中), a story with gaiji notes (河童), a bungo story (舞姫),
# poetry collections of free verse and tanka (春と修羅, みだれ髪, 一握の砂), a story with ruby in
# its headings (銀河鉄道の夜) and a play (飢餓陣営); with one work in UTF-16 without a BOM and one
# in EUC-JP, as converted copies are.
#   scripts/shelf/aozora.sh OUT
# Texts come from a GitHub snapshot of aozorahack/aozorabunko_text (scripts/shelf/github-source.sh).
set -euo pipefail
out=${1:?usage: aozora.sh OUT}
mkdir -p "$out"
here=$(cd "$(dirname "$0")" && pwd)
source "$here/github-source.sh"

texts_from aozorahack/aozorabunko_text <<'LIST'
cards/000148/files/773_ruby_5968/773_ruby_5968.txt kokoro.sjis.txt
cards/000035/files/301_ruby_5915/301_ruby_5915.txt ningen-shikkaku.sjis.txt
cards/000148/files/776_ruby_6020/776_ruby_6020.txt kusamakura.sjis.txt
cards/000879/files/179_ruby_168/179_ruby_168.txt yabu-no-naka.sjis.txt
cards/000879/files/69_ruby_1321/69_ruby_1321.txt kappa.sjis.txt
cards/000129/files/2078_ruby_15898/2078_ruby_15898.txt maihime.sjis.txt
cards/000081/files/1058_ruby_4709/1058_ruby_4709.txt haru-to-shura.sjis.txt
cards/000885/files/51307_ruby_47032/51307_ruby_47032.txt midaregami.sjis.txt
cards/000153/files/816_ruby_5621/816_ruby_5621.txt ichiaku-no-suna.sjis.txt
cards/000081/files/456_ruby_145/456_ruby_145.txt ginga-tetsudo-no-yoru.sjis.txt
cards/000081/files/1921_ruby_17598/1921_ruby_17598.txt kiga-jinei.sjis.txt
LIST
if [ -f "$out/yabu-no-naka.sjis.txt" ]; then
    iconv -f SHIFT_JIS -t UTF-16LE "$out/yabu-no-naka.sjis.txt" > "$out/yabu-no-naka.utf16le-nobom.txt"
fi
if [ -f "$out/kokoro.sjis.txt" ]; then
    iconv -f SHIFT_JIS -t EUC-JP "$out/kokoro.sjis.txt" > "$out/kokoro.euc-jp.txt"
fi
