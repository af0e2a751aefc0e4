import Glibc
import ReaderCore

/// Opens each book named on the command line with ReaderCore and prints its title and how
/// many chapters it has; a book that cannot be opened prints its one-line error (exit 65/66).
var status: Int32 = 0
for path in CommandLine.arguments.dropFirst() {
    do {
        let book = try BookLoader.load(path: path)
        print("\(Sanitizer.printable(book.title)): \(book.chapters.count) chapters")
    } catch {
        print("downstream: \(error)")
        status = error.exitCode
    }
}
exit(status)
