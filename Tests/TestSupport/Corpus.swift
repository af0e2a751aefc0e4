/// Paths into `../shared/corpus`, the real books and hostile files the tests read.
public enum Corpus {
    /// The corpus folder, or nil when it is absent (tests then skip with a message).
    public static let root: String? = {
        var dir = #filePath
        for _ in 0..<3 { dir = String(dir[..<dir.lastIndex(of: "/")!]) }
        // dir is the package root; the corpus sits beside it in ../shared/corpus (or, for a
        // worktree in a folder of worktrees, in ../../shared/corpus).
        let parent = String(dir[..<dir.lastIndex(of: "/")!])
        let candidates = [
            parent + "/shared/corpus", String(parent[..<(parent.lastIndex(of: "/") ?? parent.startIndex)]) + "/shared/corpus",
        ]
        return candidates.first { FileCheck.exists($0 + "/README.md") }
    }()

    /// Full path of a corpus file such as `zh/xiyouji.utf8.txt`.
    public static func path(_ relative: String) -> String? {
        root.map { $0 + "/" + relative }
    }

    /// Full path of a corpus file, or nil when the corpus or that file is absent.
    public static func existing(_ relative: String) -> String? {
        path(relative).flatMap { FileCheck.exists($0) ? $0 : nil }
    }

    /// True when the corpus is present; use as `.enabled(if: Corpus.available, "…")`.
    public static var available: Bool { root != nil }
}

#if canImport(Glibc)
import Glibc
#endif

public enum FileCheck {
    public static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }
}
