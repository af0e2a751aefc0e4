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
        .systemLibrary(
            name: "CMinizip",
            path: "Sources/CMinizip",
            providers: [.apt(["libminizip-dev"])]
        ),
        .systemLibrary(
            name: "CGumbo",
            path: "Sources/CGumbo",
            providers: [.apt(["libgumbo-dev"])]
        ),
        // The user's chapter rules: regular expressions under step limits (PCRE2). Its module
        // map links it: shared in a plain build, libpcre2-8.a under -static-executable.
        .systemLibrary(
            name: "CPCRE2",
            path: "Sources/CPCRE2",
            providers: [.apt(["libpcre2-dev"])]
        ),
        // System calls Glibc's module leaves out (fstatfs); header only.
        .systemLibrary(
            name: "CSystem",
            path: "Sources/CSystem"
        ),
        .target(
            name: "ReaderCore",
            dependencies: ["CMinizip", "CGumbo", "CPCRE2", "CSystem"],
            path: "Sources/ReaderCore",
            // Release links the EPUB libraries statically: three more shared objects to load
            // cost every `termreader book.txt` ~0.4 ms of start-up.
            linkerSettings: [
                .linkedLibrary("gumbo", .when(configuration: .debug)),
                .linkedLibrary("minizip", .when(configuration: .debug)),
                .unsafeFlags(["-Xlinker", "-l:libgumbo.a", "-Xlinker", "-l:libminizip.a", "-Xlinker", "-l:libz.a"], .when(configuration: .release)),
            ]
        ),
        // The reader without a terminal: the app model, rendering to frames, transitions,
        // config and the library list. Pure Swift on values; no ncurses.
        .target(
            name: "ReaderUI",
            dependencies: ["ReaderCore"],
            path: "Sources/ReaderUI"
        ),
        .executableTarget(
            name: "TermReader",
            dependencies: [
                "ReaderCore",
                "ReaderUI",
                "CNcurses",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/TermReader"
            // Release builds link the Swift runtime statically through SwiftPM's own
            // `--static-swift-stdlib` (scripts/build-release.sh), not unsafeFlags here:
            // those would keep the package from being used as a dependency.
        ),
        .testTarget(
            name: "ReaderCoreTests",
            dependencies: [
                "ReaderCore",
                "CNcurses",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/ReaderCoreTests"
        ),
        .testTarget(
            name: "TermReaderTests",
            dependencies: [
                "TermReader",
                "ReaderUI",
                "ReaderCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/TermReaderTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
