#!/usr/bin/env bash
# Writes Tests/Fixtures/epub/{pandoc,sphinx,calibre}.epub: one short technical text — code blocks
# with indentation, runs of spaces, highlighting markup inside the code and blank lines — made
# into an EPUB by three real generators (pandoc, Sphinx's epub builder, calibre's ebook-convert),
# each marking code up its own way. EPUBTests compares the reader's preformatted blocks with
# what scripts/epub-pre-text.py extracts from them. Needs pandoc, python3-sphinx and calibre.
# Usage: scripts/make-generator-epubs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out=$PWD/Tests/Fixtures/epub
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out" "$work/sphinx"

cat > "$work/book.md" <<'EOF'
---
title: Code Blocks
lang: en
---

# Installing

Run this first:

```bash
sudo apt install autopkgtest qemu-system
sudo  autopkgtest   --   qemu  /srv/vm.img
```

## A Python example

```python
def double(x):
    """Twice x."""
    return x  *  2   # a comment


class Box:
    def __init__(self, size=3):
        self.size = size
```

Plain text:

```
   indented   text
no markup        at all

    last line
```
EOF
pandoc "$work/book.md" -o "$out/pandoc.epub"

cat > "$work/sphinx/conf.py" <<'EOF'
project = 'Code Blocks'
author = 'Termreader Tests'
copyright = '2026, Termreader Tests'
version = release = '1'
html_theme = 'basic'
EOF
cat > "$work/sphinx/index.rst" <<'EOF'
Installing
==========

Run this first:

.. code-block:: bash

   sudo apt install autopkgtest qemu-system
   sudo  autopkgtest   --   qemu  /srv/vm.img

A Python example
----------------

.. code-block:: python

   def double(x):
       """Twice x."""
       return x  *  2   # a comment


   class Box:
       def __init__(self, size=3):
           self.size = size

Plain text::

      indented   text
   no markup        at all

       last line
EOF
sphinx-build -q -b epub -d "$work/doctrees" -D epub_basename=sphinx "$work/sphinx" "$work/sphinx-out"
cp "$work/sphinx-out/sphinx.epub" "$out/sphinx.epub"

cat > "$work/calibre.html" <<'EOF'
<html><head><title>Code Blocks</title></head><body>
<h1>Installing</h1>
<p>Run this first:</p>
<pre><span class="fu">sudo</span> <span>apt</span> install autopkgtest qemu-system
<b>sudo</b>  autopkgtest   <i>--</i>   qemu  /srv/vm.img</pre>
<h2>A Python example</h2>
<pre><code><b>def</b> double(x):
    <i>"""Twice x."""</i>
    <b>return</b> x  <span>*</span>  <span>2</span>   <i># a comment</i>


<b>class</b> Box:
    <b>def</b> <span>__init__</span>(self, size<span>=</span>3):
        self.size <span>=</span> size</code></pre>
<p>Plain text:</p>
<pre>   indented   text
no markup        at all

    last line</pre>
</body></html>
EOF
ebook-convert "$work/calibre.html" "$out/calibre.epub" --no-default-epub-cover > /dev/null
ls -l "$out"
