#if canImport(Glibc)
import Glibc
#endif

/// The command line's arguments as the bytes the shell passed. Swift turns each argument into a
/// String, replacing bytes that are not UTF-8 with U+FFFD; a file named in Latin-1 (`caf\xE9.txt`)
/// would then not be found. `RawPaths` gives such a path's original bytes.
enum RawArguments {
    /// Each argument that is not valid UTF-8 (NUL-terminated), keyed by the String Swift made of it.
    static let original: [String: [CChar]] = {
        var result: [String: [CChar]] = [:]
        for i in 0..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[i] else { continue }
            let count = strlen(argument)
            let bytes = UnsafeRawBufferPointer(start: argument, count: count)
            guard String(validating: bytes.bindMemory(to: UInt8.self), as: UTF8.self) == nil else { continue }
            result[String(decoding: bytes.bindMemory(to: UInt8.self), as: UTF8.self)] = Array(
                UnsafeBufferPointer(start: argument, count: count + 1))
        }
        return result
    }()
}
