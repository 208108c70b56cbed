import PrimerModel

/// What a finding applies to beyond its source line: the part, state and transition it is about and
/// the settings it was seen in, or for an app scan the permission or the app as a whole. A parser or
/// checker finding, which is about a line, leaves it empty; an audit or scan finding fills what it
/// depends on.
public struct FindingSubject: Hashable, Sendable {
    /// The part, if the finding is about one.
    public var part: PartID?
    /// The state, if the finding is about one.
    public var state: String?
    /// The transition, if the finding is about one.
    public var transition: TransitionName?
    /// The settings it was seen in.
    public var environment: FindingEnvironment
    /// What an app scan's finding is about: a permission or the whole app; nil for a spec's finding.
    public var app: AppScope?

    /// Creates a subject.
    public init(part: PartID? = nil, state: String? = nil, transition: TransitionName? = nil,
                environment: FindingEnvironment = .any, app: AppScope? = nil) {
        self.part = part
        self.state = state
        self.transition = transition
        self.environment = environment
        self.app = app
    }

    /// The subject of a scan finding about one permission (`camera`).
    public static func permission(_ name: String) -> FindingSubject { FindingSubject(app: .permission(name)) }

    /// The subject of a scan finding about the app as a whole (its deployment target).
    public static let wholeApp = FindingSubject(app: .wholeApp)

    /// No part, state, transition or setting: a finding about a line alone.
    public static let empty = FindingSubject()
}

/// The settings a finding was seen in: a Dynamic Type size, an appearance, Reduce Motion. Each is
/// nil when the finding does not depend on it.
public struct FindingEnvironment: Hashable, Sendable, CustomStringConvertible {
    /// The Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize?
    /// Light or dark.
    public var appearance: Appearance?
    /// Whether Reduce Motion was on.
    public var reduceMotion: Bool?

    /// Creates an environment.
    public init(dynamicTypeSize: DynamicTypeSize? = nil, appearance: Appearance? = nil, reduceMotion: Bool? = nil) {
        self.dynamicTypeSize = dynamicTypeSize
        self.appearance = appearance
        self.reduceMotion = reduceMotion
    }

    /// No particular setting.
    public static let any = FindingEnvironment()

    /// `accessibility5, dark, reduce motion`, or `any` when nothing is set.
    public var description: String {
        var words: [String] = []
        if let dynamicTypeSize { words.append(dynamicTypeSize.rawValue) }
        if let appearance { words.append(appearance.rawValue) }
        if let reduceMotion { words.append(reduceMotion ? "reduce motion" : "full motion") }
        return words.isEmpty ? "any" : words.joined(separator: ", ")
    }
}

/// What a finding of an app scan is about: one permission the app asks for, or the app as a whole.
public enum AppScope: Hashable, Sendable, CustomStringConvertible {
    /// A permission, by its name in specs (`camera`, `location-always`).
    case permission(String)
    /// The app as a whole (its deployment target, say).
    case wholeApp

    /// The permission's name, or `app`.
    public var description: String {
        switch self {
        case .permission(let name): name
        case .wholeApp: "app"
        }
    }
}
