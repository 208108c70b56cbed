/// Where in the test the spec was checked: the Swift line that called ``expectSpec(_:record:blocks:fileID:filePath:line:column:)``.
///
/// Kept as the literals the call received, because XCTest's `XCTFail` takes a `StaticString` path.
struct CallerLocation: Sendable {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt

    /// The test file's path, as a string.
    var path: String { "\(filePath)" }
}
