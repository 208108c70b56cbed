#!/usr/bin/env python3
"""Fails when a kernel file names a block: the kernel reaches blocks only through the seam.

A kernel file is a Swift file under Sources/ outside the blocks' own modules: every folder but
Sources/Blocks (the blocks), Sources/PrimerBlocks (the registry of the shipped ones) and
Sources/primer-spec (the executable); the benchmark executable lives outside Sources/. A module
added later (PrimerCode, say) is checked without a change here. It names a block when its code or
a string literal holds a registry name (`permission-primer`, `primer-screen`, `permission-priming`)
or a design's or block module's identifier (any word starting `PermissionPrimer`, `PrimerScreen` or
`PermissionPriming`, such as `PermissionPrimerScreen`, `PermissionPrimingView`, `PrimerScreenModel`,
and `permissionGated`).

Comments are allowed, both `///` and `//`: when this check was written the kernel had 17 doc-comment
lines naming a design and no plain comment, nearly all of them citing the design a kernel value
comes from (the tint rule of PrimerModel's colours, the pulsing rings behind the Reduce Motion swap)
or an example of a kernel value's form; rewording them would lose the source. Interpolations in
strings are code and are checked. Each finding is printed as `FILE:LINE:COLUMN: error: ...`; the exit
code is 1 when there is one, else 0. Usage: scripts/check-kernel-names.py [--root FOLDER] (the
package's root by default; the tests give a temporary one).
"""
import argparse
import os
import re
import sys

# Folders under Sources/ that may name blocks: the blocks, their registry and the executable.
ALLOWED = {"Blocks", "PrimerBlocks", "primer-spec"}
# A registry name, not inside a longer word (`permission-primers`) or option (`--permission-primer`).
NAMES = re.compile(r"(?<![\w-])(?:permission-primer|primer-screen|permission-priming)(?![\w-])"
                   r"|\b(?:PermissionPrimer|PrimerScreen|PermissionPriming)\w*|\bpermissionGated\b")


def code_and_strings(text):
    """The text with every comment blanked out (newlines kept, so lines and columns stay true).

    Swift's comments: `//` to the line's end, and `/* */`, which nest. Strings are kept, with their
    quotes: `"..."`, `\"\"\"...\"\"\"`, raw `#"..."#`, and interpolations `\\( )` (or `\\#( )`) inside
    them, whose code may hold strings and comments of its own.
    """
    out = list(text)
    i, n = 0, len(text)
    # A stack of what encloses the position: ("code", paren depth) for an interpolation's code,
    # ("string", hashes, multiline) for a string literal. The file itself is code at depth 0.
    stack = [("code", 0)]

    def blank(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        top = stack[-1]
        if top[0] == "code":
            if text.startswith("//", i):
                end = text.find("\n", i)
                end = n if end < 0 else end
                blank(i, end)
                i = end
            elif text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                blank(i, j)
                i = j
            else:
                match = re.match(r'(#*)("""|")', text[i:i + 64])
                if match and (match.group(1) or text[i] == '"'):
                    hashes, quote = len(match.group(1)), match.group(2)
                    stack.append(("string", hashes, quote == '"""'))
                    i += match.end()
                elif text[i] == "(":
                    stack[-1] = ("code", top[1] + 1)
                    i += 1
                elif text[i] == ")":
                    if top[1] == 0 and len(stack) > 1:
                        stack.pop()  # the interpolation's end: back in its string
                    else:
                        stack[-1] = ("code", max(top[1] - 1, 0))
                    i += 1
                else:
                    i += 1
        else:
            _, hashes, multiline = top
            closing = ('"""' if multiline else '"') + "#" * hashes
            escape = "\\" + "#" * hashes
            if text.startswith(escape + "(", i):
                stack.append(("code", 0))
                i += len(escape) + 1
            elif text.startswith(escape, i):
                i += len(escape) + 1  # an escaped character, such as \" or \\
            elif text.startswith(closing, i):
                stack.pop()
                i += len(closing)
            elif text[i] == "\n" and not multiline:
                stack.pop()  # an unterminated string ends with its line, as the compiler reads it
                i += 1
            else:
                i += 1
    return "".join(out)


def kernel_files(root):
    sources = os.path.join(root, "Sources")
    for module in sorted(os.listdir(sources)):
        if module in ALLOWED or not os.path.isdir(os.path.join(sources, module)):
            continue
        for directory, folders, files in os.walk(os.path.join(sources, module)):
            folders.sort()
            for file in sorted(files):
                if file.endswith(".swift"):
                    yield os.path.join(directory, file)


def problems(root):
    found = []
    for path in kernel_files(root):
        with open(path, encoding="utf-8") as source:
            text = source.read()
        for number, line in enumerate(code_and_strings(text).split("\n"), 1):
            for match in NAMES.finditer(line):
                found.append(f"{os.path.relpath(path, root)}:{number}:{match.start() + 1}: error: names the block "
                             f"'{match.group(0)}'; expected the kernel to ask the block through the seam "
                             f"(Block, BlockRegistry; Docs/Extending.md)")
    return found


def main():
    parser = argparse.ArgumentParser(description="Fail when a kernel file names a block.")
    parser.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                        help="the package's root (default: this checkout)")
    found = problems(parser.parse_args().root)
    for problem in found:
        print(problem)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
