#!/usr/bin/env python3
"""Tests of scripts/check-kernel-names.py: it runs on small package trees written here, and its whole
output and exit code are held against what each tree should give. Usage: python3
Tests/Scripts/check_kernel_names_test.py (from anywhere; needs nothing but Python 3).
"""
import os
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "scripts", "check-kernel-names.py")
ADVICE = "expected the kernel to ask the block through the seam (Block, BlockRegistry; Docs/Extending.md)"


def run(files):
    """The script's exit code and output lines on a tree holding `files` (path: text)."""
    with tempfile.TemporaryDirectory() as root:
        for path, text in files.items():
            os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
            with open(os.path.join(root, path), "w", encoding="utf-8") as file:
                file.write(text)
        result = subprocess.run([sys.executable, SCRIPT, "--root", root], capture_output=True, text=True)
        return result.returncode, result.stdout.splitlines()


def error(place, name):
    return f"{place}: error: names the block '{name}'; {ADVICE}"


class KernelNamesTest(unittest.TestCase):
    def test_names_in_code_and_strings_fail_with_their_place(self):
        cases = [
            ('let block = PermissionPrimerBlock()\n', "PermissionPrimerBlock"),
            ('let name = "permission-primer"\n', "permission-primer"),
            ('let name = "use primer-screen here"\n', "primer-screen"),
            ('let view = PermissionPrimingView.self\n', "PermissionPrimingView"),
            ('let gate = permissionGated\n', "permissionGated"),
            ('let text = "a \\(["permission-priming"].count) b"\n', "permission-priming"),
            ('let text = #"raw "primer-screen" words"#\n', "primer-screen"),
            ('let link = "http://example.com PrimerScreenModel"\n', "PrimerScreenModel"),
        ]
        for line, name in cases:
            with self.subTest(line=line):
                column = line.index(name) + 1
                self.assertEqual(run({"Sources/PrimerScan/Kernel.swift": "import Foundation\n" + line}),
                                 (1, [error(f"Sources/PrimerScan/Kernel.swift:2:{column}", name)]))

    def test_a_multiline_string_is_checked_line_by_line(self):
        text = 'let help = """\n    first line\n    --block permission-priming\n    """\n'
        self.assertEqual(run({"Sources/PrimerCLI/Help.swift": text}),
                         (1, [error("Sources/PrimerCLI/Help.swift:3:13", "permission-priming")]))

    def test_comments_may_name_a_design(self):
        text = ("/// The PermissionPrimerScreen's default tint, as `permission-primer` shows it.\n"
                "// primer-screen\n"
                "/* PermissionPriming /* nested permissionGated */ PrimerScreen */\n"
                "let x = 1 // permission-primer\n")
        self.assertEqual(run({"Sources/PrimerModel/Tint.swift": text}), (0, []))

    def test_words_that_only_contain_a_name_pass(self):
        text = 'let a = "permission-primers --permission-primer MyPermissionPrimer"\nlet b = isPermissionGated\n'
        self.assertEqual(run({"Sources/PrimerSpec/Words.swift": text}), (0, []))

    def test_the_blocks_their_registry_and_the_executable_may_name_blocks(self):
        code = 'let name = "permission-primer"; let block = PermissionPrimerBlock()\n'
        self.assertEqual(run({
            "Sources/Blocks/PermissionPrimer/Block.swift": code,
            "Sources/PrimerBlocks/StandardBlocks.swift": code,
            "Sources/primer-spec/main.swift": code,
            "Sources/PrimerSpec/Seam.swift": "let name = block.name\n",
        }), (0, []))

    def test_a_new_kernel_module_is_checked_and_findings_are_in_path_order(self):
        self.assertEqual(run({
            "Sources/PrimerCode/Writer.swift": 'let a = "primer-screen"\n',
            "Sources/PrimerAppInfo/Permission.swift": '\n\ncase "permission-priming": 1\n',
        }), (1, [error("Sources/PrimerAppInfo/Permission.swift:3:7", "permission-priming"),
                 error("Sources/PrimerCode/Writer.swift:1:10", "primer-screen")]))

    def test_this_checkout_passes(self):
        result = subprocess.run([sys.executable, SCRIPT], capture_output=True, text=True)
        self.assertEqual((result.returncode, result.stdout), (0, ""))


if __name__ == "__main__":
    unittest.main()
