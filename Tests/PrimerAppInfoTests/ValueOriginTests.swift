@testable import PrimerAppInfo
import PrimerSyntax
import Testing

/// Where a value came from is an enum (``ValueOrigin``): a named file says what named it, and a
/// located value's place is derived from its origin.
@Suite("Value origins")
struct ValueOriginTests {
    static let path = FilePath(absolute: "/work/App/Info.plist", display: "App/Info.plist")
    static let place = PrimerSyntax.SourceLocation(file: "s.primerspec", line: 3, column: 12)

    @Test(arguments: [
        // (named file, what named it)
        (AppInfoSources.NamedFile(path: path, origin: SourceRange(at: place)), "info-plist"),
        (AppInfoSources.NamedFile(path: path, option: "--info-plist"), "--info-plist"),
        (AppInfoSources.NamedFile(path: path), "--info-plist"),
    ])
    func aNamedFileSaysWhatNamedIt(file: AppInfoSources.NamedFile, namedBy: String) {
        #expect(file.namedBy(field: "info-plist") == namedBy)
    }

    @Test(arguments: [
        // (value, its origin, its location)
        (LocatedValue("Atlas", at: place), ValueOrigin.file(place), PrimerSyntax.SourceLocation?.some(place)),
        (LocatedValue("Atlas"), .unplaced, nil),
        (LocatedValue("Atlas", origin: .commandLine(option: "--app")), .commandLine(option: "--app"), nil),
        (LocatedValue("Atlas", origin: .code(place)), .code(place), Optional(place)),
    ])
    func aValueKeepsItsOrigin(value: LocatedValue, origin: ValueOrigin, location: PrimerSyntax.SourceLocation?) {
        #expect(value.origin == origin)
        #expect(value.location == location)
    }

    @Test func theCommandLineKeepsItsPlaceInFindings() {
        #expect(AppInfoSources.commandLine == PrimerSyntax.SourceLocation(file: "command line", line: 0, column: 0))
        #expect(ValueOrigin.isCommandLine(AppInfoSources.commandLine))
        #expect(!ValueOrigin.isCommandLine(Self.place))
    }
}
