#!/usr/bin/env python3
"""Writers for the dictionary fixtures that no Debian tool makes (Python 3 standard library only).

Called by make.sh; each subcommand writes into the folder it is given:

  gen.py dictzip IN OUT CHUNK [NAME]   dictzip IN to OUT with CHUNK-byte chunks (dictzip(1) always uses 58315)
  gen.py dfsort IN_INDEX OUT_INDEX     gcide-style index from a `dictfmt --allchars --index-keep-orig` one
  gen.py stardict-html DIR             StarDict, sametypesequence=h, HTML articles, .syn, plain .dict
  gen.py stardict-typed DIR            StarDict without sametypesequence, idxoffsetbits=64, .idx.gz, small-chunk .dict.dz
  gen.py hostile DIR EN_DIR            broken dictionaries (see README.md) made from small valid ones
  gen.py check ROOT                    validate the good fixtures and print a summary

StarDict format, as written here (see StarDictFileFormat in the stardict-3 sources):
  NAME.ifo  UTF-8 text. First line exactly "StarDict's dict ifo file", then key=value lines:
            version (2.4.2 or 3.0.0), bookname, wordcount (= number of .idx entries),
            idxfilesize (= size of the *uncompressed* .idx), optional idxoffsetbits=64 (3.0.0 only),
            synwordcount (= number of .syn entries; required when a .syn exists), sametypesequence,
            author, email, website, description, date.
  NAME.idx  (or NAME.idx.gz, gzip of the same) entries back to back:
            word UTF-8 bytes, a NUL, offset into .dict (u32 big-endian, or u64 when idxoffsetbits=64),
            size of the article (u32 big-endian). Sorted with stardict_strcmp: compare with
            g_ascii_strcasecmp (bytes, only A-Z folded to a-z, unsigned), ties broken by strcmp. The
            same word may appear in several entries (several articles).
  NAME.syn  entries: synonym UTF-8 bytes, a NUL, u32 big-endian index of an .idx entry (0-based, in .idx
            order). Sorted with the same comparison as .idx.
  NAME.dict (or NAME.dict.dz, dictzip) the articles. With sametypesequence=T1..Tn each article is the n
            fields in that order without type letters; every lowercase-type field but the LAST is NUL
            terminated (the last one runs to the article's end). Without sametypesequence each field is
            a type letter then data: lowercase types (m plain text, h HTML, x XDXF, g Pango, t phonetic,
            y kana/pinyin, k KingSoft, w MediaWiki, r resource list, l locale text) are NUL-terminated,
            uppercase types (W wav, P picture, X reserved) are a u32 big-endian size and that many bytes.

dictzip (.dz) format: a gzip member (RFC 1952) with FLG.FEXTRA set and an extra subfield SI1='R' SI2='A',
LEN = 6 + 2*count, then u16 LE version (1), u16 LE chunk length (uncompressed bytes per chunk), u16 LE
chunk count, and count u16 LE compressed chunk sizes. Optional FNAME follows the extra field. The deflate
stream is raw; each chunk is compressed and ended with Z_FULL_FLUSH, so chunk k starts at
header_len + sum(sizes[:k]) and can be inflated alone (raw inflate, window bits -15). After the last chunk
comes Z_FINISH's empty final block (2 bytes, 03 00, not counted in any chunk), then CRC32 and ISIZE (LE).
"""
import gzip
import io
import os
import struct
import sys
import zlib

MAGIC = "StarDict's dict ifo file"

# ---------------------------------------------------------------- dictzip


def dictzip_bytes(data, chunk=58315, name=None, mtime=946684800, table_hook=None):
    """Return dictzip-compressed data. table_hook(sizes) may rewrite the chunk table (for hostile files)."""
    comp = zlib.compressobj(9, zlib.DEFLATED, -15)
    sizes, body = [], []
    for i in range(0, len(data), chunk) if data else []:
        part = comp.compress(data[i:i + chunk]) + comp.flush(zlib.Z_FULL_FLUSH)
        sizes.append(len(part))
        body.append(part)
    body.append(comp.flush(zlib.Z_FINISH))
    version, chlen, table = 1, chunk, list(sizes)
    count = len(table)
    if table_hook:
        version, chlen, count, table = table_hook(version, chlen, count, table)
    sub = struct.pack('<HHH', version, chlen & 0xFFFF, count & 0xFFFF) + b''.join(struct.pack('<H', s & 0xFFFF) for s in table)
    extra = b'RA' + struct.pack('<H', len(sub)) + sub
    flg = 0x04 | (0x08 if name else 0)
    head = struct.pack('<BBBBIBB', 0x1f, 0x8b, 8, flg, mtime, 2, 3) + struct.pack('<H', len(extra)) + extra
    if name:
        head += name.encode() + b'\0'
    return head + b''.join(body) + struct.pack('<II', zlib.crc32(data) & 0xffffffff, len(data) & 0xffffffff)


def dictzip_parse(blob):
    """Return (header_len, chunk_length, [chunk sizes]) of a dictzip file; raises on anything odd."""
    if blob[:3] != b'\x1f\x8b\x08' or not blob[3] & 4:
        raise ValueError('not a dictzip file')
    xlen = struct.unpack('<H', blob[10:12])[0]
    extra, pos = blob[12:12 + xlen], 12 + xlen
    i, ra = 0, None
    while i + 4 <= len(extra):
        ln = struct.unpack('<H', extra[i + 2:i + 4])[0]
        if extra[i:i + 2] == b'RA':
            ra = extra[i + 4:i + 4 + ln]
        i += 4 + ln
    if blob[3] & 8:
        pos = blob.index(b'\0', pos) + 1
    if blob[3] & 16:
        pos = blob.index(b'\0', pos) + 1
    if blob[3] & 2:
        pos += 2
    version, chlen, count = struct.unpack('<HHH', ra[:6])
    return pos, chlen, list(struct.unpack('<%dH' % count, ra[6:6 + 2 * count]))


def dictzip_read(blob, offset, size):
    """Random access the way a dictzip reader does it: inflate only the chunks covering [offset, offset+size)."""
    pos, chlen, sizes = dictzip_parse(blob)
    starts = [pos]
    for s in sizes:
        starts.append(starts[-1] + s)
    out = b''
    first, last = offset // chlen, (offset + size - 1) // chlen if size else offset // chlen
    for k in range(first, last + 1):
        d = zlib.decompressobj(-15)
        out += d.decompress(blob[starts[k]:starts[k + 1]])
    skip = offset - first * chlen
    return out[skip:skip + size]


# ---------------------------------------------------------------- StarDict


def sd_key(word):
    return (bytes(c + 32 if 65 <= c <= 90 else c for c in word), word)


def write_stardict(folder, name, articles, syns=(), same=None, bits=32, dict_mode='plain', chunk=58315,
                   idx_gz=False, info=None, order='given', base=None):
    """articles: [(word str|bytes, article bytes)]; syns: [(synonym, word, nth article of that word)].
    Articles are stored in .dict in the order given (or sorted), .idx is sorted. Returns the sorted entries."""
    os.makedirs(folder, exist_ok=True)
    enc = lambda w: w if isinstance(w, bytes) else w.encode('utf-8')
    items = [(enc(w), a) for w, a in articles]
    if order == 'sorted':
        items.sort(key=lambda it: sd_key(it[0]))
    blob, placed = b'', []
    for w, a in items:
        placed.append((w, len(blob), len(a)))
        blob += a
    entries = sorted(placed, key=lambda e: sd_key(e[0]))  # stable: same words keep their given order
    ofmt = '>I' if bits == 32 else '>Q'
    idx = b''.join(w + b'\0' + struct.pack(ofmt, off) + struct.pack('>I', size) for w, off, size in entries)
    syn_entries = []
    for s, w, nth in syns:
        hits = [i for i, e in enumerate(entries) if e[0] == enc(w)]
        syn_entries.append((enc(s), hits[nth]))
    syn_entries.sort(key=lambda e: sd_key(e[0]))
    ifo = {'version': '3.0.0', 'bookname': name, 'wordcount': str(len(entries)), 'idxfilesize': str(len(idx))}
    if bits == 64:
        ifo['idxoffsetbits'] = '64'
    if syn_entries:
        ifo['synwordcount'] = str(len(syn_entries))
    if same:
        ifo['sametypesequence'] = same
    ifo.update(info or {})
    base = os.path.join(folder, base or name_of(folder))
    with open(base + '.ifo', 'w', encoding='utf-8', newline='\n') as f:
        f.write(MAGIC + '\n' + ''.join('%s=%s\n' % kv for kv in ifo.items()))
    if idx_gz:
        with open(base + '.idx.gz', 'wb') as f:
            f.write(gzip.compress(idx, 9, mtime=0))
    else:
        open(base + '.idx', 'wb').write(idx)
    if syn_entries:
        open(base + '.syn', 'wb').write(b''.join(s + b'\0' + struct.pack('>I', i) for s, i in syn_entries))
    if dict_mode == 'dz':
        open(base + '.dict.dz', 'wb').write(dictzip_bytes(blob, chunk, os.path.basename(base) + '.dict'))
    else:
        open(base + '.dict', 'wb').write(blob)
    return entries, blob, idx


def name_of(folder):
    return os.path.basename(os.path.normpath(folder))


def field(t, data):
    """One typed field for an article without sametypesequence."""
    data = data.encode('utf-8') if isinstance(data, str) else data
    if t.islower():
        return t.encode() + data + b'\0'
    return t.encode() + struct.pack('>I', len(data)) + data


def stardict_html(folder):
    h = lambda s: s.encode('utf-8')
    articles = [
        ('run', h('<b>run</b> <i>v.</i><br><ol><li>to move swiftly on foot</li>'
                  '<li>to compete in a <a href="bword://race">race</a></li></ol>'
                  'Past tense: <a href="bword://ran">ran</a>.')),
        ('race', h('<b>race</b> <i>n.</i><br>a contest of speed. See <a href="bword://run">run</a>.<br/>'
                   'Idiom: <i>rat race</i>')),
        ('run', h('<b>run</b> <i>n.</i><br>an act of running; a <a href="bword://race">race</a>.')),
        ('mouse', h('<b>mouse</b> <i>n.</i> (<i>pl.</i> <a href="bword://mice">mice</a>)'
                    '<ul><li>a small rodent</li><li>a hand-held pointing device</li></ul>')),
        ('AT&T', h('<b>AT&amp;T</b> &mdash; a telephone company; its name contains an &amp;.')),
        ('entities', h('<b>entities</b><br>&lt;tag&gt; &quot;quoted&quot; &#39;single&#39; caf&eacute; '
                       '&#233;t&#xE9; &#x263A; a&nbsp;b &amp;amp; &unknownentity; AT&T bare &amp')),
        ('C++', h('<b>C++</b> <i>n.</i> a programming language. Compare <a href="bword://c#">c#</a>.')),
        ('c#', h('<b>c#</b> <i>n.</i> a programming language. Compare <a href="bword://C++">C++</a>.')),
        ('cafe', h('<b>cafe</b> a spelling of <a href="bword://café">café</a>.')),
        ('cafeteria', h('<b>cafeteria</b> a self-service restaurant.')),
        ('café', h('<b>café</b> a small restaurant selling coffee.')),
        ('snake_case', h('<b>snake_case</b> words_joined_by_underscores.')),
        ('snakeCase', h('<b>snakeCase</b> wordsJoinedByCapitals.')),
        ('US', h('<b>US</b> <i>abbr.</i> the United States. Compare <a href="bword://us">us</a>.')),
        ('us', h('<b>us</b> <i>pron.</i> objective case of <i>we</i>.')),
        ('日本', h('<ruby>日本<rt>にほん</rt></ruby> <span style="color:green">n.</span><br>Japan')),
        ('formatting', h('<p>para one</p><p>para two</p><div>a div</div><font color="red">red</font> x<sup>2</sup> '
                         'H<sub>2</sub>O <u>under</u> <s>struck</s> <code>code</code><blockquote>a quote</blockquote>'
                         '<hr><img src="missing.png" alt="picture"><table><tr><td>cell a</td><td>cell b</td></tr></table>'
                         '<!-- a comment --><script>alert(1)</script><style>b{color:red}</style>end')),
        ('links', h('<a href="https://example.org/">an external link</a>, <a href="bword://nonexistent">a dangling link</a>, '
                    '<a href="bword://look up">a link with a space</a>, <a href=\'bword://race\'>single quotes</a>, '
                    '<a href=bword://run>unquoted</a>, <A HREF="bword://mouse">upper-case tag</A>')),
        ('broken', h('<b>unclosed <i>nested</b> tags</i> <br <ul><li>no close <a href="bword://run">run')),
        ('whitespace', h('   leading spaces\n\nnewlines\r\ninside   html\tand tabs   <br>  <br/>\n  end  ')),
        ('empty', b''),
    ]
    syns = [('ran', 'run', 0), ('mice', 'mouse', 0), ('races', 'race', 0), ('AT and T', 'AT&T', 0),
            ('にほん', '日本', 0), ('running', 'run', 1)]
    write_stardict(folder, 'HTML test dictionary', articles, syns, same='h',
                   info={'author': 'termreader tests', 'description': 'HTML articles: <b>bold</b> &amp; links'}, base='html')


def stardict_typed(folder):
    long_text = ' '.join('sentence %d of a long article that spans several dictzip chunks.' % i for i in range(12))
    articles = [
        ('run', field('t', 'rʌn') + field('m', 'to move swiftly on foot')),
        ('race', field('h', '<b>race</b> a contest of speed')),
        ('mouse', field('m', 'a small rodent; pl. mice') + field('W', b'RIFF\0\0\0\0') + field('m', 'a second text field')),
        ('city', field('x', '<k>city</k> a large town')),
        ('go', field('y', 'ゴー') + field('m', 'to move from one place to another')),
        ('happy', field('g', '<span foreground="blue">happy</span> glad')),
        ('stop', field('r', 'img:stop.png') + field('m', 'to cease moving')),
        ('longtext', field('m', long_text)),
        ('oddtype', field('z', 'an unknown lowercase type') + field('Q', b'\x00\x01\x02') + field('m', 'after unknown types')),
    ]
    write_stardict(folder, 'typed', articles, bits=64, dict_mode='dz', chunk=128, idx_gz=True,
                   info={'bookname': 'Typed fields test dictionary'}, base='typed')


# ---------------------------------------------------------------- dictd


B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'


def b64(n):
    s = ''
    while True:
        s = B64[n & 63] + s
        n >>= 6
        if not n:
            return s


def unb64(s):
    n = 0
    for c in s:
        n = n * 64 + B64.index(c)
    return n


def dfkey(word):
    """LC_ALL=C sort -df: only ASCII letters, digits and blanks count, upper case folded."""
    return bytes(c for c in word.lower() if chr(c).isascii() and (chr(c).isalnum() or c in b' \t'))


def dfsort(src, out):
    rows = []
    for line in open(src, 'rb').read().splitlines():
        f = line.split(b'\t')
        word = f[3] if len(f) > 3 else f[0]
        if word in (b'00-database-allchars', b'00-database-utf8'):
            continue  # without them dictd compares like `sort -df` (compare_alnumspace)
        if any(c >= 0x80 for c in word):
            continue  # `sort -df` in the C locale ignores such bytes but dictd (in a UTF-8 locale) does not:
            #           lookups of them would be unreliable, and gcide has none
        rows.append(word + b'\t' + f[1] + b'\t' + f[2])
    rows.sort(key=lambda r: dfkey(r.split(b'\t')[0]))  # stable, like sort -s
    open(out, 'wb').write(b''.join(r + b'\n' for r in rows))


# ---------------------------------------------------------------- hostile


def hostile(root, en_dir):
    words = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta']
    text = {w: ('%s: the %s test article. ' % (w, w) * 6).encode() for w in words}
    good = [(w, text[w]) for w in words]

    def sd(name, **kw):
        return write_stardict(os.path.join(root, name), name, good, same='m', **kw)

    # offsets and sizes outside .dict
    folder = os.path.join(root, 'sd-offset-past-end')
    entries, blob, idx = sd('sd-offset-past-end')
    bad = {b'beta': (len(blob) + 100, 10), b'gamma': (len(blob) - 5, 50), b'delta': (0xFFFFFFF0, 0x20),
           b'zeta': (0, 0xFFFFFFFF)}
    open(os.path.join(folder, 'sd-offset-past-end.idx'), 'wb').write(b''.join(
        w + b'\0' + struct.pack('>II', *bad.get(w, (o, s))) for w, o, s in entries))

    # 64-bit offsets that do not fit a signed 64-bit integer
    folder = os.path.join(root, 'sd-offset64-huge')
    entries, blob, idx = sd('sd-offset64-huge', bits=64)
    bad = {b'beta': (0x8000000000000000, 10), b'gamma': (0xFFFFFFFFFFFFFFFF, 1), b'delta': (0x7FFFFFFFFFFFFFFF, 0xFFFFFFFF)}
    open(os.path.join(folder, 'sd-offset64-huge.idx'), 'wb').write(b''.join(
        w + b'\0' + struct.pack('>QI', *bad.get(w, (o, s))) for w, o, s in entries))

    # .idx cut inside the 4th entry's offset; .ifo still gives the full wordcount and idxfilesize
    folder = os.path.join(root, 'sd-idx-truncated')
    entries, blob, idx = sd('sd-idx-truncated')
    cut = sum(len(w) + 9 for w, o, s in entries[:3]) + len(entries[3][0]) + 1 + 2
    open(os.path.join(folder, 'sd-idx-truncated.idx'), 'wb').write(idx[:cut])

    # absurd counts in .ifo
    folder = os.path.join(root, 'sd-ifo-huge-wordcount')
    sd('sd-ifo-huge-wordcount', syns=[('first', 'alpha', 0)],
       info={'wordcount': '4000000000', 'idxfilesize': '99999999999', 'synwordcount': '4000000000'})

    # .dict.dz cut in half (64-byte chunks, so the first articles are still readable)
    folder = os.path.join(root, 'sd-dz-truncated')
    sd('sd-dz-truncated', dict_mode='dz', chunk=64)
    p = os.path.join(folder, 'sd-dz-truncated.dict.dz')
    b = open(p, 'rb').read()
    open(p, 'wb').write(b[:len(b) // 2])

    # chunk table lists 40 chunks (consistent with XLEN) but the file holds the data of the first 18 only;
    # the "-missing" articles lie in the claimed but absent chunks
    folder = os.path.join(root, 'sd-dz-chunks-past-eof')
    extra = [(w + '-missing', text[w]) for w in words]
    entries, full, idx = write_stardict(folder, 'sd-dz-chunks-past-eof', good + extra, same='m')
    real = full[:sum(len(text[w]) for w in words)]
    lie = lambda v, l, c, t: (v, l, 40, t + [700] * (40 - c))
    open(os.path.join(folder, 'sd-dz-chunks-past-eof.dict.dz'), 'wb').write(
        dictzip_bytes(real, 64, 'sd-dz-chunks-past-eof.dict', table_hook=lie))
    os.remove(os.path.join(folder, 'sd-dz-chunks-past-eof.dict'))

    # chunk count field says 65535 but the RA subfield holds only the real entries
    folder = os.path.join(root, 'sd-dz-chunkcount-overflow')
    entries, blob, idx = sd('sd-dz-chunkcount-overflow', chunk=64)
    overflow = lambda v, l, c, t: (v, l, 0xFFFF, t)
    open(os.path.join(folder, 'sd-dz-chunkcount-overflow.dict.dz'), 'wb').write(dictzip_bytes(blob, 64, None, table_hook=overflow))
    os.remove(os.path.join(folder, 'sd-dz-chunkcount-overflow.dict'))

    # chunk length 0 (a division by zero for a naive reader)
    folder = os.path.join(root, 'sd-dz-zero-chunk-length')
    entries, blob, idx = sd('sd-dz-zero-chunk-length', chunk=64)
    zero = lambda v, l, c, t: (v, 0, c, t)
    open(os.path.join(folder, 'sd-dz-zero-chunk-length.dict.dz'), 'wb').write(dictzip_bytes(blob, 64, None, table_hook=zero))
    os.remove(os.path.join(folder, 'sd-dz-zero-chunk-length.dict'))

    # .dict.dz that is plain text, not gzip
    folder = os.path.join(root, 'sd-dz-not-gzip')
    entries, blob, idx = sd('sd-dz-not-gzip')
    os.rename(os.path.join(folder, 'sd-dz-not-gzip.dict'), os.path.join(folder, 'sd-dz-not-gzip.dict.dz'))

    # .idx.gz that is a truncated gzip stream
    folder = os.path.join(root, 'sd-idx-gz-truncated')
    sd('sd-idx-gz-truncated', idx_gz=True)
    p = os.path.join(folder, 'sd-idx-gz-truncated.idx.gz')
    b = open(p, 'rb').read()
    open(p, 'wb').write(b[:len(b) * 2 // 3])

    # .syn indexes out of range
    folder = os.path.join(root, 'sd-syn-out-of-range')
    sd('sd-syn-out-of-range', syns=[('first', 'alpha', 0), ('second', 'beta', 0), ('third', 'gamma', 0)])
    p = os.path.join(folder, 'sd-syn-out-of-range.syn')
    open(p, 'wb').write(b'first\0' + struct.pack('>I', 0) + b'second\0' + struct.pack('>I', 6) +
                        b'third\0' + struct.pack('>I', 0xFFFFFFFF))

    # not a StarDict .ifo at all
    folder = os.path.join(root, 'sd-ifo-bad-magic')
    sd('sd-ifo-bad-magic')
    open(os.path.join(folder, 'sd-ifo-bad-magic.ifo'), 'w').write('StarDict dict ifo file\nversion=3.0.0\nbookname=bad magic\n')

    # unsorted .idx with odd words: empty, 300 bytes, invalid UTF-8, tab/newline inside, only spaces
    folder = os.path.join(root, 'sd-idx-unsorted-oddwords')
    entries, blob, idx = sd('sd-idx-unsorted-oddwords')
    odd = [b'zeta', b'', b'x' * 300, b'\xff\xfe\xc3', b'tab\tand\nnewline', b'   ', b'alpha', b'epsilon', b'ALPHA']
    open(os.path.join(folder, 'sd-idx-unsorted-oddwords.idx'), 'wb').write(b''.join(
        w + b'\0' + struct.pack('>II', 0, 20) for w in odd))
    set_ifo(folder, wordcount=len(odd), idxfilesize=os.path.getsize(os.path.join(folder, 'sd-idx-unsorted-oddwords.idx')))

    # dictd: bad index lines around good ones, with the real en.dict.dz
    folder = os.path.join(root, 'dictd-bad-index')
    os.makedirs(folder, exist_ok=True)
    dz = open(os.path.join(en_dir, 'en.dict.dz'), 'rb').read()
    dsize = struct.unpack('<I', dz[-4:])[0]
    good_lines = {l.split(b'\t')[0]: l for l in open(os.path.join(en_dir, 'en.index'), 'rb').read().splitlines()}
    lines = [good_lines[b'00databaseutf8'], good_lines['café'.encode()],
             b'city\t' + b64(dsize + 1000).encode() + b'\tBA',            # offset past the end
             b'dictionary\t' + b64(dsize - 10).encode() + b'\tZZZ',       # size past the end
             b'go no tabs at all',
             b'happy\tonly-one-tab',
             b'look up\t!!\t@@',                                          # not base64
             b'mouse\tAAAAAAAAAAAAAAAAAAAAAAAA\tB',                        # 144-bit number
             b'',                                                          # empty line
             b'paris\t\t',                                                 # empty numbers
             good_lines[b'race'] + b'\r',                                  # CRLF line end
             b'\t\t',                                                      # nothing at all
             good_lines[b'run'],
             good_lines[b'stop'] + b'\textra\tcolumns\there',
             b'zzz\tA\tB']                                                 # last line, no newline
    open(os.path.join(folder, 'en.index'), 'wb').write(b'\n'.join(lines))
    open(os.path.join(folder, 'en.dict.dz'), 'wb').write(dz)

    # dictd: one 20 KB line in the middle of a valid index
    folder = os.path.join(root, 'dictd-long-line')
    os.makedirs(folder, exist_ok=True)
    src = open(os.path.join(en_dir, 'en.index'), 'rb').read().splitlines()
    at = src.index(good_lines[b'mouse'])
    src.insert(at + 1, b'mouse' + b'e' * 20000 + b'\tA\tB')
    open(os.path.join(folder, 'en.index'), 'wb').write(b''.join(l + b'\n' for l in src))
    open(os.path.join(folder, 'en.dict.dz'), 'wb').write(dz)

    # dictd: empty .index next to a valid .dict.dz
    folder = os.path.join(root, 'dictd-empty-index')
    os.makedirs(folder, exist_ok=True)
    open(os.path.join(folder, 'en.index'), 'wb').write(b'')
    open(os.path.join(folder, 'en.dict.dz'), 'wb').write(dz)

    # dictd: .dict.dz cut in half (dictzip(1) output: one chunk, so nothing is readable)
    folder = os.path.join(root, 'dictd-dz-truncated')
    os.makedirs(folder, exist_ok=True)
    open(os.path.join(folder, 'en.index'), 'wb').write(open(os.path.join(en_dir, 'en.index'), 'rb').read())
    open(os.path.join(folder, 'en.dict.dz'), 'wb').write(dz[:len(dz) // 2])


def set_ifo(folder, **kv):
    path = os.path.join(folder, name_of(folder) + '.ifo')
    lines = open(path, encoding='utf-8').read().split('\n')
    out = []
    for l in lines:
        k = l.split('=', 1)[0]
        out.append('%s=%s' % (k, kv.pop(k)) if k in kv else l)
    open(path, 'w', encoding='utf-8').write('\n'.join(out))


# ---------------------------------------------------------------- check


def read_ifo(path):
    lines = open(path, encoding='utf-8').read().split('\n')
    assert lines[0] == MAGIC, path
    return dict(l.split('=', 1) for l in lines[1:] if '=' in l)


def check_stardict(folder, ifo):
    base = os.path.join(folder, ifo[:-len('.ifo')])
    info = read_ifo(base + '.ifo')
    idx = open(base + '.idx', 'rb').read() if os.path.exists(base + '.idx') else gzip.decompress(open(base + '.idx.gz', 'rb').read())
    assert info['idxfilesize'] == str(len(idx)), folder
    if os.path.exists(base + '.dict'):
        blob = open(base + '.dict', 'rb').read()
        get = lambda o, s: blob[o:o + s]
        dsize = len(blob)
    else:
        dz = open(base + '.dict.dz', 'rb').read()
        blob = gzip.decompress(dz)
        get = lambda o, s: dictzip_read(dz, o, s)
        dsize = len(blob)
    osz = 8 if info.get('idxoffsetbits') == '64' else 4
    pos, entries = 0, []
    while pos < len(idx):
        e = idx.index(b'\0', pos)
        off = int.from_bytes(idx[e + 1:e + 1 + osz], 'big')
        size = int.from_bytes(idx[e + 1 + osz:e + 5 + osz], 'big')
        entries.append((idx[pos:e], off, size))
        pos = e + 5 + osz
    assert info['wordcount'] == str(len(entries)), folder
    assert [sd_key(w) for w, _, _ in entries] == sorted(sd_key(w) for w, _, _ in entries), folder + ': idx order'
    for w, off, size in entries:
        assert off + size <= dsize, (folder, w)
        assert get(off, size) == blob[off:off + size], (folder, w, 'dictzip random access')
    syn = 0
    if os.path.exists(base + '.syn'):
        data, pos, prev = open(base + '.syn', 'rb').read(), 0, None
        while pos < len(data):
            e = data.index(b'\0', pos)
            w, i = data[pos:e], struct.unpack('>I', data[e + 1:e + 5])[0]
            assert i < len(entries), (folder, w)
            assert prev is None or sd_key(prev) <= sd_key(w), (folder, 'syn order')
            prev, pos, syn = w, e + 5, syn + 1
        assert info.get('synwordcount') == str(syn), folder
    dz = ''
    if os.path.exists(base + '.dict.dz'):
        pos, chlen, sizes = dictzip_parse(open(base + '.dict.dz', 'rb').read())
        dz = ', dictzip %d chunk(s) of %d' % (len(sizes), chlen)
    return '%d words, %d synonyms, %s-bit, sametypesequence=%s%s' % (
        len(entries), syn, info.get('idxoffsetbits', '32'), info.get('sametypesequence', '(none)'), dz)


def check_dictd(index):
    base = index[:-len('.index')]
    dz = open(base + '.dict.dz', 'rb').read()
    blob = gzip.decompress(dz)
    rows = [l.split(b'\t') for l in open(index, 'rb').read().splitlines()]
    words = [r[0] for r in rows]
    flags = {w for w in words if w.startswith(b'00')}
    if flags & {b'00databaseutf8', b'00-database-utf8', b'00-database-allchars', b'00databaseallchars'}:
        assert words == sorted(words), index + ': not in byte order'
        order = 'byte order (LC_ALL=C sort -k1,1)'
    else:
        assert [dfkey(w) for w in words] == sorted(dfkey(w) for w in words), index + ': not in sort -df order'
        order = 'sort -df order'
    for r in rows:
        off, size = unb64(r[1].decode()), unb64(r[2].decode())
        assert off + size <= len(blob), (index, r)
        assert dictzip_read(dz, off, size) == blob[off:off + size]
    pos, chlen, sizes = dictzip_parse(dz)
    return '%d index lines, %s, dictzip %d chunk(s) of %d, flags: %s' % (
        len(rows), order, len(sizes), chlen, b' '.join(sorted(flags)).decode())


def check(root):
    total = 0
    for dirpath, dirs, files in sorted(os.walk(root)):
        total += sum(os.path.getsize(os.path.join(dirpath, f)) for f in files)
        rel = os.path.relpath(dirpath, root)
        if rel.startswith('hostile'):
            continue
        for f in sorted(files):
            if f.endswith('.index'):
                print('  %-28s %s' % (os.path.join(rel, f), check_dictd(os.path.join(dirpath, f))))
            if f.endswith('.ifo'):
                print('  %-28s %s' % (os.path.join(rel, f), check_stardict(dirpath, f)))
    print('  total size of %s: %d bytes' % (root, total))


if __name__ == '__main__':
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == 'dictzip':
        data = open(args[0], 'rb').read()
        open(args[1], 'wb').write(dictzip_bytes(data, int(args[2]), args[3] if len(args) > 3 else None))
    elif cmd == 'dfsort':
        dfsort(*args)
    elif cmd == 'stardict-html':
        stardict_html(args[0])
    elif cmd == 'stardict-typed':
        stardict_typed(args[0])
    elif cmd == 'hostile':
        hostile(*args)
    elif cmd == 'check':
        check(args[0])
    else:
        sys.exit('unknown command ' + cmd)
