// SQLite (public domain): the library's full-text index and calibre's metadata.db.
// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift does not import:
// this constant makes it a value.
#include <sqlite3.h>

/// Tells sqlite3_bind_text and sqlite3_bind_blob to copy the value before the call returns.
static const sqlite3_destructor_type tr_sqlite_transient = SQLITE_TRANSIENT;
