// SQLite (public domain): the full-text index of the library (FTS5, with a tokenizer of ours).
// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift does not import:
// this constant makes it a value.
#include <sqlite3.h>

/// Tells sqlite3_bind_text to copy the text before the call returns.
static const sqlite3_destructor_type tr_sqlite_transient = SQLITE_TRANSIENT;

/// The FTS5 API of `db` (to register a tokenizer), or NULL when SQLite was built without FTS5.
static inline fts5_api *tr_fts5_api(sqlite3 *db) {
    fts5_api *api = 0;
    sqlite3_stmt *statement = 0;
    if (sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &statement, 0) != SQLITE_OK) return 0;
    sqlite3_bind_pointer(statement, 1, (void *)&api, "fts5_api_ptr", 0);
    sqlite3_step(statement);
    sqlite3_finalize(statement);
    return api;
}
