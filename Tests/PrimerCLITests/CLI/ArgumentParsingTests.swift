@testable import PrimerCLI
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

@Suite("Argument parsing")
struct ArgumentParsingTests {
    static let definition = CommandDefinition(
        name: "demo", abstract: "Demo.", usage: "demo KIND",
        options: [.value("--state", "STATE", help: "A state."), .flag("--reduce-motion", help: "Reduce.")])

    @Test func sortsPositionalsValuesAndFlags() throws {
        let parsed = try ParsedArguments.parse(["camera", "--state", "denied", "--reduce-motion"], for: Self.definition)
        #expect(parsed.positionals == ["camera"])
        #expect(parsed.value("--state") == "denied")
        #expect(parsed.flag("--reduce-motion"))
        #expect(!parsed.wantsHelp)
    }

    @Test func acceptsEqualsForm() throws {
        #expect(try ParsedArguments.parse(["--state=granted"], for: Self.definition).value("--state") == "granted")
    }

    @Test func doubleDashEndsOptions() throws {
        #expect(try ParsedArguments.parse(["--", "--state"], for: Self.definition).positionals == ["--state"])
    }

    @Test(arguments: [
        (["--stat", "x"], "unknown option '--stat'; expected one of --state, --reduce-motion (did you mean '--state'?)"),
        (["--state"], "'--state' needs a value: --state STATE"),
        (["--state", "a", "--state", "b"], "'--state' is given twice; give it once"),
        (["--reduce-motion=yes"], "'--reduce-motion' is a flag and takes no value"),
    ])
    func usageErrorsNameTheTextAndWhatWasExpected(_ arguments: [String], _ message: String) {
        #expect(throws: UsageError(message, command: "demo")) {
            try ParsedArguments.parse(arguments, for: Self.definition)
        }
    }

    @Test func usageErrorPointsAtHelp() {
        #expect(UsageError("bad", command: "demo").description == "error: bad\nSee 'primer-spec demo --help'.")
    }
}
