#!/usr/bin/env bash
# Classics of shapes and from sources the recogniser was not tuned to: Standard Ebooks' EPUBs of
# an epic in couplets (Pope's Iliad), a novel (Emma), a play (Macbeth), a poet's collected poems
# (Keats), a short-story collection (Sherlock Holmes), a diary (Pepys), Alice, Pride and Prejudice,
# Tristram Shandy and Gibbon; Project Gutenberg's plain texts of a dictionary (Bierce), a cookbook,
# army regulations in numbered paragraphs, an anthology of recitations and songs, a miscellany of
# epigrams, and two Chinese novels in traditional characters (三國演義, 紅樓夢), and Shakespeare's
# complete works when they can be had.
#   scripts/shelf/classics.sh OUT
# Sources come from GitHub snapshots (scripts/shelf/github-source.sh); one that cannot be had
# offline is skipped with a line.
set -euo pipefail
out=${1:?usage: classics.sh OUT}
mkdir -p "$out"
here=$(cd "$(dirname "$0")" && pwd)
# repo, se_epub, gutenberg_text and a scratch folder ($work).
source "$here/github-source.sh"

se_epub standardebooks/homer_the-iliad_alexander-pope iliad-pope.standard-ebooks.epub
se_epub standardebooks/jane-austen_emma emma.standard-ebooks.epub
se_epub standardebooks/william-shakespeare_macbeth macbeth.standard-ebooks.epub
se_epub standardebooks/john-keats_poetry keats-poetry.standard-ebooks.epub
se_epub standardebooks/arthur-conan-doyle_the-adventures-of-sherlock-holmes sherlock-holmes.standard-ebooks.epub
se_epub standardebooks/samuel-pepys_the-diary pepys-diary.standard-ebooks.epub
# No-break spaces before italics (Tristram Shandy's `Dr.&#160;<i>Slop</i>`), dates floated into the
# margin (Gibbon), verse inside prose (Alice).
se_epub standardebooks/lewis-carroll_alices-adventures-in-wonderland alice.standard-ebooks.epub
se_epub standardebooks/jane-austen_pride-and-prejudice pride-and-prejudice.standard-ebooks.epub
se_epub standardebooks/laurence-sterne_the-life-and-opinions-of-tristram-shandy-gentleman tristram-shandy.standard-ebooks.epub
se_epub standardebooks/edward-gibbon_the-history-of-the-decline-and-fall-of-the-roman-empire gibbon.standard-ebooks.epub

gutenberg_text GITenberg/The-Devil-s-Dictionary_972 972.txt devils-dictionary.gutenberg.txt
gutenberg_text gutenbergbooks/22114 22114-0.txt plain-cookery.gutenberg.txt
gutenberg_text GITenberg/Infantry-Drill-Regulations-United-States-Army-1911Corrected-to-April-15-1917--Changes-Nos.-1-__20866 \
    20866-8.txt infantry-drill-regulations.gutenberg.txt
gutenberg_text GITenberg/Arbor-Day-LeavesReadings-Recitations-Music-and-General-Information_17645 17645-8.txt \
    arbor-day-leaves.gutenberg.txt
gutenberg_text GITenberg/The-Merry-Thought--or-the-Glass-Window-and-Bog-House-MiscellanyParts-2-3-and-4_20535 \
    20535-0.txt merry-thought.gutenberg.txt
gutenberg_text gutenbergbooks/23950 23950-0.txt sanguo-yanyi.zh.gutenberg.txt
gutenberg_text gutenbergbooks/24264 24264-0.txt hongloumeng.zh.gutenberg.txt
gutenberg_text GITenberg/The-Complete-Works-of-William-Shakespeare_100 100-0.txt shakespeare-complete.gutenberg.txt
