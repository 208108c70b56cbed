/// What an app says about itself, read from its Info.plist, project or xcconfig with build settings
/// expanded: its name and the Info.plist keys a block asked for.
public struct AppInfo: Sendable {
    /// The name iOS shows: `app`, else `CFBundleDisplayName`, else `CFBundleName`; nil when no source names it.
    public var appName: LocatedValue?
    /// The Info.plist keys asked for that a source gives, expanded.
    public var values: [String: LocatedValue]
    /// Where the keys were looked for, for messages: `Fixtures/Info.plist`, `App.xcodeproj (target Atlas, Release)`.
    public var searched: String?
    /// The spec text naming the first file searched, to locate "missing key" errors; nil on the command line.
    public var origin: SourceRange?
    /// The locale the values are read in (`locale`, `--locale`, else the development region); nil when
    /// no Info.plist or project was read.
    public var locale: String?
    /// Which localization file the values come from and why (`fr.lproj/InfoPlist.strings (locale fr)`);
    /// nil when the app has none.
    public var localization: String?
    /// Where a localized key's value came from, or which fallback gave it, by key.
    public var notes: [String: String] = [:]

    /// Creates app information.
    public init(appName: LocatedValue? = nil, values: [String: LocatedValue] = [:], searched: String? = nil,
                origin: SourceRange? = nil) {
        self.appName = appName
        self.values = values
        self.searched = searched
        self.origin = origin
    }

    /// The build-setting name Xcode generates an Info.plist key from: `INFOPLIST_KEY_NSCameraUsageDescription`.
    public static func generatedSettingName(for key: String) -> String { "INFOPLIST_KEY_" + key }
}
