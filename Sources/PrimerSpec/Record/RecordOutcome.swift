import PrimerSyntax

/// What `check --record` did to one file.
package struct RecordOutcome: Hashable, Sendable {
    /// The file.
    package var path: String
    /// Errors that stopped the recording; when there are any, the file was not written.
    package var errors: [Finding]
    /// The sections whose bodies were rewritten, as `line: header`.
    package var changedSections: [String]
    /// The new bytes, when anything changed and nothing stopped the recording.
    package var newBytes: [UInt8]?

    /// Creates an outcome.
    package init(path: String, errors: [Finding] = [], changedSections: [String] = [], newBytes: [UInt8]? = nil) {
        self.path = path
        self.errors = errors
        self.changedSections = changedSections
        self.newBytes = newBytes
    }
}
