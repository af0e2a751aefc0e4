// zlib (zlib licence): inflate for dictionaries, dictzip's chunks and gzip-compressed indexes.
// inflateInit2 is a macro, which Swift does not import: these wrappers make it a function.
#include <zlib.h>

/// Starts `stream` for raw deflate data (no header), as each chunk of a dictzip file is.
static inline int tr_inflate_init_raw(z_streamp stream) { return inflateInit2(stream, -MAX_WBITS); }

/// Starts `stream` for gzip data (header and trailer checked).
static inline int tr_inflate_init_gzip(z_streamp stream) { return inflateInit2(stream, MAX_WBITS + 16); }
