/// The forms a looked-up word is tried in, most likely first: as it is, in lower case, then the
/// stems English inflection may have come from (`running` → `run`, `cities` → `city`,
/// `happier` → `happy`, `stopped` → `stop`, `making` → `make`). Irregular forms (`mice`) are
/// a dictionary's own synonyms.
enum WordForms {
    static func candidates(_ word: String) -> [String] {
        var result: [String] = []
        func add(_ form: String) { if form.count > 1 || form == word, !result.contains(form) { result.append(form) } }
        add(word)
        let lower = word.lowercased()
        add(lower)
        guard lower.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || $0 == "'") }) else { return result }
        var stem = lower
        if stem.hasSuffix("'s") || stem.hasSuffix("s'") { stem.removeLast(2); add(stem) }
        for (ending, replacements) in endings where stem.hasSuffix(ending) && stem.count > ending.count + 1 {
            let root = String(stem.dropLast(ending.count))
            for replacement in replacements { add(root + replacement) }
            // A consonant doubled before the ending: `running`, `stopped`, `bigger`.
            if let last = root.last, root.dropLast().last == last, !"aeiouslz".contains(last) { add(String(root.dropLast())) }
        }
        return result
    }

    /// Endings, longest first, and what may have stood in their place.
    private static let endings: [(String, [String])] = [
        ("iest", ["y"]), ("ier", ["y"]), ("ies", ["y"]), ("ied", ["y"]), ("ily", ["y"]), ("ing", ["", "e"]),
        ("est", ["", "e"]), ("es", ["", "e"]), ("ed", ["", "e"]), ("er", ["", "e"]), ("ly", [""]), ("s", [""]),
    ]
}
