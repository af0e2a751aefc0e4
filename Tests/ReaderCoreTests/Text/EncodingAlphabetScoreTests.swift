import Testing

@testable import ReaderCore

/// Cyrillic and Greek books in their single-byte code pages are found, and Latin text with a few
/// accented words next to each other stays Latin.
@Suite struct EncodingAlphabetScoreTests {
    static let russian = """
        Добро пожаловать в учебник по редактору Vim. Вам потребуется около тридцати минут,
        чтобы пройти его до конца. Команды в уроках будут изменять этот текст, поэтому
        сделайте копию файла и работайте с ней. Важно помнить, что учебник построен так,
        чтобы вы учились на практике. Это значит, что команды нужно выполнять, а не только читать.
        Если вы просто прочитаете текст, то забудете самое главное!

        """
    static let greek = """
        Καλώς ήρθατε στις οδηγίες του Vim. Το κείμενο αυτό είναι σχεδιασμένο να περιγράψει
        αρκετές εντολές ώστε να μπορείτε να χρησιμοποιήσετε τον επεξεργαστή εύκολα. Ο χρόνος
        που απαιτείται είναι περίπου τριάντα λεπτά, ανάλογα με το πόσο χρόνο περνάτε με πειραματισμούς.

        """

    /// `text` in `encoding`, through the inverse of its generated table.
    static func encode(_ text: String, _ encoding: TextEncoding) -> [UInt8] {
        let table = SingleByteTable.of(encoding)!
        var inverse: [UInt32: UInt8] = [:]
        for (i, scalar) in table.high.enumerated() where scalar != 0xFFFD { inverse[UInt32(scalar)] = UInt8(0x80 + i) }
        return text.unicodeScalars.map { $0.value < 0x80 ? UInt8($0.value) : inverse[$0.value]! }
    }

    static func detect(_ bytes: [UInt8]) throws -> TextEncoding {
        try bytes.withUnsafeBytes { try EncodingDetector.detect($0, path: "mem").encoding }
    }

    @Test(arguments: [TextEncoding.windows1251, .koi8R, .cp866, .iso88595])
    func russianIsReadInItsCodePage(encoding: TextEncoding) throws {
        let bytes = Self.encode(Self.russian, encoding)
        #expect(try Self.detect(bytes) == encoding)
        let decoded = bytes.withUnsafeBytes { TextDecoder(encoding: encoding).decode($0) }
        #expect(decoded == Self.russian)
    }

    @Test(arguments: [TextEncoding.windows1253, .cp737])
    func greekIsReadInItsCodePage(encoding: TextEncoding) throws {
        #expect(try Self.detect(Self.encode(Self.greek, encoding)) == encoding)
    }

    @Test func accentsInsideLatinWordsStayLatin() throws {
        // Dutch: `één` is two high bytes side by side, which is how Cyrillic words look, but inside an ASCII word.
        let dutch =
            "in hoofdletters met \u{E9}\u{E9}n commando te wissen\nde zoekterm (\u{E9}\u{E9}n of meer woorden)\n"
            + "om de tekst m\u{E8}t veranderingen op te slaan, \u{E9}\u{E9}n teken, KOPI\u{CB}REN, \u{E9}\u{E9}n keer\n"
        let bytes = dutch.unicodeScalars.map { UInt8($0.value) }
        #expect(try Self.detect(bytes) == .latin1)
    }

    @Test func anUnknownEncodingNamesTheKnownOnes() {
        let message = ReaderError.unknownEncoding("cp9999").description
        #expect(message.hasPrefix("unknown encoding 'cp9999' (known: UTF-8, "))
        #expect(message.contains("WINDOWS-1251") && message.contains("KOI8-R") && !message.contains("\n"))
    }
}
