#!/usr/bin/env python3
"""Writes the picture fixtures (run from anywhere; needs python3-pil): one 32x16 picture of four
coloured quadrants (red, green / blue, white) as PNG, JPEG, GIF, WebP and SVG, and at 256x128 as
JPEG (decoded at eighths of its size); a plain 160x80 PNG; hostile files (cut
short, a 100000x100000 header, a zero size, a wrong magic); and pictures.epub, a small EPUB
showing the quadrants at 64x64 pixels (8x4 cells of 8x16) between two paragraphs."""
import io, os, struct, zipfile, zlib
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
QUADRANTS = [(220, 40, 40), (40, 180, 60), (40, 60, 200), (250, 250, 250)]


def quadrants(width=32, height=16):
    image = Image.new("RGB", (width, height))
    for y in range(height):
        for x in range(width):
            image.putpixel((x, y), QUADRANTS[(y >= height // 2) * 2 + (x >= width // 2)])
    return image


def save(name, data):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


def encoded(image, fmt, **options):
    out = io.BytesIO()
    image.save(out, fmt, **options)
    return out.getvalue()


def png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


picture = quadrants()
png = encoded(picture, "PNG")
save("quadrants.png", png)
save("quadrants.jpg", encoded(picture, "JPEG", quality=95))
save("quadrants-256.jpg", encoded(quadrants(256, 128), "JPEG", quality=95))
save("quadrants.gif", encoded(picture, "GIF"))
save("quadrants.webp", encoded(picture, "WEBP", lossless=True))
save("wide.png", encoded(Image.new("RGB", (160, 80), (90, 120, 200)), "PNG"))
save("truncated.png", png[: len(png) // 2])
save("truncated.jpg", encoded(picture, "JPEG", quality=95)[:400])
# A header of 100000x100000 pixels over a tiny compressed stream: a decompression bomb's shape.
huge = b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", struct.pack(">IIBBBBB", 100000, 100000, 8, 2, 0, 0, 0))
save("huge.png", huge + png_chunk(b"IDAT", zlib.compress(b"\0" * 1000)) + png_chunk(b"IEND", b""))
save("zero.png", b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", struct.pack(">IIBBBBB", 0, 0, 8, 2, 0, 0, 0)))
save("wrong-magic.png", b"GIF00" + png[5:])

# SVG, drawn by rsvg-convert: the quadrants at their own size behind an XML declaration, a comment and
# a doctype; a view box alone (drawn 1024 pixels on its longer side); a size past any screen; a
# file cut short; and an SVG that names a file outside itself (never read).
RECTS = "".join(f'<rect x="{x}" y="{y}" width="16" height="8" fill="rgb{c}"/>'
                for (x, y), c in zip([(0, 0), (16, 0), (0, 8), (16, 8)], QUADRANTS))
svg = ('<?xml version="1.0" encoding="UTF-8"?>\n<!-- quadrants -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" '
       '"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n'
       f'<svg xmlns="http://www.w3.org/2000/svg" width="32" height="16">{RECTS}</svg>\n')
save("quadrants.svg", svg.encode())
save("viewbox.svg", f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 16">{RECTS}</svg>'.encode())
save("huge.svg", f'<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="50000" viewBox="0 0 32 16">{RECTS}</svg>'.encode())
save("truncated.svg", svg.encode()[: len(svg) // 2])
save("outside.svg", b'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="32" height="16">'
     b'<image width="32" height="16" xlink:href="file:///etc/passwd"/><image width="32" height="16" xlink:href="quadrants.png"/></svg>')

CONTAINER = ('<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">'
             '<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>')
OPF = ('<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0">'
       '<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Pictures</dc:title><dc:language>en</dc:language></metadata>'
       '<manifest><item id="one" href="text/one.xhtml" media-type="application/xhtml+xml"/>'
       '<item id="pic" href="images/quadrants.png" media-type="image/png"/></manifest>'
       '<spine><itemref idref="one"/></spine></package>')
ONE = ('<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>One</title></head><body>'
       '<h1>Colours</h1><p>Four colours in a square follow.</p>'
       '<p><img src="../images/quadrants.png" alt="four quadrants"/></p><p>After the picture.</p></body></html>')
with zipfile.ZipFile(os.path.join(HERE, "pictures.epub"), "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr(zipfile.ZipInfo("mimetype", (1980, 1, 1, 0, 0, 0)), "application/epub+zip", zipfile.ZIP_STORED)
    for name, data in [("META-INF/container.xml", CONTAINER), ("OEBPS/content.opf", OPF), ("OEBPS/text/one.xhtml", ONE),
                       ("OEBPS/images/quadrants.png", encoded(quadrants(64, 64), "PNG"))]:
        z.writestr(zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)
