#!/usr/bin/env python3
"""Writes the language server fuzz target's seeds (Fuzz/LanguageServerFuzzTarget.swift) into this
folder: sessions of didOpen/didChange edits and requests, framed as a client writes them (CR LF and
LF-only headers, lengths too short and too long, noise between messages) and as one JSON body a line.
Run it again after changing it: python3 Fuzz/seeds/lsp/generate.py"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
URI = "file:///fuzz/s.primerspec"
SPEC = (
    'primer camera\n'
    'app "Reminders"\n'
    'purpose "Reminders uses the camera to take photos."\n'
    'accept touch-target * "buttons follow their titles"\n'
    '\n'
    'voiceover ready\n'
    '  "Use the camera. Heading."\n'
    '  "Continue. Button."\n'
    '\n'
    'announce ready -> requesting via continueTapped\n'
)
MAX = 2**31 - 1


def doc():
    return {"uri": URI}


def pos(line, character):
    return {"line": line, "character": character}


def rng(a, b, c, d):
    return {"start": pos(a, b), "end": pos(c, d)}


def request(ident, method, params):
    return {"jsonrpc": "2.0", "id": ident, "method": method, "params": params}


def notification(method, params):
    return {"jsonrpc": "2.0", "method": method, "params": params}


def open_spec(text=SPEC, version=1):
    return notification("textDocument/didOpen", {"textDocument": {"uri": URI, "languageId": "primerspec",
                                                                  "version": version, "text": text}})


def change(version, *changes):
    return notification("textDocument/didChange", {"textDocument": {"uri": URI, "version": version},
                                                   "contentChanges": list(changes)})


def requests(first_id):
    """Every request kind that reads the document, at ordinary and hostile places."""
    out = []
    ident = first_id
    for line, character in [(5, 3), (1, 0), (3, 8), (6, 4), (9, 14), (10, 20), (12, 0), (MAX, MAX),
                            (2**63 - 1, 0), (-1, 0), (2**31, 0), (1.5, 0), ("x", 0), (0, 2**31)]:
        for method in ("textDocument/hover", "textDocument/completion"):
            out.append(request(ident, method, {"textDocument": doc(), "position": pos(line, character)}))
            ident += 1
    for r in [rng(0, 0, 12, 0), rng(5, 0, 7, 30), rng(0, 0, MAX, MAX), rng(4, 0, 2, 0), rng(0, -1, 0, 0)]:
        out.append(request(ident, "textDocument/codeAction", {"textDocument": doc(), "range": r,
                                                              "context": {"diagnostics": []}}))
        ident += 1
    for method in ("textDocument/formatting", "textDocument/documentSymbol", "textDocument/foldingRange"):
        out.append(request(ident, method, {"textDocument": doc(), "options": {"tabSize": 2, "insertSpaces": True}}))
        ident += 1
    return out


def edits():
    """Edits of every shape: typing, deleting across lines, past the end, surrogate pairs, CR LF, hostile."""
    return [
        change(2, {"range": rng(6, 11, 6, 17), "text": "microphone"}),
        change(3, {"range": rng(6, 2, 7, 2), "text": ""}),
        change(4, {"range": rng(MAX, MAX, MAX, MAX), "text": "\nvoiceover denied\n  \"😀 é\"\r\n"}),
        change(5, {"range": rng(12, 4, 12, 5), "text": "x"}, {"range": rng(0, 0, 0, 6), "text": "primer"}),
        change(6, {"range": rng(2, 40, 3, 0), "text": "\r\n"}),
        change(7, {"range": rng(2**63 - 1, 0, 2**63 - 1, 0), "text": "lost"}),
        change(8, {"range": rng(1, 5, 1, 1), "text": "reversed"}),
        change(9, {"range": rng(1, 1.5, 1, 2), "text": "half"}),
        change(10, {"text": SPEC.replace("ready", "denied")}),
        change(11, {"range": rng(5, 0, 5, 0), "text": "# a comment\n"}, {"text": SPEC}),
    ]


def asking(part):
    asked = requests(10)
    return [open_spec()] + (asked[:14] if part == 0 else asked[14:])


def editing(part):
    messages = [open_spec()]
    for edit in edits()[part * 5:part * 5 + 5]:
        messages.append(edit)
        messages.append(request(100 + len(messages), "textDocument/codeAction",
                                {"textDocument": doc(), "range": rng(0, 0, 20, 0), "context": {"diagnostics": []}}))
    messages.append(notification("textDocument/didClose", {"textDocument": doc()}))
    messages.append(request(900, "textDocument/hover", {"textDocument": doc(), "position": pos(0, 0)}))
    return messages


def body(message):
    return json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode()


def framed(message, ending=b"\r\n"):
    data = body(message)
    return b"Content-Length: " + str(len(data)).encode() + ending + ending + data


START = [request(1, "initialize", {"processId": None, "rootUri": None, "capabilities": {}}),
         notification("initialized", {})]
END = [request(999, "shutdown", None), notification("exit", None)]


def write(name, data):
    with open(os.path.join(HERE, name), "wb") as out:
        out.write(data)


def main():
    # Small sessions (a few kilobytes: each input runs the checker once an edit, so small ones fuzz faster).
    for name, session in (("asking-1", asking(0)), ("asking-2", asking(1)), ("editing-1", editing(0)),
                          ("editing-2", editing(1))):
        whole = START + session + END
        write(f"framed-crlf-{name}.lsp", b"F" + b"".join(framed(m) for m in whole))
        write(f"framed-lf-only-{name}.lsp", b"F" + b"".join(framed(m, b"\n") for m in whole))
        lines = b"\n".join(body(m) for m in session)
        write(f"lines-crlf-{name}.lsp", b"J" + lines)
        write(f"lines-lf-only-{name}.lsp", b"L" + lines)
        write(f"lines-unframed-{name}.lsp", b"U" + lines)
    # A length too short (leftovers), a length too long (runs into the next header), noise, blank lines,
    # a misspelt header, a body that is not JSON, an array and a request without a method.
    broken = [framed(m) for m in START + [open_spec()]]
    hover = body(request(50, "textDocument/hover", {"textDocument": doc(), "position": pos(5, 3)}))
    broken.append(b"Content-Length: " + str(len(hover) - 9).encode() + b"\r\n\r\n" + hover)
    broken.append(b"Content-Length: " + str(len(hover) + 40).encode() + b"\r\n\r\n" + hover)
    broken.append(b"noise\x01\r\n\r\n")
    broken.append(b"Content-Lenght: 2\r\n\r\n{}")
    broken.append(b"Content-Length: 5\r\n\r\n{oops")
    broken.append(b"Content-Length: 5\r\n\r\n[1,2]")
    broken.append(framed({"jsonrpc": "2.0", "id": 7}))
    broken += [framed(m) for m in requests(60)[:6] + END]
    write("framed-broken.lsp", b"F" + b"".join(broken))
    # Each edit on the same text (a whole-text change first): inside a CR LF, inside a surrogate pair.
    small = "a\r\nb😀c\n\n"
    hostile = [open_spec(small)]
    for line, character in [(0, 1), (0, 2), (1, 2), (1, 3), (MAX, 0), (0, MAX), (2**31, 0), (-1, -1)]:
        hostile.append(change(2, {"text": small}, {"range": rng(line, character, line, character), "text": "\n"}))
        hostile.append(request(300 + len(hostile), "textDocument/hover",
                               {"textDocument": doc(), "position": pos(line, character)}))
    write("lines-hostile.lsp", b"U" + b"\n".join(body(m) for m in hostile))


if __name__ == "__main__":
    main()
