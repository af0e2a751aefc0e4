#!/usr/bin/env bash
# Coverage-guided fuzzing (libFuzzer + AddressSanitizer) of the code that reads bytes
# from outside: a book's bytes (encoding detection, every decoder, the sanitizer), the
# config file (TOML parser and config loader), terminal input (the input decoder) and EPUBs
# (zip, container, package, nav/NCX and XHTML readers, offsets and links), the user's chapter
# rules (rules: compile a pattern, apply it to a book's lines) and KOReader sidecars (sidecar: the
# Lua table reader, the highlights in it and their placing in a book), dictionaries (dictionary:
# StarDict and dictd files, dictzip and gzip, looked up through the shelf), the other book formats
# (formats: FB2, zipped FB2, Markdown, HTML, MOBI/AZW3, CBZ) and pictures (pictures: PNG, JPEG, GIF, WebP).
#
#   scripts/fuzz.sh encoding|structure|toml|input|epub|rules|sidecar|dictionary|formats|pictures [SECONDS] [LIBFUZZER-OPTIONS...]
#   scripts/fuzz.sh TARGET repro CRASH-FILE      (runs one input again)
#
# Each target has a dictionary (Fuzz/dict/TARGET.dict), seeds (Fuzz/seeds/TARGET/, the hostile
# inputs the tests build, rewritten by scripts/fuzz-seeds.py; plus pieces of the corpus), an
# input limit large enough for the structures that matter (128 KiB for a config or an EPUB),
# and a memory ceiling per input byte in the harness (Fuzz/Support/MemoryCeiling.swift), with
# libFuzzer's RSS and malloc limits behind it.
# The epub, toml and rules targets, whose inputs may repeat a piece (Fuzz/Support/Repeats.swift),
# also link a custom mutator (Fuzz/Mutator/TokenMutator.swift): one mutation in three writes 1-3
# dictionary tokens once or 2-65,535 times, or puts a number at the edge of its type in place of
# one in the input, so bombs of stray tags, deep keys and Int.max attributes are found in minutes.
#
# The harnesses are in Fuzz/; this script compiles them with swiftc together with
# Sources/ReaderCore, Sources/ReaderUI (toml and input) and Sources/TermReader/Terminal
# (input). Everything goes to
# .build/fuzz/; `swift build` and `swift test` never see Fuzz/. Seeds: the shared corpus
# (../shared/corpus beside this checkout, or $FUZZ_CORPUS) for encoding and structure,
# Fuzz/seeds/ for toml and input; for epub, the corpus EPUBs and scripts/make-test-epubs.py's
# taken apart into their entries (see Fuzz/EPUBFuzz.swift), and the small ones whole. Runs at nice 19. A crash is saved under .build/fuzz/artifacts-TARGET/ and
# the script exits non-zero; turn it into a regression test.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
target=${1:?usage: scripts/fuzz.sh encoding|structure|toml|input|epub|rules|sidecar|dictionary|formats|pictures [SECONDS] [LIBFUZZER-OPTIONS...]}
shift
out=$root/.build/fuzz
mkdir -p "$out"
# Whole-module, as release builds are: compiled file by file, generic helpers called across files
# (partitioningIndex in CellWidth's table) are not specialized and allocate on every call, which
# AddressSanitizer makes some 100x slower than the reader (a 4 MB line: minutes, not 4 s).
flags=(-parse-as-library -O -wmo -g -sanitize=fuzzer,address)
# ReaderCore reads EPUBs through minizip and gumbo, FB2 through expat, Markdown through
# cmark-gfm, pictures through libpng, libjpeg, giflib and libwebp, and calls C through CSystem: their module
# maps, and the libraries to link.
cmodules=(-I "$root/Sources/CMinizip" -I "$root/Sources/CGumbo" -I "$root/Sources/CExpat" -I "$root/Sources/CCmark" -I "$root/Sources/CPCRE2" -I "$root/Sources/CSystem"
    -I "$root/Sources/CPNG" -I "$root/Sources/CJPEG" -I "$root/Sources/CGIF" -I "$root/Sources/CWebP" -I "$root/Sources/CMobi" -I "$root/Sources/CZlib"
    -I "$root/Sources/CSQLite" -I "$root/Sources/CCurl")
clibs=(-lminizip -lgumbo -lz -lexpat -lcmark-gfm-extensions -lcmark-gfm -lpcre2-8 -lsqlite3)

# Rebuilds $1 (a static library) from the remaining arguments when a source is newer.
stale() {
    local lib=$1; shift
    [ -e "$lib" ] || return 0
    for f in "$@"; do [ "$f" -nt "$lib" ] && return 0; done
    return 1
}

core_sources=()
while IFS= read -r f; do core_sources+=("$f"); done < <(find "$root/Sources/ReaderCore" -name '*.swift' | sort)
if stale "$out/libReaderCore.a" "${core_sources[@]}"; then
    echo "fuzz: compiling ReaderCore with -sanitize=fuzzer,address"
    swiftc "${flags[@]}" "${cmodules[@]}" -package-name termreader -module-name ReaderCore -emit-module -emit-module-path "$out/ReaderCore.swiftmodule" \
        -emit-library -static -o "$out/libReaderCore.a" "${core_sources[@]}" 2>&1 | grep -v 'warning' || true
    [ -e "$out/libReaderCore.a" ] || { echo "fuzz: ReaderCore did not compile" >&2; exit 1; }
fi

libs=(-L "$out" -lReaderCore "${clibs[@]}")
# Compiles the sources listed after $1 (a module name) into $out/lib$1.a, when one is newer.
module_library() {
    local name=$1; shift
    if stale "$out/lib$name.a" "$@" "$out/libReaderCore.a"; then
        echo "fuzz: compiling $name with -sanitize=fuzzer,address"
        rm -f "$out/lib$name.a"
        swiftc "${flags[@]}" -enable-testing -package-name termreader -module-name "$name" -I "$out" -I "$root/Sources/CNcurses" "${cmodules[@]}" \
            -emit-module -emit-module-path "$out/$name.swiftmodule" \
            -emit-library -static -o "$out/lib$name.a" "$@" 2>&1 | grep -v 'warning' || true
        [ -e "$out/lib$name.a" ] || { echo "fuzz: $name did not compile" >&2; exit 1; }
    fi
}
if [ "$target" = toml ] || [ "$target" = input ]; then
    # ReaderUI reads termreader's file locations from ReaderStore.
    store_sources=()
    while IFS= read -r f; do store_sources+=("$f"); done < <(find "$root/Sources/ReaderStore" -name '*.swift' | sort)
    module_library ReaderStore "${store_sources[@]}"
    # ReaderUI's library searches and lists through ReaderLibrary (SQLite).
    library_sources=()
    while IFS= read -r f; do library_sources+=("$f"); done < <(find "$root/Sources/ReaderLibrary" -name '*.swift' | sort)
    module_library ReaderLibrary "${library_sources[@]}"
    ui_sources=()
    while IFS= read -r f; do ui_sources+=("$f"); done < <(find "$root/Sources/ReaderUI" -name '*.swift' | sort)
    module_library ReaderUI "${ui_sources[@]}"
    libs=(-L "$out" -lReaderUI -lReaderLibrary -lReaderStore -lReaderCore "${clibs[@]}")
fi
if [ "$target" = input ]; then
    terminal_sources=()
    while IFS= read -r f; do terminal_sources+=("$f"); done < <(find "$root/Sources/TermReader/Terminal" -name '*.swift' | sort)
    module_library TermReader "${terminal_sources[@]}"
    libs=(-L "$out" -lTermReader -lReaderUI -lReaderLibrary -lReaderStore -lReaderCore -lncursesw "${clibs[@]}")
fi

# max_len: the largest input tried; the layout targets stay smaller, each input being laid
# out many times. libFuzzer grows its length limit slowly from the longest seed (8 KiB after
# 5 minutes): len_control=0 lets the config and EPUB targets try long inputs at once, as
# a 30,000-part key or 14,000 stray end tags need.
len_control=()
# The targets whose inputs may repeat a piece also get the token mutator (Fuzz/Mutator/): one
# mutation in three writes dictionary tokens, once or thousands of times, or an edge number.
mutator=()
case $target in
    encoding) harness=EncodingFuzz.swift; module=FuzzEncoding; max_len=65536 ;;
    structure) harness=StructureFuzz.swift; module=FuzzStructure; max_len=16384 ;;
    toml) harness=TOMLFuzz.swift; module=FuzzTOML; max_len=131072; len_control=(-len_control=0); mutator=("$root"/Fuzz/Mutator/*.swift) ;;
    input) harness=InputFuzz.swift; module=FuzzInput; max_len=4096 ;;
    epub) harness=EPUBFuzz.swift; module=FuzzEPUB; max_len=131072; len_control=(-len_control=0); mutator=("$root"/Fuzz/Mutator/*.swift) ;;
    rules) harness=RulesFuzz.swift; module=FuzzRules; max_len=16384; mutator=("$root"/Fuzz/Mutator/*.swift) ;;
    sidecar) harness=SidecarFuzz.swift; module=FuzzSidecar; max_len=131072; len_control=(-len_control=0); mutator=("$root"/Fuzz/Mutator/*.swift) ;;
    dictionary) harness=DictionaryFuzz.swift; module=FuzzDictionary; max_len=65536; len_control=(-len_control=0) ;;
    formats) harness=FormatsFuzz.swift; module=FuzzFormats; max_len=131072; len_control=(-len_control=0) ;;
    pictures) harness=PicturesFuzz.swift; module=FuzzPictures; max_len=65536 ;;
    *) echo "fuzz: unknown target '$target' (encoding, structure, toml, input, epub, rules, sidecar, dictionary, formats, pictures)" >&2; exit 64 ;;
esac
support=("$root"/Fuzz/Support/*.swift ${mutator[@]+"${mutator[@]}"})
bin=$out/fuzz-$target
if stale "$bin" "$root/Fuzz/$harness" "${support[@]}" "$out/libReaderCore.a" "$out/libReaderLibrary.a" "$out/libReaderUI.a" "$out/libTermReader.a"; then
    # In the build folder: a whole-module build leaves the harness's module files where it runs.
    (cd "$out" && swiftc "${flags[@]}" -package-name termreader -module-name "$module" -I "$out" -I "$root/Sources/CNcurses" "${cmodules[@]}" \
        "$root/Fuzz/$harness" "${support[@]}" "${libs[@]}" -o "$bin" 2>&1 | grep -v 'warning') || true
    [ -x "$bin" ] || { echo "fuzz: the $target harness did not compile" >&2; exit 1; }
fi

# Swift's backtracer reads the crashed process's memory, which AddressSanitizer then
# reports as an overflow of its own: let the sanitizer and libFuzzer report alone.
export SWIFT_BACKTRACE=enable=no
# Leaks inside third-party libraries (not ours) are listed, with why, in Fuzz/lsan-suppressions.txt.
export LSAN_OPTIONS="suppressions=$root/Fuzz/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
if [ "${1:-}" = repro ]; then
    exec "$bin" "${2:?usage: scripts/fuzz.sh TARGET repro CRASH-FILE}"
fi
seconds=${1:-60}
shift || true

# Seeds: the committed ones (the tests' hostile inputs, and a few more), and small pieces of
# the shared corpus (a whole 20 MB book would make each run slow).
seeds=$out/seeds-$target
mkdir -p "$seeds"
[ -d "$root/Fuzz/seeds/$target" ] && cp "$root/Fuzz/seeds/$target"/* "$seeds/"
corpus=${FUZZ_CORPUS:-$root/../shared/corpus}
case $target in
    encoding)
        if [ -d "$corpus" ]; then
            while IFS= read -r f; do
                name=$(echo "${f#"$corpus"/}" | tr / _)
                head -c 4096 "$f" > "$seeds/$name.head"
                size=$(stat -c %s "$f")
                if [ "$size" -gt 16384 ]; then
                    dd if="$f" of="$seeds/$name.middle" bs=4096 skip=$((size / 8192)) count=1 2>/dev/null
                fi
            done < <(find "$corpus" -type f \( -name '*.txt' -o -name '*.bin' \) -not -path '*/unicode/*')
        else
            echo "fuzz: no corpus at $corpus; starting from nothing" >&2
        fi ;;
    structure)
        # Text shapes: the structured licences, pieces of the books, the hostile files.
        if [ -d "$corpus" ]; then
            while IFS= read -r f; do
                head -c 6000 "$f" > "$seeds/$(echo "${f#"$corpus"/}" | tr / _).head"
            done < <(find "$corpus" -type f -name '*.txt' -not -path '*/unicode/*' -size -2M)
        fi
        cp "$root"/books/*.txt "$seeds/" ;;
    input)
        [ -f "$corpus/bad/terminal-escapes.txt" ] && head -c 1024 "$corpus/bad/terminal-escapes.txt" > "$seeds/terminal-escapes" ;;
    epub)
        # Built EPUBs (not the 100 MB one) beside the corpus's, each taken apart: its container,
        # package, contents and first documents, cut to a few kilobytes each.
        python3 - "$root" "$corpus" "$seeds" <<'PY'
import os, subprocess, sys, tempfile, zipfile
root, corpus, seeds = sys.argv[1:]
books = [os.path.join(corpus, 'epub', f) for f in sorted(os.listdir(os.path.join(corpus, 'epub')))] if os.path.isdir(os.path.join(corpus, 'epub')) else []
built = tempfile.mkdtemp()
subprocess.run([sys.executable, os.path.join(root, 'scripts', 'make-test-epubs.py'), '--no-images', built, corpus], check=True)
books += [os.path.join(built, f) for f in sorted(os.listdir(built))]
for book in books:
    name = os.path.basename(book)
    if os.path.getsize(book) <= 16384:
        open(os.path.join(seeds, name), 'wb').write(open(book, 'rb').read())
    with zipfile.ZipFile(book) as z:
        names = [n for n in z.namelist() if n.endswith(('.opf', '.ncx', '.xml', '.xhtml', '.html', '.htm')) and n != 'mimetype']
        markup = [n for n in names if n.endswith(('.opf', '.ncx', '.xml'))] + [n for n in names if not n.endswith(('.opf', '.ncx', '.xml'))][:3]
        parts = [n.encode() + b'\n' + z.read(n)[:3000] for n in markup]
    open(os.path.join(seeds, name + '.entries'), 'wb').write(b'\n=====\n'.join(parts))
PY
        ;;
    dictionary)
        # Each fixture dictionary as one input: StarDict (kind 0, 2 with .dict.dz, 6 with .idx.gz)
        # and dictd (1, or 3 with .dict.dz), with a few words to look up.
        python3 - "$root/Tests/Fixtures/dictionary" "$seeds" <<'PY'
import os, sys
fixtures, seeds = sys.argv[1:]
words = b'run\nrunning\nmice\n\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e\nalpha\nbeta\ncity'
for folder, _, files in os.walk(fixtures):
    for f in files:
        path = os.path.join(folder, f)
        base = path[:-len('.ifo')] if f.endswith('.ifo') else path[:-len('.index')] if f.endswith('.index') else None
        if base is None:
            continue
        def read(*names):
            for n in names:
                if os.path.exists(base + n):
                    return n, open(base + n, 'rb').read()
            return None, b''
        if f.endswith('.ifo'):
            ifo = b'\n'.join(l for l in open(path, 'rb').read().split(b'\n')[1:] if l.startswith((b'sametypesequence', b'idxoffsetbits')))
            idx_name, idx = read('.idx', '.idx.gz')
            dict_name, data = read('.dict.dz', '.dict')
            kind = (2 if dict_name == '.dict.dz' else 0) | (4 if idx_name == '.idx.gz' else 0)
        else:
            ifo = b''
            idx = open(path, 'rb').read()
            dict_name, data = read('.dict.dz', '.dict')
            kind = 1 | (2 if dict_name == '.dict.dz' else 0)
        blob = bytes([kind]) + ifo + b'@@@@' + idx + b'@@@@' + data + b'@@@@' + words
        if len(blob) <= 65536:
            name = os.path.relpath(path, fixtures).replace('/', '_')
            open(os.path.join(seeds, name), 'wb').write(blob)
PY
        ;;
    formats)
        # The MOBI fixtures as AZW3 files (extension byte 3).
        for f in "$root"/Tests/Fixtures/mobi/*.mobi "$root"/Tests/Fixtures/mobi/*.azw3; do
            { printf '\003'; cat "$f"; } > "$seeds/$(basename "$f")"
        done ;;
    pictures)
        for f in "$root"/Tests/Fixtures/pictures/*.png "$root"/Tests/Fixtures/pictures/*.jpg "$root"/Tests/Fixtures/pictures/*.gif \
            "$root"/Tests/Fixtures/pictures/*.webp; do
            if [ "$(stat -c %s "$f")" -le 65536 ]; then cp "$f" "$seeds/"; fi
        done ;;
esac

work=$out/corpus-$target
artifacts=$out/artifacts-$target
mkdir -p "$work" "$artifacts"
echo "fuzz: $target for $seconds s (nice 19); corpus $work, crashes in $artifacts"
before=$(ls -1 "$artifacts")
status=0
# -rss_limit_mb/-malloc_limit_mb: the backstop of the harness's memory ceiling, for one
# allocation or a process that grows before the ceiling is checked. -timeout is wall-clock
# seconds per input: FUZZ_TIMEOUT raises it on a machine others load (a hang still shows).
nice -n 19 "$bin" -max_total_time="$seconds" -max_len=$max_len -timeout="${FUZZ_TIMEOUT:-60}" -report_slow_units="${FUZZ_SLOW:-60}" -rss_limit_mb=2048 -malloc_limit_mb=1024 \
    "${len_control[@]}" -dict="$root/Fuzz/dict/$target.dict" -print_final_stats=1 -artifact_prefix="$artifacts/" "$@" "$work" "$seeds" || status=$?
if [ $status -ne 0 ]; then
    echo "fuzz: $target FOUND A PROBLEM (exit $status); replay with:" >&2
    comm -13 <(echo "$before") <(ls -1 "$artifacts") | while IFS= read -r f; do
        echo "  scripts/fuzz.sh $target repro .build/fuzz/artifacts-$target/$f" >&2
    done
fi
exit $status
