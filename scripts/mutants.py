#!/usr/bin/env python3
"""Tries the deliberate mutants of docs/mutants.md, one at a time: each replaces one exact piece of
a source file, the tests are built and the named suites run (`swift test --filter`), and the file is
restored, whatever happens. Prints, per mutant and filter, whether the tests killed it; a mutant
whose text is no longer in its file is reported and skipped, and makes the exit status 1.

    scripts/mutants.py [ID...]      (all of scripts/mutants.json when no ID is given)
"""
import json
import os
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
mutants = json.load(open(os.path.join(ROOT, "scripts", "mutants.json")))
only = sys.argv[1:]
stale = []
for m in mutants:
    if only and m["id"] not in only:
        continue
    path = f"{ROOT}/{m['file']}"
    if not os.path.exists(path):
        print(m["id"], m["file"], "stale: the file is gone", flush=True)
        stale.append(m["id"])
        continue
    original = open(path).read()
    if original.count(m["old"]) != 1:
        print(m["id"], m["file"], f"stale: its text is found {original.count(m['old'])} times, not once", flush=True)
        stale.append(m["id"])
        continue
    line = original[:original.index(m["old"])].count("\n") + 1
    open(path, "w").write(original.replace(m["old"], m["new"]))
    try:
        b = subprocess.run(["swift", "build", "--build-tests"], cwd=ROOT, capture_output=True, text=True)
        if b.returncode != 0:
            print(m["id"], "build failed", b.stdout[-1500:], flush=True)
            continue
        for label, flt in m["filters"].items():
            t = subprocess.run(["swift", "test", "--skip-build", "--filter", flt], cwd=ROOT, capture_output=True, text=True)
            failed = [l for l in t.stdout.splitlines() if "failed" in l and ("Test " in l or "Suite " in l)]
            verdict = "survives" if t.returncode == 0 else "killed"
            print(m["id"], f"{m['file']}:{line}", label, verdict, "|", " / ".join(failed[:4])[:600], flush=True)
    finally:
        open(path, "w").write(original)
if stale:
    sys.exit(f"stale mutants (update scripts/mutants.json): {' '.join(stale)}")
