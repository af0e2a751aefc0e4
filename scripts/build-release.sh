#!/bin/sh
# Builds the release `termreader` with the Swift runtime linked statically: it starts
# sooner without loading and relocating the runtime's shared libraries. Extra arguments
# go to `swift build`. The binary is .build/release/termreader.
#
#   scripts/build-release.sh [SWIFT-BUILD-OPTIONS]
set -eu
cd "$(dirname "$0")/.."
exec swift build -c release --static-swift-stdlib --product termreader "$@"
