/// The classes a stylesheet floats to the right: SiSU's paragraph numbers (`label.ocn { float: right }`)
/// and other margin marks, which a browser sets beside the text and a terminal page has no room
/// for. Read from the rules' last compound selectors (`p .ocn`, `label.ocn` → `ocn`); rules
/// inside `@media` blocks count, comments do not.
enum FloatedClasses {
    /// The class names of the rules of `css` that declare `float: right`.
    static func inCSS(_ css: [UInt8]) -> Set<String> {
        // Most stylesheets float nothing: one pass for the word (any case) before any parsing.
        let word = Array("float".utf8)
        guard css.count >= word.count,
            (0...(css.count - word.count)).contains(where: { k in
                (0..<word.count).allSatisfy { css[k + $0] | 0x20 == word[$0] }
            })
        else { return [] }
        let text = withoutComments(css)
        var found: Set<String> = []
        var selectorStart = 0
        var i = 0
        while i < text.count {
            let b = text[i]
            if b == UInt8(ascii: "}") || b == UInt8(ascii: ";") && !text[selectorStart..<i].contains(UInt8(ascii: "{")) {
                selectorStart = i + 1
            } else if b == UInt8(ascii: "{") {
                // The declarations run to the next brace; another `{` first makes this an at-rule's block.
                var end = i + 1
                while end < text.count, text[end] != UInt8(ascii: "{"), text[end] != UInt8(ascii: "}") { end += 1 }
                if end == text.count || text[end] == UInt8(ascii: "}"), floatsRight(text[(i + 1)..<end]) {
                    found.formUnion(classes(String(decoding: text[selectorStart..<i], as: UTF8.self)))
                }
                selectorStart = i + 1
                if end < text.count, text[end] == UInt8(ascii: "}") { i = end }
            }
            i += 1
        }
        return found
    }

    /// Whether declarations (or an inline `style`) say `float: right`, spaces and case aside.
    static func floatsRight(_ declarations: some Collection<UInt8>) -> Bool {
        let compact = declarations.filter { $0 != 32 && $0 != 9 && $0 != 10 && $0 != 13 }.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        let needle = Array("float:right".utf8)
        guard compact.count >= needle.count else { return false }
        return (0...(compact.count - needle.count)).contains { compact[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// Class names in the last compound selector of each selector of a comma-separated list.
    private static func classes(_ selectors: String) -> [String] {
        selectors.split(separator: ",").flatMap { selector -> [String] in
            let last =
                selector.split(whereSeparator: { $0 == " " || $0 == ">" || $0 == "+" || $0 == "~" || $0 == "\n" || $0 == "\t" }).last ?? ""
            return last.split(separator: ".", omittingEmptySubsequences: false).dropFirst().compactMap { part in
                let name = part.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
                return name.isEmpty ? nil : String(name)
            }
        }
    }

    /// `css` with its `/* … */` comments removed.
    private static func withoutComments(_ css: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(css.count)
        var i = 0
        while i < css.count {
            if css[i] == UInt8(ascii: "/"), i + 1 < css.count, css[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i + 1 < css.count, !(css[i] == UInt8(ascii: "*") && css[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i += 2
                continue
            }
            out.append(css[i])
            i += 1
        }
        return out
    }
}
