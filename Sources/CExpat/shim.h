// expat (libexpat1-dev, MIT): the XML parser FB2 books are read with.
#include <expat.h>
