#!/bin/sh
# Installs termreader under PREFIX (default ~/.local): the release binary (built by
# scripts/build-release.sh, one static executable), stripped of its symbols and debug
# information (about half its size), in PREFIX/bin, shell completions for bash, zsh
# and fish, and the man page. --binary installs that file instead of building one.
# --uninstall removes exactly those files; the reader's own folders (state, cache,
# config) are listed, not deleted.
#
#   scripts/install.sh [--binary FILE] [PREFIX]
#   scripts/install.sh --uninstall [PREFIX]
set -eu
cd "$(dirname "$0")/.."

uninstall=0
built=
if [ "${1:-}" = "--uninstall" ]; then
    uninstall=1
    shift
elif [ "${1:-}" = "--binary" ] && [ $# -ge 2 ]; then
    built=$2
    shift 2
fi
case "${1:-}" in
    -*) echo "usage: scripts/install.sh [--uninstall | --binary FILE] [PREFIX]" >&2; exit 64 ;;
esac
prefix=${1:-$HOME/.local}

bin=$prefix/bin/termreader
bash_completion=$prefix/share/bash-completion/completions/termreader
zsh_completion=$prefix/share/zsh/site-functions/_termreader
fish_completion=$prefix/share/fish/vendor_completions.d/termreader.fish
man_page=$prefix/share/man/man1/termreader.1

if [ "$uninstall" = 1 ]; then
    for file in "$bin" "$bash_completion" "$zsh_completion" "$fish_completion" "$man_page"; do
        if [ -e "$file" ]; then
            rm -f "$file"
            echo "removed $file"
        fi
    done
    echo "kept your places, cache and settings; delete these folders to remove them too:"
    echo "  ${XDG_STATE_HOME:-$HOME/.local/state}/termreader"
    echo "  ${XDG_CACHE_HOME:-$HOME/.cache}/termreader"
    echo "  ${XDG_CONFIG_HOME:-$HOME/.config}/termreader"
    exit 0
fi

if [ -z "$built" ]; then
    scripts/build-release.sh
    built=.build/release/termreader
fi
[ -x "$built" ] || { echo "install.sh: $built is not an executable" >&2; exit 66; }
mkdir -p "$(dirname "$bin")" "$(dirname "$bash_completion")" "$(dirname "$zsh_completion")" \
    "$(dirname "$fish_completion")" "$(dirname "$man_page")"
# Copied (stripped) to a temporary name and renamed: a running termreader keeps its old binary.
if command -v strip >/dev/null 2>&1; then
    install -s -m 755 "$built" "$bin.tmp.$$"
else
    echo "note: strip not found (binutils): installing the binary unstripped" >&2
    install -m 755 "$built" "$bin.tmp.$$"
fi
mv -f "$bin.tmp.$$" "$bin"
"$bin" --generate-completion-script bash > "$bash_completion"
"$bin" --generate-completion-script zsh > "$zsh_completion"
"$bin" --generate-completion-script fish > "$fish_completion"
cp docs/termreader.1 "$man_page"
for file in "$bin" "$bash_completion" "$zsh_completion" "$fish_completion" "$man_page"; do
    echo "installed $file"
done
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "note: $prefix/bin is not on your PATH" ;;
esac
