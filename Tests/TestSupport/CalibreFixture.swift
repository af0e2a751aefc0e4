import Foundation
import Synchronization

/// A calibre library built with calibre's own `calibredb` (Debian's `calibre`) from the sample
/// books and the corpus: what the calibre tests read.
public enum CalibreFixture {
    static let calibredb = "/usr/bin/calibredb"

    /// Whether calibre is installed.
    public static var available: Bool { FileManager.default.isExecutableFile(atPath: calibredb) && Corpus.available }

    /// Makes the library in `folder` (a new folder) and returns its path. Its books, in order of id:
    /// 1. the sample lighthouse novel, "The Lighthouse Keeper" by Maren Holt & Tobias Wren, the
    ///    second of the series "Island Tales", tagged sea and lighthouse (TXT);
    /// 2. the sample Chinese novel, "灯塔" by 林海 (TXT);
    /// 3. Alice in Wonderland, as an EPUB and a TXT.
    public static func make(in folder: String) throws -> String {
        // calibre takes a lock of its own for a library being changed: one fixture at a time.
        try lock.withLock { _ in try build(in: folder) }
    }

    private static let lock = Mutex(())

    /// Makes the library in `folder` and runs `body` with calibre's content server serving it:
    /// while a calibre server runs, calibredb refuses to change any library, so no other fixture
    /// is made meanwhile.
    public static func serving(in folder: String, _ body: (CatalogServer) throws -> Void) throws {
        try lock.withLock { _ in
            let server = try CatalogServer.calibre(library: try build(in: folder))
            try body(server)
        }
    }

    private static func build(in folder: String) throws -> String {
        let library = folder + "/calibre"
        try run(
            [
                "add", Package.book("the-lighthouse-keeper.txt"), "-t", "The Lighthouse Keeper", "-a", "Maren Holt & Tobias Wren",
                "-s", "Island Tales", "-S", "2", "--tags", "sea,lighthouse",
            ], library: library)
        try run(["add", Package.book("deng-ta.txt"), "-t", "灯塔", "-a", "林海"], library: library)
        try run(
            ["add", Corpus.path("epub/alice-in-wonderland.epub3.epub")!, "-t", "Alice in Wonderland", "-a", "Lewis Carroll"],
            library: library)
        try run(["add_format", "3", Corpus.path("en/alice-in-wonderland.pg11.utf8.txt")!], library: library)
        return library
    }

    private static func run(_ arguments: [String], library: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: calibredb)
        process.arguments = arguments + ["--library-path", library]
        var environment = ProcessInfo.processInfo.environment
        environment["CALIBRE_CONFIG_DIRECTORY"] = library + "-config"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "calibredb \(arguments.first!) failed: \(said)"])
        }
    }
}
