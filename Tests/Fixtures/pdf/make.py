#!/usr/bin/env python3
"""Writes the PDF fixtures (run from anywhere; python3 alone): manual.pdf, four A5 pages set as a
typesetter would, with a running header and page numbers in the margins, a 20-point heading per
chapter over 11-point body text (first lines indented, a word hyphenated at a line's end, a
paragraph going on over a page), a Courier code block with an indented line, Chinese text (a
CID font, so pdftohtml reads it as Unicode), and an outline of two chapters; scanned.pdf, a
page with no text at all; and, made from manual.pdf, truncated.pdf (cut in half),
garbage.pdf (a PDF header over noise) and, when qpdf is installed, password.pdf (AES-256, opened
only with the password "secret") and restricted.pdf (no password to open it; copying and printing
forbidden by its owner's); and, when groff is installed, two-columns.pdf from two-columns.ms (groff's
ms macros: a title and abstract across the page, then two columns of numbered sections whose
paragraphs run on over columns and pages, each with a footnote at the foot of its column, and a
page number `-2-` over page 2)."""
import os, shutil, subprocess, zlib

HERE = os.path.dirname(os.path.abspath(__file__))
WIDTH, HEIGHT = 420, 595


def text(font, size, x, y, s):
    return "BT /%s %d Tf %d %d Td (%s) Tj ET\n" % (font, size, x, y, s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)"))


def cjk(size, x, y, s):
    return "BT /F4 %d Tf %d %d Td <%s> Tj ET\n" % (size, x, y, s.encode("utf-16-be").hex())


def page_frame(n):
    return text("F1", 9, 40, HEIGHT - 30, "A Test Manual") + text("F1", 9, WIDTH - 50, 25, str(n))


def body(lines, y, first_indent=True):
    out = ""
    for i, line in enumerate(lines):
        out += text("F1", 11, 55 if (i == 0 and first_indent) else 40, y, line)
        y -= 14
    return out, y


pages = []
# Page 1: chapter one, two paragraphs, the second with a hyphenated word.
s, y = "", HEIGHT - 80
s += text("F2", 20, 40, y, "Chapter One")
y -= 40
p, y = body(["The first paragraph of the manual opens here and runs on", "over a second line of the same size to its end."], y)
s += p
y -= 6
p, y = body(["A second paragraph breaks a long word at the end of its line, conti-", "nuing on the next, and then carries on until the page runs out of", "room at its foot, where the text goes on over the page"], y)
s += p
pages.append(s)
# Page 2: the paragraph goes on, then code.
s, y = "", HEIGHT - 80
p, y = body(["without a break, as a paragraph does when a page ends in the middle", "of it, and it ends here."], y, first_indent=False)
s += p
y -= 10
for line in ["make install", "    sudo  apt   install    termreader"]:
    s += text("F3", 10, 40 + (0 if not line.startswith(" ") else 24), y, line.strip())
    y -= 13
pages.append(s)
# Page 3: chapter two, Chinese text.
s, y = "", HEIGHT - 80
s += text("F2", 20, 40, y, "Chapter Two")
y -= 40
s += cjk(11, 55, y, "第二章的中文段落，讀者應該看到完整的文字。")
y -= 20
p, y = body(["The last words of the book."], y)
s += p
pages.append(s)

objects = {}
objects[1] = "<< /Type /Catalog /Pages 2 0 R /Outlines 20 0 R /PageMode /UseOutlines >>"
kids = []
fonts = "<< /F1 10 0 R /F2 11 0 R /F3 12 0 R /F4 13 0 R >>"
for i, content in enumerate(pages):
    page, stream = 30 + 2 * i, 31 + 2 * i
    kids.append(page)
    full = (page_frame(i + 1) + content).encode("latin-1")
    data = zlib.compress(full)
    objects[page] = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Resources << /Font %s >> /Contents %d 0 R >>" % (WIDTH, HEIGHT, fonts, stream)
    objects[stream] = (b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(data)) + data + b"\nendstream"
objects[2] = "<< /Type /Pages /Kids [%s] /Count %d >>" % (" ".join("%d 0 R" % k for k in kids), len(kids))
objects[10] = "<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman >>"
objects[11] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>"
objects[12] = "<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>"
objects[13] = "<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniCNS-UCS2-H /DescendantFonts [14 0 R] >>"
objects[14] = ("<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (CNS1) /Supplement 0 >> "
               "/FontDescriptor 15 0 R /DW 1000 >>")
objects[15] = "<< /Type /FontDescriptor /FontName /STSong-Light /Flags 4 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 70 >>"
objects[20] = "<< /Type /Outlines /First 21 0 R /Last 22 0 R /Count 2 >>"
objects[21] = "<< /Title (Chapter One) /Parent 20 0 R /Next 22 0 R /Dest [%d 0 R /XYZ 0 %d 0] >>" % (kids[0], HEIGHT)
objects[22] = "<< /Title (Chapter Two) /Parent 20 0 R /Prev 21 0 R /Dest [%d 0 R /XYZ 0 %d 0] >>" % (kids[2], HEIGHT)
objects[40] = "<< /Title (A Test Manual) /Author (Test Author) >>"


def write(name, objects, info=None):
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = {}
    for number in sorted(objects):
        offsets[number] = len(out)
        body = objects[number]
        out += b"%d 0 obj\n" % number + (body if isinstance(body, bytes) else body.encode("latin-1")) + b"\nendobj\n"
    xref = len(out)
    top = max(objects) + 1
    out += b"xref\n0 %d\n0000000000 65535 f \n" % top
    for number in range(1, top):
        out += (b"%010d 00000 n \n" % offsets[number]) if number in offsets else b"0000000000 65535 f \n"
    out += b"trailer\n<< /Size %d /Root 1 0 R%s >>\nstartxref\n%d\n%%%%EOF\n" % (top, (b" /Info %d 0 R" % info) if info else b"", xref)
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(out)
    return bytes(out)


manual = write("manual.pdf", objects, info=40)
scanned = {1: "<< /Type /Catalog /Pages 2 0 R >>", 2: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
           3: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Contents 4 0 R >>",
           4: b"<< /Length 35 >>\nstream\n0.5 g 40 40 340 515 re f 0 g\n\nendstream"}
write("scanned.pdf", scanned)
with open(os.path.join(HERE, "truncated.pdf"), "wb") as f:
    f.write(manual[: len(manual) // 2])
with open(os.path.join(HERE, "garbage.pdf"), "wb") as f:
    f.write(b"%PDF-1.4\n" + bytes((i * 7919) % 251 for i in range(4000)))
if shutil.which("qpdf"):
    for name, user, more in [("password.pdf", "secret", []), ("restricted.pdf", "", ["--extract=n", "--print=none"])]:
        subprocess.run(["qpdf", "--static-id", "--encrypt", user, "owner", "256"] + more
                       + ["--", os.path.join(HERE, "manual.pdf"), os.path.join(HERE, name)], check=True)
if shutil.which("groff"):
    with open(os.path.join(HERE, "two-columns.pdf"), "wb") as f:
        subprocess.run(["groff", "-ms", "-Tpdf", os.path.join(HERE, "two-columns.ms")], stdout=f, check=True)
