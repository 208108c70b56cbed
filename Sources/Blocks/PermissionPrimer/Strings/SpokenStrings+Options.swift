import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

extension SpokenStrings {
    /// The catalogue of the kinds, named and worded as the command-line options say; what the
    /// options leave out (a purpose string, alert words not on record) is listed in ``notes``.
    public static func catalogue(kinds: [PrimerKind], options: ContentOptions, errorMessage: String) -> SpokenStrings {
        var strings = SpokenStrings(
            appName: options.appName, iOS: options.iOS, errorMessage: errorMessage,
            contents: kinds.map { kind in
                let purpose = kind.purposeStringKey.flatMap { options.purposeStrings[$0] }
                return KindContent.standard(for: kind, appName: options.appName, purposeString: purpose,
                                            iOS: options.iOS)
            })
        let notes = options.notes(for: kinds)
        strings.notes = notes.isEmpty ? nil : notes
        return strings
    }
}
