import CExpat

/// An XML document read by expat as events: each element's start (its name without a namespace
/// prefix, and its attributes), its end, and the text between. FB2 books, poppler's PDF text and
/// a comic's `ComicInfo.xml` are read this way.
package final class XMLEvents {
    package typealias Start = (_ name: String, _ attributes: [String: String]) -> Void
    package typealias End = (_ name: String) -> Void
    package typealias Characters = (_ bytes: UnsafeBufferPointer<UInt8>) -> Void

    private let start: Start
    private let end: End
    private let characters: Characters
    /// The parser while a document is read, for the byte offset of the event at hand.
    private var parser: XML_Parser?

    private init(start: @escaping Start, end: @escaping End, characters: @escaping Characters) {
        self.start = start
        self.end = end
        self.characters = characters
    }

    /// Where in the document the event being handled starts (a byte offset).
    var offset: Int { parser.map { Int(XML_GetCurrentByteIndex($0)) } ?? 0 }

    /// Stops reading at this event (the document then reads as well formed up to here).
    package func stop() {
        if let parser { XML_StopParser(parser, 0) }
    }

    /// Reads `document` (UTF-8, whatever its declaration says), handing each event to the
    /// closures in order; `reader` lets them ask for `offset`. Returns why it is not well formed
    /// (`line 3: mismatched tag`), or nil.
    @discardableResult
    package static func read(
        _ document: [UInt8], reader: ((XMLEvents) -> Void)? = nil, start: @escaping Start, end: @escaping End,
        characters: @escaping Characters
    ) -> String? {
        let events = XMLEvents(start: start, end: end, characters: characters)
        reader?(events)
        guard let parser = XML_ParserCreate("UTF-8") else { return "out of memory" }
        defer {
            events.parser = nil
            XML_ParserFree(parser)
        }
        events.parser = parser
        XML_SetUserData(parser, Unmanaged.passUnretained(events).toOpaque())
        XML_SetElementHandler(
            parser,
            { data, name, attributes in
                Unmanaged<XMLEvents>.fromOpaque(data!).takeUnretainedValue().start(
                    XMLEvents.localName(name!), XMLEvents.attributes(attributes))
            },
            { data, name in Unmanaged<XMLEvents>.fromOpaque(data!).takeUnretainedValue().end(XMLEvents.localName(name!)) })
        XML_SetCharacterDataHandler(parser) { data, s, count in
            let me = Unmanaged<XMLEvents>.fromOpaque(data!).takeUnretainedValue()
            s!.withMemoryRebound(to: UInt8.self, capacity: Int(count)) { me.characters(UnsafeBufferPointer(start: $0, count: Int(count))) }
        }
        let status = document.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { XML_Parse(parser, $0.baseAddress, Int32(clamping: $0.count), 1) }
        }
        guard status == XML_STATUS_OK else {
            let message = XML_ErrorString(XML_GetErrorCode(parser)).map { String(cString: $0) } ?? "malformed XML"
            return "line \(XML_GetCurrentLineNumber(parser)): \(message)"
        }
        return nil
    }

    /// The name after any namespace prefix (`l:href` → `href`).
    static func localName(_ name: UnsafePointer<CChar>) -> String {
        let full = String(cString: name)
        return full.split(separator: ":").last.map(String.init) ?? full
    }

    /// Expat's attribute list (name, value, name, value…, nil) by local name.
    static func attributes(_ list: UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> [String: String] {
        var found: [String: String] = [:]
        var i = 0
        while let name = list?[i], let value = list?[i + 1] {
            found[localName(name)] = String(cString: value)
            i += 2
        }
        return found
    }
}
