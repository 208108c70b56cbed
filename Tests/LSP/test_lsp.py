"""`primer-spec lsp` end to end (run by Tests/LSP/run.py): pytest-lsp starts the real executable and
talks to it as an editor does; the bad-input cases write raw bytes to it."""

import asyncio
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

ROOT = Path(__file__).resolve().parents[2]
SERVER = os.environ.get("PRIMER_SPEC", str(ROOT / ".build" / "debug" / "primer-spec"))

ANNOUNCE = "announce requesting -> granted\n  \"Camera is on\" priority high\n"
SPEC = f"""# A camera primer whose app name and purpose come from an Info.plist.
primer camera
info-plist "Info.plist"

{ANNOUNCE}
voiceover granted
  "Camera is on. Heading."
  "You can change this in Settings at any time."
  "Photos, Take pictures without leaving the app."
  "Scanning, Point at a code to read it."
  "Done. Button."
"""


def plist(name, purpose):
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>CFBundleDisplayName</key><string>{name}</string>
  <key>NSCameraUsageDescription</key><string>{purpose}</string>
</dict>
</plist>
"""


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[SERVER, "lsp"]))
async def client(lsp_client: LanguageClient, tmp_path):
    lsp_client.registrations = []

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        lsp_client.registrations.extend(params.registrations)

    (tmp_path / "Info.plist").write_text(plist("Atlas", "Atlas scans the codes on signposts."))
    capabilities = types.ClientCapabilities(
        workspace=types.WorkspaceClientCapabilities(
            did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True)),
        text_document=types.TextDocumentClientCapabilities(
            hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.Markdown]),
            document_symbol=types.DocumentSymbolClientCapabilities(hierarchical_document_symbol_support=True),
            code_action=types.CodeActionClientCapabilities(
                code_action_literal_support=types.ClientCodeActionLiteralOptions(
                    code_action_kind=types.ClientCodeActionKindOptions(value_set=["quickfix", "source"]))),
            publish_diagnostics=types.PublishDiagnosticsClientCapabilities(related_information=True)))
    await lsp_client.initialize_session(types.InitializeParams(
        capabilities=capabilities, root_uri=tmp_path.as_uri(),
        workspace_folders=[types.WorkspaceFolder(uri=tmp_path.as_uri(), name="specs")]))
    yield
    await lsp_client.shutdown_session()


def spec_uri(tmp_path):
    return (tmp_path / "camera.primerspec").as_uri()


async def open_spec(client, uri, text, version=1):
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="primerspec", version=version, text=text)))
    return await diagnostics_for(client, uri, version)


async def diagnostics_for(client, uri, version):
    """Waits for the diagnostics of a document's version (earlier ones may come first)."""
    for _ in range(20):
        params = await asyncio.wait_for(client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), 20)
        if params.uri == uri and params.version == version:
            return list(params.diagnostics)
    raise AssertionError(f"no diagnostics for version {version}")


def change(client, uri, version, start, end, text):
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(*start), end=types.Position(*end)), text=text)]))


def apply_edits(text, edits):
    """Applies TextEdits (UTF-16 positions) to a text."""
    lines = text.split("\n")

    def offset(position):
        prefix = sum(len(line) + 1 for line in lines[:position.line])
        line = lines[position.line] if position.line < len(lines) else ""
        units = line.encode("utf-16-le")[: position.character * 2].decode("utf-16-le")
        return prefix + len(units)

    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end):]
    return text


async def test_diagnostics_follow_edits_in_utf16(client: LanguageClient, tmp_path):
    uri = spec_uri(tmp_path)
    assert [d.code for d in await open_spec(client, uri, SPEC) if d.code == "lines-match"] == []
    # Line 6 (0-based 5) holds "Camera is on"; a curly quote before it moves every later column by one unit.
    change(client, uri, 2, (5, 3), (5, 3), "“")
    found = await diagnostics_for(client, uri, 2)
    mismatch = [d for d in found if d.code == "lines-match"]
    assert len(mismatch) == 1
    assert mismatch[0].range == types.Range(start=types.Position(5, 2), end=types.Position(5, 31))
    assert mismatch[0].severity == types.DiagnosticSeverity.Error
    assert mismatch[0].message == ('the spec says "“Camera is on" priority high, but the builder generates '
                                   '"Camera is on" priority high')
    assert mismatch[0].related_information[0].message == "in section 'announce requesting -> granted'"
    # Undo: the error goes.
    change(client, uri, 3, (5, 3), (5, 4), "")
    assert [d for d in await diagnostics_for(client, uri, 3) if d.code == "lines-match"] == []


async def test_a_burst_of_changes_publishes_only_the_last(client: LanguageClient, tmp_path):
    uri = spec_uri(tmp_path)
    await open_spec(client, uri, SPEC)
    for version in range(2, 42):
        if version % 2 == 0:
            change(client, uri, version, (5, 3), (5, 3), "x")
        else:
            change(client, uri, version, (5, 3), (5, 4), "")
    found = await diagnostics_for(client, uri, 41)
    assert [d for d in found if d.code == "lines-match"] == []
    await asyncio.sleep(0.5)


async def test_parse_error_and_did_you_mean(client: LanguageClient, tmp_path):
    uri = spec_uri(tmp_path)
    found = await open_spec(client, uri, SPEC.replace("voiceover granted", "voiceover grantd"))
    error = next(d for d in found if d.code == "spec-error")
    assert error.range.start == types.Position(7, 10)
    assert "did you mean 'granted'" in error.message
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=error.range,
        context=types.CodeActionContext(diagnostics=[error])))
    fix = next(a for a in actions if a.title == "Change 'grantd' to 'granted'")
    assert list(fix.edit.changes[uri]) == [types.TextEdit(range=error.range, new_text="granted")]


async def test_hover_shows_generated_lines_and_field_help(client: LanguageClient, tmp_path):
    uri = spec_uri(tmp_path)
    await open_spec(client, uri, SPEC)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(4, 2)))
    assert "```primerspec\nannounce requesting -> granted\n  \"Camera is on\" priority high\n```" in hover.contents.value
    assert "The body says the same." in hover.contents.value
    field = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(1, 1)))
    assert field.contents.value.startswith("`primer KIND`")
    assert "`camera`" in field.contents.value and "`location`" in field.contents.value


async def test_completion(client: LanguageClient, tmp_path):
    uri = spec_uri(tmp_path)
    await open_spec(client, uri, SPEC + "\nmotion \n")
    line = SPEC.count("\n") + 1
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line, 7)))
    labels = [item.label for item in result.items]
    assert "requesting -> granted via answer" in labels, labels
    assert "ready" in labels


async def test_record_section_action_and_named_file_change(client: LanguageClient, tmp_path):
    uri = spec_uri(tmp_path)
    text = SPEC + "\nvoiceover ready\n"
    found = await open_spec(client, uri, text)
    empty = next(d for d in found if d.code == "lines-match")
    assert empty.message.startswith("the section 'voiceover ready' is empty")
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=empty.range,
        context=types.CodeActionContext(diagnostics=[empty])))
    record = next(a for a in actions if a.title == "Record this section (voiceover ready)")
    recorded = apply_edits(text, record.edit.changes[uri])
    assert recorded.startswith(text)  # only the body was added
    assert "Atlas scans the codes on signposts." in recorded
    # The same bytes `primer-spec check --record` writes.
    (tmp_path / "camera.primerspec").write_text(text)
    subprocess.run([SERVER, "check", "--record", "camera.primerspec"], cwd=tmp_path, check=True,
                   capture_output=True)
    assert (tmp_path / "camera.primerspec").read_text() == recorded
    change(client, uri, 2, (0, 0), (999, 0), recorded)
    assert [d for d in await diagnostics_for(client, uri, 2) if d.code == "lines-match"] == []
    # The Info.plist the spec names changes on disk: the spec is checked again.
    (tmp_path / "Info.plist").write_text(plist("Atlas", "Atlas reads trail markers."))
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=(tmp_path / "Info.plist").as_uri(), type=types.FileChangeType.Changed)]))
    (registration,) = client.registrations
    assert registration.method == "workspace/didChangeWatchedFiles"
    assert {"globPattern": "**/*.plist"} in registration.register_options["watchers"]
    again = await diagnostics_for(client, uri, 2)
    assert any("Atlas reads trail markers." in d.message for d in again if d.code == "lines-match")


async def test_accept_finding_and_formatting(client: LanguageClient, tmp_path):
    uri = spec_uri(tmp_path)
    squeezed = SPEC.replace('  "Camera is on" priority high', '  "Camera is on"   priority   high')
    found = await open_spec(client, uri, squeezed)
    audit = [d for d in found if d.code not in ("lines-match", "spec-error")]
    assert audit, "the camera primer has audit findings its header does not accept"
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=audit[0].range,
        context=types.CodeActionContext(diagnostics=[audit[0]])))
    accept = next(a for a in actions if a.title.startswith("Accept this finding"))
    (edit,) = accept.edit.changes[uri]
    assert edit.range.start == types.Position(3, 0) and edit.new_text.startswith(f"accept {audit[0].code} ")
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=types.TextDocumentIdentifier(uri=uri), options=types.FormattingOptions(tab_size=2, insert_spaces=True)))
    assert apply_edits(squeezed, edits) == SPEC


async def test_outline_and_folding(client: LanguageClient, tmp_path):
    uri = spec_uri(tmp_path)
    await open_spec(client, uri, SPEC)
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(
        text_document=types.TextDocumentIdentifier(uri=uri)))
    assert [s.name for s in symbols] == ["header", "announce requesting -> granted", "voiceover granted"]
    assert [c.name for c in symbols[0].children] == ["primer", "info-plist"]
    folds = await client.text_document_folding_range_async(types.FoldingRangeParams(
        text_document=types.TextDocumentIdentifier(uri=uri)))
    assert [(f.start_line, f.end_line) for f in folds] == [(1, 2), (4, 5), (7, 12)]


async def test_request_for_a_document_never_opened(client: LanguageClient, tmp_path):
    with pytest.raises(Exception, match="is not open"):
        await client.text_document_hover_async(types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=(tmp_path / "never.primerspec").as_uri()),
            position=types.Position(0, 0)))


# Bad input, written as raw bytes: every answer is a framed protocol message, and the server lives on.

def frame(obj):
    body = json.dumps(obj).encode() if not isinstance(obj, bytes) else obj
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def read_message(stream):
    header = b""
    while not header.endswith(b"\r\n\r\n"):
        byte = stream.read(1)
        assert byte, f"the server closed its output; header so far {header!r}"
        header += byte
    assert header.startswith(b"Content-Length: "), header
    length = int(header.split(b":")[1].strip())
    return json.loads(stream.read(length))


def test_bad_input_gets_protocol_errors_and_the_server_goes_on(tmp_path):
    signal.alarm(300)  # a hang fails the test rather than the run
    server = subprocess.Popen([SERVER, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, cwd=tmp_path)
    send = lambda data: (server.stdin.write(data), server.stdin.flush())
    send(frame({"jsonrpc": "2.0", "id": 0, "method": "textDocument/hover", "params": {}}))
    assert read_message(server.stdout)["error"]["code"] == -32002
    send(frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}))
    assert "capabilities" in read_message(server.stdout)["result"]
    send(frame(b"{not json"))
    assert read_message(server.stdout) == {"jsonrpc": "2.0", "id": None, "error": {
        "code": -32700, "message": "the message body is not JSON; expected a JSON-RPC 2.0 object"}}
    send(b"Content-Type: text/plain\r\n\r\n")  # no Content-Length: dropped, noted on stderr
    send(frame({"jsonrpc": "2.0", "id": 2, "method": "no/such"}))
    assert read_message(server.stdout)["error"]["code"] == -32601
    # A 10 MB document: diagnostics come, and the server still answers.
    uri = (tmp_path / "big.primerspec").as_uri()
    big = "primer camera\n" + "# a comment line that makes the document large, “quoted” and ’d 😀\n" * 150_000 + "\nvoiceover ready\n"
    assert len(big.encode()) > 10_000_000
    send(frame({"jsonrpc": "2.0", "method": "initialized", "params": {}}))
    send(frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "primerspec", "version": 1, "text": big}}}))
    diagnostics = read_message(server.stdout)
    assert diagnostics["method"] == "textDocument/publishDiagnostics" and diagnostics["params"]["version"] == 1
    # A flood of changes to it: each applied in order; diagnostics never go back to an older version.
    for version in range(2, 202):
        send(frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"range": {"start": {"line": 3, "character": 2}, "end": {"line": 3, "character": 2}},
                                "text": "x"}]}}))
    send(frame({"jsonrpc": "2.0", "id": 3, "method": "textDocument/documentSymbol",
                "params": {"textDocument": {"uri": uri}}}))
    versions = []
    while True:
        message = read_message(server.stdout)
        if message.get("method") == "textDocument/publishDiagnostics":
            versions.append(message["params"]["version"])
            if versions[-1] == 201:
                break
        else:
            assert message["id"] == 3 and message["result"][-1]["name"] == "voiceover ready"
    assert versions == sorted(versions)
    send(frame({"jsonrpc": "2.0", "id": 4, "method": "shutdown"}))
    while (message := read_message(server.stdout)).get("id") != 4:
        assert message.get("method") == "textDocument/publishDiagnostics" or message.get("id") == 3
    assert message["result"] is None
    send(frame({"jsonrpc": "2.0", "id": 5, "method": "textDocument/hover", "params": {}}))
    assert read_message(server.stdout)["error"]["code"] == -32600
    send(frame({"jsonrpc": "2.0", "method": "exit"}))
    assert server.wait(timeout=30) == 0
    assert server.stdout.read() == b""
    assert b"without Content-Length" in server.stderr.read()


def test_exit_without_shutdown_and_end_of_input_end_with_1(tmp_path):
    for ending in [frame({"jsonrpc": "2.0", "method": "exit"}), b""]:
        server = subprocess.Popen([SERVER, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, cwd=tmp_path)
        server.stdin.write(ending)
        server.stdin.close()
        assert server.wait(timeout=30) == 1
        assert server.stdout.read() == b""


def test_hostile_positions_and_broken_framing_never_end_the_server(tmp_path):
    """Issue 40: a hover at line 2^63 - 1 ended the server; LF-only headers and a Content-Length shorter
    than its body lost the next messages. Each is answered now, and the server goes on to the end."""
    signal.alarm(300)
    server = subprocess.Popen([SERVER, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, cwd=tmp_path)
    send = lambda data: (server.stdin.write(data), server.stdin.flush())
    uri = (tmp_path / "s.primerspec").as_uri()
    send(frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}))
    assert "capabilities" in read_message(server.stdout)["result"]
    send(frame({"jsonrpc": "2.0", "method": "initialized", "params": {}}))
    send(frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "primerspec", "version": 1, "text": "primer camera\n\nvoiceover ready\n"}}}))
    assert read_message(server.stdout)["method"] == "textDocument/publishDiagnostics"
    for ident, (field, value, shown) in enumerate([("line", 2**63 - 1, "9223372036854775807"), ("line", -1, "-1"),
                                                   ("line", 2**31, "2147483648"), ("character", 1.5, "1.5"),
                                                   ("character", "x", '"x"')], start=10):
        position = {"line": 0, "character": 0, field: value}
        send(frame({"jsonrpc": "2.0", "id": ident, "method": "textDocument/hover",
                    "params": {"textDocument": {"uri": uri}, "position": position}}))
        assert read_message(server.stdout) == {"jsonrpc": "2.0", "id": ident, "error": {
            "code": -32602, "message": f"'position.{field}' is {shown}; expected an integer from 0 to 2147483647"}}
    # Past the end of the document: clamped, answered as at the end of the text.
    send(frame({"jsonrpc": "2.0", "id": 20, "method": "textDocument/hover",
                "params": {"textDocument": {"uri": uri}, "position": {"line": 2**31 - 1, "character": 2**31 - 1}}}))
    assert read_message(server.stdout) == {"jsonrpc": "2.0", "id": 20, "result": None}
    # LF-only header lines, then a Content-Length 5 bytes short, then one 30 bytes long.
    symbols = lambda ident: json.dumps({"jsonrpc": "2.0", "id": ident, "method": "textDocument/documentSymbol",
                                        "params": {"textDocument": {"uri": uri}}}).encode()
    send(b"Content-Length: %d\n\n" % len(symbols(21)) + symbols(21))
    assert read_message(server.stdout)["id"] == 21
    send(b"Content-Length: %d\r\n\r\n" % (len(symbols(22)) - 5) + symbols(22) + frame(symbols(23)))
    assert read_message(server.stdout) == {"jsonrpc": "2.0", "id": None, "error": {
        "code": -32700, "message": "the message body is not JSON; expected a JSON-RPC 2.0 object"}}
    assert read_message(server.stdout)["id"] == 23
    send(b"Content-Length: %d\r\n\r\n" % (len(symbols(24)) + 30) + symbols(24) + frame(symbols(25)))
    assert read_message(server.stdout)["id"] == 24
    assert read_message(server.stdout)["id"] == 25
    send(frame({"jsonrpc": "2.0", "id": 26, "method": "shutdown"}))
    assert read_message(server.stdout) == {"jsonrpc": "2.0", "id": 26, "result": None}
    send(frame({"jsonrpc": "2.0", "method": "exit"}))
    assert server.wait(timeout=30) == 0
    errors = server.stderr.read()
    assert b"skipped 5 bytes" in errors and b"the body was cut there" in errors, errors
