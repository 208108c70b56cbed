#!/usr/bin/env python3
"""Fails when a Swift file imports one of the package's modules that its target does not depend on.

A build in one tree does not catch this: a module built earlier for another target can be imported
by mistake, and only a fresh build of that target alone (an app's, say) fails. The targets, their
folders and their dependencies come from `swift package dump-package`; a target may import what it
depends on, directly or through its dependencies. Usage: scripts/check-imports.py (from anywhere).
"""
import json
import os
import re
import subprocess
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
package = json.loads(subprocess.run(["swift", "package", "--package-path", root, "dump-package"],
                                    check=True, capture_output=True, text=True).stdout)
targets = {target["name"]: target for target in package["targets"] if target["type"] != "plugin"}


def folder(target):
    if target.get("path"):
        return target["path"]
    return ("Tests/" if target["type"] == "test" else "Sources/") + target["name"]


def dependencies(name, seen=None):
    seen = set() if seen is None else seen
    for dependency in targets[name]["dependencies"]:
        named = (dependency.get("byName") or dependency.get("target") or [None])[0]
        if named in targets and named not in seen:
            seen.add(named)
            dependencies(named, seen)
    return seen


modules = set(targets)
problems = []
for name, target in targets.items():
    allowed = dependencies(name) | {name}
    base = os.path.join(root, folder(target))
    for directory, _, files in os.walk(base):
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(directory, file)
            with open(path, encoding="utf-8") as source:
                for number, line in enumerate(source, 1):
                    match = re.match(r"^\s*(?:@testable\s+)?import\s+(\w+)\s*$", line)
                    if match and match.group(1) in modules and match.group(1) not in allowed:
                        problems.append(f"{os.path.relpath(path, root)}:{number}:1: error: imports "
                                        f"{match.group(1)}, which target {name} does not depend on; "
                                        f"expected one of {', '.join(sorted(allowed - {name}))}")
for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
