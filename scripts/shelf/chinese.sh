#!/usr/bin/env bash
# Chinese books as they circulate as downloads, of shapes the corpus does not have: 红楼梦 with
# `上卷 第一回` chapter lines and runs of spaces inside its paragraphs, 紅樓夢 in Big5 and GBK
# with a banner box of `*`, 儒林外史 with `正文 第一回`, 金瓶梅, 源氏物語 in Chinese, the 诗经, the
# 易经 and 孙子兵法 annotated (GBK, Big5 and UTF-8 among them), and 水滸傳 as an EPUB whose paragraphs are parted by `<br/><br/>`;
# with 儒林外史 and 紅樓夢 in UTF-16 without a BOM, as converted copies are.
#   scripts/shelf/chinese.sh OUT
# Texts come from a GitHub snapshot of hrFZxYeN5qv/ebook (scripts/shelf/github-source.sh).
set -euo pipefail
out=${1:?usage: chinese.sh OUT}
mkdir -p "$out"
here=$(cd "$(dirname "$0")" && pwd)
source "$here/github-source.sh"

texts_from hrFZxYeN5qv/ebook <<'LIST'
红楼梦.txt hongloumeng.gb18030.txt
紅樓夢_Big5.txt hongloumeng.big5.txt
紅樓夢_GBK.txt hongloumeng.gbk.txt
儒林外史.txt rulin-waishi.txt
金瓶梅.txt jinpingmei.txt
源氏物語.txt genji.zh.txt
诗经.txt shijing.txt
易经白话注解.txt yijing.txt
孙子兵法（白话版）.txt sunzi.txt
水滸傳.epub shuihu.epub
LIST
if [ -f "$out/rulin-waishi.txt" ]; then
    iconv -f GB18030 -t UTF-16LE "$out/rulin-waishi.txt" > "$out/rulin-waishi.utf16le-nobom.txt" || rm -f "$out/rulin-waishi.utf16le-nobom.txt"
fi
if [ -f "$out/hongloumeng.big5.txt" ]; then
    iconv -f BIG5-HKSCS -t UTF-16BE "$out/hongloumeng.big5.txt" > "$out/hongloumeng.utf16be-nobom.txt" 2>/dev/null \
        || rm -f "$out/hongloumeng.utf16be-nobom.txt"
fi
