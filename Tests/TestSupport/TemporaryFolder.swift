import Foundation

/// A fresh folder under the temporary directory, removed when the value goes away.
public final class TemporaryFolder {
    public let path: String

    public init() throws {
        path = TestScratch.path("t")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `data` to `name` inside the folder (creating its folders) and returns its path.
    @discardableResult
    public func write(_ data: Data, to name: String) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: String(file[..<file.lastIndex(of: "/")!]), withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: file))
        return file
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
