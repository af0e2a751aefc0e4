import Foundation
import TestSupport
import Testing

@testable import ReaderCore
@testable import ReaderUI

/// The system's viewer is given a copy of the picture under a name of the reader's making; a
/// viewer that fails or is missing is said in one line.
struct SystemViewerJobTests {
    static let pictures = BookPictures(
        [(offset: 7, path: "quadrants.png")], files: FolderPictureFiles(besideBookAt: Package.root + "/Tests/Fixtures/pictures/book"))

    /// What the job says when it is done: nil, or its notice.
    func run(_ program: String, in folder: TemporaryFolder, display: Bool = true) -> String?? {
        var job = SystemViewerJob(pictures: Self.pictures, offset: 7)
        job.program = program
        job.folder = folder.path
        job.hasDisplay = display
        switch job.run(JobContext(isStale: { false }, report: { _ in }, alongside: { $0() })) {
        case nil: return .some(nil)
        case .notice(let text, _): return text
        default: return nil
        }
    }

    @Test func theViewerIsGivenACopyOfThePicture() throws {
        let folder = try TemporaryFolder()
        let viewer = try folder.write(Data("#!/bin/sh\ncp \"$1\" \"$(dirname \"$0\")/shown\"\n".utf8), to: "viewer")
        chmod(viewer, 0o755)
        #expect(run(viewer, in: folder) == .some(nil))
        let copy = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/termreader-\(getuid())/picture-7.png"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/shown")) == copy)
        #expect(copy == (try Data(contentsOf: URL(fileURLWithPath: Package.root + "/Tests/Fixtures/pictures/quadrants.png"))))
    }

    /// Over ssh, with no display, the viewer is not started: the reader is told where the copy is.
    @Test func withoutADisplayThePathIsSaid() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/termreader-\(getuid())/picture-7.png"
        #expect(run("false", in: folder, display: false) == "no display to show it on: the picture is at \(path)")
        #expect(FileManager.default.fileExists(atPath: path))
    }

    /// The viewer runs in a session of its own (its session is its own process id, not the
    /// reader's): it has no terminal of the reader's to draw on, and the terminal's signals miss it.
    @Test func theViewerRunsApartFromTheTerminal() throws {
        let folder = try TemporaryFolder()
        let viewer = try folder.write(
            Data("#!/bin/sh\nawk '{print $1, $6}' /proc/$$/stat > \"$(dirname \"$0\")/session\"\n".utf8), to: "viewer")
        chmod(viewer, 0o755)
        #expect(run(viewer, in: folder) == .some(nil))
        let fields = try String(contentsOfFile: folder.path + "/session", encoding: .utf8).split(separator: " ").map {
            Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        #expect(fields.count == 2 && fields[0] == fields[1] && fields[1] != getsid(0), "\(fields)")
    }

    @Test func aViewerThatFailsOrIsMissingIsSaid() throws {
        let folder = try TemporaryFolder()
        #expect(run("false", in: folder) == "the system's viewer could not open it (false exit 1)")
        #expect(run(folder.path + "/no-such-viewer", in: folder) == "no system viewer: install xdg-utils (xdg-open)")
    }
}
