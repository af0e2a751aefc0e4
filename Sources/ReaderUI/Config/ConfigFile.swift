import FoundationEssentials
import ReaderCore

/// Reads the config file's text with plain system calls (no Foundation on the start-up path).
package enum ConfigFile {
    /// What reading found.
    package enum Contents {
        /// No file there: the defaults apply, silently.
        case missing
        /// A file that cannot be used, with the reason in a few words.
        case failed(String)
        case text(String)
    }

    /// Largest config file read; anything bigger is surely not one.
    package static let maximumBytes = 1 << 20

    /// Reads through `RegularFile`, so a FIFO or a device planted as the config is refused
    /// (one warning) instead of blocking the reader before it draws.
    package static func read(_ path: String) -> Contents {
        let bytes: [UInt8]
        switch RegularFile.read(path, limit: maximumBytes) {
        case .missing: return .missing
        case .refused(let reason): return .failed("ignoring it: it \(reason)")
        case .contents(let data): bytes = [UInt8](data)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failed("not UTF-8 text") }
        return .text(text)
    }
}
