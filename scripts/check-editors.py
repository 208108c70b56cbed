#!/usr/bin/env python3
"""Checks the editor set-up in Editors/ (CI runs this; Docs/Editors.md):

- the VS Code extension's manifest (package.json) is valid JSON with the fields VS Code requires
  (name, publisher, version, engines.vscode, main), and every file it names exists; its language id
  is the one the grammar and the client use;
- the language configuration is valid JSON;
- the TextMate grammar is valid JSON, every pattern compiles (Python's `re`, whose syntax the
  grammar keeps to: a subset of Oniguruma's), every `include` names a rule it has, and sample lines
  from the spec format get the scopes they should;
- the Zed extension's extension.toml and language config.toml are valid TOML with the fields Zed
  requires, the server is declared for the language the config names, and the extension's Rust
  code starts `primer-spec lsp`;
- the Helix languages.toml that Docs/Editors.md shows is valid TOML and starts `primer-spec lsp`
  for `*.primerspec` files;
- the Sublime LSP settings that Docs/Editors.md shows are valid JSON that start `primer-spec lsp`
  for the scope `source.primerspec`, which Editors/sublime's syntax gives `*.primerspec` files
  (its `match` patterns compile; read line by line, as the standard library has no YAML reader).

Prints one line on success; every problem, one a line, and exit 1 otherwise.
"""

import json
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VSCODE = ROOT / "Editors" / "vscode"
ZED = ROOT / "Editors" / "zed"
SUBLIME_SYNTAX = ROOT / "Editors" / "sublime" / "PrimerSpec.sublime-syntax"
DOC = ROOT / "Docs" / "Editors.md"
problems = []


def load(path):
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        problems.append(f"{path.relative_to(ROOT)}: not valid JSON: {error}")
        return None


def check_manifest():
    manifest = load(VSCODE / "package.json")
    if manifest is None:
        return None
    for field in ["name", "publisher", "version", "main"]:
        if not isinstance(manifest.get(field), str) or not manifest[field]:
            problems.append(f"package.json: '{field}' is missing; VS Code requires it")
    if not re.fullmatch(r"[a-z0-9][a-z0-9._-]*", manifest.get("name", "")):
        problems.append("package.json: 'name' must be lowercase with no spaces")
    if not re.fullmatch(r"\d+\.\d+\.\d+", manifest.get("version", "")):
        problems.append("package.json: 'version' is not MAJOR.MINOR.PATCH")
    if not str(manifest.get("engines", {}).get("vscode", "")).startswith("^"):
        problems.append("package.json: 'engines.vscode' is missing (e.g. ^1.82.0)")
    if not (VSCODE / manifest.get("main", "missing")).exists():
        problems.append(f"package.json: 'main' names {manifest.get('main')}, which is not there")
    contributes = manifest.get("contributes", {})
    languages = contributes.get("languages", [])
    grammars = contributes.get("grammars", [])
    ids = {language.get("id") for language in languages}
    if ids != {"primerspec"}:
        problems.append(f"package.json: expected one language 'primerspec', found {sorted(map(str, ids))}")
    for language in languages:
        if ".primerspec" not in language.get("extensions", []):
            problems.append("package.json: the language does not claim .primerspec files")
        configuration = language.get("configuration")
        if not configuration or not (VSCODE / configuration).exists():
            problems.append(f"package.json: language configuration {configuration} is not there")
        else:
            load(VSCODE / configuration)
    for grammar in grammars:
        if grammar.get("language") not in ids:
            problems.append(f"package.json: grammar for unknown language {grammar.get('language')}")
        if not (VSCODE / grammar.get("path", "missing")).exists():
            problems.append(f"package.json: grammar {grammar.get('path')} is not there")
    if "vscode-languageclient" not in manifest.get("dependencies", {}):
        problems.append("package.json: the client needs the vscode-languageclient dependency")
    script = (VSCODE / manifest.get("main", "missing"))
    if script.exists() and '"lsp"' not in script.read_text(encoding="utf-8"):
        problems.append(f"{manifest.get('main')}: does not start 'primer-spec lsp'")
    return grammars[0] if grammars else None


def compile_rules(grammar):
    """Every rule's regexes compiled, and includes checked; returns {name: compiled rule}."""
    repository = grammar.get("repository", {})

    def walk(rule, where):
        for key in ["match", "begin", "end"]:
            if key in rule:
                try:
                    re.compile(rule[key])
                except re.error as error:
                    problems.append(f"grammar {where}.{key}: does not compile: {error}")
        include = rule.get("include")
        if include and include.startswith("#") and include[1:] not in repository:
            problems.append(f"grammar {where}: includes {include}, which the repository lacks")
        for index, child in enumerate(rule.get("patterns", [])):
            walk(child, f"{where}.patterns[{index}]")
        for key in ["captures", "beginCaptures", "endCaptures"]:
            for capture, value in rule.get(key, {}).items():
                if not capture.isdigit() or "name" not in value:
                    problems.append(f"grammar {where}.{key}.{capture}: expected a group number with a name")

    for index, pattern in enumerate(grammar.get("patterns", [])):
        walk(pattern, f"patterns[{index}]")
    for name, rule in repository.items():
        walk(rule, f"repository.{name}")
    return repository


def scopes(repository, rule_name, line):
    """The scope names the rule's own regexes (and its child patterns) give parts of a line."""
    rule = repository[rule_name]
    found = set()
    start = 0
    if "begin" in rule:
        match = re.search(rule["begin"], line)
        if not match:
            return found
        if "name" in rule:
            found.add(rule["name"])
        for group, value in rule.get("beginCaptures", {}).items():
            if match.group(int(group)):
                found.add(value["name"])
        start = match.end()
    elif "match" in rule:
        if re.search(rule["match"], line):
            found.add(rule["name"])
        return found
    for child in rule.get("patterns", []):
        if "include" in child:
            found |= {scope for scope in scopes(repository, child["include"][1:], line[start:])}
            continue
        pattern = child.get("match") or child.get("begin")
        for match in re.finditer(pattern, line[start:] if "(?<=" not in pattern else line):
            if "name" in child:
                found.add(child["name"])
            for group, value in child.get("captures", {}).items():
                if match.group(int(group)):
                    found.add(value["name"])
    return found


SAMPLES = [
    ("header-field", 'app "Reminders"', {"keyword.other.field.primerspec", "string.quoted.double.primerspec"}),
    ("header-field", "ios 17.6", {"keyword.other.field.primerspec", "constant.numeric.version.primerspec"}),
    ("accept", 'accept text-contrast * "why"', {"keyword.other.field.primerspec", "entity.name.tag.rule.primerspec"}),
    ("section-header", "motion requesting -> granted reduce-motion via allow",
     {"keyword.control.section.primerspec", "keyword.operator.transition.primerspec",
      "keyword.other.modifier.primerspec", "variable.other.state.primerspec"}),
    ("section-header", "voiceover ready dynamic-type accessibility3",
     {"keyword.control.section.primerspec", "constant.language.setting.primerspec"}),
    ("body-line", "  0.30  +0.73  symbol  replace camera -> checkmark.circle  smooth",
     {"constant.numeric.time.primerspec", "constant.numeric.duration.primerspec", "support.function.curve.primerspec"}),
    ("body-line", "  0.00  +0.20  continue  progress shown  easeInOut(0.2)", {"support.function.curve.primerspec"}),
    ("body-line", '  "Camera is on" priority high', {"string.quoted.double.primerspec", "constant.language.priority.primerspec"}),
    ("body-line", "  title  title  28pt", {"constant.numeric.size.primerspec"}),
    ("comment", "# a comment", {"comment.line.number-sign.primerspec"}),
]


def load_toml(path, text=None):
    try:
        return tomllib.loads(text if text is not None else path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        problems.append(f"{path.relative_to(ROOT)}: not valid TOML: {error}")
        return None


def check_zed():
    extension = load_toml(ZED / "extension.toml")
    config = load_toml(ZED / "languages" / "primerspec" / "config.toml")
    if extension is None or config is None:
        return
    for field in ["id", "name", "version", "schema_version", "authors", "description", "repository"]:
        if field not in extension:
            problems.append(f"Editors/zed/extension.toml: '{field}' is missing; Zed requires it")
    for field in ["name", "grammar"]:
        if not isinstance(config.get(field), str) or not config[field]:
            problems.append(f"Editors/zed/languages/primerspec/config.toml: '{field}' is missing; Zed requires it")
    if config.get("path_suffixes") != ["primerspec"]:
        problems.append("Editors/zed/languages/primerspec/config.toml: path_suffixes is not ['primerspec']")
    servers = extension.get("language_servers", {})
    if config.get("name") not in servers.get("primer-spec", {}).get("languages", []):
        problems.append("Editors/zed/extension.toml: [language_servers.primer-spec] does not serve "
                        f"the language {config.get('name')!r}")
    code = (ZED / "src" / "lib.rs").read_text(encoding="utf-8") if (ZED / "src" / "lib.rs").exists() else ""
    if '"primer-spec"' not in code or '"lsp"' not in code or "language_server_command" not in code:
        problems.append("Editors/zed/src/lib.rs: does not start 'primer-spec lsp' in language_server_command")
    if not re.search(r'^crate-type = \["cdylib"\]', (ZED / "Cargo.toml").read_text(encoding="utf-8"), re.M):
        problems.append("Editors/zed/Cargo.toml: the extension must build as a cdylib")
    load_toml(ZED / "Cargo.toml")


def doc_blocks(heading, language):
    """The fenced blocks in `language` under Docs/Editors.md's `## heading`."""
    text = DOC.read_text(encoding="utf-8")
    start = text.index(f"\n## {heading}\n")
    return re.findall(rf"```{language}\n(.*?)```", text[start:text.index("\n## ", start + 1)], re.S)


def check_helix():
    blocks = doc_blocks("Helix", "toml")
    if len(blocks) != 1:
        problems.append(f"Docs/Editors.md: the Helix section has {len(blocks)} toml blocks, expected 1")
        return
    helix = load_toml(DOC, blocks[0])
    if helix is None:
        return
    server = helix.get("language-server", {}).get("primer-spec", {})
    if server.get("command") != "primer-spec" or server.get("args") != ["lsp"]:
        problems.append("Docs/Editors.md: Helix's language server is not 'primer-spec lsp'")
    languages = helix.get("language", [])
    if len(languages) != 1 or languages[0].get("file-types") != ["primerspec"] \
            or languages[0].get("language-servers") != ["primer-spec"] or not languages[0].get("scope"):
        problems.append("Docs/Editors.md: Helix's [[language]] does not give *.primerspec the primer-spec server")


def check_sublime():
    blocks = doc_blocks("Sublime Text", "json")
    if len(blocks) != 1:
        problems.append(f"Docs/Editors.md: the Sublime Text section has {len(blocks)} json blocks, expected 1")
        return
    try:
        settings = json.loads(blocks[0])
    except ValueError as error:
        problems.append(f"Docs/Editors.md: the Sublime LSP settings are not valid JSON: {error}")
        return
    client = settings.get("clients", {}).get("primer-spec", {}) if isinstance(settings, dict) else {}
    if client.get("command") != ["primer-spec", "lsp"] or client.get("enabled") is not True:
        problems.append("Docs/Editors.md: Sublime LSP's client 'primer-spec' does not start 'primer-spec lsp'")
    selector = client.get("selector")
    syntax = SUBLIME_SYNTAX.read_text(encoding="utf-8") if SUBLIME_SYNTAX.exists() else ""
    where = SUBLIME_SYNTAX.relative_to(ROOT)
    if not syntax.startswith("%YAML 1.2\n---\n"):
        problems.append(f"{where}: does not start with '%YAML 1.2' and '---', as Sublime's syntaxes do")
    scope = re.search(r"^scope: (\S+)$", syntax, re.M)
    if not scope or scope.group(1) != selector:
        problems.append(f"{where}: its scope is not {selector!r}, the selector Sublime LSP's settings name")
    if not re.search(r"^file_extensions: \[primerspec\]$", syntax, re.M):
        problems.append(f"{where}: file_extensions is not [primerspec]")
    for number, line in enumerate(syntax.splitlines(), 1):
        match = re.fullmatch(r"\s*- match: '((?:[^']|'')*)'", line)
        if match:
            try:
                re.compile(match.group(1).replace("''", "'"))
            except re.error as error:
                problems.append(f"{where}:{number}: the pattern does not compile: {error}")
        elif "match:" in line:
            problems.append(f"{where}:{number}: expected a single-quoted pattern after 'match:'")


def main():
    grammar_entry = check_manifest()
    grammar = load(VSCODE / grammar_entry["path"]) if grammar_entry else None
    if grammar is not None:
        if grammar.get("scopeName") != grammar_entry.get("scopeName"):
            problems.append("grammar: scopeName differs from the manifest's")
        repository = compile_rules(grammar)
        if not problems:
            for rule, line, expected in SAMPLES:
                missing = expected - scopes(repository, rule, line)
                if missing:
                    problems.append(f"grammar {rule}: '{line}' lacks {sorted(missing)}")
    problems[:] = [f"Editors/vscode: {problem}" for problem in problems]
    check_zed()
    check_helix()
    check_sublime()
    for problem in problems:
        print(f"error: {problem}")
    if problems:
        sys.exit(1)
    print("Editors: the VS Code extension, the Zed extension's TOML, the Helix and Sublime set-ups are valid")


if __name__ == "__main__":
    main()
