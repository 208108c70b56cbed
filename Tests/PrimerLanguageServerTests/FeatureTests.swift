import Foundation
@testable import PrimerLanguageServer
@testable import PrimerSpec
import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The editor's answers on a recorded reminder card (the tests' block): diagnostics as it changes (never stale),
/// hovers, completion, the outline, code actions and formatting.
@Suite("language server features")
struct FeatureTests {
    static let text = CardSpec.recordedText
    static let uri = ServerHarness.uri

    static func range(_ line: Int, _ start: Int, _ endLine: Int, _ end: Int) -> JSONValue {
        TextRange(start: TextPosition(line: line, character: start), end: TextPosition(line: endLine, character: end)).json
    }

    static func codes(_ published: JSONValue?) -> [String] {
        (published?["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
    }

    /// Applies a WorkspaceEdit's edits for the document (non-overlapping, applied from the end).
    static func apply(_ edit: JSONValue?, to text: String) -> String {
        var document = TextDocument(uri: uri, version: 1, text: text)
        let edits = (edit?["changes"]?[uri]?.arrayValue ?? [])
            .compactMap { edit in TextRange(json: edit["range"]).map { ($0, edit["newText"]?.stringValue ?? "") } }
            .sorted { $0.0.start > $1.0.start }
        for (range, newText) in edits { document.apply(newText, in: range) }
        return document.text
    }

    @Test("a changed line gets a lines-match error naming what the builder generates, at that line")
    func mismatchDiagnostic() async throws {
        let harness = await ServerHarness()
        await harness.open(Self.text)
        #expect(!Self.codes(harness.outbox.published.last).contains("lines-match"))
        // Line 10 (0-based 9): "Reminders are on" -> "Reminders are off".
        await harness.change([["range": Self.range(9, 17, 9, 19), "text": "off"]], version: 2)
        let published = try #require(harness.outbox.published.last)
        #expect(published["version"] == 2)
        let mismatch = try #require(published["diagnostics"]?.arrayValue?.first { $0["code"] == "lines-match" })
        #expect(mismatch["severity"] == 1)
        #expect(mismatch["source"] == "primer-spec")
        #expect(mismatch["range"] == Self.range(9, 2, 9, 35))
        #expect(mismatch["message"] == #"the spec says "Reminders are off" priority high, but the builder generates "Reminders are on" priority high"#)
        #expect(mismatch["relatedInformation"]?.arrayValue?.first?["message"] == "in section 'announce ready -> on'")
    }

    @Test("a parse error is reported at its place, in UTF-16 units after a curly quote")
    func parseError() async throws {
        let harness = await ServerHarness()
        await harness.open("reminders daily\ntitle \"Bob’s\" extra\n\nvoiceover ready\n")
        let diagnostics = try #require(harness.outbox.published.last?["diagnostics"]?.arrayValue)
        let error = try #require(diagnostics.first { $0["code"] == "spec-error" })
        #expect(error["range"]?["start"] == ["line": 1, "character": 14])
    }

    @Test("with a debounce, only the newest of several quick changes is published")
    func neverStale() async throws {
        let harness = await ServerHarness(debounce: .milliseconds(100))
        await harness.open(Self.text)
        await harness.change([["range": Self.range(9, 17, 9, 19), "text": "off"]], version: 2)
        await harness.change([["range": Self.range(9, 17, 9, 20), "text": "on"]], version: 3)
        try await Task.sleep(for: .milliseconds(600))
        let versions = harness.outbox.published.compactMap { $0["version"]?.intValue }
        #expect(versions == [3])
        #expect(!Self.codes(harness.outbox.published.last).contains("lines-match"))
    }

    @Test("closing a document clears its diagnostics")
    func close() async {
        let harness = await ServerHarness()
        await harness.open("reminders nope\n")
        _ = await harness.server.handle(.notification(method: "textDocument/didClose", params: ["textDocument": ServerHarness.document()]))
        #expect(harness.outbox.published.last == ["uri": .string(Self.uri), "diagnostics": []])
    }

    @Test("record this section and record the file replace only the bodies, as check --record writes them")
    func recordActions() async throws {
        let harness = await ServerHarness()
        var changed = Self.text.replacingOccurrences(of: "\"Reminders are on\" priority high", with: "\"Wrong\" priority high")
        changed = changed.replacingOccurrences(of: "  \"Allow. Button.\"\n", with: "")
        await harness.open(changed)
        let response = await harness.request("textDocument/codeAction", [
            "textDocument": ServerHarness.document(), "range": Self.range(7, 0, 7, 0), "context": ["diagnostics": []],
        ])
        let actions = try #require(response?["result"]?.arrayValue)
        let section = try #require(actions.first { $0["title"]?.stringValue?.hasPrefix("Record this section") == true })
        #expect(section["title"] == "Record this section (announce ready -> on)")
        let edits = try #require(section["edit"]?["changes"]?[Self.uri]?.arrayValue)
        #expect(edits == [["range": Self.range(8, 0, 9, 0), "newText": "  \"Reminders are on\" priority high\n"]])
        let file = try #require(actions.first { $0["kind"] == "source" })
        #expect(file["title"] == "Record every section in this file (2 sections)")
        #expect(Self.apply(file["edit"], to: changed) == Self.text)
    }

    @Test("formatting aligns a matching section's columns and leaves a differing one alone")
    func formatting() async throws {
        let harness = await ServerHarness()
        let squeezed = Self.text.replacingOccurrences(of: "  0.00         haptic    success", with: "  0.00 haptic success")
            .replacingOccurrences(of: "  \"Not now. Button.\"", with: "  \"Later. Button.\"")
        await harness.open(squeezed)
        let response = await harness.request("textDocument/formatting", [
            "textDocument": ServerHarness.document(), "options": ["tabSize": 2, "insertSpaces": true],
        ])
        let edits = try #require(response?["result"]?.arrayValue)
        #expect(edits.count == 1)
        let formatted = Self.apply(["changes": [Self.uri: .array(edits)]], to: squeezed)
        #expect(formatted == Self.text.replacingOccurrences(of: "  \"Not now. Button.\"", with: "  \"Later. Button.\""))
    }

    @Test("did you mean: an unknown state is replaced by the closest")
    func didYouMean() async throws {
        let harness = await ServerHarness()
        await harness.open(Self.text.replacingOccurrences(of: "voiceover ready", with: "voiceover readdy"))
        let response = await harness.request("textDocument/codeAction", [
            "textDocument": ServerHarness.document(), "range": Self.range(2, 0, 2, 0), "context": ["diagnostics": []],
        ])
        let action = try #require(response?["result"]?.arrayValue?.first { $0["title"]?.stringValue?.hasPrefix("Change") == true })
        #expect(action["title"] == "Change 'readdy' to 'ready'")
        #expect(action["edit"]?["changes"]?[Self.uri] == [["range": Self.range(2, 10, 2, 16), "newText": "ready"]])
    }

    @Test("an audit finding can be accepted with an accept line under the header")
    func acceptFinding() async throws {
        let harness = await ServerHarness()
        await harness.open(Self.text)
        let diagnostics = try #require(harness.outbox.published.last?["diagnostics"]?.arrayValue)
        let finding = try #require(diagnostics.first { $0["code"] == "non-text-contrast" })
        let range = try #require(TextRange(json: finding["range"]))
        let response = await harness.request("textDocument/codeAction", [
            "textDocument": ServerHarness.document(), "range": range.json, "context": ["diagnostics": [finding]],
        ])
        let action = try #require(response?["result"]?.arrayValue?.first {
            $0["title"]?.stringValue?.hasPrefix("Accept this finding (accept non-text-contrast ") == true
        })
        let edit = try #require(action["edit"]?["changes"]?[Self.uri]?.arrayValue?.first)
        #expect(edit["range"] == Self.range(1, 0, 1, 0))
        let line = try #require(edit["newText"]?.stringValue)
        #expect(line.hasPrefix("accept non-text-contrast ") && line.hasSuffix(" \"\(CodeActionProvider.reasonPlaceholder)\"\n"))
        // With the line added, the finding is accepted and no longer shown.
        await harness.change([["range": Self.range(1, 0, 1, 0), "text": .string(line.replacingOccurrences(of: CodeActionProvider.reasonPlaceholder, with: "the design's"))]], version: 2)
        let after = harness.outbox.published.last?["diagnostics"]?.arrayValue ?? []
        #expect(after.count == diagnostics.count - 1)
    }

    @Test("hover on a section header shows the lines the builders generate")
    func hoverSection() async throws {
        let harness = await ServerHarness()
        await harness.open(Self.text.replacingOccurrences(of: "\"Reminders are on\" priority high", with: "\"Wrong\" priority high"))
        let response = await harness.request("textDocument/hover", [
            "textDocument": ServerHarness.document(), "position": ["line": 8, "character": 3],
        ])
        let value = try #require(response?["result"]?["contents"]?["value"]?.stringValue)
        #expect(value.contains("```primerspec\nannounce ready -> on\n  \"Reminders are on\" priority high\n```"))
        #expect(value.contains("The body differs (1 finding)"))
    }

    @Test("hover on a header field shows its help and accepted values; on a rule id, the rule")
    func hoverField() async throws {
        let harness = await ServerHarness()
        await harness.open("reminders daily\naccept text-contrast * \"why\"\n\nvoiceover ready\n")
        let field = await harness.request("textDocument/hover", [
            "textDocument": ServerHarness.document(), "position": ["line": 0, "character": 2],
        ])
        let text = try #require(field?["result"]?["contents"]?["value"]?.stringValue)
        #expect(text.hasPrefix("`reminders KIND`\n\nHow often the card reminds: daily or weekly."))
        #expect(text.contains("`daily`") && text.contains("`weekly`"))
        let rule = await harness.request("textDocument/hover", [
            "textDocument": ServerHarness.document(), "position": ["line": 1, "character": 9],
        ])
        let ruleText = try #require(rule?["result"]?["contents"]?["value"]?.stringValue)
        #expect(ruleText.hasPrefix("**text-contrast**"))
        #expect(ruleText.contains("https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html"))
    }

    @Test(arguments: [
        // (line typed, expected among the labels)
        ("", ["title", "reason", "accept", "voiceover", "motion", "app-dump"]),
        ("voiceover ", ["ready", "on", "off", "snoozed"]),
        ("voiceover ready ", ["dynamic-type", "reduce-motion"]),
        ("sizes ready dynamic-type ", ["xSmall", "accessibility5"]),
        ("motion ", ["ready -> on via allow", "ready"]),
        ("motion ready -> ", ["on"]),
        ("announce ready -> on ", ["via"]),
        ("announce ready -> on via ", ["allow"]),
        ("accept ", ["text-contrast", "touch-target"]),
        ("block ", ["reminder-card", "sign-up-card", "banner"]),
    ])
    func completion(typed: String, expected: [String]) async throws {
        let harness = await ServerHarness()
        await harness.open("reminders daily\n\(typed)\n\nvoiceover ready\n")
        let response = await harness.request("textDocument/completion", [
            "textDocument": ServerHarness.document(), "position": ["line": 1, "character": .int(typed.utf16.count)],
        ])
        let labels = (response?["result"]?["items"]?.arrayValue ?? []).compactMap { $0["label"]?.stringValue }
        for label in expected { #expect(labels.contains(label), "\(label) in \(labels)") }
    }

    @Test("hover on a code line lists what the linked call gives; completion after call offers the file's calls")
    func codeLink() async throws {
        let folder = try makeTemporaryFolder("LSPCodeLink")
        let swift = try TemporaryFiles.write("""
            enum Home {
                static var first: some View { ReminderCard(kind: .daily, title: "Bins tonight") { } }
                static var second: some View { ReminderCard(kind: .weekly, title: "Recycling") { } }
            }

            """, to: "Card.swift", in: folder)
        let harness = await ServerHarness()
        await harness.open("block reminder-card\ncode \"\(swift)\"\ncall \"first\"\n\nvoiceover ready\n")
        let hover = await harness.request("textDocument/hover", [
            "textDocument": ServerHarness.document(), "position": ["line": 1, "character": 2],
        ])
        let text = try #require(hover?["result"]?["contents"]?["value"]?.stringValue)
        #expect(text == "`ReminderCard(…) in Home.first` at `\(swift):2:35` gives:\n\n"
            + "- `reminders \"daily\"` (line 2)\n- `title \"Bins tonight\"` (line 2)")
        await harness.change([["range": Self.range(2, 0, 2, 14), "text": "call "]], version: 2)
        let completion = await harness.request("textDocument/completion", [
            "textDocument": ServerHarness.document(), "position": ["line": 2, "character": 5],
        ])
        let items = (completion?["result"]?["items"]?.arrayValue ?? []).compactMap { item in
            item["label"]?.stringValue.map { "\($0) \(item["detail"]?.stringValue ?? "")" }
        }
        #expect(items == ["\"Home.first\" ReminderCard(…) in Home.first, line 2",
                          "\"Home.second\" ReminderCard(…) in Home.second, line 3"])
    }

    @Test("hover on design copy lists the copy's differences; completion lists design's words")
    func designCopy() async throws {
        let folder = try makeTemporaryFolder("LSPDesignCopy")
        let swift = try TemporaryFiles.write("struct ReminderCard: View {\n    var body: some View { Text(title) }\n}\n",
                                             to: "Card.swift", in: folder)
        let harness = await ServerHarness()
        await harness.open("block reminder-card\nreminders daily\ndesign copy \"\(swift)\"\n\nvoiceover ready\n")
        let hover = await harness.request("textDocument/hover", [
            "textDocument": ServerHarness.document(), "position": ["line": 2, "character": 2],
        ])
        let text = try #require(hover?["result"]?["contents"]?["value"]?.stringValue)
        #expect(text == "The app's copy differs from the published design:\n\n"
            + "- title: header trait `none` (published `.isHeader`), line 2, followed")
        await harness.change([["range": Self.range(2, 0, 2, 200), "text": "design "]], version: 2)
        let completion = await harness.request("textDocument/completion", [
            "textDocument": ServerHarness.document(), "position": ["line": 2, "character": 7],
        ])
        let items = (completion?["result"]?["items"]?.arrayValue ?? []).compactMap { $0["label"]?.stringValue }
        #expect(items == ["published", "copy"])
    }

    @Test("the outline lists the header and each section; each section with a body folds")
    func outline() async throws {
        let harness = await ServerHarness()
        await harness.open(Self.text)
        let symbols = try #require(await harness.request("textDocument/documentSymbol", ["textDocument": ServerHarness.document()])?["result"]?.arrayValue)
        #expect(symbols.compactMap { $0["name"]?.stringValue } == [
            "header", "voiceover ready", "announce ready -> on", "motion ready -> on reduce-motion", "motion ready -> off",
        ])
        #expect(symbols[1]["range"] == Self.range(2, 0, 6, 20))
        let folds = try #require(await harness.request("textDocument/foldingRange", ["textDocument": ServerHarness.document()])?["result"]?.arrayValue)
        #expect(folds.map { [$0["startLine"], $0["endLine"]] } == [[2, 6], [8, 9], [11, 19], [21, 28]])
    }
}

@Suite("language server hovers on body words")
struct BodyHoverTests {
    @Test("hover on a part id in a motion line says what it is, with its size line")
    func part() async throws {
        let harness = await ServerHarness()
        await harness.open(FeatureTests.text)
        // Line 13 (0-based 12): "  0.00  +0.20  symbol    fade bell -> bell.badge  easeInOut(0.2)".
        let response = await harness.request("textDocument/hover", [
            "textDocument": ServerHarness.document(), "position": ["line": 12, "character": 17],
        ])
        let value = try #require(response?["result"]?["contents"]?["value"]?.stringValue)
        #expect(value.hasPrefix("`symbol`: a part of the daily reminder card."))
        #expect(value.contains("In `sizes ready` the builders generate:\n\n```primerspec\n  symbol "))
        #expect(response?["result"]?["range"] == FeatureTests.range(12, 15, 12, 21))
    }
}
