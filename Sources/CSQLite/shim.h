// SQLite (public domain): the full-text index of the library (FTS5, trigram tokenizer).
// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift does not import:
// this constant makes it a value.
#include <sqlite3.h>

/// Tells sqlite3_bind_text to copy the text before the call returns.
static const sqlite3_destructor_type tr_sqlite_transient = SQLITE_TRANSIENT;
