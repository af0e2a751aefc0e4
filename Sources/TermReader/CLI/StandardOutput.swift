import CNcurses
import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// The commands that print (`info`, `render`, `config`, `bench`, `check`) print through stdio: a
/// full disk or a closed pipe shows only when the buffer is flushed, so the end of a run flushes it
/// (and `check` after each row, so a long sweep shows each as it ends) and fails with one line
/// and EX_IOERR (74) rather than exiting 0 with the output lost.
enum StandardOutput {
    /// Flushes stdout; on a write error says so and exits 74.
    static func flush() {
        guard fflush(tr_stdout()) != 0 || ferror(tr_stdout()) != 0 else { return }
        let reason = RegularFile.reason(errno)
        printError("cannot write the output (\(reason))")
        exit(74)
    }
}
