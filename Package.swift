// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "termreader",
    products: [
        .executable(name: "termreader", targets: ["TermReader"]),
        .library(name: "ReaderCore", targets: ["ReaderCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CNcurses",
            path: "Sources/CNcurses",
            providers: [.apt(["libncurses-dev"])]
        ),
        // EPUB: zip directory and inflate (zlib's minizip), XHTML/OPF/NCX parsing (gumbo).
        // Each C library is a system-library target whose module map names it with `link`
        // lines: a plain build links the shared objects, and the release build's
        // `-static-executable` (scripts/build-release.sh) the static archives, so no target
        // needs linker flags and a package can depend on ReaderCore by version.
        .systemLibrary(
            name: "CMinizip",
            path: "Sources/CMinizip",
            pkgConfig: "minizip",
            providers: [.apt(["libminizip-dev"])]
        ),
        .systemLibrary(
            name: "CGumbo",
            path: "Sources/CGumbo",
            pkgConfig: "gumbo",
            providers: [.apt(["libgumbo-dev"])]
        ),
        // FB2: expat (MIT), a small XML parser. Markdown: cmark-gfm and its extensions (BSD-2).
        // Both are linked as the EPUB libraries are: nothing of theirs runs before a book of
        // their format is opened (no constructors), so a TXT book opens as fast (README, bench).
        .systemLibrary(
            name: "CExpat",
            path: "Sources/CExpat",
            pkgConfig: "expat",
            providers: [.apt(["libexpat1-dev"])]
        ),
        .systemLibrary(
            name: "CCmark",
            path: "Sources/CCmark",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // The user's chapter rules: regular expressions under step limits (PCRE2). Its module
        // map links it: shared in a plain build, libpcre2-8.a under -static-executable.
        .systemLibrary(
            name: "CPCRE2",
            path: "Sources/CPCRE2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"])]
        ),
        // Pictures: PNG (libpng), JPEG (libjpeg-turbo), GIF (giflib), WebP (libwebp), all
        // permissive, linked as the EPUB libraries are. Their shims decode from memory into RGBA
        // and turn every error into a return value (libjpeg's longjmp stays inside C). Nothing of
        // theirs runs before a picture is shown.
        .systemLibrary(
            name: "CPNG",
            path: "Sources/CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CJPEG",
            path: "Sources/CJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"])]
        ),
        .systemLibrary(
            name: "CGIF",
            path: "Sources/CGIF",
            providers: [.apt(["libgif-dev"])]
        ),
        .systemLibrary(
            name: "CWebP",
            path: "Sources/CWebP",
            pkgConfig: "libwebp",
            providers: [.apt(["libwebp-dev"])]
        ),
        // MOBI and AZW3: libmobi (LGPL-3.0), header only. Its functions are found with dlopen
        // when the first such book is opened (MOBILibrary), never linked, as design.md asks of
        // LGPL libraries; without libmobi0 installed the reader says what to install.
        .systemLibrary(
            name: "CMobi",
            path: "Sources/CMobi",
            providers: [.apt(["libmobi-dev"])]
        ),
        // Dictionaries: zlib (zlib licence) inflates dictzip chunks and gzip-compressed indexes.
        .systemLibrary(
            name: "CZlib",
            path: "Sources/CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // The library's full-text index: SQLite (public domain) with FTS5's trigram tokenizer.
        .systemLibrary(
            name: "CSQLite",
            path: "Sources/CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // OPDS catalogues: libcurl (curl licence), header only. Its functions are found with dlopen
        // when a catalogue is first opened (CurlLibrary): `termreader book.txt` never loads it
        // and its TLS stack, and the static release build loads it the same way.
        .systemLibrary(
            name: "CCurl",
            path: "Sources/CCurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        // System calls Glibc's module leaves out (fstatfs); header only.
        .systemLibrary(
            name: "CSystem",
            path: "Sources/CSystem"
        ),
        .target(
            name: "ReaderCore",
            dependencies: [
                "CMinizip", "CGumbo", "CExpat", "CCmark", "CPCRE2", "CSystem", "CPNG", "CJPEG", "CGIF", "CWebP", "CMobi", "CZlib",
            ],
            path: "Sources/ReaderCore"
        ),
        // termreader's own places for its files: the XDG folders, the state and cache stores
        // there and the remembered settings file (ReaderCore's stores take a folder).
        .target(
            name: "ReaderStore",
            dependencies: ["ReaderCore"],
            path: "Sources/ReaderStore"
        ),
        // The whole library: the full-text index of every book (SQLite), calibre libraries and OPDS
        // catalogues (libcurl).
        .target(
            name: "ReaderLibrary",
            dependencies: ["ReaderCore", "ReaderStore", "CSQLite", "CCurl"],
            path: "Sources/ReaderLibrary"
        ),
        // The reader without a terminal: the app model, rendering to frames, transitions,
        // config and the library list. Pure Swift on values; no ncurses.
        .target(
            name: "ReaderUI",
            dependencies: ["ReaderCore", "ReaderStore", "ReaderLibrary"],
            path: "Sources/ReaderUI"
        ),
        .executableTarget(
            name: "TermReader",
            dependencies: [
                "ReaderCore",
                "ReaderStore",
                "ReaderUI",
                "ReaderLibrary",
                "CNcurses",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/TermReader"
                // Release builds link the Swift runtime statically through SwiftPM's own
                // `--static-swift-stdlib` (scripts/build-release.sh), not unsafeFlags here:
                // those would keep the package from being used as a dependency.
        ),
        // What the test targets use: tmux and exit-status helpers, the corpus, sample and
        // temporary books, temporary folders, a seeded generator, text generators, keys written by name.
        .target(
            name: "TestSupport",
            dependencies: ["ReaderCore", "ReaderUI", .product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "ReaderCoreTests",
            dependencies: [
                "ReaderCore",
                "TestSupport",
                "CNcurses",
                "CGumbo",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/ReaderCoreTests"
        ),
        .testTarget(
            name: "ReaderLibraryTests",
            dependencies: [
                "ReaderLibrary", "ReaderCore", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/ReaderLibraryTests"
        ),
        .testTarget(
            name: "ReaderStoreTests",
            dependencies: ["ReaderStore", "ReaderCore"],
            path: "Tests/ReaderStoreTests"
        ),
        // The reader without a terminal: models, rendering, transitions, config, the library.
        .testTarget(
            name: "ReaderUITests",
            dependencies: [
                "ReaderUI",
                "ReaderStore",
                "ReaderCore",
                "TestSupport",
                "CZlib",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/ReaderUITests"
        ),
        .testTarget(
            name: "TermReaderTests",
            dependencies: [
                "TermReader",
                "ReaderUI",
                "ReaderLibrary",
                "ReaderStore",
                "ReaderCore",
                "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/TermReaderTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
