import Foundation
import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// The options that say whose primer to build: `--app NAME` or `--info-plist FILE`, and `--ios VERSION`.
public struct ContentOptions: Sendable, Hashable {
    /// Where the app name and purpose string come from.
    public enum Source: Sendable, Hashable {
        /// A name given directly; purpose strings are PrimerSpec's defaults.
        case appName(String)
        /// An Info.plist file (absolute path).
        case infoPlist(String)
    }

    /// The source; the sample's app name when neither option is given.
    public var source: Source
    /// The iOS release whose alert words to draw.
    public var iOS: IOSVersion

    /// The option definitions, shared by every command that builds a primer.
    public static let definitions: [OptionDefinition] = [
        .value("--app", "NAME", help: "The app name the sample alert quotes (default: \(Content.sampleAppName); "
               + "permission priming's prompts: MyApp)."),
        .value("--info-plist", "FILE", help: "Read the app name and purpose string from an Info.plist (XML or binary)."),
        .value("--ios", "VERSION", help: "The iOS release to model (default: \(IOSVersion.default.major)): the permission "
               + "primer's alert words (14 to 18), the primer screen's system colours (18, 26), permission "
               + "priming's prompt words and colours (17, 18)."),
    ]

    /// Reads the options from parsed arguments.
    public init(_ parsed: ParsedArguments, invocation: Invocation, command: String) throws(UsageError) {
        switch (parsed.value("--app"), parsed.value("--info-plist")) {
        case (.some, .some):
            throw UsageError("give --app or --info-plist, not both", command: command)
        case (.some(let name), nil):
            guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw UsageError("--app needs a non-empty name", command: command)
            }
            source = .appName(name)
        case (nil, .some(let path)):
            source = .infoPlist(invocation.resolve(path))
        case (nil, nil):
            source = .appName(Content.sampleAppName)
        }
        if let text = parsed.value("--ios") {
            guard let version = IOSVersion(parsing: text), version.isKnown else {
                throw UsageError("unknown iOS version '\(TextExcerpt.shown(text, limit: TextExcerpt.wordLimit))'; expected a release from 14 to 18, such as 17.6",
                                 command: command)
            }
            iOS = version
        } else {
            iOS = .default
        }
    }

    /// The standard content for a kind from this source.
    public func content(for kind: Kind) throws(InfoPlistError) -> Content {
        switch source {
        case .appName(let name):
            return Content.standard(for: kind, appName: name, iOS: iOS)
        case .infoPlist(let path):
            return try InfoPlist.load(from: path).standardContent(for: kind, iOS: iOS)
        }
    }
}

