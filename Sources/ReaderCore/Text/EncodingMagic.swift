/// File signatures of common binary formats, so a renamed archive or program is refused before any statistics.
enum EncodingMagic {
    /// (signature, description) pairs checked at offset 0.
    private static let signatures: [([UInt8], String)] = [
        ([0x7F, 0x45, 0x4C, 0x46], "ELF executable"),
        ([0x1F, 0x8B], "gzip data"),
        ([0x50, 0x4B, 0x03, 0x04], "zip archive"),
        ([0x50, 0x4B, 0x05, 0x06], "zip archive"),
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "PNG image"),
        ([0xFF, 0xD8, 0xFF], "JPEG image"),
        ([0x47, 0x49, 0x46, 0x38], "GIF image"),
        ([0x25, 0x50, 0x44, 0x46, 0x2D], "PDF document: it is read as a PDF, not as text"),
        ([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00], "xz data"),
        ([0x28, 0xB5, 0x2F, 0xFD], "zstd data"),
        ([0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C], "7-zip archive"),
        ([0x42, 0x5A, 0x68], "bzip2 data"),
        ([0x52, 0x61, 0x72, 0x21, 0x1A, 0x07], "RAR archive"),
        ([0xCA, 0xFE, 0xBA, 0xBE], "Mach-O or Java class"),
        ([0xCF, 0xFA, 0xED, 0xFE], "Mach-O executable"),
        ([0x00, 0x61, 0x73, 0x6D], "WebAssembly module"),
        ([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1], "OLE document (old MS Office)"),
        ([0x53, 0x51, 0x4C, 0x69, 0x74, 0x65, 0x20, 0x66], "SQLite database"),
    ]

    /// Palm database types, at offset 60 of a PDB header: the Kindle and PalmDOC books.
    private static let palmBooks: [([UInt8], String)] = [
        (Array("BOOKMOBI".utf8), "Kindle book (MOBI/AZW3): it is read as such, not as text"),
        (Array("TEXtREAd".utf8), "PalmDOC book: it is read as a MOBI, not as text"),
    ]

    /// The format the bytes start with, or nil. "BZh" only counts when followed by a block-size digit and the block magic.
    static func match(_ bytes: UnsafeRawBufferPointer) -> String? {
        for (type, name) in palmBooks where bytes.count >= 60 + type.count {
            if zip(type, bytes[60...]).allSatisfy({ $0 == $1 }) { return name }
        }
        for (signature, name) in signatures where bytes.count >= signature.count {
            guard zip(signature, bytes).allSatisfy({ $0 == $1 }) else { continue }
            if name == "bzip2 data" {
                guard bytes.count >= 10, (0x31...0x39).contains(bytes[3]), bytes[4] == 0x31, bytes[5] == 0x41 else { continue }
            }
            return name
        }
        return nil
    }
}
