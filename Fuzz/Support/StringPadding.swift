// Compiled into the fuzzers' copy of the TermReader module only: the one helper that
// Config/ borrows from CLI/BenchCommand.swift (CLI/ needs ArgumentParser and is left out).
// If the helper moves out of CLI/, delete this file.
extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
