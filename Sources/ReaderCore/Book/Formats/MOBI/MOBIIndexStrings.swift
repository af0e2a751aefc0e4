import CMobi

/// Whether the titles a MOBI's contents (NCX) and guide indexes name fit in their string (CNCX)
/// record. libmobi reads such a title as a length (up to 28 bits) and the bytes after it, and
/// allocates that length before it looks whether the bytes are there: a 10 KB book asked it for
/// 240 MB per title (found by the `formats` fuzz target). The indexes are looked at here after a
/// parse that builds no package, and the book is read without them when a title cannot fit.
enum MOBIIndexStrings {
    /// The tag whose first value is a title's offset in the string record, in an NCX entry and in a guide entry.
    static let ncxTitle = 3
    static let guideTitle = 1

    /// True when every title of `rawml`'s NCX and guide indexes has a length its record can hold.
    static func fit(_ rawml: UnsafePointer<MOBIRawml>) -> Bool {
        fit(rawml.pointee.ncx, title: ncxTitle) && fit(rawml.pointee.guide, title: guideTitle)
    }

    private static func fit(_ index: UnsafeMutablePointer<MOBIIndx>?, title: Int) -> Bool {
        guard let index = index?.pointee, let entries = index.entries else { return true }
        // libmobi reads titles only when the index has a string record.
        guard let record = index.cncx_record?.pointee else { return true }
        let bytes = UnsafeBufferPointer(start: record.data, count: record.data == nil ? 0 : record.size)
        for entry in UnsafeBufferPointer(start: entries, count: index.entries_count) {
            guard let entryTags = entry.tags else { continue }
            // libmobi takes the first tag of that id.
            guard let tag = UnsafeBufferPointer(start: entryTags, count: entry.tags_count).first(where: { $0.tagid == title }),
                tag.tagvalues_count > 0, let values = tag.tagvalues
            else { continue }
            guard length(at: Int(values[0]), in: bytes) <= bytes.count else { return false }
        }
        return true
    }

    /// The length libmobi reads at `offset` of a string record: up to four bytes, seven bits each,
    /// the last one's high bit set; from the record's start when `offset` lies past its end, as libmobi does.
    static func length(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var i = offset <= bytes.count ? offset : 0
        var value = 0
        for _ in 0..<4 {
            guard i < bytes.count else { break }
            let byte = bytes[i]
            i += 1
            value = value << 7 | Int(byte & 0x7F)
            if byte & 0x80 != 0 { break }
        }
        return value
    }
}
