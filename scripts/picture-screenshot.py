#!/usr/bin/env python3
"""Draws what a terminal with pictures would show for `termreader render --images kitty|sixel
--color always` output: the text as ../shared/tools/screenshot.py draws it, then
- kitty: each image the commands sent, fit and centred in its placement, over the placeholder
  cells that name it (U+10EEEE, the image id in the foreground colour, row and column as diacritics);
- sixel: each sixel picture (decoded by libsixel's sixel2png) at the cell the cursor was sent to,
  scaled from the reader's 8x16 cells to the screenshot's.
A development aid to look at pictures without such a terminal; needs pillow and libsixel-bin.
Usage: picture-screenshot.py IN OUT.png [screenshot.py options]"""
import base64, ctypes, os, re, subprocess, sys, tempfile, zlib
from PIL import Image

here = os.path.dirname(os.path.abspath(__file__))
tools = os.path.join(here, "..", "..", "shared", "tools")
sys.path.insert(0, tools)
from sgr import cells

source, out, options = sys.argv[1], sys.argv[2], sys.argv[3:]
data = open(source, "rb").read()
CW, CH, PAD = 9, 19, 4  # screenshot.py's cell and border
libc = ctypes.CDLL("libc.so.6"); libc.setlocale(6, b"C.UTF-8")
libc.wcwidth.argtypes = [ctypes.c_wchar]; libc.wcwidth.restype = ctypes.c_int

# The row/column numbers, from the reader's own table of diacritics.
table = open(os.path.join(here, "..", "Sources", "ReaderUI", "Render", "KittyPlaceholder.swift")).read()
diacritics = []
for a, b in re.findall(r"0x([0-9A-F]+)\.\.\.0x([0-9A-F]+)", table):
    diacritics += range(int(a, 16), int(b, 16) + 1)
number = {chr(c): i for i, c in enumerate(diacritics)}

images, placements, pending = {}, {}, None
for keys, payload in re.findall(rb"\x1b_G([^;\x1b]*)(?:;([^\x1b]*))?\x1b\\", data):
    k = dict(kv.split("=", 1) for kv in keys.decode().split(","))
    if k.get("a") == "t":
        pending = (k, bytearray())
    if k.get("a") in ("t", None) and pending:
        pending[1].extend(payload)
        if k.get("m") == "0":
            keys0, chunks = pending
            raw = base64.b64decode(bytes(chunks))
            if keys0.get("o") == "z": raw = zlib.decompress(raw)
            size = (int(keys0["s"]), int(keys0["v"]))
            images[int(keys0["i"])] = Image.frombytes("RGBA" if keys0.get("f", "32") == "32" else "RGB", size, raw).convert("RGBA")
            pending = None
    elif k.get("a") == "p" and k.get("U") == "1":
        placements[int(k["i"])] = (int(k["c"]), int(k["r"]))

# render puts each sixel from the line after the screen: up N rows, to column X.
sixel = rb"\x1b7\x1b\[(\d+)A\x1b\[(\d+)G(\x1bP.*?\x1b\\)\x1b8"
text = re.sub(sixel, b"", re.sub(rb"\x1b_G[^\x1b]*\x1b\\", b"", data), flags=re.S)
# The line after the screen is the one the sixel is sent on (a page separator, \f, may follow).
sixels = [(data.count(b"\n", 0, m.start()) - int(m[1]), int(m[2]) - 1, m[3]) for m in re.finditer(sixel, data, re.S)]
with tempfile.NamedTemporaryFile(suffix=".txt", delete=False) as f:
    f.write(text)
subprocess.run([sys.executable, os.path.join(tools, "screenshot.py"), f.name, out] + options, check=True, stdout=subprocess.DEVNULL)
os.unlink(f.name)
shot = Image.open(out).convert("RGB")

rendered = {}
for y, row in enumerate(cells(text.decode("utf-8", "replace").rstrip("\n"))):
    x = 0
    for i, (ch, fg, bg, attrs) in enumerate(row):
        if ch == "\U0010EEEE" and fg is not None:
            marks = [number.get(c[0]) for c in row[i + 1:i + 4] if c[0] in number]
            image_id = fg[0] << 16 | fg[1] << 8 | fg[2] | (marks[2] << 24 if len(marks) > 2 else 0)
            if image_id in images and image_id in placements and len(marks) >= 2:
                columns, rows = placements[image_id]
                key = (image_id, columns, rows)
                if key not in rendered:
                    picture = images[image_id]
                    scale = min(columns * CW / picture.width, rows * CH / picture.height)
                    fitted = picture.resize((max(1, round(picture.width * scale)), max(1, round(picture.height * scale))))
                    area = Image.new("RGBA", (columns * CW, rows * CH), bg + (255,) if bg else (0, 0, 0, 0))
                    area.alpha_composite(fitted, ((columns * CW - fitted.width) // 2, (rows * CH - fitted.height) // 2))
                    rendered[key] = area
                piece = rendered[key].crop((marks[1] * CW, marks[0] * CH, (marks[1] + 1) * CW, (marks[0] + 1) * CH))
                shot.paste(piece.convert("RGB"), (PAD + x * CW, PAD + y * CH))
        x += max(libc.wcwidth(ch), 0)
for y, x, body in sixels:
    png = subprocess.run(["sixel2png"], input=body, capture_output=True, check=True).stdout
    with tempfile.NamedTemporaryFile(suffix=".png") as f:
        f.write(png); f.flush()
        picture = Image.open(f.name).convert("RGB")
        picture = picture.resize((picture.width * CW // 8, picture.height * CH // 16))
    shot.paste(picture, (PAD + x * CW, PAD + y * CH))
shot.save(out)
print(out, shot.size, f"{len(images)} kitty image(s), {len(sixels)} sixel(s)")
