#!/usr/bin/env python3
"""Which folder's types each folder of a target uses, and the cycles among them.

For every target under Sources/ (or the ones named), each top-level folder (files at the
target's root form the folder "."; nested folders such as Book/EPUB count with their parent)
declares its top-level types (struct, enum, class, actor, protocol, typealias at the
start of a line; nested types go with their parent); a file refers to a type when
its name appears in the code outside comments and string literals. Prints, per target, each
folder's references to other folders (with the types named), then every cycle between
folders (the strongly connected groups, one path around each). A reference through a member
added by an extension in another folder is not seen: only type names are.

    scripts/folder-references.py [--quiet] [--fail-on TARGET]... [TARGET...]

--quiet prints the cycles only; --fail-on TARGET exits 1 when that target has a cycle.
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources")
DECLARATION = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect|nonisolated)\s+)*"
                         r"(?:struct|enum|class|actor|protocol|typealias)\s+([A-Z]\w*)", re.M)
NESTED = re.compile(DECLARATION.pattern.replace("^", "^[ \t]+", 1), re.M)
IDENTIFIER = re.compile(r"\b[A-Z]\w*\b")


def code_only(text):
    """The text with comments and string literals blanked (multi-line strings included)."""
    text = re.sub(r'"""(?:.|\n)*?"""', '""', text)
    text = re.sub(r"/\*(?:.|\n)*?\*/", " ", text)
    text = re.sub(r"//[^\n]*", " ", text)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)


def folder_of(target_dir, path):
    rel = os.path.relpath(path, target_dir)
    parts = rel.split(os.sep)
    return parts[0] if len(parts) > 1 else "."


def scan(target):
    """{folder: {other folder: set of type names}} for one target's sources."""
    target_dir = os.path.join(ROOT, target)
    files = {}
    for base, _, names in os.walk(target_dir):
        for name in names:
            if name.endswith(".swift"):
                path = os.path.join(base, name)
                with open(path, encoding="utf-8") as handle:
                    files[path] = code_only(handle.read())
    owner = {}
    for path, code in files.items():
        for name in DECLARATION.findall(code):
            owner.setdefault(name, folder_of(target_dir, path))
    uses = {}
    for path, code in files.items():
        here = folder_of(target_dir, path)
        # A nested type of this file that shares a top-level type's name (Script.Paragraph) is its own.
        nested = set(NESTED.findall(code))
        for name in set(IDENTIFIER.findall(code)) - nested:
            there = owner.get(name)
            if there is not None and there != here:
                uses.setdefault(here, {}).setdefault(there, set()).add(name)
    return uses


def components(graph):
    """Strongly connected groups of more than one folder (Tarjan)."""
    index, low, stack, on_stack, groups = {}, {}, [], set(), []
    counter = [0]

    def visit(node):
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for nxt in graph.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def two_way(graph, group):
    """The pairs in a group that use each other directly: the edges to cut first."""
    return [(a, b) for a in group for b in group if a < b and b in graph.get(a, ()) and a in graph.get(b, ())]


def main(args):
    quiet = "--quiet" in args
    fail_on, targets, i = set(), [], 0
    while i < len(args):
        if args[i] == "--fail-on":
            fail_on.add(args[i + 1])
            i += 1
        elif args[i] != "--quiet":
            targets.append(args[i])
        i += 1
    if not targets:
        targets = sorted(t for t in os.listdir(ROOT) if any(
            f.endswith(".swift") for _, _, fs in os.walk(os.path.join(ROOT, t)) for f in fs))
    failed = False
    for target in targets:
        uses = scan(target)
        graph = {a: set(b) for a, b in uses.items()}
        if not quiet:
            print(f"== {target}")
            for here in sorted(uses):
                for there in sorted(uses[here]):
                    names = sorted(uses[here][there])
                    shown = ", ".join(names[:8]) + (f", … ({len(names)})" if len(names) > 8 else "")
                    print(f"  {here} -> {there}: {shown}")
        groups = components(graph)
        for group in groups:
            pairs = two_way(graph, group)
            both = "; ".join(f"{a} <-> {b} ({', '.join(sorted(uses[a][b])[:4])} / {', '.join(sorted(uses[b][a])[:4])})" for a, b in pairs)
            print(f"cycle in {target}: {' , '.join(group)}" + (f" — both ways: {both}" if both else ""))
        if not groups and not quiet:
            print(f"no cycle in {target}")
        if groups and target in fail_on:
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
