@testable import PrimerLanguageServer
@testable import PrimerSpec
import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Completion after a header field offers the words the field declares, and nothing for a field of
/// free text, a path or a language tag.
@Suite("completion of declared header words")
struct DeclaredWordsCompletionTests {
    @Test(arguments: [
        // (line typed, every label offered)
        ("design ", ["published", "copy"]),
        ("block ", CardSpec.blocks.names),
        ("accept ", RuleCatalogue.rules.map(\.id) + Checker.checkOnlyRules.map(\.id)),
        ("accept text-contrast ", ["*", "-"]),
        ("title ", []),
        ("locale ", []),
        ("strings ", []),
    ])
    func offered(typed: String, expected: [String]) async throws {
        let harness = await ServerHarness()
        await harness.open("reminders daily\n\(typed)\n\nvoiceover ready\n")
        let response = await harness.request("textDocument/completion", [
            "textDocument": ServerHarness.document(), "position": ["line": 1, "character": .int(typed.utf16.count)],
        ])
        let labels = (response?["result"]?["items"]?.arrayValue ?? []).compactMap { $0["label"]?.stringValue }
        #expect(labels == expected)
    }

    @Test("the reminder card's kinds come from its declaration, as its error lists them")
    func kinds() async throws {
        let harness = await ServerHarness()
        await harness.open("reminders zz-none\n\nvoiceover ready\n")
        let completion = await harness.request("textDocument/completion", [
            "textDocument": ServerHarness.document(), "position": ["line": 0, "character": 10],
        ])
        let labels = (completion?["result"]?["items"]?.arrayValue ?? []).compactMap { $0["label"]?.stringValue }
        #expect(labels == ["daily", "weekly"])
        let diagnostics = harness.outbox.published.last?["diagnostics"]?.arrayValue ?? []
        let messages = diagnostics.compactMap { $0["message"]?.stringValue }
        #expect(messages.contains { $0.hasPrefix("unknown kind 'zz-none'; expected one of daily, weekly") })
    }
}
