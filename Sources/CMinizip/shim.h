// zlib's minizip (libminizip-dev): the zip directory and inflate for EPUB containers.
#include <minizip/unzip.h>

/// `unzLocateFile` with an exact (case-sensitive) name match; Swift cannot pass the
/// comparer argument's 0/1 meaning clearly, so this names it.
static inline int tr_unz_locate_exact(unzFile file, const char *name) {
    return unzLocateFile(file, name, 1);
}
