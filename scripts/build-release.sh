#!/bin/sh
# Builds the release `termreader` as one static executable: the Swift runtime, ncurses,
# the EPUB libraries and glibc are linked in, so start-up maps a single file and runs no
# dynamic loader (no shared objects to find, map and relocate, no symbols to bind): about
# 2 ms sooner to the first page than with glibc, libstdc++ and ncurses as shared objects.
# glibc's name-service functions still load their modules when called; the reader calls
# one (getpwuid) only when $HOME is unset. Generic types used with concrete arguments get
# their metadata built by the compiler (prespecialized), not at run time on first use.
# Extra arguments go to `swift build`. The binary is .build/release/termreader.
#
#   scripts/build-release.sh [SWIFT-BUILD-OPTIONS]
set -eu
cd "$(dirname "$0")/.."
# What static ncurses needs besides itself (Debian keeps terminfo apart, in -ltinfo).
libs=$(pkg-config --static --libs-only-l ncursesw 2>/dev/null || echo "-lncursesw -ltinfo")
for lib in $libs; do set -- "$@" -Xlinker "$lib"; done
exec swift build -c release --static-swift-stdlib -Xswiftc -static-executable \
    -Xswiftc -Xfrontend -Xswiftc -prespecialize-generic-metadata --product termreader "$@"
