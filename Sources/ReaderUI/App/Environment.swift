#if canImport(Glibc)
import Glibc
#endif

/// The process environment as a dictionary (without Foundation).
package enum Environment {
    /// Read once: start-up asks for it several times, and the reader never changes its environment.
    package static let current: [String: String] = {
        var result: [String: String] = [:]
        var p = environ
        while let entry = p.pointee {
            let text = String(cString: entry)
            if let eq = text.firstIndex(of: "=") {
                result[String(text[..<eq])] = String(text[text.index(after: eq)...])
            }
            p += 1
        }
        return result
    }()
}
