#!/usr/bin/env python3
"""Tests of scripts/realworld.sh on a small corpus written here (the real one is not in the
repository): folders with spaces in their names, a String Catalog's languages read as locales, and
a dump's VoiceOver stops taken from check's own report. Usage: python3 Tests/Scripts/realworld_test.py
(from anywhere; needs Python 3 and a Swift toolchain: the script builds primer-spec).
"""
import json
import os
import subprocess
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "scripts", "realworld.sh")

INFO_PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
\t<key>CFBundleDisplayName</key>
\t<string>Cairn</string>
\t<key>NSCameraUsageDescription</key>
\t<string>Scan a trail marker's code.</string>
</dict>
</plist>
"""

CATALOG = {
    "sourceLanguage": "en",
    "strings": {
        "NSCameraUsageDescription": {
            "localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "Scanne den Code einer Wegmarke."}},
                "fr": {"stringUnit": {"state": "translated", "value": "Scanner le code d'un balisage."}},
            }
        }
    },
    "version": "1.0",
}

# A dump as XCUIApplication().debugDescription writes it: three elements VoiceOver stops on.
DUMP = """Attributes: Application, pid: 4242, label: 'Cairn'
Element subtree:
 →Application, 0x600000001, pid: 4242, label: 'Cairn'
    Window (Main), 0x600000002, {{0.0, 0.0}, {393.0, 852.0}}
      Other, 0x600000003, {{0.0, 0.0}, {393.0, 852.0}}
        StaticText, 0x600000004, {{20.0, 100.0}, {353.0, 30.0}}, label: 'Trail markers'
        Button, 0x600000005, {{20.0, 700.0}, {353.0, 50.0}}, label: 'Scan'
        Button, 0x600000006, {{20.0, 760.0}, {353.0, 50.0}}, label: 'Later'
"""


def write(root, path, text):
    os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
    with open(os.path.join(root, path), "w", encoding="utf-8") as file:
        file.write(text)


class RealWorldScriptTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory()
        corpus = cls.folder.name
        # Spaces in the app's folder and in the folder holding the Info.plist.
        write(corpus, "plists/Cairn App/Cairn Sources/Info.plist", INFO_PLIST)
        write(corpus, "plists/Cairn App/Cairn Sources/InfoPlist.xcstrings", json.dumps(CATALOG, indent=2))
        write(corpus, "dumps/cairn screens/markers.txt", DUMP)
        result = subprocess.run(["bash", SCRIPT, corpus], capture_output=True, text=True, cwd=ROOT)
        cls.status = result.returncode
        cls.lines = result.stdout.splitlines()
        cls.stderr = result.stderr

    @classmethod
    def tearDownClass(cls):
        cls.folder.cleanup()

    def block(self, heading):
        """The lines after `heading` up to the next line that does not start with a space."""
        start = self.lines.index(heading) + 1
        end = start
        while end < len(self.lines) and self.lines[end].startswith(" "):
            end += 1
        return self.lines[start:end]

    def test_exits_zero_and_says_done(self):
        self.assertEqual(self.status, 0, self.stderr + "\n".join(self.lines))
        self.assertEqual(self.lines[-1], "realworld: done")

    def test_paths_with_spaces_are_one_path_and_catalog_languages_are_locales(self):
        block = self.block("Cairn App (plists: Cairn Sources/Info.plist)")
        self.assertEqual([line.strip() for line in block if line.strip().startswith("[")], ["[de]", "[fr]"])
        german = block[block.index("  [de]") + 1:block.index("  [fr]")]
        self.assertTrue(any('"Scanne den Code einer Wegmarke."' in line for line in german), german)

    def test_dump_stops_come_from_checks_report(self):
        block = self.block("dumps/cairn screens/markers.txt")
        self.assertEqual(block, ['  read: 3 VoiceOver stops; first: "Trail markers" "Scan. Button." "Later. Button."'])


if __name__ == "__main__":
    unittest.main(verbosity=2)
