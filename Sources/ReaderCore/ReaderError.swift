/// Everything that can go wrong opening or reading a book, printed by the CLI as one line.
public enum ReaderError: Error, CustomStringConvertible, Equatable, Sendable {
    case fileNotFound(String)
    case isDirectory(String)
    /// A FIFO, device or socket given as a book: never read (it could block or never end).
    case notRegularFile(String, kind: String)
    case unreadable(String, reason: String)
    case emptyFile(String)
    case binaryFile(String, reason: String)
    case unknownEncoding(String)
    case invalidArgument(String)
    /// An EPUB whose container, package or content cannot be read (damaged, hostile, incomplete).
    case badEPUB(String, reason: String)
    /// An EPUB whose content documents are encrypted (DRM).
    case encrypted(String)
    /// A PDF that opens only with its password (one that only restricts copying or printing reads).
    case passwordProtected(String)
    /// A book of another format (FB2, Markdown, HTML) that cannot be read: malformed, hostile, too large.
    case badBook(String, format: String, reason: String)
    /// A book whose format needs a library or program this system lacks: `install` says which.
    case unsupported(String, install: String)

    public var description: String {
        switch self {
        case .fileNotFound(let p): return "\(p): no such file"
        case .isDirectory(let p): return "\(p): is a directory, not a book"
        case .notRegularFile(let p, let kind): return "\(p): is \(kind), not a regular file"
        case .unreadable(let p, let r): return "\(p): cannot read (\(r))"
        case .emptyFile(let p): return "\(p): the file has no text"
        case .binaryFile(let p, let r): return "\(p): not a text file (\(r))"
        case .unknownEncoding(let n):
            return "unknown encoding '\(n)' (known: \(TextEncoding.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .invalidArgument(let m): return m
        case .badEPUB(let p, let r): return "\(p): broken EPUB (\(r))"
        case .encrypted(let p): return "\(p): encrypted (DRM): cannot be read"
        case .passwordProtected(let p): return "\(p): opens only with its password: cannot be read"
        case .badBook(let p, let format, let r): return "\(p): broken \(format) (\(r))"
        case .unsupported(let p, let install): return "\(p): \(install)"
        }
    }

    /// sysexits-style exit code: 66 no input (also a FIFO or device given as the book: there is
    /// no input file to read, EX_NOINPUT), 65 bad data, 64 usage, 69 a library or program missing
    /// (EX_UNAVAILABLE).
    public var exitCode: Int32 {
        switch self {
        case .fileNotFound, .isDirectory, .notRegularFile, .unreadable: return 66
        case .emptyFile, .binaryFile, .badEPUB, .encrypted, .passwordProtected, .badBook: return 65
        case .unknownEncoding, .invalidArgument: return 64
        case .unsupported: return 69
        }
    }
}
