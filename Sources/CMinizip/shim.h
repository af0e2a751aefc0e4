// zlib's minizip (libminizip-dev): the zip directory and inflate for EPUB containers.
#include <minizip/unzip.h>
