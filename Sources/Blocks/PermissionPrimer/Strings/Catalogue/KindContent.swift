import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// The content of one kind, and its twin naming ``AppNameFormat/marker`` where the app name goes.
public struct KindContent: Hashable, Sendable {
    /// The permission.
    public var kind: PrimerKind
    /// The content as the block shows it.
    public var content: PrimerContent
    /// The same content naming the marker instead of the app; nil when there is no twin (content
    /// written by hand), in which case no string gets a format argument.
    public var template: PrimerContent?

    /// Creates content for a kind, with an optional template twin.
    public init(kind: PrimerKind, content: PrimerContent, template: PrimerContent? = nil) {
        self.kind = kind
        self.content = content
        self.template = template
    }

    /// The standard content for an app name (`Content.standard`), with its template.
    public static func standard(for kind: PrimerKind, appName: String, purposeString: String? = nil,
                                iOS: IOSVersion = PrimerRelease.default) -> KindContent {
        KindContent(kind: kind,
                    content: PrimerContent.standard(for: kind, appName: appName, purposeString: purposeString, iOS: iOS),
                    template: PrimerContent.standard(for: kind, appName: AppNameFormat.marker, purposeString: purposeString,
                                               iOS: iOS))
    }
}
