import Foundation
import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// Opens a picture of the book in the system's picture viewer (`xdg-open`), only when the reader
/// asks (`o` in the viewer): its bytes are copied to the temporary folder under a name of the
/// reader's making (never the book's), and the viewer runs apart from the reader's terminal,
/// waited for on this job's thread. Without a graphical display the reader is told where the copy is.
package struct SystemViewerJob: BackgroundJob {
    package let pictures: BookPictures
    package let offset: Int
    /// The program that opens a file in the system's viewer.
    package var program = "xdg-open"
    /// Whether there is a graphical display to show it on (X11 or Wayland); without one
    /// (a terminal over ssh), the reader is told where the copy is instead.
    package var hasDisplay = ["DISPLAY", "WAYLAND_DISPLAY"].contains { ProcessInfo.processInfo.environment[$0]?.isEmpty == false }
    /// Where the copy is written.
    package var folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"

    package init(pictures: BookPictures, offset: Int) {
        self.pictures = pictures
        self.offset = offset
    }

    package func run(_ context: JobContext) -> AppEvent? {
        guard let bytes = try? pictures.bytes(ofBlockAt: offset) else { return .notice("this picture cannot be read", seconds: 5) }
        let folder = self.folder + "/termreader-\(getuid())"
        let name = "picture-\(offset)." + (PictureFormat.sniff(bytes)?.rawValue.lowercased() ?? "img")
        guard AtomicFile.makeDirectories(folder), chmod(folder, 0o700) == 0,
            AtomicFile.write(Data(bytes), to: folder + "/" + name, in: folder)
        else { return .notice("cannot write the picture to \(folder)", seconds: 5) }
        guard hasDisplay else { return .notice("no display to show it on: the picture is at \(folder)/\(name)", seconds: 8) }
        guard let pid = ChildProcess.spawn(program, [folder + "/" + name], input: .null, output: .null, errors: .null, apart: true) else {
            return .notice(
                errno == ENOENT
                    ? "no system viewer: install xdg-utils (xdg-open)" : "cannot start \(program): \(String(cString: strerror(errno)))",
                seconds: 5)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let code = (status >> 8) & 0xFF
        return status == 0 ? nil : .notice("the system's viewer could not open it (\(program) exit \(code))", seconds: 5)
    }

    package static func == (a: Self, b: Self) -> Bool { a.pictures === b.pictures && a.offset == b.offset }
}
