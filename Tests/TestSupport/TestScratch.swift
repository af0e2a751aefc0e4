import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The folder a test process keeps its temporary files in: one per process under the system's
/// temporary folder, removed with all it holds when the process exits, so that test runs leave
/// nothing behind. Folders of earlier runs that were killed before they could clean up are
/// removed when the first test asks for it.
public enum TestScratch {
    /// The folder's path, ending in `/`.
    public static let folder: String = {
        let parent = NSTemporaryDirectory()
        removeAbandoned(in: parent)
        let path = parent + prefix + "\(getpid())/"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: TestScratch.folder) }
        return path
    }()

    /// A new path in the folder: `stem`, eight random hexadecimal digits, then `suffix`.
    public static func path(_ stem: String, suffix: String = "") -> String {
        folder + stem + "-" + UUID().uuidString.prefix(8) + suffix
    }

    private static let prefix = "termreader-"

    /// Removes the folders of test processes that no longer run.
    private static func removeAbandoned(in parent: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [] where name.hasPrefix(prefix) {
            guard let pid = pid_t(name.dropFirst(prefix.count)), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: parent + name)
        }
    }
}
