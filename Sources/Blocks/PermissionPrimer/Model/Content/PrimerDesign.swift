import PrimerModel
import PrimerSpec
import PrimerSyntax

/// The PermissionPrimer block the model follows: the published design, or a team's copy of it
/// whose `Content.standard(for:appName:)` gives other defaults. What the model takes from a copy is
/// that content; the view's layout, accessibility and motion are modelled from the design's
/// documentation whichever the spec names (its code is not published: Docs/Model.md, "From the
/// app's copy").
public struct PrimerDesign: Hashable, Sendable {
    /// For each kind, the fields of the standard content the copy gives differently.
    public var standard: [PrimerKind: StandardEdits]

    /// Creates a design.
    public init(standard: [PrimerKind: StandardEdits] = [:]) {
        self.standard = standard
    }

    /// The published design: PrimerSpec's standard content for every kind.
    public static let published = PrimerDesign()

    /// The standard content of `kind` as the design gives it: PrimerSpec's, with the copy's edits,
    /// the app named `appName` where the copy interpolates it.
    public func content(for kind: PrimerKind, appName: String, purposeString: String? = nil,
                        iOS: IOSVersion = PrimerRelease.default) -> PrimerContent {
        var content = PrimerContent.standard(for: kind, appName: appName, purposeString: purposeString, iOS: iOS)
        standard[kind]?.apply(to: &content, appName: appName)
        return content
    }
}

/// The fields of one kind's standard content that a copy gives differently, each text naming the
/// app by ``AppNameFormat/marker`` where the copy interpolates `appName`.
public struct StandardEdits: Hashable, Sendable {
    /// The texts (and symbols) by field.
    public var texts: [PrimerContentField: String] = [:]
    /// The sample alert's buttons, when the copy's differ.
    public var alertButtons: [String]?
    /// The benefit rows, when the copy's differ.
    public var benefits: [PrimerBenefit]?

    /// Creates edits.
    public init(texts: [PrimerContentField: String] = [:], alertButtons: [String]? = nil,
                benefits: [PrimerBenefit]? = nil) {
        self.texts = texts
        self.alertButtons = alertButtons
        self.benefits = benefits
    }

    /// Whether the copy gives every field as the published design does.
    public var isEmpty: Bool { texts.isEmpty && alertButtons == nil && benefits == nil }

    /// Sets each edited field on `content`, naming the app `appName`.
    func apply(to content: inout PrimerContent, appName: String) {
        func named(_ text: String) -> String { text.replacingOccurrences(of: AppNameFormat.marker, with: appName) }
        for field in PrimerContentField.allCases {
            if let text = texts[field] { field.set(named(text), on: &content) }
        }
        if let alertButtons { content.sampleAlert.buttons = alertButtons.map(named) }
        if let benefits {
            content.benefits = benefits.map {
                PrimerBenefit(symbol: named($0.symbol), title: named($0.title), detail: named($0.detail))
            }
        }
    }
}

/// A one-text field of ``PrimerContent``, by the property path the design's `Content` names it with.
public enum PrimerContentField: String, CaseIterable, Hashable, Sendable {
    case symbol, grantedSymbol, deniedSymbol, title, reason, continueTitle
    case alertTitle, alertMessage
    case grantedTitle, grantedLine, deniedTitle, deniedLine, limitedTitle, limitedLine
    case notNowTitle, doneTitle, openSettingsTitle

    /// The property path in the app's code: `title`, `sampleAlert.title`.
    public var path: [String] {
        switch self {
        case .alertTitle: ["sampleAlert", "title"]
        case .alertMessage: ["sampleAlert", "message"]
        default: [rawValue]
        }
    }

    /// The field as a person names it in a message.
    public var fact: String {
        switch self {
        case .symbol: "symbol"
        case .grantedSymbol: "granted symbol"
        case .deniedSymbol: "denied symbol"
        case .title: "title"
        case .reason: "reason"
        case .continueTitle: "Continue title"
        case .alertTitle: "sample alert's title"
        case .alertMessage: "sample alert's message"
        case .grantedTitle: "granted title"
        case .grantedLine: "granted line"
        case .deniedTitle: "denied title"
        case .deniedLine: "denied line"
        case .limitedTitle: "limited title"
        case .limitedLine: "limited line"
        case .notNowTitle: "Not now title"
        case .doneTitle: "Done title"
        case .openSettingsTitle: "Open Settings title"
        }
    }

    /// The kinds of spec section whose lines the field shapes.
    package var sections: [SectionKeyword] {
        switch self {
        case .symbol, .grantedSymbol, .deniedSymbol: [.motion]
        case .title, .reason, .alertTitle, .alertMessage: [.voiceover]
        case .continueTitle, .notNowTitle, .doneTitle, .openSettingsTitle: [.voiceover, .targets]
        case .grantedTitle, .grantedLine, .deniedTitle, .deniedLine, .limitedTitle, .limitedLine:
            [.voiceover, .announce, .motion]
        }
    }

    /// The field's value in `content` (nil for a limited title or line the content leaves to the granted one).
    public func value(in content: PrimerContent) -> String? {
        switch self {
        case .symbol: content.symbol
        case .grantedSymbol: content.grantedSymbol
        case .deniedSymbol: content.deniedSymbol
        case .title: content.title
        case .reason: content.reason
        case .continueTitle: content.continueTitle
        case .alertTitle: content.sampleAlert.title
        case .alertMessage: content.sampleAlert.message
        case .grantedTitle: content.grantedTitle
        case .grantedLine: content.grantedLine
        case .deniedTitle: content.deniedTitle
        case .deniedLine: content.deniedLine
        case .limitedTitle: content.limitedTitle
        case .limitedLine: content.limitedLine
        case .notNowTitle: content.notNowTitle
        case .doneTitle: content.doneTitle
        case .openSettingsTitle: content.openSettingsTitle
        }
    }

    /// Sets the field on `content`.
    public func set(_ value: String, on content: inout PrimerContent) {
        switch self {
        case .symbol: content.symbol = value
        case .grantedSymbol: content.grantedSymbol = value
        case .deniedSymbol: content.deniedSymbol = value
        case .title: content.title = value
        case .reason: content.reason = value
        case .continueTitle: content.continueTitle = value
        case .alertTitle: content.sampleAlert.title = value
        case .alertMessage: content.sampleAlert.message = value
        case .grantedTitle: content.grantedTitle = value
        case .grantedLine: content.grantedLine = value
        case .deniedTitle: content.deniedTitle = value
        case .deniedLine: content.deniedLine = value
        case .limitedTitle: content.limitedTitle = value
        case .limitedLine: content.limitedLine = value
        case .notNowTitle: content.notNowTitle = value
        case .doneTitle: content.doneTitle = value
        case .openSettingsTitle: content.openSettingsTitle = value
        }
    }
}
