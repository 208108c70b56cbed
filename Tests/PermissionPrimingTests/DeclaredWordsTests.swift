@testable import PermissionPrimer
@testable import PermissionPriming
import PrimerBlocks
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// A header field's word list is declared once (``WordList``): the error for a word not in it lists
/// exactly the words completion and hover offer, for the standard blocks' word fields.
@Suite("Declared header words")
struct DeclaredWordsTests {
    @Test(arguments: [
        // (spec, field, the bad word's line)
        ("block zz-none\n\nvoiceover ready\n", HeaderField.block, 1),
        ("primer zz-none\n\nvoiceover ready\n", PermissionPrimerFields.primer, 1),
        ("primer notifications\ntheme zz-none \"#000000\"\n\nvoiceover ready\n", PermissionPrimerFields.theme, 2),
        ("block permission-priming\ntype zz-none\n\nvoiceover ready\n", PermissionPrimingFields.type, 2),
        ("block permission-priming\ntype camera\nstatus zz-none\n\nvoiceover ready\n", PermissionPrimingFields.status, 3),
        ("block permission-priming\ntype location-always\nstatus zz-none\n\nvoiceover ready\n",
         PermissionPrimingFields.status, 3),
        ("primer notifications\naccept zz-none * \"why\"\n\nvoiceover ready\n", HeaderField.accept, 2),
    ])
    func theErrorListsTheDeclaredWords(text: String, field: HeaderField, line: Int) throws {
        let (_, diagnostics) = try PrimingTest.resolve(text)
        let declared = field.acceptedWords(in: SpecParser.parse(Array(text.utf8), path: PrimingTest.path).recovered.header,
                                           blocks: .standard)
        #expect(!declared.isEmpty)
        let error = try #require(diagnostics.first { $0.offendingText == "zz-none" })
        #expect(error.location.line == line)
        #expect(error.expected == declared.joined(separator: ", "))
        #expect(error.message.contains("expected one of \(declared.joined(separator: ", "))"))
    }

    @Test(arguments: [
        // (field, what its first argument is)
        (HeaderField.infoPlist, HeaderField.Parameter.Value.path),
        (HeaderField.project, .path),
        (HeaderField.xcconfig, .path),
        (HeaderField.strings, .path),
        (HeaderField.locale, .language),
        (HeaderField.target, .name),
        (HeaderField.app, .text),
        (PermissionPrimingFields.ios, .version),
        (PermissionPrimingFields.title, .text),
    ])
    func fieldsDeclareWhatTheyTake(field: HeaderField, value: HeaderField.Parameter.Value) {
        #expect(field.parameters.first?.value == value)
        #expect(field.acceptedWords(in: [], blocks: .standard) == [])
    }

    @Test func aStatusListDependsOnTheType() {
        let header = SpecParser.parse(Array("block permission-priming\ntype health\n".utf8), path: "p").recovered.header
        #expect(PermissionPrimingFields.status.acceptedWords(in: header, blocks: .standard)
            == PermissionType.health.frameworkStatuses.map(\.rawValue))
        #expect(PermissionPrimingFields.status.acceptedWords(in: [], blocks: .standard) == [])
    }
}
