import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// The content of one kind, and its twin naming ``AppNameFormat/marker`` where the app name goes.
public struct KindContent: Hashable, Sendable {
    /// The permission.
    public var kind: Kind
    /// The content as the block shows it.
    public var content: Content
    /// The same content naming the marker instead of the app; nil when there is no twin (content
    /// written by hand), in which case no string gets a format argument.
    public var template: Content?

    /// Creates content for a kind, with an optional template twin.
    public init(kind: Kind, content: Content, template: Content? = nil) {
        self.kind = kind
        self.content = content
        self.template = template
    }

    /// The standard content for an app name (`Content.standard`), with its template.
    public static func standard(for kind: Kind, appName: String, purposeString: String? = nil,
                                iOS: IOSVersion = PrimerRelease.default) -> KindContent {
        KindContent(kind: kind,
                    content: Content.standard(for: kind, appName: appName, purposeString: purposeString, iOS: iOS),
                    template: Content.standard(for: kind, appName: AppNameFormat.marker, purposeString: purposeString,
                                               iOS: iOS))
    }
}
