import Testing

@testable import ReaderCore

/// The sixteen-bytes-at-a-time check in `SanitizerScan.needsCleaning` must catch every removable sequence
/// at any byte position (in any lane, across two loads, near the end) and let look-alikes through.
@Suite struct SanitizerScanTests {
    static func needsCleaning(_ s: String) -> Bool {
        var s = s
        return s.withUTF8 { SanitizerScan.needsCleaning($0) }
    }

    /// Removable: C0, DEL, C1 (U+0080, U+009B), NEL, LS, PS, bidi embeddings and isolates, BOM.
    static let removable = [
        "\u{1}", "\u{1B}", "\u{7F}", "\u{80}", "\u{85}", "\u{9B}", "\u{9F}", "\u{2028}", "\u{2029}",
        "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{FEFF}",
    ]
    /// Share a lead byte (and sometimes a second byte) with a removable sequence, but stay.
    static let lookalikes = [
        "\u{A0}x", "\u{2026}", "\u{201C}", "\u{2027}", "\u{202F}x", "\u{2065}", "\u{206A}", "\u{FF0C}",
        "\u{FEFE}", "\u{FFBF}", "\u{3002}",
    ]

    @Test(arguments: [
        "abcdefghijklmnopqrstuvwx", "中文中文中文中文中文", "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
        "中文中文中文中文中文中文中文中文中文中文中文",
    ])
    func everyPositionIsChecked(_ padding: String) {
        let scalars = Array(padding.unicodeScalars)
        for k in 0...scalars.count {
            let head = String(String.UnicodeScalarView(scalars[..<k]))
            let tail = String(String.UnicodeScalarView(scalars[k...]))
            for r in Self.removable {
                #expect(Self.needsCleaning(head + r + tail + "z"), "\(r.unicodeScalars.first!.value) after \(k)")
            }
            for l in Self.lookalikes {
                #expect(!Self.needsCleaning(head + l + tail + "z"), "\(l.unicodeScalars.first!.value) after \(k)")
            }
        }
    }
}
