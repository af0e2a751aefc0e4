#!/usr/bin/env bash
# Writes a library of N books (default 10,000) for the library's scale numbers
# (`termreader bench DIR`): folders by author, books of varied sizes (2 KB to 2 MB, most small)
# and formats — slices of the corpus's English, Chinese and Japanese novels as TXT (UTF-8 and
# GB18030), Markdown and HTML, and the corpus's EPUBs — the same on every run. Never committed.
# Usage: scripts/make-library.sh [DIR] [N]   (default /tmp/termreader-library 10000)
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-/tmp/termreader-library}
count=${2:-10000}
corpus=../shared/corpus
[ -d "$corpus" ] || corpus=../../shared/corpus
mkdir -p "$dir"
python3 - "$corpus" "$dir" "$count" <<'PY'
import os, random, shutil, sys
corpus, out, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
rng = random.Random(16)
texts = [open(os.path.join(corpus, p), encoding="utf-8-sig").read() for p in (
    "en/moby-dick.pg2701.utf8.txt", "en/pride-and-prejudice.pg1342.utf8.txt", "en/war-and-peace.pg2600.utf8.txt",
    "zh/xiyouji.utf8.txt", "zh/sanguo-yanyi.utf8.txt", "ja/wagahai-wa-neko-de-aru.utf8-bom.txt")]
epubs = sorted(os.path.join(corpus, "epub", n) for n in os.listdir(os.path.join(corpus, "epub")))
for i in range(count):
    folder = os.path.join(out, "author-%03d" % (i % 400))
    os.makedirs(folder, exist_ok=True)
    kind = rng.random()
    if kind < 0.02:
        shutil.copyfile(epubs[i % len(epubs)], os.path.join(folder, "book-%05d.epub" % i))
        continue
    # Sizes: most a few tens of KB, some up to 2 MB.
    size = int(min(2_000_000, 2_000 * (1 / max(rng.random(), 0.001)) ** 1.2))
    text = texts[i % len(texts)]
    start = rng.randrange(0, max(1, len(text) - size))
    body = text[start:start + size // (3 if i % len(texts) >= 3 else 1)]
    name = os.path.join(folder, "book-%05d" % i)
    if kind < 0.10:
        open(name + ".md", "w", encoding="utf-8").write("# Book %d\n\n" % i + body)
    elif kind < 0.15:
        paragraphs = "".join("<p>%s</p>\n" % p.replace("&", "&amp;").replace("<", "&lt;") for p in body.split("\n\n"))
        open(name + ".html", "w", encoding="utf-8").write("<html><body><h1>Book %d</h1>\n%s</body></html>\n" % (i, paragraphs))
    elif kind < 0.25 and i % len(texts) in (3, 4):
        open(name + ".txt", "wb").write(body.encode("gb18030"))
    else:
        open(name + ".txt", "w", encoding="utf-8").write(body)
PY
echo "$dir: $(find "$dir" -type f | wc -l) books, $(du -sh "$dir" | cut -f1)"
