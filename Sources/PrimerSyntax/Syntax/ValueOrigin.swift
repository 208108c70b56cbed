/// Where a value PrimerSpec reads came from: a place in a text file (a spec, an Info.plist, a
/// project, an xcconfig), the app's Swift code, the command line, or nowhere a user wrote it (a
/// binary property list's value, a setting Xcode's build system supplies).
package enum ValueOrigin: Hashable, Sendable {
    /// Written in a text file, starting here.
    case file(SourceLocation)
    /// Written in the app's Swift code, starting here.
    case code(SourceLocation)
    /// Given on the command line, by this option (`--app`), or as an argument when nil.
    case commandLine(option: String?)
    /// Read from a file with no lines to point at, or supplied by the build system.
    case unplaced

    /// The origin of a value written at `location`, or ``unplaced`` when it has none.
    package init(at location: SourceLocation?) {
        self = location.map(ValueOrigin.file) ?? .unplaced
    }

    /// Where the value starts in its file or the code; nil for the command line and an unplaced value.
    package var location: SourceLocation? {
        switch self {
        case .file(let location), .code(let location): location
        case .commandLine, .unplaced: nil
        }
    }

    /// Whether the value was given on the command line.
    package var isCommandLine: Bool {
        if case .commandLine = self { return true }
        return false
    }

    /// The place a finding about a command-line value is located at, as findings need a place: the
    /// text a user sees for it is the message alone (`command line` stands for the file).
    package static let commandLinePlace = SourceLocation(file: "command line", line: 0, column: 0)

    /// Whether a finding's place stands for the command line (``commandLinePlace``).
    package static func isCommandLine(_ location: SourceLocation) -> Bool {
        location.file == commandLinePlace.file
    }
}
