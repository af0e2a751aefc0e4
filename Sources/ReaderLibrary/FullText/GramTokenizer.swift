import CSQLite

/// The FTS5 tokenizer of the full-text index, `SearchGrams` as SQLite calls it: registered on
/// each connection that opens the index, under `name`.
enum GramTokenizer {
    static let name = "termreader_grams"

    /// Makes the tokenizer known to `database`'s FTS5.
    static func register(on database: SQLiteDatabase) throws(SQLiteError) {
        guard let api = tr_fts5_api(database.handle), let create = api.pointee.xCreateTokenizer else {
            throw SQLiteError(code: SQLITE_ERROR, message: "this SQLite has no FTS5")
        }
        var tokenizer = fts5_tokenizer(
            xCreate: { _, _, _, out in
                out?.pointee = OpaquePointer(Unmanaged.passRetained(SearchGrams()).toOpaque())
                return SQLITE_OK
            },
            xDelete: { tokenizer in
                if let tokenizer { Unmanaged<SearchGrams>.fromOpaque(UnsafeRawPointer(tokenizer)).release() }
            },
            xTokenize: { tokenizer, context, flags, text, length, token in
                guard let tokenizer, let token else { return SQLITE_ERROR }
                let grams = Unmanaged<SearchGrams>.fromOpaque(UnsafeRawPointer(tokenizer)).takeUnretainedValue()
                let bytes = UnsafeRawBufferPointer(start: text, count: text == nil ? 0 : Int(max(length, 0)))
                var rc = SQLITE_OK
                grams.cut(bytes, distinct: flags & FTS5_TOKENIZE_DOCUMENT != 0) { term, start, end in
                    rc = term.withMemoryRebound(to: CChar.self) { token(context, 0, $0.baseAddress, Int32($0.count), start, end) }
                    return rc == SQLITE_OK
                }
                return rc
            })
        // FTS5 copies the structure.
        let rc = create(api, name, nil, &tokenizer, nil)
        guard rc == SQLITE_OK else { throw SQLiteError(code: rc, message: "cannot register the search tokenizer") }
    }
}
