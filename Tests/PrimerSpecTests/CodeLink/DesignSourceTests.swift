import Foundation
@testable import PrimerCode
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// A spec that models the app's copy of its design (`design copy`), on the tests' reminder card,
/// whose published source has a heading title: the model follows what the copy changes, a change
/// it cannot follow is a warning at the copy's line naming the sections, and every refusal is a
/// located error.
@Suite("Design source")
struct DesignSourceTests {
    /// The card's copy as an app ships it: the title's header trait dropped, the animation slowed.
    static let edited = """
        struct ReminderCard: View {
            var body: some View {
                VStack {
                    Text(title)
                        .font(.title2)
                    Text(reason)
                }
                .animation(.easeOut(duration: 0.6), value: shown)
            }
        }
        """
    /// The card's copy unchanged.
    static let published = """
        struct ReminderCard: View {
            var body: some View {
                Text(title).accessibilityAddTraits(.isHeader)
            }
        }
        """

    static func resolve(_ header: String, files: [(String, String)]) throws -> (ResolvedSpec?, [String]) {
        let folder = try CodeLinkTests.app(files)
        let (spec, diagnostics) = try CodeLinkTests.resolve(header, in: folder)
        return (spec, diagnostics.map { "\($0.severity) \($0.range.lowerBound) \($0.message)" })
    }

    @Test func theModelFollowsTheCopy() throws {
        let (spec, diagnostics) = try Self.resolve("block reminder-card\nreminders daily\ndesign copy",
                                                   files: [("Card.swift", Self.edited)])
        expectSameLines(diagnostics, [
            "note App/Sources/Card.swift:4:13 the copy's title: header trait is none where the published "
                + "ReminderCard has .isHeader; the spec models the copy",
            "warning App/Sources/Card.swift:8:20 the copy's card: animation is .easeOut(duration: 0.6) (the model "
                + "does not read it) where the published ReminderCard has .easeOut(duration: 0.3); PrimerSpec cannot "
                + "follow it, so any motion section assume the published design",
        ])
        let model = try #require(spec?.model as? ReminderCardModel)
        #expect(model.titleTraits.isEmpty)
    }

    /// A warning about what the model cannot follow is accepted with its reason, as other check warnings are.
    @Test func aChangeCheckedByHandIsAccepted() throws {
        let folder = try CodeLinkTests.app([("Card.swift", Self.edited)])
        let text = "block reminder-card\nreminders daily\ndesign copy\naccept design-copy - \"timed by hand\"\n\nvoiceover ready\n"
        let recorded = try SpecTest.recorded(text, blocks: ReminderCardBlock.registry, path: CodeLinkTests.spec,
                                             workingDirectory: folder)
        let outcome = SpecTest.check(recorded, blocks: ReminderCardBlock.registry, path: CodeLinkTests.spec,
                                     workingDirectory: folder)
        #expect(outcome.warnings.filter { $0.severity == .warning }.isEmpty)
        let accepted = try #require(outcome.warnings.first { $0.notes.contains { $0.message == "accepted: timed by hand" } })
        #expect(accepted.range.lowerBound == SourceLocation(file: "App/Sources/Card.swift", line: 8, column: 20))
    }

    /// Without `design copy`, the copy in the app changes nothing.
    @Test func thePublishedDesignIsTheDefault() throws {
        for header in ["block reminder-card\nreminders daily", "block reminder-card\nreminders daily\ndesign published"] {
            let (spec, diagnostics) = try Self.resolve(header, files: [("Card.swift", Self.edited)])
            #expect(diagnostics.isEmpty)
            let model = try #require(spec?.model as? ReminderCardModel)
            #expect(model.titleTraits == [.header])
        }
    }

    @Test(arguments: [
        ("design cop", ["error Specs/s.primerspec:3:8 unknown design source 'cop'; expected one of published, copy "
                        + "(did you mean 'copy'?)"]),
        ("design published \"../App/Sources/Card.swift\"",
         ["error Specs/s.primerspec:3:18 the published design reads no file; expected design copy "
          + "\"../App/Sources/Card.swift\", or design published alone"]),
        ("design copy \"../App/Sources/Nope.swift\"",
         ["error Specs/s.primerspec:3:13 cannot read 'App/Sources/Nope.swift': no such file; expected the Swift file "
          + "that holds the copy of ReminderCard"]),
        ("design copy \"../App/Sources/Other.swift\"",
         ["error Specs/s.primerspec:3:13 'App/Sources/Other.swift' declares no ReminderCard; expected the file with "
          + "struct ReminderCard"]),
        ("design copy",
         ["error Specs/s.primerspec:3:8 the app declares ReminderCard 2 times (App/Sources/Card.swift:1, "
          + "App/Sources/Old.swift:1); expected design copy \"PATH\" naming the file of the copy the spec models"]),
        ("design copy \"../App/Sources/Old.swift\"", [String]()),
    ] as [(String, [String])])
    func refusals(line: String, expected: [String]) throws {
        let (_, diagnostics) = try Self.resolve("block reminder-card\nreminders daily\n" + line, files: [
            ("Card.swift", Self.published), ("Old.swift", Self.published), ("Other.swift", "struct Other {}\n"),
        ])
        expectSameLines(diagnostics, expected)
    }

    /// A spec linked to a call in an app that ships its own copy, and no `design` line: a note says so.
    @Test func aLinkedSpecHearsOfTheAppsCopy() throws {
        let (_, diagnostics) = try Self.resolve("block reminder-card\ncode \"../App/Sources/Home.swift\"",
                                                files: [("Card.swift", Self.published), ("Home.swift", CodeLinkTests.card),
                                                        ("Copy.swift", CodeLinkTests.copy)])
        expectSameLines(diagnostics, [
            "note Specs/s.primerspec:2:1 the app ships its own copy of ReminderCard (App/Sources/Card.swift:1), and the "
                + "spec models the published design; design copy makes it model the app's",
        ])
        let (_, quiet) = try Self.resolve("block reminder-card\ncode \"../App/Sources/Home.swift\"\ndesign published",
                                          files: [("Card.swift", Self.published), ("Home.swift", CodeLinkTests.card),
                                                        ("Copy.swift", CodeLinkTests.copy)])
        #expect(quiet.isEmpty)
    }

    /// A Swift file of the app that does not read (here a pipe) may hold the copy: the spec is told,
    /// at its `design copy` line, and the copy in the files that read is still modelled.
    @Test func anUnreadableFileOfTheAppIsAWarning() throws {
        let folder = try CodeLinkTests.app([("Card.swift", Self.published)])
        #expect(mkfifo(folder + "/App/Sources/Pipe.swift", 0o600) == 0)
        let (spec, diagnostics) = try CodeLinkTests.resolve("block reminder-card\nreminders daily\ndesign copy", in: folder)
        #expect(spec != nil)
        expectSameLines(diagnostics.map { "\($0.severity) \($0.range.lowerBound) \($0.message)" }, [
            "warning Specs/s.primerspec:3:8 cannot read 'App/Sources/Pipe.swift' in the app's code: it is a FIFO (named "
                + "pipe), not a regular file; a value declared there is not followed; expected a readable Swift file or a "
                + "folder PrimerSpec may list",
        ])
    }

    /// An app with no copy, and a block whose design has none to copy.
    @Test func noCopyToModel() throws {
        let (_, none) = try Self.resolve("block reminder-card\nreminders daily\ndesign copy",
                                         files: [("Other.swift", "struct Other {}\n")])
        expectSameLines(none, ["error Specs/s.primerspec:3:8 the Swift files under '.' declare no copy of ReminderCard; "
                               + "expected a struct ReminderCard there, or design published"])
    }
}
