import CMobi

#if canImport(Glibc)
import Glibc
#endif

/// A MOBI or AZW3 as the EPUB path reads a book. libmobi unpacks it (PalmDOC or HUFF/CDIC text,
/// a KF8 book's parts and flows, links rebuilt as `part00003.html#id`) and writes a package (OPF)
/// and an NCX of the book's contents index, as `mobitool` does; the documents, stylesheets,
/// package and NCX are kept here under the names that package gives them, with a
/// `META-INF/container.xml` naming it. Pictures stay in the file (`MOBIPictureFiles`).
final class MOBIContainer: BookContainer {
    /// Largest file read: libmobi holds the whole file in memory.
    static let maxFileBytes = 256 << 20
    /// Most text a book may unpack to (the limit of an EPUB's content).
    static let maxTextBytes = EPUBSpine.maxBookBytes
    /// Most text a book may unpack to per byte of its file, beyond its first megabyte. Books
    /// unpack to 1–5 times their size (PalmDOC at most 5, HUFF/CDIC less in practice); libmobi
    /// allocates the text the header declares before it unpacks a record, so a 10 KB file that
    /// declared 62 MB got 62 MB (found by the `formats` fuzz target).
    static let maxTextPerByte = 16

    /// The most text a file of `size` bytes may declare.
    static func textLimit(fileSize size: Int) -> Int {
        min(maxTextBytes, (1 << 20) + maxTextPerByte * size)
    }

    let path: String
    var elements = 0
    private var files: [String: [UInt8]] = [:]
    private var pictures: [String: MOBIPictureFiles.Place] = [:]

    /// The record offsets the Palm database's record list names (a count at byte 76, then 8
    /// bytes a record, its offset first); none when the file is too short to hold the list.
    static func recordOffsets(_ file: SourceFile) -> [Int] {
        guard file.size >= 78 else { return [] }
        let head = file.bytes(in: 76..<78)
        let count = Int(head[0]) << 8 | Int(head[1])
        guard 78 + 8 * count <= file.size else { return [] }
        let list = file.bytes(in: 78..<(78 + 8 * count))
        return (0..<count).map { k in list[8 * k..<8 * k + 4].reduce(0) { $0 << 8 | Int($1) } }
    }

    /// Whether the record list names offsets that never go back and stay inside the file.
    /// libmobi sizes a record as the next one's offset less its own, unchecked: an offset that
    /// goes back made it ask for 4 GB (found by the `formats` fuzz target).
    static func recordsLieInside(_ file: SourceFile) -> Bool {
        let offsets = recordOffsets(file)
        return zip([0] + offsets, offsets).allSatisfy { previous, offset in offset >= previous && offset <= file.size }
    }

    /// Whether each index record (`INDX`) declares no more entries in all (its bytes 36–39) than
    /// the file has bytes: an entry takes at least its two-byte place in the record's IDXT.
    /// libmobi allocates 24 bytes for each declared entry before it reads one: a 13 KB file
    /// that declared 5.8 million got 140 MB (found by the `formats` fuzz target).
    static func indexesFit(_ file: SourceFile) -> Bool {
        recordOffsets(file).allSatisfy { offset in
            guard offset + 40 <= file.size else { return true }
            let record = file.bytes(in: offset..<(offset + 40))
            return !record.starts(with: Array("INDX".utf8)) || record[36..<40].reduce(0) { $0 << 8 | Int($1) } <= file.size
        }
    }

    /// Unpacks the book at `path`. Throws `unsupported` when libmobi is not installed, `encrypted`
    /// for a book under DRM, `badBook` for anything libmobi cannot read.
    init(path: String) throws(ReaderError) {
        self.path = path
        guard let mobi = MOBILibrary.shared else { throw .unsupported(path, install: MOBILibrary.missing) }
        // The book is often opened on a background thread: libmobi's C library must be set up there.
        StaticLibc.prepareThread()
        // A regular file of a book's size (a FIFO or device is refused before libmobi opens it). libmobi
        // reads it itself: a FILE of this side's C library must not be handed to its own.
        let file = try SourceFile(path: path)
        guard file.size <= Self.maxFileBytes else { throw Self.broken(path, "larger than \(Self.maxFileBytes >> 20) MB") }
        guard Self.recordsLieInside(file) else { throw Self.broken(path, "its record list points backwards or past the end") }
        guard Self.indexesFit(file) else { throw Self.broken(path, "an index declares more entries than the file could hold") }
        (files, pictures) = try mobi.serially { mobi throws(ReaderError) in try Self.unpack(mobi, path: path, size: file.size) }
    }

    /// The documents and pictures of the book at `path`, `size` bytes long, as libmobi unpacks them.
    private static func unpack(
        _ mobi: MOBILibrary, path: String, size: Int
    ) throws(ReaderError) -> (files: [String: [UInt8]], pictures: [String: MOBIPictureFiles.Place]) {
        var files: [String: [UInt8]] = [:]
        var pictures: [String: MOBIPictureFiles.Place] = [:]
        guard let data = mobi.initData() else { throw Self.broken(path, "out of memory") }
        defer { mobi.free(data) }
        let loaded = RawPaths.withCString(path) { mobi.loadFile(data, $0) }
        guard loaded == MOBI_SUCCESS else { throw Self.broken(path, "not a MOBI database (libmobi error \(loaded.rawValue))") }
        if mobi.isEncrypted(data) { throw .encrypted(path) }
        if mobi.isReplica(data) { throw Self.broken(path, "a Print Replica book (a PDF inside), which is not reflowable text") }
        let text = mobi.textMaxSize(data)
        guard text >= 0, text <= Self.textLimit(fileSize: size) else {
            throw Self.broken(path, "its header declares \(text) bytes of text, more than a \(size)-byte book holds")
        }
        // A first parse reads the indexes without building a package of them: the second leaves out
        // the contents and guide indexes when a title in them cannot fit its record (MOBIIndexStrings).
        let indexes = try Self.parse(mobi, data, path: path, indexes: true, package: false)
        let indexesFit = MOBIIndexStrings.fit(indexes)
        mobi.freeRawml(indexes)
        let rawml = try Self.parse(mobi, data, path: path, indexes: indexesFit, package: true)
        defer { mobi.freeRawml(rawml) }
        var records: [UnsafeMutablePointer<UInt8>: MOBIPictureFiles.Place] = [:]
        var record = data.pointee.rec
        while let r = record {
            if let start = r.pointee.data { records[start] = .init(offset: Int(r.pointee.offset), size: r.pointee.size) }
            record = r.pointee.next
        }
        var package: String?
        // The first flow is the text the parts were cut from; the others are stylesheets and SVG.
        for (prefix, first) in [
            ("flow", rawml.pointee.flow?.pointee.next), ("part", rawml.pointee.markup), ("resource", rawml.pointee.resources),
        ] {
            var part = first
            while let p = part {
                let meta = mobi.fileMeta(p.pointee.type)
                let ext = withUnsafeBytes(of: meta.extension) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                let name = prefix + String(p.pointee.uid).leftPadded(to: 5) + "." + ext
                let type = p.pointee.type
                if Self.pictureTypes.contains(type) {
                    if let start = p.pointee.data, let place = records[start] { pictures[name] = place }
                } else if Self.documentTypes.contains(type) {
                    if type == T_OPF { package = name }
                    files[name] = p.pointee.data.map { Array(UnsafeBufferPointer(start: $0, count: p.pointee.size)) } ?? []
                }
                part = p.pointee.next
            }
        }
        guard let package else { throw Self.broken(path, "libmobi made no package of it") }
        files["META-INF/container.xml"] = Array(
            """
            <?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">\
            <rootfiles><rootfile full-path="\(package)" media-type="application/oebps-package+xml"/></rootfiles></container>
            """.utf8)
        return (files, pictures)
    }

    /// The text, parts and flows of `data` unpacked, with the contents and guide indexes read when
    /// `indexes`, and a package (OPF and NCX) built and links rebuilt when `package`. The caller frees it.
    private static func parse(
        _ mobi: MOBILibrary, _ data: UnsafeMutablePointer<MOBIData>, path: String, indexes: Bool, package: Bool
    ) throws(ReaderError) -> UnsafeMutablePointer<MOBIRawml> {
        guard let rawml = mobi.initRawml(data) else { throw Self.broken(path, "out of memory") }
        let parsed = mobi.parseRawml(rawml, data, indexes, false, package)
        guard parsed == MOBI_SUCCESS else {
            mobi.freeRawml(rawml)
            throw Self.broken(path, "damaged text or index (libmobi error \(parsed.rawValue))")
        }
        return rawml
    }

    /// Parts kept as documents: markup, stylesheets, the package and its NCX (fonts, audio and video are left out).
    private static let documentTypes: [MOBIFiletype] = [T_HTML, T_CSS, T_SVG, T_OPF, T_NCX]
    /// Parts that are pictures, stored in a record each as they are.
    private static let pictureTypes: [MOBIFiletype] = [T_JPG, T_GIF, T_PNG, T_BMP]

    private static func broken(_ path: String, _ reason: String) -> ReaderError { .badBook(path, format: "MOBI", reason: reason) }

    var names: [String] { Array(files.keys) + Array(pictures.keys) }

    func size(of name: String) -> Int? { files[name]?.count ?? pictures[name]?.size }

    func read(_ name: String, prefix: Int?) throws(ReaderError) -> [UInt8] {
        guard let bytes = files[name] else { throw .badEPUB(path, reason: "missing \(name)") }
        return prefix.map { Array(bytes.prefix($0)) } ?? bytes
    }

    var pictureFiles: any PictureFiles { MOBIPictureFiles(path: path, places: pictures) }
}

extension String {
    /// The string with zeros before it up to `width` characters (`00012`).
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
