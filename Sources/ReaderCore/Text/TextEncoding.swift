/// Encodings we read; rawValue is the iconv name printed by `termreader info`.
public enum TextEncoding: String, CaseIterable, Sendable {
    case utf8 = "UTF-8"
    case utf16LE = "UTF-16LE"
    case utf16BE = "UTF-16BE"
    case utf32LE = "UTF-32LE"
    case utf32BE = "UTF-32BE"
    case
        gb18030 = "GB18030"
    case big5 = "BIG5"
    case shiftJIS = "SHIFT_JIS"
    case eucJP = "EUC-JP"
    case eucKR = "EUC-KR"
    case
        windows1252 = "WINDOWS-1252"
    case latin1 = "ISO-8859-1"
    case windows1250 = "WINDOWS-1250"
    case iso88592 = "ISO-8859-2"
    case windows1251 = "WINDOWS-1251"
    case koi8R = "KOI8-R"
    case koi8U = "KOI8-U"
    case cp866 = "CP866"
    case iso88595 = "ISO-8859-5"
    case windows1253 = "WINDOWS-1253"
    case iso88597 = "ISO-8859-7"
    case cp737 = "CP737"

    /// Lenient lookup for --encoding: case-insensitive, ignores `-`, `_` and spaces, knows the common aliases
    /// (gbk, gb2312, cp936, big5-hkscs, cp950, sjis, cp932, utf8, utf-16, latin1, cp1252, cp1251, koi8 …).
    public init?(name: String) {
        var key = ""
        for ch in name.lowercased() where ch != "-" && ch != "_" && ch != " " { key.append(ch) }
        guard let found = TextEncoding.aliases[key] else { return nil }
        self = found
    }

    /// Size in bytes of one code unit: 2 for UTF-16, 4 for UTF-32, 1 otherwise (multibyte CJK encodings are byte-oriented).
    var codeUnitSize: Int {
        switch self {
        case .utf16LE, .utf16BE: return 2
        case .utf32LE, .utf32BE: return 4
        default: return 1
        }
    }

    /// Normalised alias (lowercase, no separators) → encoding.
    private static let aliases: [String: TextEncoding] = {
        var table: [String: TextEncoding] = [:]
        let groups: [(TextEncoding, [String])] = [
            (.utf8, ["utf8", "unicode11utf8", "ascii", "usascii"]),
            // BOM-less "UTF-16" means little-endian in practice (Windows "Unicode").
            (.utf16LE, ["utf16le", "utf16", "ucs2", "ucs2le", "unicode", "unicodelittle"]),
            (.utf16BE, ["utf16be", "ucs2be", "unicodebig", "unicodefffe"]),
            (.utf32LE, ["utf32le", "utf32", "ucs4", "ucs4le"]),
            (.utf32BE, ["utf32be", "ucs4be"]),
            (.gb18030, ["gb18030", "gbk", "gb2312", "cp936", "ms936", "windows936", "euccn", "chinese", "csgb2312"]),
            (.big5, ["big5", "big5hkscs", "cp950", "ms950", "windows950", "big5tw", "csbig5"]),
            (.shiftJIS, ["shiftjis", "sjis", "cp932", "ms932", "windows31j", "windows932", "mskanji", "csshiftjis"]),
            (.eucJP, ["eucjp", "ujis", "eucjpms", "cseucpkdfmtjapanese"]),
            (.eucKR, ["euckr", "cp949", "uhc", "ms949", "windows949", "ksc5601", "korean"]),
            (.windows1252, ["windows1252", "cp1252", "ms1252", "ansi", "winlatin1"]),
            (.latin1, ["iso88591", "latin1", "l1", "iso885911987", "cp819", "ibm819", "isoir100", "88591"]),
            (.windows1250, ["windows1250", "cp1250", "ms1250", "winlatin2"]),
            (.iso88592, ["iso88592", "latin2", "l2", "88592"]),
            (.windows1251, ["windows1251", "cp1251", "ms1251", "wincyrillic"]),
            (.koi8R, ["koi8r", "koi8", "cskoi8r"]),
            (.koi8U, ["koi8u"]),
            (.cp866, ["cp866", "ibm866", "866", "alternativnyj", "dosrussian"]),
            (.iso88595, ["iso88595", "cyrillic", "88595"]),
            (.windows1253, ["windows1253", "cp1253", "ms1253", "wingreek"]),
            (.iso88597, ["iso88597", "greek", "greek8", "elot928", "88597"]),
            (.cp737, ["cp737", "ibm737", "dosgreek"]),
        ]
        for (encoding, names) in groups {
            for name in names { table[name] = encoding }
        }
        return table
    }()
}
