import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// The catalogue of every string the permission primer speaks, for each kind, state and transition.
///
/// Built from the same builders the checker uses (``SpokenStringsBuilder``), never kept by hand.
/// The renderers write it as Markdown, an Xcode String Catalog or JSON.
public struct SpokenStrings: Hashable, Sendable, Codable {
    /// The app name the strings were built with.
    public var appName: String
    /// The iOS release whose alert words were used, such as `18.0`.
    public var iOS: String
    /// The message the failed state shows and announces: an example, since a custom request throws its own.
    public var errorMessage: String
    /// The kinds, in the order asked for.
    public var kinds: [KindStrings]
    /// What the catalogue cannot show (a purpose string shown by its placeholder, alert words not on
    /// record for the release); nil when there is nothing to say.
    public var notes: [String]?

    /// Creates a catalogue from its parts.
    public init(appName: String, iOS: String, errorMessage: String, kinds: [KindStrings]) {
        self.appName = appName
        self.iOS = iOS
        self.errorMessage = errorMessage
        self.kinds = kinds
    }

    /// Builds the catalogue for content of each kind.
    public init(appName: String, iOS: IOSVersion = PrimerRelease.default, errorMessage: String = PrimerStateName.defaultErrorMessage,
                contents: [KindContent]) {
        let builder = SpokenStringsBuilder(appName: appName, errorMessage: errorMessage)
        self.init(appName: appName, iOS: iOS.description, errorMessage: errorMessage,
                  kinds: contents.map(builder.strings(for:)))
    }

    /// The standard content's strings for the given kinds (default: all four) and app name.
    public static func standard(kinds: [PrimerKind] = PrimerKind.allCases, appName: String = PrimerContent.sampleAppName,
                                iOS: IOSVersion = PrimerRelease.default,
                                errorMessage: String = PrimerStateName.defaultErrorMessage) -> SpokenStrings {
        SpokenStrings(appName: appName, iOS: iOS, errorMessage: errorMessage,
                      contents: kinds.map { KindContent.standard(for: $0, appName: appName, iOS: iOS) })
    }

    /// Every string the block supplies, elements first, each key once per use.
    public var catalogueStrings: [CatalogueString] {
        kinds.flatMap { kind in
            kind.elements.flatMap { $0.catalogueStrings.map(\.string) } + kind.announcements.map(\.text)
        }
    }
}
