/// Finds where a terminal escape sequence ends, so the sanitizer can drop it whole.
enum EscapeSequence {
    /// What an introducer starts.
    enum Kind {
        case csi // ESC [ or U+009B: parameters, intermediates, one final byte
        case string(osc: Bool) // OSC (ends at BEL or ST) or DCS/SOS/PM/APC (end at ST)
        case twoByte // ESC + intermediates + one final byte (ESC c, ESC 7, ESC ( B …)
        case lone // ESC followed by nothing usable: only the ESC goes

        /// Bytes after an ESC that belong to the introducer: the `[`, `]`, `P`… of a CSI or string, none otherwise.
        var escapeIntroducerTail: Int {
            switch self {
            case .csi, .string: return 1
            case .twoByte, .lone: return 0
            }
        }

        /// The kind for an 8-bit C1 control: CSI, OSC, DCS/SOS/PM/APC; any other C1 is a lone control.
        static func c1(_ byte: UInt8) -> Kind {
            switch byte {
            case 0x9B: return .csi
            case 0x9D: return .string(osc: true)
            case 0x90, 0x98, 0x9E, 0x9F: return .string(osc: false)
            default: return .lone
            }
        }
    }

    /// The kind of sequence for the byte after an ESC at `i` (ESC at the end of the line is lone).
    static func kind(after s: UnsafeBufferPointer<UInt8>, at i: Int) -> Kind {
        guard i < s.count else { return .lone }
        switch s[i] {
        case UInt8(ascii: "["): return .csi
        case UInt8(ascii: "]"): return .string(osc: true)
        case UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"): return .string(osc: false)
        case 0x20...0x7E: return .twoByte
        default: return .lone
        }
    }

    /// Index just past the sequence of `kind` whose introducer (ESC [, U+009D, ESC alone …) ends just before `start`.
    static func end(_ s: UnsafeBufferPointer<UInt8>, afterIntroducer start: Int, kind: Kind) -> Int {
        let n = s.count
        switch kind {
        case .lone:
            return start
        case .twoByte:
            var j = start
            while j < n, (0x20...0x2F).contains(s[j]) { j += 1 }
            return j < n && (0x30...0x7E).contains(s[j]) ? j + 1 : j
        case .csi:
            var j = start
            while j < n, (0x30...0x3F).contains(s[j]) { j += 1 }
            while j < n, (0x20...0x2F).contains(s[j]) { j += 1 }
            return j < n && (0x40...0x7E).contains(s[j]) ? j + 1 : j
        case .string(let osc):
            var j = start
            while j < n {
                let b = s[j]
                if osc && b == 0x07 { return j + 1 }
                if b == 0x1B { return j + 1 < n && s[j + 1] == UInt8(ascii: "\\") ? j + 2 : j } // ST, or a new sequence
                if b == 0xC2 && j + 1 < n && s[j + 1] == 0x9C { return j + 2 } // 8-bit ST
                j += 1
            }
            return n
        }
    }
}
