// libmobi (libmobi-dev, LGPL-3.0): MOBI and AZW3 (KF8). Header only, nothing is linked: its
// structures are read through these declarations and its functions are found at run time
// with `dlopen` (`MOBILibrary`), as the licence rules for LGPL libraries ask.
#include <mobi.h>
