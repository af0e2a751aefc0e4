// swift-tools-version:6.1
// A package that uses ReaderCore as a library, as someone else's would: CI builds and runs it
// (.ci/run) so that ReaderCore stays usable as a dependency (no unsafe flags, no termreader
// policy needed to open a book).
import PackageDescription

let package = Package(
    name: "downstream",
    dependencies: [
        .package(name: "termreader", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "Downstream",
            dependencies: [.product(name: "ReaderCore", package: "termreader")]
        )
    ],
    swiftLanguageModes: [.v6]
)
