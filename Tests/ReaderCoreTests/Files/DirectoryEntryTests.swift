import Testing

@testable import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// A folder entry whose name is not UTF-8 (`caf\xE9.txt`, a Latin-1 name) is shown with U+FFFD
/// and still opened by its own bytes.
struct DirectoryEntryTests {
    /// A new folder holding one file named by `name`'s bytes; the folder's path.
    func folder(holding name: [UInt8]) throws -> String {
        var template = Array("/tmp/termreader-entry-XXXXXX".utf8CString)
        let folder = String(cString: try #require(mkdtemp(&template)))
        let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name + [0]
        let fd = path.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) } }
        #expect(fd >= 0)
        _ = "A book.\n".withCString { write(fd, $0, 8) }
        close(fd)
        return folder
    }

    /// Removes `folder` and the file `name` in it.
    func remove(_ folder: String, _ name: [UInt8]) {
        let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name + [0]
        _ = path.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { unlink($0.baseAddress!) } }
        rmdir(folder)
    }

    /// The paths `DirectoryEntry.path` builds for the entries of `folder` (dot entries left out).
    func paths(in folder: String) throws -> [String] {
        let dir = try #require(opendir(folder))
        defer { closedir(dir) }
        var paths: [String] = []
        while let entry = readdir(dir) {
            guard !DirectoryEntry.name(entry).hasPrefix(".") else { continue }
            paths.append(DirectoryEntry.path(entry, in: folder))
        }
        return paths
    }

    @Test func aNameThatIsNotUTF8IsShownRepairedAndOpensByItsBytes() throws {
        let name = Array("caf".utf8) + [0xE9] + Array(".txt".utf8)
        let folder = try folder(holding: name)
        defer { remove(folder, name) }
        let paths = try paths(in: folder)
        #expect(paths == [folder + "/caf\u{FFFD}.txt"])
        guard case .success(let opened) = RegularFile.open(paths[0]) else {
            Issue.record("\(paths[0]) did not open")
            return
        }
        close(opened.fd)
        #expect(opened.size == 8)
    }

    @Test func aFolderWithATrailingSlashGetsNoSecondOne() throws {
        let folder = try folder(holding: Array("book.txt".utf8))
        defer { remove(folder, Array("book.txt".utf8)) }
        #expect(try paths(in: folder + "/") == [folder + "/book.txt"])
    }
}
