#!/usr/bin/env python3
"""Every machine-read output against the definition its consumer reads it by (Docs/Outputs.md).

    python3 Tests/Outputs/outputs_test.py        # CI runs this (.ci/run)

It installs what it needs itself: a virtual environment in .build/outputs-test-venv with jsonschema
and lxml from PyPI. It runs the built primer-spec over the bundled specs and the failing fixtures, then:

- every JSON output (check, check of a dump, audit, strings for each block) against its published
  schema in Docs/schemas/;
- every SARIF log against the official SARIF 2.1.0 schema, and against what GitHub code scanning
  documents it reads (a rule id, a message, a relative and percent-encoded URI with %SRCROOT%, a
  region, no `suppressions` it would ignore, fingerprints that keep distinct findings apart, help
  with a link that opens);
- every JUnit report against Jenkins' junit-10.xsd, with counts that agree with the cases;
- GitHub annotations: the workflow-command shape, at most ten of a kind, the closing notice.

The official schemas are read from beside the checkout (../shared/schemas, or PRIMERSPEC_SCHEMAS);
they are never copied into the repository. Where they are absent, those checks are skipped with one
line each. The last line is `N passed, M failed`.
"""

import json
import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from testvenv import ensure_venv  # noqa: E402
from urllib.parse import quote, unquote

ROOT = Path(__file__).resolve().parents[2]
VENV = ROOT / ".build" / "outputs-test-venv"
REQUIREMENTS = ["jsonschema==4.23.0", "lxml==5.3.0"]
SCHEMAS = Path(os.environ.get("PRIMERSPEC_SCHEMAS") or ROOT.parent / "shared" / "schemas")
FAILING = "Tests/PrimerSpecTests/Golden/Reports/Failing"


def in_venv():
    return Path(sys.prefix).resolve() == VENV.resolve()


def bootstrap():
    """Creates the virtual environment and installs the packages once, then runs this script in it."""
    python = ensure_venv(VENV, REQUIREMENTS, "outputs test")
    os.execv(str(python), [str(python), str(Path(__file__).resolve()), *sys.argv[1:]])


BIN = None


def tool(*arguments, expect=(0,)):
    """Runs the built primer-spec in the repository root; returns its output."""
    global BIN
    if BIN is None:
        BIN = Path(subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True,
                                  text=True).stdout.strip()) / "primer-spec"
    result = subprocess.run([str(BIN), *arguments], cwd=ROOT, capture_output=True, text=True)
    if result.returncode not in expect:
        raise AssertionError(f"primer-spec {' '.join(arguments)} exited {result.returncode}: {result.stderr[:500]}")
    return result.stdout


# MARK: - The outputs

SPECS = sorted(str(path.relative_to(ROOT)) for path in (ROOT / "Specs").glob("*.primerspec"))
BLOCKS = ["permission-primer", "primer-screen", "permission-priming"]


def json_outputs():
    """(name, schema, arguments, exit codes) of every JSON output the tests hold."""
    outputs = [("check Specs", "check", ["check", "Specs", "--format", "json"], (0,)),
               ("check failing", "check", ["check", FAILING, "--format", "json"], (2,)),
               ("check failing sections", "check",
                ["check", f"{FAILING}/notifications.primerspec", f"{FAILING}/primer-screen.primerspec",
                 "--format", "json"], (1,)),
               ("audit Specs", "audit", ["audit", "Specs", "--format", "json"], (0,)),
               ("audit failing", "audit", ["audit", FAILING, "--format", "json"], (1, 2))]
    outputs += [(f"check {spec}", "check", ["check", spec, "--format", "json"], (0,)) for spec in SPECS]
    outputs += [(f"strings --block {block}", "strings", ["strings", "--block", block, "--format", "json"], (0,))
                for block in BLOCKS]
    return outputs


def sarif_outputs():
    return [("audit Specs", ["audit", "Specs", "--format", "sarif"], (0,)),
            ("audit failing", ["audit", FAILING, "--format", "sarif"], (1, 2)),
            ("check Specs", ["check", "Specs", "--format", "sarif"], (0,)),
            ("check failing", ["check", FAILING, "--format", "sarif"], (2,)),
            ("check failing sections", ["check", f"{FAILING}/notifications.primerspec",
                                        f"{FAILING}/primer-screen.primerspec", "--format", "sarif"], (1,))]


def junit_outputs():
    return [("audit Specs", ["audit", "Specs", "--format", "junit"], (0,)),
            ("audit failing", ["audit", FAILING, "--format", "junit"], (1, 2)),
            ("check Specs", ["check", "Specs", "--format", "junit"], (0,)),
            ("check failing", ["check", FAILING, "--format", "junit"], (2,))]


# MARK: - Checks


def check_json(name, schema_name, arguments, codes):
    import jsonschema
    schema = json.loads((ROOT / "Docs" / "schemas" / f"{schema_name}.schema.json").read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    document = json.loads(tool(*arguments, expect=codes))
    errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(document), key=lambda e: list(e.path))
    assert not errors, f"{name}: " + "; ".join(f"{'/'.join(map(str, e.path))}: {e.message}" for e in errors[:5])
    assert document["version"] == 1


def github_alert(result):
    """The alert GitHub keeps a result in: the rule and its fingerprints, or the rule and its line's text."""
    fingerprints = result.get("partialFingerprints")
    if fingerprints:
        return (result["ruleId"], tuple(sorted(fingerprints.items())))
    physical = result["locations"][0]["physicalLocation"]
    uri = unquote(physical["artifactLocation"]["uri"])
    lines = (ROOT / uri).read_text().split("\n")
    return (result["ruleId"], uri, lines[physical["region"]["startLine"] - 1])


def check_sarif(name, arguments, codes, official):
    import jsonschema
    log = json.loads(tool(*arguments, expect=codes))
    if official is not None:
        errors = list(jsonschema.Draft4Validator(official).iter_errors(log))
        assert not errors, f"{name}: " + "; ".join(f"{'/'.join(map(str, e.path))}: {e.message}" for e in errors[:5])
    run = log["runs"][0]
    assert "%SRCROOT%" in run["originalUriBaseIds"], name
    assert "informationUri" not in run["tool"]["driver"], f"{name}: informationUri names a home the project lacks"
    rules = run["tool"]["driver"]["rules"]
    ids = [rule["id"] for rule in rules]
    for rule in rules:
        assert rule["help"]["text"] and rule["help"]["markdown"], rule["id"]
        assert "Docs/" not in rule["help"]["markdown"], f"{rule['id']}: help links a file adopters do not have"
        for link in re.findall(r"\]\(([^)]+)\)", rule["help"]["markdown"]):
            assert link.startswith("https://"), f"{rule['id']}: {link}"
        if "helpUri" in rule:
            assert rule["helpUri"].startswith("https://"), rule["id"]
    for result in run["results"]:
        assert result["ruleId"] in ids and ids[result["ruleIndex"]] == result["ruleId"], result["ruleId"]
        assert result["message"]["text"], name
        assert "suppressions" not in result, f"{name}: GitHub ignores suppressions; an accepted finding would be open"
        for location in result.get("locations", []):
            artifact = location["physicalLocation"]["artifactLocation"]
            uri = artifact["uri"]
            assert artifact.get("uriBaseId") == "%SRCROOT%", f"{name}: {uri} is not relative to the root"
            assert not uri.startswith(("/", "./")) and "/../" not in uri and not uri.startswith("../"), uri
            assert quote(unquote(uri), safe="/-._~") == uri, f"{name}: {uri} is not percent-encoded"
            assert (ROOT / unquote(uri)).exists(), f"{name}: {uri} names no file of the checkout"
            region = location["physicalLocation"]["region"]
            assert region["startLine"] >= 1 and region.get("endLine", region["startLine"]) >= region["startLine"]
    alerts = Counter(github_alert(result) for result in run["results"])
    merged = [alert for alert, count in alerts.items() if count > 1]
    assert not merged, f"{name}: {len(merged)} alerts would merge findings, such as {merged[0]}"


def check_junit(name, arguments, codes, xsd):
    from lxml import etree
    document = etree.fromstring(tool(*arguments, expect=codes).encode())
    if xsd is not None:
        assert xsd.validate(document), f"{name}: " + "; ".join(str(e) for e in list(xsd.error_log)[:5])
    for suite in document.iter("testsuite"):
        cases = suite.findall("testcase")
        for attribute, tag in [("failures", "failure"), ("errors", "error"), ("skipped", "skipped")]:
            counted = sum(1 for case in cases if case.find(tag) is not None)
            assert suite.get(attribute, str(counted)) == str(counted), f"{name}: {suite.get('name')} {attribute}"
        assert suite.get("tests") == str(len(cases)), f"{name}: {suite.get('name')} tests"
        names = [case.get("name") for case in cases]
        assert len(names) == len(set(names)), f"{name}: {suite.get('name')} repeats a test name"
        assert not any(re.search(r"\(line \d+\)", n) for n in names), f"{name}: a test is named by its line"
        assert all("/" not in (case.get("classname") or "") for case in cases), f"{name}: a classname holds a path"


ANNOTATION = re.compile(r"^::(error|warning|notice)( [^:]*)?::(.*)$")


def check_github():
    kinds = Counter()
    lines = tool("audit", "--format", "github").splitlines()
    for line in lines:
        if not line.startswith("::"):
            continue
        match = ANNOTATION.match(line)
        assert match, f"not a workflow command: {line[:120]}"
        kinds[match.group(1)] += 1
        for prop in (match.group(2) or "").strip().split(","):
            key, _, value = prop.partition("=")
            assert key in {"file", "line", "col", "endLine", "endColumn", "title"}, key
            assert not re.search(r"[\r\n:,]", value), f"{key} is not escaped: {value}"
            if key == "file":
                assert not value.startswith(("/", "./")) and (ROOT / unquote(value.replace("%2C", ","))).exists(), value
    assert kinds["error"] <= 10 and kinds["warning"] <= 10, kinds
    assert lines[-1].startswith("audit: "), lines[-1]


# MARK: - Main


def main():
    if not in_venv():
        bootstrap()
    import jsonschema  # noqa: F401 (installed by bootstrap)
    from lxml import etree
    official_sarif = None
    xsd = None
    sarif_path, xsd_path = SCHEMAS / "sarif-schema-2.1.0.json", SCHEMAS / "junit-10.xsd"
    if sarif_path.exists():
        official_sarif = json.loads(sarif_path.read_text())
    else:
        print(f"outputs test: {sarif_path} absent; SARIF checked against GitHub's rules only")
    if xsd_path.exists():
        xsd = etree.XMLSchema(etree.parse(str(xsd_path)))
    else:
        print(f"outputs test: {xsd_path} absent; JUnit checked for counts and names only")

    checks = [(f"json {name}", lambda a=(name, schema, args, codes): check_json(*a))
              for name, schema, args, codes in json_outputs()]
    checks += [(f"sarif {name}", lambda a=(name, args, codes): check_sarif(*a, official_sarif))
               for name, args, codes in sarif_outputs()]
    checks += [(f"junit {name}", lambda a=(name, args, codes): check_junit(*a, xsd))
               for name, args, codes in junit_outputs()]
    checks.append(("github annotations", check_github))
    passed = failed = 0
    for name, check in checks:
        try:
            check()
            passed += 1
        except Exception as error:  # noqa: BLE001 (every failure is reported, then counted)
            failed += 1
            print(f"FAIL {name}: {error}")
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
