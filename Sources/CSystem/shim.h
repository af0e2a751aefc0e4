// System calls that Swift's Glibc module does not import: glibc declares them in headers
// outside the module map (<sys/vfs.h>, <malloc.h>). Header only: nothing is linked.
#ifndef TERMREADER_CSYSTEM_SHIM_H
#define TERMREADER_CSYSTEM_SHIM_H

#include <malloc.h>
#include <sys/vfs.h>

/// The file system type (statfs f_type magic) of the file open at `fd`, or -1 when unknown.
static inline long tr_file_system_type(int fd) {
    struct statfs fs;
    return fstatfs(fd, &fs) == 0 ? (long)fs.f_type : -1;
}

/// Fixes the size from which glibc maps a block on its own (`M_MMAP_THRESHOLD`, which also stops
/// it sliding): 1 when set.
static inline int tr_map_blocks_from(int bytes) {
    return mallopt(M_MMAP_THRESHOLD, bytes);
}

#endif
