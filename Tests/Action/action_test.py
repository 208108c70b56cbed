#!/usr/bin/env python3
"""The GitHub Action (action.yml) run here, step by step, without GitHub.

    python3 Tests/Action/action_test.py            # CI runs this (.ci/run)
    PRIMER_SPEC=path/to/primer-spec python3 Tests/Action/action_test.py

It reads action.yml with PyYAML (installed from PyPI into .build/action-test-venv) and plays the
runner's part: each step's `if:` and `${{ }}` expressions are evaluated (inputs, steps' outputs,
github.action_path, runner.temp; ==, !=, &&, ||, !, contains, always, success, failure), each
`run:` step runs with `bash --noprofile --norc -eo pipefail` as GitHub runs it, with a fresh
GITHUB_OUTPUT file whose lines become the step's outputs, GITHUB_STEP_SUMMARY, RUNNER_TEMP,
RUNNER_OS and GITHUB_WORKSPACE (this checkout). A `uses:` step (actions/cache, upload-sarif) is
not run: the test records whether it would run and with what.

The tool is never compiled here: the action is pointed at the debug build (its `binary` input, or
a release archive packed from it by scripts/release.sh --binary and served by a local HTTP server
or a file:// address, or a fake `swift` on PATH for the build-from-source path).

Cases: a passing run of check, scan and audit (exit 0, SARIF files that are SARIF 2.1.0 JSON,
annotation lines, the step summary); a failing one (exit 1 from each command, the job fails after
every output and the three uploads); bad input (exit 2, no SARIF); the working-directory input on
a fixture app with its own specs; the download path over HTTP and file://, a cached second
install, a checksum that does not match, no archive (auto builds from source, download fails).
The last line is `N passed, M failed`.
"""

import hashlib
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from testvenv import ensure_venv  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
VENV = ROOT / ".build" / "action-test-venv"
REQUIREMENTS = ["PyYAML==6.0.2"]
FIXTURES = "Tests/Action/Fixtures"
FAILING_SPEC = "Tests/PrimerSpecTests/Golden/Reports/Failing/notifications.primerspec"


def in_venv():
    return Path(sys.prefix).resolve() == VENV.resolve()


def bootstrap():
    """Creates the virtual environment and installs PyYAML once, then runs this script in it."""
    python = ensure_venv(VENV, REQUIREMENTS, "action test")
    os.execv(str(python), [str(python), str(Path(__file__).resolve()), *sys.argv[1:]])


# MARK: - Expressions


class Expression:
    """The part of GitHub's expression language action.yml uses, evaluated against a context."""

    TOKEN = re.compile(r"\s*(?:(?P<string>'(?:[^']|'')*')|(?P<op>==|!=|&&|\|\||!|\(|\)|,)"
                       r"|(?P<name>[A-Za-z_][A-Za-z0-9_.\-]*))")

    def __init__(self, text, context):
        self.tokens = []
        position = 0
        text = text.strip()
        while position < len(text):
            match = self.TOKEN.match(text, position)
            if not match or match.end() == position:
                raise ValueError(f"cannot read expression at {text[position:]!r}")
            kind = match.lastgroup
            self.tokens.append((kind, match.group(kind)))
            position = match.end()
        self.position = 0
        self.context = context

    def peek(self):
        return self.tokens[self.position][1] if self.position < len(self.tokens) else None

    def take(self, expected=None):
        kind, value = self.tokens[self.position]
        if expected is not None and value != expected:
            raise ValueError(f"expected {expected!r}, found {value!r}")
        self.position += 1
        return kind, value

    def evaluate(self):
        value = self.disjunction()
        if self.position != len(self.tokens):
            raise ValueError(f"unread tokens {self.tokens[self.position:]}")
        return value

    def disjunction(self):
        value = self.conjunction()
        while self.peek() == "||":
            self.take()
            right = self.conjunction()
            value = value if truthy(value) else right
        return value

    def conjunction(self):
        value = self.comparison()
        while self.peek() == "&&":
            self.take()
            right = self.comparison()
            value = right if truthy(value) else value
        return value

    def comparison(self):
        value = self.unary()
        while self.peek() in ("==", "!="):
            _, op = self.take()
            right = self.unary()
            same = str(value).lower() == str(right).lower()
            value = same if op == "==" else not same
        return value

    def unary(self):
        if self.peek() == "!":
            self.take()
            return not truthy(self.unary())
        if self.peek() == "(":
            self.take()
            value = self.disjunction()
            self.take(")")
            return value
        kind, value = self.take()
        if kind == "string":
            return value[1:-1].replace("''", "'")
        if self.peek() == "(":
            self.take()
            arguments = []
            while self.peek() != ")":
                arguments.append(self.disjunction())
                if self.peek() == ",":
                    self.take()
            self.take(")")
            return self.call(value, arguments)
        return self.lookup(value)

    def call(self, name, arguments):
        if name == "contains":
            return str(arguments[1]).lower() in str(arguments[0]).lower()
        if name == "always":
            return True
        if name == "success":
            return not self.context["failed"]
        if name == "failure":
            return self.context["failed"]
        raise ValueError(f"function {name} is not known to this test")

    def lookup(self, dotted):
        value = self.context
        for part in dotted.split("."):
            if not isinstance(value, dict):
                return ""
            value = value.get(part, "")
        return value


def truthy(value):
    return value not in ("", False, 0, None)


def substitute(text, context):
    """`${{ expression }}` in a string, replaced by its value as GitHub writes it."""
    def value(match):
        result = Expression(match.group(1), context).evaluate()
        return "true" if result is True else "false" if result is False else str(result)
    return re.sub(r"\$\{\{(.*?)\}\}", value, str(text))


def condition(text, context):
    """A step's `if:`: a bare expression, implicitly ANDed with success() unless it names a status."""
    text = str(text).strip()
    if text.startswith("${{"):
        text = text[3:-2]
    value = truthy(Expression(text, context).evaluate())
    if not re.search(r"\b(always|success|failure|cancelled)\(", text):
        value = value and not context["failed"]
    return value


# MARK: - The runner


def read_outputs(path):
    """A GITHUB_OUTPUT file: `name=value` lines and `name<<DELIMITER` blocks."""
    outputs = {}
    lines = Path(path).read_text().splitlines()
    index = 0
    while index < len(lines):
        line = lines[index]
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter = line.split("<<", 1)
            block = []
            index += 1
            while lines[index] != delimiter:
                block.append(lines[index])
                index += 1
            outputs[name] = "\n".join(block)
        elif "=" in line:
            name, value = line.split("=", 1)
            outputs[name] = value
        index += 1
    return outputs


class Run:
    """One run of the action: the steps that ran, their logs and outputs, the job's result."""

    def __init__(self, action, inputs, temp, env=None):
        self.temp = Path(temp)
        defaults = {name: str(spec.get("default", "")) for name, spec in action["inputs"].items()}
        unknown = set(inputs) - set(defaults)
        if unknown:
            raise AssertionError(f"inputs the action does not declare: {sorted(unknown)}")
        self.context = {
            "inputs": {**defaults, **inputs},
            "github": {"action_path": str(ROOT), "workspace": str(ROOT)},
            "runner": {"temp": str(self.temp / "runner-temp"), "os": "Linux"},
            "steps": {},
            "failed": False,
        }
        (self.temp / "runner-temp").mkdir(parents=True, exist_ok=True)
        self.summary = self.temp / "step-summary.md"
        self.summary.touch()
        self.log = []  # (step name, exit code, output)
        self.uses = []  # (action, with) of the uses: steps that would run
        self.ran = []  # ids (or names) of the run: steps that ran
        self.exit_code = None  # the exit code of the step that failed the job
        base = {key: value for key, value in os.environ.items() if not key.startswith(("GITHUB_", "INPUT_", "RUNNER_"))}
        base.update({
            "GITHUB_WORKSPACE": str(ROOT), "GITHUB_ACTION_PATH": str(ROOT), "GITHUB_SERVER_URL": "https://github.com",
            "GITHUB_REPOSITORY": "example/primer-spec", "GITHUB_ACTION_REPOSITORY": "example/primer-spec",
            "RUNNER_TEMP": str(self.temp / "runner-temp"), "RUNNER_OS": "Linux",
            "RUNNER_TOOL_CACHE": str(self.temp / "tool-cache"), "GITHUB_STEP_SUMMARY": str(self.summary),
            "NO_COLOR": "1",
        })
        base.update(env or {})
        for index, step in enumerate(action["runs"]["steps"]):
            self.step(index, step, base)
        self.outputs = {name: substitute(spec["value"], self.context) for name, spec in action["outputs"].items()}

    def step(self, index, step, base):
        name = step.get("id", f"step {index}")
        if "if" in step and not condition(step["if"], self.context):
            return
        if "if" not in step and self.context["failed"]:
            return
        if "uses" in step:
            self.uses.append((step["uses"], {key: substitute(value, self.context)
                                             for key, value in step.get("with", {}).items()}))
            return
        output = self.temp / f"output-{index}"
        output.write_text("")
        env = dict(base)
        env.update({key: substitute(value, self.context) for key, value in step.get("env", {}).items()})
        env["GITHUB_OUTPUT"] = str(output)
        script = self.temp / f"step-{index}.sh"
        script.write_text(step["run"])
        result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)], cwd=ROOT, env=env,
                                capture_output=True, text=True)
        self.ran.append(name)
        self.log.append((name, result.returncode, result.stdout + result.stderr))
        if "id" in step:
            self.context["steps"][step["id"]] = {"outputs": read_outputs(output),
                                                 "outcome": "success" if result.returncode == 0 else "failure"}
        if result.returncode != 0:
            self.context["failed"] = True
            self.exit_code = result.returncode

    def text(self, step):
        return "".join(output for name, _, output in self.log if name == step)

    def annotations(self, step):
        return [line for line in self.text(step).splitlines() if re.match(r"^::(error|warning|notice)( |::)", line)]

    def failed(self):
        return self.context["failed"]


# MARK: - Checks


def sarif(path, command):
    """A SARIF file: 2.1.0 JSON with one run of primer-spec, its category, and its results."""
    log = json.loads(Path(path).read_text())
    assert log["version"] == "2.1.0", log.get("version")
    assert len(log["runs"]) == 1
    run = log["runs"][0]
    assert run["tool"]["driver"]["name"] == "primer-spec", run["tool"]["driver"]["name"]
    assert run["automationDetails"]["id"] == f"primer-spec-{command}/", run["automationDetails"]
    assert isinstance(run["results"], list)
    return run["results"]


def levels(results):
    return sorted({result.get("level", "warning") for result in results})


class Case:
    """A failed expectation, with the run's logs so the failure can be read."""

    def __init__(self):
        self.failures = []

    def expect(self, condition_holds, message, run=None):
        if not condition_holds:
            detail = ""
            if run is not None:
                detail = "\n".join(f"--- {name} (exit {code})\n{text[-1500:]}" for name, code, text in run.log)
            self.failures.append(f"{message}\n{detail}")


def binary():
    """The debug build CI made before this test (or PRIMER_SPEC)."""
    if os.environ.get("PRIMER_SPEC"):
        return Path(os.environ["PRIMER_SPEC"]).resolve()
    path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True,
                          text=True).stdout.strip()
    tool = Path(path) / "primer-spec"
    if not tool.exists():
        subprocess.run(["swift", "build", "--product", "primer-spec"], cwd=ROOT, check=True)
    return tool


def case_passing(action, tool, temp):
    """check, audit of this repository's specs and scan of an app that has its key: 0 everywhere."""
    case = Case()
    run = Run(action, {"binary": str(tool), "specs": "Specs", "sources": f"{FIXTURES}/Tidepool/Sources",
                       "info-plist": f"{FIXTURES}/Tidepool/Info.plist"}, temp)
    case.expect(not run.failed(), "a passing run fails the job", run)
    case.expect(run.ran == ["install", "check", "scan", "audit", "result"], f"steps that ran: {run.ran}", run)
    case.expect(run.uses == [], f"uses: steps ran without being asked: {run.uses}")
    outputs = run.outputs
    for name in ["exit-code", "check-exit-code", "scan-exit-code", "audit-exit-code"]:
        case.expect(outputs[name] == "0", f"{name} is {outputs[name]!r}, expected 0", run)
    case.expect(outputs["install-method"] == "binary" and outputs["binary"] == str(tool), f"install outputs {outputs}")
    for command in ["check", "scan", "audit"]:
        path = outputs[f"{command}-sarif"]
        case.expect(path == str(Path(run.context["runner"]["temp"]) / "primer-spec" / f"{command}.sarif"),
                    f"{command}-sarif is {path!r}")
        try:
            results = sarif(path, command)
            case.expect("error" not in levels(results), f"{command}: error results in a passing run")
            case.expect(len(results) > 0, f"{command}: no results (notes and accepted findings expected)")
        except (OSError, ValueError, KeyError, AssertionError) as error:
            case.expect(False, f"{command}.sarif: {error!r}", run)
        case.expect(len(run.annotations(command)) > 0, f"{command}: no annotation lines", run)
        case.expect(not any(line.startswith("::error") for line in run.annotations(command)),
                    f"{command}: an error annotation in a passing run", run)
    case.expect(re.search(r"^\d+ passed, 0 failed$", run.text("check"), re.M) is not None, "check's last line", run)
    case.expect("scan: 0 errors" in run.text("scan"), "scan's summary line", run)
    summary = run.summary.read_text()
    for command in ["check", "scan", "audit"]:
        case.expect(f"| `{command}` | 0 |" in summary, f"summary row of {command}: {summary}")
    return case.failures


def case_failing(action, tool, temp):
    """A spec that drifted and an app without its purpose string: 1, SARIF errors, uploads, the job fails."""
    case = Case()
    run = Run(action, {"binary": str(tool), "specs": FAILING_SPEC, "sources": f"{FIXTURES}/NoPurposeString/Sources",
                       "info-plist": f"{FIXTURES}/NoPurposeString/Info.plist", "upload-sarif": "true",
                       "junit": "true", "output-directory": str(Path(temp) / "out")}, temp)
    case.expect(run.failed() and run.exit_code == 1, f"the job's exit is {run.exit_code}, expected 1", run)
    case.expect(run.ran == ["install", "check", "scan", "audit", "result", "fail"], f"steps that ran: {run.ran}", run)
    for name in ["exit-code", "check-exit-code", "scan-exit-code", "audit-exit-code"]:
        case.expect(run.outputs[name] == "1", f"{name} is {run.outputs[name]!r}, expected 1", run)
    uploads = [with_["sarif_file"] for uses, with_ in run.uses if uses.startswith("github/codeql-action/upload-sarif@")]
    case.expect(uploads == [str(Path(temp) / "out" / f"{c}.sarif") for c in ["check", "scan", "audit"]],
                f"uploads: {run.uses}")
    for command in ["check", "scan", "audit"]:
        try:
            results = sarif(Path(temp) / "out" / f"{command}.sarif", command)
            case.expect("error" in levels(results), f"{command}: no error result in {levels(results)}")
        except (OSError, ValueError, KeyError, AssertionError) as error:
            case.expect(False, f"{command}.sarif: {error!r}", run)
        junit = Path(temp) / "out" / f"{command}.xml"
        case.expect(junit.exists() and "<testsuite" in junit.read_text(), f"{command}.xml is not JUnit")
        case.expect(any(line.startswith("::error file=") for line in run.annotations(command)),
                    f"{command}: no located error annotation", run)
    case.expect(any(line.startswith(f"::error file={FAILING_SPEC},line=14,") for line in run.annotations("check")),
                "check's annotation at the changed line 14", run)
    case.expect(any(line.startswith(f"::error file={FIXTURES}/NoPurposeString/Sources/TideTracker.swift,line=8,")
                    for line in run.annotations("scan")), "scan's annotation at the request's line", run)
    return case.failures


def case_bad_input(action, tool, temp):
    """A spec path that does not exist: 2, no SARIF file, no upload, the job fails with 2."""
    case = Case()
    run = Run(action, {"binary": str(tool), "commands": "check", "specs": "Specs/no-such.primerspec",
                       "upload-sarif": "true"}, temp)
    case.expect(run.failed() and run.exit_code == 2, f"the job's exit is {run.exit_code}, expected 2", run)
    case.expect(run.outputs["check-exit-code"] == "2" and run.outputs["exit-code"] == "2", f"outputs {run.outputs}")
    case.expect(run.outputs["check-sarif"] == "" and run.uses == [], f"a SARIF file for bad input: {run.uses}")
    case.expect(run.outputs["scan-exit-code"] == "" and "scan" not in run.ran, "scan ran without being asked", run)
    case.expect("no such file or folder 'Specs/no-such.primerspec'" in run.text("check"), "the error's message", run)
    bad = Run(action, {"binary": str(tool), "commands": "check", "install": "sometimes"}, Path(temp) / "install")
    case.expect(bad.failed() and bad.exit_code == 2 and bad.ran == ["install", "result", "fail"],
                f"install: sometimes ran {bad.ran} exit {bad.exit_code}", bad)
    return case.failures


def case_working_directory(action, tool, temp):
    """An app folder with its own Specs: check and scan pass, audit fails on the default colours."""
    case = Case()
    run = Run(action, {"binary": str(tool), "working-directory": f"{FIXTURES}/Tidepool", "info-plist": "Info.plist",
                       "sources": "Sources", "annotations": "false"}, temp)
    outputs = run.outputs
    case.expect((outputs["check-exit-code"], outputs["scan-exit-code"], outputs["audit-exit-code"]) == ("0", "0", "1"),
                f"exit codes {outputs}", run)
    case.expect(run.failed() and run.exit_code == 1, f"the job's exit is {run.exit_code}, expected 1", run)
    case.expect("PASS Specs/camera.primerspec (34 of 34 sections passed)" in run.text("check"), "check's text", run)
    case.expect(run.annotations("check") == [], "annotations: false still annotates", run)
    results = sarif(outputs["audit-sarif"], "audit")
    uris = {location["physicalLocation"]["artifactLocation"]["uri"] for result in results
            for location in result.get("locations", [])}
    case.expect(uris == {f"{FIXTURES}/Tidepool/Specs/camera.primerspec"}, f"SARIF URIs from the repository root: {uris}")
    return case.failures


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


def case_download(action, tool, temp):
    """The release archive over HTTP and file://: checksum, tool cache, no archive, a wrong checksum."""
    case = Case()
    if sys.platform != "linux":
        print("  download: skipped, release archives are Linux only (GNU tar packs them)")
        return case.failures
    temp = Path(temp)
    releases = temp / "releases"
    version = "9.8.7"
    archive = subprocess.run([str(ROOT / "scripts" / "release.sh"), "--binary", str(tool), version,
                              str(releases / f"v{version}")], cwd=ROOT, capture_output=True, text=True)
    case.expect(archive.returncode == 0, f"release.sh --binary: {archive.stderr}")
    arch = os.uname().machine
    name = f"primer-spec-{version}-linux-{arch}.tar.gz"
    case.expect(archive.stdout.strip().endswith(f"v{version}/{name}"), f"release.sh printed {archive.stdout!r}")
    digest = hashlib.sha256((releases / f"v{version}" / name).read_bytes()).hexdigest()
    case.expect((releases / f"v{version}" / f"{name}.sha256").read_text() == f"{digest}  {name}\n", "the .sha256 file")

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0),
                                             lambda *a, **k: Quiet(*a, directory=str(releases), **k))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        run = Run(action, {"version": f"v{version}", "install": "download", "release-url": base, "commands": "check",
                           "specs": "Specs/camera.primerspec"}, temp / "http")
        installed = temp / "http" / "tool-cache" / "primer-spec" / version / arch / "primer-spec"
        case.expect(not run.failed() and run.outputs["install-method"] == "download"
                    and run.outputs["binary"] == str(installed) and run.outputs["version"] == version,
                    f"download over HTTP: {run.outputs}", run)
        case.expect(installed.exists() and run.outputs["check-exit-code"] == "0", "the downloaded binary's check", run)
        case.expect(f"primer-spec {version} downloaded and unpacked in" in run.text("install"), "the install log", run)

        # A second job on the same (self-hosted) runner: the tool cache answers, nothing is fetched.
        again = Run(action, {"version": version, "release-url": f"{base}/nowhere", "commands": "check",
                             "specs": "Specs/camera.primerspec"}, temp / "http")
        case.expect(not again.failed() and f"primer-spec {version} already in" in again.text("install"),
                    "the tool cache on a second run", again)

        # No archive for this version: download fails with 2; auto builds from source.
        missing = Run(action, {"version": "0.0.1", "install": "download", "release-url": base}, temp / "missing")
        case.expect(missing.failed() and missing.exit_code == 2 and missing.ran == ["install", "result", "fail"],
                    f"download of a missing release: {missing.ran} exit {missing.exit_code}", missing)
        case.expect("no release archive at " + f"{base}/v0.0.1/primer-spec-0.0.1-linux-{arch}.tar.gz"
                    in missing.text("install"), "the missing archive's message", missing)

        # auto with no archive: the source path, with a fake swift that "builds" the debug binary.
        fake = temp / "fake-swift"
        (fake / "bin").mkdir(parents=True)
        (fake / "products").mkdir()
        shutil.copy(tool, fake / "products" / "primer-spec")
        (fake / "bin" / "swift").write_text(
            "#!/bin/sh\n"
            f'echo "$@" >> "{fake}/calls"\n'
            'case "$*" in *--version*) echo "Swift version 0.0 (fake)";; '
            f'*--show-bin-path*) echo "{fake}/products";; esac\n')
        (fake / "bin" / "swift").chmod(0o755)
        source = Run(action, {"version": "0.0.1", "release-url": base, "commands": "check",
                              "specs": "Specs/camera.primerspec"}, temp / "source",
                     env={"PATH": f"{fake / 'bin'}:{os.environ['PATH']}"})
        case.expect(not source.failed() and source.outputs["install-method"] == "source"
                    and source.outputs["binary"] == str(fake / "products" / "primer-spec")
                    and source.outputs["check-exit-code"] == "0", f"auto without an archive: {source.outputs}", source)
        caches = [with_ for uses, with_ in source.uses if uses.startswith("actions/cache@")]
        case.expect(len(caches) == 1 and caches[0]["key"].startswith(f"primer-spec-build-Linux-{arch}-")
                    and caches[0]["path"] == str(temp / "source" / "runner-temp" / "primer-spec-build"),
                    f"the build cache: {caches}")
        calls = (fake / "calls").read_text()
        case.expect(f"build -c release --product primer-spec --package-path {ROOT} --scratch-path" in calls,
                    f"swift was called: {calls}")
    finally:
        server.shutdown()

    # file:// (a release mirrored to a shared disk) and an archive whose checksum does not match.
    run = Run(action, {"version": version, "install": "download", "release-url": f"file://{releases}",
                       "commands": "check", "specs": "Specs/camera.primerspec"}, temp / "file")
    case.expect(not run.failed() and run.outputs["install-method"] == "download", f"file:// {run.outputs}", run)
    checksum = releases / f"v{version}" / f"{name}.sha256"
    checksum.write_text(f"{'0' * 64}  {name}\n")
    bad = Run(action, {"version": version, "install": "download", "release-url": f"file://{releases}",
                       "commands": "check"}, temp / "checksum")
    case.expect(bad.failed() and bad.exit_code == 2 and "does not match its .sha256" in bad.text("install")
                and not (temp / "checksum" / "tool-cache" / "primer-spec").exists(),
                f"a wrong checksum installed: {bad.ran}", bad)
    return case.failures


def case_action_file(action, tool, temp):
    """action.yml itself: composite, bash everywhere, no expression inside a script, outputs that exist."""
    case = Case()
    case.expect(action["runs"]["using"] == "composite", "not a composite action")
    ids = {step.get("id") for step in action["runs"]["steps"]}
    for step in action["runs"]["steps"]:
        if "run" in step:
            case.expect(step.get("shell") == "bash", f"{step.get('id')}: shell is {step.get('shell')}")
            # Inputs reach scripts as environment variables only: an input is never spliced into code.
            case.expect("${{" not in step["run"], f"{step.get('id')}: an expression inside run:")
        for text in [str(step.get("if", ""))] + [str(v) for v in step.get("env", {}).values()] + \
                [str(v) for v in step.get("with", {}).values()]:
            for name in re.findall(r"inputs\.([a-z-]+)", text):
                case.expect(name in action["inputs"], f"{step.get('id')}: unknown input {name}")
            for name in re.findall(r"steps\.([a-z-]+)\.", text):
                case.expect(name in ids, f"{step.get('id')}: unknown step {name}")
    for name, spec in action["outputs"].items():
        for step in re.findall(r"steps\.([a-z-]+)\.", spec["value"]):
            case.expect(step in ids, f"output {name}: unknown step {step}")
    for name, spec in action["inputs"].items():
        case.expect(spec.get("description"), f"input {name} has no description")
    return case.failures


CASES = [case_action_file, case_passing, case_failing, case_bad_input, case_working_directory, case_download]


def main():
    if not in_venv():
        bootstrap()
    import yaml
    action = yaml.safe_load((ROOT / "action.yml").read_text())
    tool = binary()
    passed = failed = 0
    for test in CASES:
        with tempfile.TemporaryDirectory(prefix="action-test-") as temp:
            try:
                failures = test(action, tool, temp)
            except Exception as error:  # a crash in a case is its failure, the others still run
                failures = [f"{type(error).__name__}: {error}"]
        if failures:
            failed += 1
            print(f"FAIL {test.__name__}: {test.__doc__.splitlines()[0]}")
            for failure in failures:
                print("  " + failure.replace("\n", "\n  "))
        else:
            passed += 1
            print(f"PASS {test.__name__}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
