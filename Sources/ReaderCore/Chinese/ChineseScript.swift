/// Which script Chinese text is shown in: as the book has it, or converted by OpenCC's phrase
/// tables (Simplified, Traditional, Traditional with Taiwan's or Hong Kong's standard forms and,
/// for Taiwan, its words: 软件 → 軟體).
public enum ChineseScript: String, Sendable, Codable, CaseIterable {
    case asIs = "as-is"
    case simplified
    case traditional
    case taiwan
    case hongkong

    /// OpenCC's configuration for the conversion; nil: none.
    var configuration: String? {
        switch self {
        case .asIs: return nil
        case .simplified: return "t2s.json"
        case .traditional: return "s2t.json"
        case .taiwan: return "s2twp.json"
        case .hongkong: return "s2hk.json"
        }
    }

    /// The next script for the cycling key.
    public var cycled: ChineseScript {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// How the footer names it.
    public var label: String {
        switch self {
        case .asIs: return "Chinese as the book has it"
        case .simplified: return "Simplified Chinese"
        case .traditional: return "Traditional Chinese"
        case .taiwan: return "Traditional Chinese (Taiwan)"
        case .hongkong: return "Traditional Chinese (Hong Kong)"
        }
    }
}
