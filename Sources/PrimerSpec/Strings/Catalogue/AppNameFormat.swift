/// Writes strings that name the app as format strings, with a format argument where the name goes.
///
/// The content is built twice: once naming the app, once naming ``marker``. Where the marker's
/// version, with the marker replaced by the name, gives back the spoken text exactly, the marker
/// shows where the app name goes; anything else is left as plain text. So no string is searched
/// for the name (which would also catch a name like "Camera" in "Camera is on").
package enum AppNameFormat {
    /// What template content names instead of the app: private-use characters no app name holds.
    package static let marker = "\u{E000}app\u{E001}"

    /// The argument written where the app name appears once.
    package static let argument = "%@"
    /// The argument written at each place when the app name appears more than once.
    package static let positionalArgument = "%1$@"

    /// The format string for `text`, or nil when `template` does not name the app in its place.
    ///
    /// A `%` of the text is written `%%`, as format strings require; the name appearing twice
    /// or more is written `%1$@` each time so that one argument fills them all.
    package static func format(template: String, text: String, appName: String) -> String? {
        let pieces = template.split(separator: marker, omittingEmptySubsequences: false).map(String.init)
        guard pieces.count > 1, pieces.joined(separator: appName) == text else { return nil }
        let argument = pieces.count > 2 ? positionalArgument : argument
        return pieces.map { $0.replacing("%", with: "%%") }.joined(separator: argument)
    }

    /// The format argument a format string uses for the app name (`%@` or `%1$@`), if any.
    package static func argument(in format: String) -> String? {
        scan(format)?.arguments.first
    }

    /// The text a format string made by ``format(template:text:appName:)`` gives for an app name:
    /// `%%` becomes `%` and each argument the name. Nil for any other `%` directive.
    package static func fill(_ format: String, appName: String) -> String? {
        scan(format)?.pieces.joined(separator: appName)
    }

    /// The literal pieces between the arguments, and the arguments; nil for an unknown directive.
    private static func scan(_ format: String) -> (pieces: [String], arguments: [String])? {
        var pieces = [""]
        var arguments: [String] = []
        var rest = Substring(format)
        while let index = rest.firstIndex(of: "%") {
            pieces[pieces.count - 1] += rest[..<index]
            let directive = rest[index...]
            if directive.hasPrefix("%%") {
                pieces[pieces.count - 1] += "%"
                rest = directive.dropFirst(2)
            } else if let found = [argument, positionalArgument].first(where: { directive.hasPrefix($0) }) {
                arguments.append(found)
                pieces.append("")
                rest = directive.dropFirst(found.count)
            } else {
                return nil
            }
        }
        pieces[pieces.count - 1] += rest
        return (pieces, arguments)
    }
}
