import Foundation
import TestSupport
import Testing

/// Every hostile book the tests build — the EPUB fixtures, `HostileTexts`, the corpus's `bad/`
/// files — opened by `info` and `render` with the address space capped: each ends with exit 0
/// or 65, never killed by the kernel or a signal (a failed allocation is a trap in Swift).
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Package.binary), "needs the built termreader"))
struct MemoryCeilingTests {
    /// 1 GiB of address space (`ulimit -v`, KiB). `termreader info` of a small book needs some
    /// 40 MB of it (the debug build's shared libraries mapped): Swift reserves little up front.
    static let ceilingKiB = 1 << 20

    /// Every hostile book, as the arguments that open it.
    static var books: [[String]] {
        let epubs =
            EPUBFixtures.directory.map { dir in
                ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".epub") || $0.hasSuffix(".zip") }
                    .sorted().map { [dir + "/" + $0] }
            } ?? []
        let bad =
            Package.corpus("bad").map { dir in
                ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { !$0.hasSuffix(".py") }.sorted().map {
                    [dir + "/" + $0]
                }
            } ?? []
        return epubs + HostileTexts.books + bad
    }

    /// Exit status and stderr of `termreader arguments` under the ceiling (`ceilingKiB`), without the
    /// developer's config or state. Killed by a signal, its status is the signal's number
    /// (the shell `exec`s it), never 0 or 65. glibc keeps to one malloc arena (`MALLOC_ARENA_MAX=1`):
    /// an arena a thread opens reserves 64 MB of address space, which a run made while other tests
    /// load the machine opens or not by timing, so the ceiling a book needs would be the scheduler's.
    static func runCapped(_ arguments: [String], ceilingKiB: Int = ceilingKiB) throws -> (status: Int32, errors: String) {
        let quoted = ([Package.binary] + arguments).map(Tmux.quote)
        let nowhere = NSTemporaryDirectory() + "termreader-no-such-folder"
        return try OutputErrorTests.shell(
            "ulimit -v \(ceilingKiB) && MALLOC_ARENA_MAX=1 XDG_CONFIG_HOME=\(nowhere) XDG_STATE_HOME=\(nowhere) exec \(quoted.joined(separator: " ")) > /dev/null"
        )
    }

    @Test(arguments: books)
    func aHostileBookEndsUnderTheCeiling(book: [String]) throws {
        for command in ["info", "render"] {
            let run = try Self.runCapped([command] + book)
            #expect([0, 65].contains(run.status), "\(command) \(book): exit \(run.status): \(run.errors.prefix(300))")
            #expect(run.errors.split(separator: "\n").count <= 1, "\(command) \(book): \(run.errors.prefix(300))")
        }
    }

    /// The EPUBs nearest the element limits that are still accepted (one document, and a book, of
    /// tiny paragraphs) open, under the ceiling.
    @Test(.enabled(if: EPUBFixtures.available, "needs python3"), arguments: ["tiny-paragraphs-within.epub", "tiny-paragraphs-most.epub"])
    func theLargestAcceptedEPUBOpens(name: String) throws {
        for command in ["info", "render"] {
            let run = try Self.runCapped([command, EPUBFixtures.path(name)])
            #expect(run.status == 0, "\(command) \(name): exit \(run.status): \(run.errors.prefix(300))")
        }
    }
}
