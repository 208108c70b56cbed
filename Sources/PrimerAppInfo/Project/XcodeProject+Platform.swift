import Foundation
import PrimerModel
import PrimerSyntax

/// Which of a project's app targets is the iOS app, for a command that names no target: a project
/// often holds the iOS app beside its macOS, watchOS or visionOS app, each of product type
/// `com.apple.product-type.application`, told apart only by the platform they build for.
extension XcodeProject {
    /// The platform a target builds for, as the project's own settings say (`SDKROOT`, and
    /// `SUPPORTED_PLATFORMS` when `SDKROOT` is `auto`), in the target's default configuration over
    /// the project's of the same name. Settings an xcconfig gives are not read here.
    package enum TargetPlatform: Hashable, Sendable {
        /// Built for iOS (`SDKROOT = iphoneos`, or `auto` with `iphoneos` among the supported
        /// platforms): the setting that says so.
        case iOS(LocatedValue)
        /// Built for another platform only (`macosx`, `watchos`, `appletvos`, `xros`): the setting.
        case other(LocatedValue)
        /// The project's settings do not say (an xcconfig may).
        case unknown
    }

    /// The SDKs that build for iOS: the device and the simulator (swift-build's platform names).
    static let iOSSDKs: Set<String> = ["iphoneos", "iphonesimulator"]

    /// The platform `target` builds for, from the project's settings (see ``TargetPlatform``).
    package func platform(of target: Target) -> TargetPlatform {
        guard let list = try? configurations(of: target),
              let name = list.defaultName ?? defaultConfigurationName ?? list.names.first,
              let own = try? configuration(named: name, in: list) else { return .unknown }
        let project = try? configuration(named: name, in: configurations)
        func setting(_ key: String) -> LocatedValue? { own.settings[key] ?? project?.settings[key] }
        guard let sdk = setting("SDKROOT") else { return .unknown }
        let root = sdk.value.trimmingCharacters(in: .whitespaces).lowercased()
        if Self.iOSSDKs.contains(root) { return .iOS(sdk) }
        guard root == "auto" || root.isEmpty else { return .other(sdk) }
        guard let supported = setting("SUPPORTED_PLATFORMS") else { return .unknown }
        let platforms = supported.value.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        return platforms.contains(where: Self.iOSSDKs.contains) ? .iOS(supported) : .other(supported)
    }

    /// The app target a command reads when none is named, and why: the project's only app target;
    /// else, of several, the only one whose settings do not say it builds for another platform, with
    /// a note at the setting that decided. Nil when that leaves none or several (the target must
    /// then be named).
    package func defaultAppTarget() -> (target: Target, note: Finding?)? {
        let apps = appTargets
        if apps.count == 1, let only = apps.first { return (only, nil) }
        let platforms = apps.map { (target: $0, platform: platform(of: $0)) }
        let candidates = platforms.filter { if case .other = $0.platform { false } else { true } }
        guard candidates.count == 1, let chosen = candidates.first else { return nil }
        let others = platforms.compactMap { entry -> String? in
            guard case .other(let setting) = entry.platform else { return nil }
            return "\(TextExcerpt.shown(entry.target.name, limit: TextExcerpt.wordLimit)) "
                + "(\(TextExcerpt.shown(setting.value, limit: TextExcerpt.wordLimit)))"
        }
        let why: String
        let at: SourceLocation
        if case .iOS(let setting) = chosen.platform {
            why = "it builds for iOS (\(TextExcerpt.shown(setting.value, limit: TextExcerpt.wordLimit)))"
            at = setting.location ?? chosen.target.location
        } else {
            why = "its platform is not in the project (an xcconfig may set SDKROOT), and the others build for another"
            at = chosen.target.location
        }
        let name = TextExcerpt.shown(chosen.target.name, limit: TextExcerpt.wordLimit)
        let note = Finding(severity: .note, range: SourceRange(at: at),
                           message: "target \(name) is read, of \(apps.count) app targets: \(why); "
                               + "not \(others.joined(separator: ", ")); expected target \"NAME\" (--target NAME) "
                               + "to read another",
                           expected: "target \"NAME\" to read another app target")
        return (chosen.target, note)
    }
}
