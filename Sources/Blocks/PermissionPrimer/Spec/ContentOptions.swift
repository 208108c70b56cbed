import Foundation
import PrimerAccessibility
import PrimerAppInfo
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// The options that say whose primer to build: where the app's name and purpose strings come from
/// (`--app`, `--purpose`, `--info-plist`, `--project`, `--xcconfig`, `--build-setting`) and `--ios`.
public struct ContentOptions: Sendable, Hashable {
    /// The app name: `--app`, else the files', else the sample's.
    public var appName: String
    /// The purpose strings known, by Info.plist key.
    public var purposeStrings: [String: String]
    /// The iOS release whose alert words and Settings path to use.
    public var iOS: IOSVersion
    /// Warnings from reading the app's files (the errors stop the command).
    public var warnings: [Finding] = []
    /// The app's development region its files give, the language the command reads in without
    /// `--locale`; nil when the options name no file.
    package var developmentRegion: LocatedValue?

    /// The option definitions, shared by every command that builds a primer.
    package static let definitions: [BlockOption] = SpecLanguage.appAndLanguageOptions + [
        .value("--purpose", "TEXT", help: "The permission primer's purpose string, the words iOS shows in the alert "
               + "(one KIND); wins over the files'."),
        .value("--ios", "VERSION", help: "The iOS release whose alert words and Settings path to use (14 to 18, "
               + "or 26; default \(PrimerRelease.default.major))."),
    ]

    /// Creates options from values (for tests and tools).
    public init(appName: String = PrimerContent.sampleAppName, purposeStrings: [String: String] = [:],
                iOS: IOSVersion = PrimerRelease.default) {
        self.appName = appName
        self.purposeStrings = purposeStrings
        self.iOS = iOS
    }

    /// Reads the options for the kinds a command builds; an unreadable file, or one that lacks a
    /// kind's purpose string, is a usage error naming where.
    package init(_ options: BlockOptions, kinds: [PrimerKind]) throws(BlockOptionError) {
        let command = options.command
        if let text = options.value("--ios") {
            guard let version = PrimerRelease.parse(text) else {
                throw BlockOptionError("unknown iOS version '\(TextExcerpt.shown(text, limit: TextExcerpt.wordLimit))'; expected \(PrimerRelease.forms) (19 to 25 never shipped)",
                                 command: command)
            }
            iOS = version
        } else {
            iOS = PrimerRelease.default
        }
        let sources = try AppInfoSources(options: options)
        let keys = kinds.compactMap(\.purposeStringKey)
        let (info, diagnostics) = AppInfoReader.read(sources, keys: keys)
        let errors = diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            throw BlockOptionError(errors.map(\.commandLineText).joined(separator: "\nerror: "), command: command)
        }
        warnings = diagnostics.filter { $0.severity != .error }
        developmentRegion = info.developmentRegion
        if let name = info.appName {
            appName = name.value
        } else if let searched = info.searched {
            throw BlockOptionError("no app name in \(searched): expected CFBundleDisplayName or CFBundleName "
                             + "(INFOPLIST_KEY_CFBundleDisplayName or PRODUCT_NAME in a project), or --app NAME",
                             command: command)
        } else {
            appName = PrimerContent.sampleAppName
        }
        purposeStrings = [:]
        if let purpose = options.value("--purpose") {
            let needing = kinds.filter { $0.purposeStringKey != nil }
            guard needing.count == 1, kinds.count == 1, let key = needing.first?.purposeStringKey else {
                throw BlockOptionError(needing.isEmpty
                                 ? "--purpose: the notifications alert has no purpose string (iOS shows fixed text)"
                                 : "--purpose gives one kind's purpose string; with several kinds, give --info-plist, "
                                   + "--project or --xcconfig", command: command)
            }
            guard !purpose.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw BlockOptionError("--purpose needs the words iOS shows in the alert", command: command)
            }
            purposeStrings[key] = purpose
        }
        for kind in kinds {
            guard let key = kind.purposeStringKey, purposeStrings[key] == nil else { continue }
            if let value = info.values[key]?.value, !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                purposeStrings[key] = value
            } else if let empty = info.emptyPurposeError(key, neededBy: "the \(kind) primer",
                                                         fallback: SourceRange(at: sources.fallback)) {
                throw BlockOptionError(empty.commandLineText, command: command)
            } else if let searched = info.searched {
                throw BlockOptionError("\(searched) has no \(key): the \(kind) primer needs the purpose string iOS shows in "
                                 + "its alert (the app crashes asking for \(kind) without it); expected \(key) "
                                 + "(\(AppInfo.generatedSettingName(for: key)) in a project or xcconfig), or --purpose TEXT",
                                 command: command)
            }
        }
    }

    /// The standard content for a kind; a purpose string nobody gave shows as ``Kind/purposePlaceholder``.
    public func content(for kind: PrimerKind) -> PrimerContent {
        PrimerContent.standard(for: kind, appName: appName, purposeString: kind.purposeStringKey.flatMap { purposeStrings[$0] },
                         iOS: iOS)
    }

    /// What the output cannot show for these kinds: a purpose string shown by its placeholder, alert
    /// words not on record for the release.
    public func notes(for kinds: [PrimerKind]) -> [String] {
        var notes: [String] = []
        for kind in kinds {
            if let key = kind.purposeStringKey, purposeStrings[key] == nil, let placeholder = kind.purposePlaceholder {
                notes.append("no purpose string given for the \(kind) primer: the sample alert shows \(placeholder) "
                             + "where iOS shows the app's own (give --purpose TEXT, --info-plist FILE, --project PATH "
                             + "or --xcconfig FILE)")
            }
            if let note = AlertWordsRecord.of(kind, on: iOS).note(kind: kind, version: iOS) { notes.append(note) }
        }
        return notes
    }
}
