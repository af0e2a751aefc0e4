/// Reads Chinese and Japanese numerals: `十一`, `一百零五`, `两千`, traditional `貳拾參`,
/// and the positional digit strings some texts abbreviate to (`九八` = 98, `一○○` = 100).
enum ChineseNumeral {
    /// The digit value of a numeral character (0…9), or nil.
    static func digit(_ s: Unicode.Scalar) -> Int? {
        switch s {
        case "〇", "○", "零": 0
        case "一", "壹": 1
        case "二", "两", "兩", "贰", "貳": 2
        case "三", "叁", "參", "叄", "参": 3
        case "四", "肆": 4
        case "五", "伍": 5
        case "六", "陆", "陸": 6
        case "七", "柒": 7
        case "八", "捌": 8
        case "九", "玖": 9
        default: nil
        }
    }

    /// The multiplier of a unit character (十 = 10 … 万 = 10,000), or nil.
    static func unit(_ s: Unicode.Scalar) -> Int? {
        switch s {
        case "十", "拾": 10
        case "百", "佰": 100
        case "千", "仟": 1000
        case "万", "萬": 10000
        default: nil
        }
    }

    /// True for any character that can be part of a numeral (digit, unit, 廿, 卅).
    static func isNumeral(_ s: Unicode.Scalar) -> Bool {
        digit(s) != nil || unit(s) != nil || s == "廿" || s == "卅"
    }

    /// The value of a whole numeral, or nil when it is empty or malformed.
    static func value(_ scalars: some Collection<Unicode.Scalar>) -> Int? {
        guard !scalars.isEmpty, scalars.count <= 12 else { return nil }
        if !scalars.contains(where: { unit($0) != nil || $0 == "廿" || $0 == "卅" }) {
            // Positional: every character is a digit (九八 = 98, 一○○ = 100).
            var total = 0
            for s in scalars {
                guard let d = digit(s) else { return nil }
                total = total * 10 + d
            }
            return total
        }
        var total = 0 // completed 万 groups
        var section = 0 // value below 万
        var pending: Int? // a digit waiting for its unit
        for s in scalars {
            if let d = digit(s) {
                guard pending == nil || pending == 0 else { return nil }
                pending = d
            } else if s == "廿" || s == "卅" {
                guard pending == nil else { return nil }
                section += s == "廿" ? 20 : 30
            } else if let u = unit(s) {
                if u == 10000 {
                    total += (section + (pending ?? 0)) * 10000
                    section = 0
                } else {
                    section += (pending ?? 1) * u
                }
                pending = nil
            } else {
                return nil
            }
        }
        return total + section + (pending ?? 0)
    }
}
