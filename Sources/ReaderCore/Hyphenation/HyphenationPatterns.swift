import FoundationEssentials

/// Where the hyphenation patterns of a language are: the `hyph_LL_CC.dic` files of Debian's
/// `hyphen-*` packages (LibreOffice's patterns), in `$XDG_DATA_HOME/hyphen` or `/usr/share/hyphen`.
public enum HyphenationPatterns {
    /// The folders searched, the user's own first.
    public static func standardFolders(environment: [String: String]) -> [String] {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home.map { $0 + "/.local/share" }
        return (data.map { [$0 + "/hyphen"] } ?? []) + ["/usr/share/hyphen"]
    }

    /// The pattern file for a BCP 47 `language` tag (`en`, `en-GB`, `pt_BR`): the tag's own region,
    /// else the language alone, else the language with any region (`en` → `hyph_en_US.dic`). Nil
    /// when no folder has one.
    public static func file(for language: String, in folders: [String]) -> String? {
        let parts = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let code = parts.first?.lowercased(), code.count >= 2, code.count <= 3, code.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return nil }
        let region = parts.dropFirst().first { $0.count == 2 }?.uppercased()
        let manager = FileManager.default
        for folder in folders {
            let exact = (region.map { ["hyph_\(code)_\($0).dic"] } ?? []) + ["hyph_\(code).dic"]
            if let name = exact.first(where: { manager.isReadableFile(atPath: folder + "/" + $0) }) { return folder + "/" + name }
            let any = (try? manager.contentsOfDirectory(atPath: folder))?.filter { $0.hasPrefix("hyph_\(code)_") && $0.hasSuffix(".dic") }
            if let name = any?.sorted().first { return folder + "/" + name }
        }
        return nil
    }
}
