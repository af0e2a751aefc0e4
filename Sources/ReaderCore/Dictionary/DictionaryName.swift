/// The name a dictionary is shown by: its own (StarDict's `bookname`, dictd's `00-database-short`)
/// made printable, or, when that leaves nothing (a name of control characters or NULs), its file's
/// name without `suffix`, made printable too.
enum DictionaryName {
    static func shown(_ own: String, file path: String, suffix: String) -> String {
        let name = Sanitizer.printable(own).trimmingSpaces
        guard name.isEmpty else { return name }
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return Sanitizer.printable(file.hasSuffix(suffix) ? String(file.dropLast(suffix.count)) : file)
    }
}
