import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// One issue a spec test records: where it points, how serious it is, what it says, and an optional
/// text attachment.
struct SpecIssue: Hashable, Sendable {
    /// Where an issue points.
    enum Place: Hashable, Sendable {
        /// A place in a spec file, with the file's path on disk.
        case spec(PrimerSyntax.SourceLocation, absolutePath: String)
        /// The Swift line that called the check.
        case caller
    }

    /// A text file attached to an issue.
    struct Attachment: Hashable, Sendable {
        /// The file name, such as `onboarding.primerspec.check.txt`.
        var name: String
        /// The text.
        var text: String
    }

    /// Where the issue points.
    var place: Place
    /// `error` fails the test; `warning` is shown without failing it.
    var severity: Severity
    /// What the issue says.
    var comment: String
    /// Texts to attach: the file's report, then the spec as generated.
    var attachments: [Attachment]

    /// The first text attached, if any.
    var attachment: Attachment? { attachments.first }

    /// Creates an issue.
    init(_ comment: String, at place: Place, severity: Severity = .error, attachment: Attachment? = nil) {
        self.place = place
        self.severity = severity
        self.comment = comment
        self.attachments = attachment.map { [$0] } ?? []
    }
}
