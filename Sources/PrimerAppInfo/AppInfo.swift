import PrimerModel
import PrimerSyntax

/// What an app says about itself, read from its Info.plist, project or xcconfig with build settings
/// expanded: its name and the Info.plist keys a block asked for.
package struct AppInfo: Sendable {
    /// The name iOS shows: `app`, else `CFBundleDisplayName`, else `CFBundleName`; nil when no source names it.
    package var appName: LocatedValue?
    /// The Info.plist keys asked for that a source gives, expanded.
    package var values: [String: LocatedValue]
    /// Where the keys were looked for, for messages: `Fixtures/Info.plist`, `App.xcodeproj (target Atlas, Release)`.
    package var searched: String?
    /// The spec text naming the first file searched, to locate "missing key" errors; nil on the command line.
    package var origin: SourceRange?
    /// The locale the values are read in (`locale`, `--locale`, else the development region); nil when
    /// no Info.plist or project was read.
    package var locale: String?
    /// The app's development region (`CFBundleDevelopmentRegion` expanded, else the project's
    /// `developmentRegion`, else `en`), located at the value when a file gives it; nil when no
    /// Info.plist or project was read.
    package var developmentRegion: LocatedValue?
    /// Which localization file the values come from and why (`fr.lproj/InfoPlist.strings (locale fr)`);
    /// nil when the app has none.
    package var localization: String?
    /// Where a localized key's value came from, or which fallback gave it, by key.
    package var notes: [String: String] = [:]
    /// Every Info.plist localization file found, with the rule that picked it, in the order found.
    package var localizationFiles: [LocalizationFile] = []
    /// The rule that picked the file ``localization`` names (`from the target's Resources phase …`).
    package var localizationRule: String?

    /// An Info.plist localization file, and why it is the app's.
    package struct LocalizationFile: Hashable, Sendable {
        /// The file, as messages show it.
        package var file: String
        /// The language its `.lproj` folder names; nil for a String Catalog.
        package var language: String?
        /// The rule that picked it: `from synchronized folder App/`, `beside the Info.plist …`.
        package var rule: String
    }
    /// The iOS release the app is built for: the `IPHONEOS_DEPLOYMENT_TARGET` build setting expanded,
    /// else the Info.plist's `MinimumOSVersion`; nil when no file read gives it.
    package var deploymentTarget: LocatedValue?

    /// Creates app information.
    package init(appName: LocatedValue? = nil, values: [String: LocatedValue] = [:], searched: String? = nil,
                origin: SourceRange? = nil) {
        self.appName = appName
        self.values = values
        self.searched = searched
        self.origin = origin
    }

    /// The error for a purpose string the app's files give, but empty or blank: located at the value,
    /// since iOS would show an alert with no reason (swift-build warns "The value for KEY must be a
    /// non-empty string"); nil when the key is missing or has words.
    package func emptyPurposeError(_ key: String, neededBy what: String, fallback: SourceRange) -> Finding? {
        guard let value = values[key], value.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            return nil
        }
        let place = searched.map { " in \($0)" } ?? ""
        return .error("\(key) is empty\(place): \(what) needs the words iOS shows in its alert; expected a non-empty "
                      + "purpose string", at: value.location.map { SourceRange(at: $0) } ?? fallback,
                      offendingText: TextExcerpt.shown(value.value), expected: "a non-empty purpose string")
    }

    /// Every usage-description (purpose string) key Xcode knows, as swift-build's Info.plist processing
    /// lists them (`InfoPlistProcessorTaskAction.usageDescriptionStringKeys`), sorted.
    package static let usageDescriptionKeys: [String] = [
        "NFCReaderUsageDescription", "NSAccessoryTrackingUsageDescription", "NSAppDataUsageDescription",
        "NSAppleEventsUsageDescription", "NSAppleMusicUsageDescription", "NSBluetoothAlwaysUsageDescription",
        "NSBluetoothPeripheralUsageDescription", "NSBluetoothWhileInUseUsageDescription",
        "NSCalendarsFullAccessUsageDescription", "NSCalendarsUsageDescription",
        "NSCalendarsWriteOnlyAccessUsageDescription", "NSCameraUsageDescription", "NSContactsUsageDescription",
        "NSCriticalMessagingUsageDescription", "NSDesktopFolderUsageDescription", "NSDocumentsFolderUsageDescription",
        "NSDownloadsFolderUsageDescription", "NSFaceIDUsageDescription", "NSFallDetectionUsageDescription",
        "NSFileProviderDomainUsageDescription", "NSFileProviderPresenceUsageDescription",
        "NSFinancialDataUsageDescription", "NSFocusStatusUsageDescription", "NSGKFriendListUsageDescription",
        "NSHandsTrackingUsageDescription", "NSHealthClinicalHealthRecordsShareUsageDescription",
        "NSHealthShareUsageDescription", "NSHealthUpdateUsageDescription", "NSHomeKitUsageDescription",
        "NSIdentityUsageDescription", "NSLocalNetworkUsageDescription", "NSLocationAlwaysAndWhenInUseUsageDescription",
        "NSLocationAlwaysUsageDescription", "NSLocationUsageDescription", "NSLocationWhenInUseUsageDescription",
        "NSMicrophoneUsageDescription", "NSMotionUsageDescription", "NSNearbyInteractionAllowOnceUsageDescription",
        "NSNearbyInteractionUsageDescription", "NSNetworkVolumesUsageDescription", "NSPhotoLibraryAddUsageDescription",
        "NSPhotoLibraryUsageDescription", "NSRemindersFullAccessUsageDescription", "NSRemindersUsageDescription",
        "NSRemovableVolumesUsageDescription", "NSSensorKitUsageDescription", "NSSiriUsageDescription",
        "NSSpeechRecognitionUsageDescription", "NSSystemAdministrationUsageDescription",
        "NSSystemExtensionUsageDescription", "NSUserTrackingUsageDescription",
        "NSVideoSubscriberAccountUsageDescription", "NSVoIPUsageDescription", "NSWorldSensingUsageDescription",
        "OSBundleUsageDescription",
    ]

    /// The build-setting name Xcode generates an Info.plist key from: `INFOPLIST_KEY_NSCameraUsageDescription`.
    package static func generatedSettingName(for key: String) -> String { "INFOPLIST_KEY_" + key }
}
