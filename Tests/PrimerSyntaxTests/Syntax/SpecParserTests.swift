@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The syntax tree the parser builds from valid files.
struct SpecParserTests {
    static let example = """
        # Specs/notifications.primerspec: notifications primer, standard content
        primer notifications
        app "Reminders"                  # or: info-plist "Fixtures/Info.plist"
        title "Never miss a due date"
        benefit "calendar" "Due dates" "Get a nudge when something is due."
        alert-buttons "Don’t Allow" "Allow"

        voiceover ready
          "Turn on notifications. Heading."
          "Continue. Button."
            hint "Asks iOS for permission."
          "Not now. Button."

        voiceover requesting dynamic-type accessibility3 reduce-motion
          "Waiting for your answer. Dimmed. Button."

        announce requesting -> granted
          "Notifications are on" priority high

        motion requesting -> granted reduce-motion
          0.00 +0.20  continue  fade  easeInOut
          1.00        call      onGranted(granted)

        motion denied -> denied via open-settings

        """

    static func word(_ text: String, _ span: String) -> Token {
        Token(kind: .word, text: text, value: text, range: Fixture.range(span))
    }

    static func string(_ value: String, _ span: String) -> Token {
        Token(kind: .string, text: "\"\(value)\"", value: value, range: Fixture.range(span))
    }

    @Test func parsesTheExampleWithoutDiagnostics() throws {
        let result = Fixture.parse(Self.example)
        #expect(result.diagnostics == [])
        let file = try #require(result.file)
        #expect(file.path == "a.primerspec")
        #expect(file.lineEnding == .lf)
        #expect(!file.hasByteOrderMark)
        #expect(file.lines.count == 24)
        #expect(file.header.map(\.name) == ["primer", "app", "title", "benefit", "alert-buttons"])
        #expect(file.header.map(\.line) == [2, 3, 4, 5, 6])
        #expect(file.sections.map(\.headerLine) == [8, 14, 17, 20, 24])
    }

    @Test func headerDirectivesKeepLocatedArguments() throws {
        let file = try #require(Fixture.parse(Self.example).file)
        #expect(
            file.directive(SignUpCardBlock.primer)
                == Directive(
                    keyword: Self.word("primer", "2:1-2:7"),
                    range: Fixture.range("2:1-2:21"),
                    arguments: [Self.word("notifications", "2:8-2:21")]
                )
        )
        #expect(file.directive(.app)?.comment == "# or: info-plist \"Fixtures/Info.plist\"")
        #expect(
            file.directive(SignUpCardBlock.alertButtons)?.arguments
                == [Self.string("Don’t Allow", "6:15-6:28"), Self.string("Allow", "6:29-6:36")]
        )
        #expect(
            file.directive(SignUpCardBlock.benefit)?.arguments.map(\.value)
                == ["calendar", "Due dates", "Get a nudge when something is due."]
        )
        #expect(file.directive(SignUpCardBlock.benefit)?.canonicalText == #"benefit "calendar" "Due dates" "Get a nudge when something is due.""#)
    }

    @Test func voiceOverSectionHasElementsAndHints() throws {
        let file = try #require(Fixture.parse(Self.example).file)
        let section = try #require(file.sections.first)
        #expect(section.kind == .voiceover(state: Self.word("ready", "8:11-8:16"), modifiers: SectionModifiers()))
        #expect(section.headerRange == Fixture.range("8:1-8:16"))
        #expect(section.bodyLines == 9..<13)
        #expect(
            section.body.map(\.content) == [
                .element(Self.string("Turn on notifications. Heading.", "9:3-9:36")),
                .element(Self.string("Continue. Button.", "10:3-10:22")),
                .hint(Self.string("Asks iOS for permission.", "11:10-11:36")),
                .element(Self.string("Not now. Button.", "12:3-12:21")),
            ]
        )
        #expect(section.body.map(\.indent) == [2, 2, 4, 2])
        #expect(section.body[2].range == Fixture.range("11:5-11:36"))
        #expect(section.body[2].canonicalText == #"hint "Asks iOS for permission.""#)
    }

    @Test func sectionHeadersKeepStatesModifiersAndEvents() throws {
        let file = try #require(Fixture.parse(Self.example).file)
        #expect(file.sections.count == 5)
        #expect(
            file.sections[1].kind
                == .voiceover(
                    state: Self.word("requesting", "14:11-14:21"),
                    modifiers: SectionModifiers(
                        dynamicTypeSize: Self.word("accessibility3", "14:35-14:49"),
                        reduceMotion: Self.word("reduce-motion", "14:50-14:63")
                    )
                )
        )
        #expect(
            file.sections[2].kind
                == .announce(from: Self.word("requesting", "17:10-17:20"), to: Self.word("granted", "17:24-17:31"), via: nil)
        )
        #expect(
            file.sections[2].body.map(\.content) == [
                .announcement(
                    text: Self.string("Notifications are on", "18:3-18:25"),
                    priority: Self.word("high", "18:35-18:39")
                )
            ]
        )
        #expect(
            file.sections[3].kind
                == .motion(
                    from: Self.word("requesting", "20:8-20:18"),
                    to: Self.word("granted", "20:22-20:29"),
                    modifiers: SectionModifiers(reduceMotion: Self.word("reduce-motion", "20:30-20:43")),
                    via: nil
                )
        )
        #expect(
            file.sections[4].kind
                == .motion(
                    from: Self.word("denied", "24:8-24:14"),
                    to: Self.word("denied", "24:18-24:24"),
                    modifiers: SectionModifiers(),
                    via: Self.word("open-settings", "24:29-24:42")
                )
        )
        #expect(file.sections[4].canonicalHeaderText == "motion denied -> denied via open-settings")
    }

    @Test func motionBodiesKeepTheirTokens() throws {
        let file = try #require(Fixture.parse(Self.example).file)
        let motion = file.sections[3]
        #expect(motion.bodyLines == 21..<23)
        #expect(motion.body.map(\.content) == [.motion, .motion])
        #expect(
            motion.body.map(\.canonicalText) == [
                "0.00 +0.20 continue fade easeInOut",
                "1.00 call onGranted(granted)",
            ]
        )
        #expect(motion.body[1].tokens.map(\.range.lowerBound.column) == [3, 15, 25])
    }

    @Test func anEmptySectionHasAnEmptyBodySpanAfterItsHeader() throws {
        let file = try #require(Fixture.parse(Self.example).file)
        #expect(file.sections[4].body == [])
        #expect(file.sections[4].bodyLines == 25..<25)
    }

    @Test func commentLinesInsideABodyAreKept() throws {
        let text = """
            primer camera
            voiceover ready   # the first screen
              # the heading comes first
              "Camera. Heading."  # trailing comment
              "Continue. Button."
                # its hint
                hint "Asks iOS."
              # last

            """
        let file = try #require(Fixture.parse(text).file)
        let section = try #require(file.sections.first)
        #expect(section.headerComment == "# the first screen")
        #expect(section.bodyLines == 3..<9)
        #expect(section.commentLines == [3, 6, 8])
        #expect(section.body.map(\.isComment) == [true, false, false, true, false, true])
        #expect(section.body[0].comment(in: file) == "# the heading comes first")
        #expect(section.body[1].comment(in: file) == "# trailing comment")
        #expect(section.body[2].comment(in: file) == nil && !section.body[2].hasComment && section.body[1].hasComment)
        #expect(section.body[1].canonicalText == "\"Camera. Heading.\"")
        #expect(section.contentLines.map(\.canonicalText) == ["\"Camera. Heading.\"", "\"Continue. Button.\"", "hint \"Asks iOS.\""])
    }

    @Test func aBodyEndsAtABlankOrUnindentedLine() throws {
        let text = """
            primer camera
            voiceover ready
              "A"
            # an unindented comment ends the body
            voiceover denied
              "B"
               \t
              # an indented comment outside any body is allowed
            voiceover granted
            """
        let result = Fixture.parse(text)
        #expect(result.diagnostics == [])
        let file = try #require(result.file)
        #expect(file.sections.map(\.bodyLines) == [3..<4, 6..<7, 10..<10])
        #expect(file.lines.last?.terminator == nil)
    }

    @Test func headerFieldsMayRepeatOnlyForBenefit() throws {
        let text = """
            primer location
            benefit "map" "Nearby" "See what is near you."
            benefit "clock" "On time" "Leave at the right moment."
            info-plist "Fixtures/Info.plist"
            ios 17.6
            custom-request
            """
        let file = try #require(Fixture.parse(text).file)
        #expect(file.directives(SignUpCardBlock.benefit).count == 2)
        #expect(file.directive(SignUpCardBlock.ios)?.arguments.map(\.value) == ["17.6"])
        #expect(file.directive(SignUpCardBlock.customRequest)?.arguments == [])
    }

    @Test func keywordsAreCaseSensitive() {
        let result = Fixture.parse("primer camera\nVoiceover ready\n")
        #expect(result.diagnostics.map(\.location) == [Fixture.location("2:1")])
        #expect(result.diagnostics.first?.message.hasSuffix("(did you mean 'voiceover'?)") == true)
    }
}
