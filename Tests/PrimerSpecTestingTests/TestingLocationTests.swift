import PrimerSpec
@testable import PrimerSpecTesting
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Swift Testing stops the process on a source location whose file ID has no `/` or whose line or
/// column is below 1: the locations made for spec files and calls never have either.
@Suite("Testing locations")
struct TestingLocationTests {
    static let specCases: [(String, Int, Int, String, Int, Int)] = [
        ("/work/App/Specs/onboarding.primerspec", 12, 3, "Specs/onboarding.primerspec", 12, 3),
        ("/onboarding.primerspec", 0, 0, "Specs/onboarding.primerspec", 1, 1),
        ("/a/b/ünïcødé folder/x y.primerspec", -4, 7, "ünïcødé folder/x y.primerspec", 1, 7),
        ("/a/b/", 3, 1, "a/b", 3, 1),
        ("/", 1, 1, "Specs/spec.primerspec", 1, 1),
    ]

    @Test(arguments: specCases)
    func aSpecLocation(path: String, line: Int, column: Int, fileID: String, expectedLine: Int, expectedColumn: Int) {
        let location = TestingLocation.spec(PrimerSyntax.SourceLocation(file: "x", line: line, column: column), absolutePath: path)
        #expect(location.fileID == fileID)
        #expect(location.filePath == path)
        #expect(location.line == expectedLine)
        #expect(location.column == expectedColumn)
    }

    static let callerCases: [(StaticString, StaticString, UInt, UInt, String, Int, Int)] = [
        ("AppTests/AppTests.swift", "/p/Tests/AppTests/AppTests.swift", 9, 5, "AppTests/AppTests.swift", 9, 5),
        ("NoSlash.swift", "/p/NoSlash.swift", 0, 0, "Specs/NoSlash.swift", 1, 1),
        ("", "/p/Tests/T.swift", 2, 1, "Specs/T.swift", 2, 1),
    ]

    @Test(arguments: callerCases)
    func aCallerLocation(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt,
                         expectedID: String, expectedLine: Int, expectedColumn: Int) {
        let location = TestingLocation.caller(CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        #expect(location.fileID == expectedID)
        #expect(location.line == expectedLine)
        #expect(location.column == expectedColumn)
    }
}
