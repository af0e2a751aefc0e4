#if canImport(Glibc)
import Glibc
#endif

/// Fails the fuzz run with `message` when `condition` is false: unlike `precondition`,
/// the message survives -O, so a finding says what was wrong, not only where.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    fputs("FUZZ CHECK FAILED: \(message())\n", stderr)
    abort()
}
