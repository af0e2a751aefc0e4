import Foundation
import TestSupport
import Testing

/// The reader's model is closed: outside ReaderUI only `update`/`view` change or draw it, and the
/// rest of what it shows is read-only projections. The compiler keeps everything else internal;
/// this keeps the list of what stays visible, and what the executable uses of it, deliberate.
@Suite struct ReaderModelSurfaceTests {
    /// What `ReaderModel` declares `package` (visible to the executable): the two doors, the two
    /// questions the event loop asks (`LoopModel`: does this event quit, when is the next frame) and
    /// read-only values (the hyphenation patterns' loading job, the geometry the book is read at
    /// meanwhile and the kitty images the screen sends before a frame among them).
    static let surface: Set<String> = [
        "init", "update", "view", "quits", "nextFrameDelay", "location", "bookmarks", "chosenWriting",
        "remembered", "isProvisional", "layout", "palette", "geometry", "readFraction", "totalPages", "shownGlobalPage",
        "chapterPageCounts", "bookTitle", "bookAuthors", "notes", "notesGeneration", "tally", "hyphenationJob", "eventualGeometry",
        "terminalPictures",
    ]

    static func swiftFiles(under folder: String) throws -> [String] {
        let root = Package.root + "/" + folder
        let names = try #require(FileManager.default.subpathsOfDirectory(atPath: root) as [String]?)
        return names.filter { $0.hasSuffix(".swift") }.map { root + "/" + $0 }
    }

    static func matches(_ pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test func theModelDeclaresOnlyItsSurfacePackageVisible() throws {
        var declared = Set<String>()
        for file in try Self.swiftFiles(under: "Sources/ReaderUI/App") where file.contains("/ReaderModel") {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            declared.formUnion(
                try Self.matches(
                    #"^    package (?:static |private\(set\) |internal\(set\) )?(?:func|var|let|struct|enum) ([A-Za-z_]\w*)"#, in: text))
            if text.contains("\n    package init(") { declared.insert("init") }
        }
        #expect(declared == Self.surface)
    }

    @Test func theExecutableUsesOnlyTheSurface() throws {
        var used = Set<String>()
        for file in try Self.swiftFiles(under: "Sources/TermReader") {
            used.formUnion(try Self.matches(#"\bmodel\.([A-Za-z_]\w*)"#, in: try String(contentsOfFile: file, encoding: .utf8)))
        }
        #expect(!used.isEmpty, "the session and the commands use the model")
        #expect(used.subtracting(Self.surface).isEmpty, "\(used.subtracting(Self.surface).sorted())")
        #expect(!used.contains("navigator"))
    }
}
