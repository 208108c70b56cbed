import PrimerModel
import PrimerSyntax
/// Reads an app's name and Info.plist keys from the sources a spec header or command line names.
///
/// Build settings are layered as Xcode layers them, lowest first: PrimerSpec's defaults
/// (`EXECUTABLE_NAME` = `$(PRODUCT_NAME)`, `TARGET_NAME`, `CONFIGURATION`, `SRCROOT`, …), the project
/// configuration's xcconfig, the project configuration, the target configuration's xcconfig, the target
/// configuration; or, without a project, the xcconfig. Settings the spec or command line gives win
/// over all. Info.plist keys come from the Info.plist file (`info-plist`, or the target's
/// `INFOPLIST_FILE`) and from `INFOPLIST_KEY_…` settings, the way Xcode generates an Info.plist.
package enum AppInfoReader {
    /// The app information for the keys asked for, with every error found, each located in the file
    /// it is about (a note points at the spec line naming the file).
    ///
    /// A key the Info.plist file and a build setting give differently is an error when it is in
    /// `blocking` (default: the keys asked for and, without `app`, the app name's), else a warning.
    package static func read(_ sources: AppInfoSources, keys: [String],
                            blocking: Set<String>? = nil) -> (info: AppInfo, diagnostics: [Finding]) {
        var diagnostics: [Finding] = []
        var settings = defaultSettings
        var searched: [String] = []
        var plist = sources.infoPlist
        // What named the Info.plist, for messages about its path: `INFOPLIST_FILE` or `info-plist`.
        var plistNamedBy = sources.infoPlist?.namedBy(field: "info-plist") ?? "--info-plist"
        var plistWritten = sources.infoPlist?.path.display ?? ""
        var plistNamedAt = sources.infoPlist?.origin?.lowerBound ?? sources.fallback
        var localization = LocalizationContext()

        if let project = sources.project {
            guard let layers = projectSettings(project, sources: sources, diagnostics: &diagnostics) else {
                return (AppInfo(origin: project.origin), diagnostics.map { noted($0, sources: sources) })
            }
            settings = settings.overridden(by: layers.settings)
            searched.append(layers.description)
            localization = LocalizationContext(projectFolder: layers.folder, projectDevelopmentRegion: layers.regions.development,
                                               knownRegions: layers.regions.known, resources: layers.resources)
            if plist == nil, let infoFile = layers.settings["INFOPLIST_FILE"] {
                let expander = BuildSettingExpander(settings: settings.overridden(by: sources.buildSettings))
                switch expander.expand(infoFile, what: "INFOPLIST_FILE", fallback: sources.fallback) {
                case .success(let path) where !path.isEmpty:
                    // A missing or miscased file is reported at the setting that named it.
                    let at = infoFile.location.map { SourceRange(at: $0) } ?? project.origin
                    plist = .init(path: layers.folder.child(path), origin: at)
                    plistNamedBy = "INFOPLIST_FILE"
                    plistWritten = path
                    plistNamedAt = at?.lowerBound ?? sources.fallback
                case .success: break
                case .failure(let error): diagnostics.append(error)
                }
            }
        } else if var xcconfig = sources.xcconfig {
            let resolved = xcconfig.path.resolvingCase(namedBy: xcconfig.namedBy(field: "xcconfig"), written: xcconfig.path.display,
                                                       at: xcconfig.origin?.lowerBound ?? sources.fallback)
            xcconfig.path = resolved.path
            diagnostics += resolved.note.map { [$0] } ?? []
            let loaded = XCConfigFile.load(xcconfig.path, origin: xcconfig.origin)
            diagnostics += loaded.diagnostics
            settings = settings.overridden(by: loaded.settings)
            searched.append(TextExcerpt.shown(xcconfig.path.display))
        }
        settings = settings.overridden(by: sources.buildSettings)

        var fileValues: [String: LocatedValue] = [:]
        if let named = plist {
            let resolved = named.path.resolvingCase(namedBy: plistNamedBy, written: plistWritten, at: plistNamedAt)
            plist?.path = resolved.path
            diagnostics += resolved.note.map { [$0] } ?? []
        }
        if let plist {
            switch InfoPlistFile.load(plist.path, origin: plist.origin,
                                      namedBy: plistNamedBy == "INFOPLIST_FILE" ? plistNamedBy : nil,
                                      files: sources.files) {
            case .success(let contents):
                fileValues = contents.values
                diagnostics += contents.warnings
            case .failure(let error): diagnostics.append(error)
            }
            searched.insert(TextExcerpt.shown(plist.path.display), at: 0)
        }
        // A file that could not be read is the cause of whatever is missing after it: say it alone.
        if diagnostics.containsErrors {
            return (AppInfo(searched: searched.isEmpty ? nil : searched.joined(separator: " and "),
                            origin: (sources.infoPlist ?? sources.project ?? sources.xcconfig)?.origin),
                    diagnostics.map { noted($0, sources: sources) })
        }
        let expander = BuildSettingExpander(settings: settings)
        var raw = fileValues
        if generatesInfoPlist(sources: sources, settings: settings, expander: expander) {
            let read = blocking ?? Set(keys + (sources.appName == nil ? appNameKeys : []))
            for (key, value) in generatedValues(settings) {
                if let fromFile = fileValues[key],
                   differ(fromFile, value, expander: expander, key: key, fallback: sources.fallback) {
                    diagnostics.append(conflict(key: key, setting: value, file: fromFile, fallback: sources.fallback,
                                                severity: read.contains(key) ? .error : .warning))
                }
                raw[key] = value
            }
        } else if sources.project != nil {
            diagnostics += ignoredGeneratedKeys(settings, fallback: sources.fallback)
        }
        var unexpanded: [String: Finding] = [:]
        var info = AppInfo(searched: searched.isEmpty ? nil : searched.joined(separator: " and "),
                           origin: (sources.infoPlist ?? sources.project ?? sources.xcconfig)?.origin)
        if let name = sources.appName {
            info.appName = name
        } else if let (key, value) = appNameKeys.lazy
                    .compactMap({ key in raw[key].map { (key, $0) } })
                    .first(where: { !$0.1.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) {
            switch expander.expand(value, what: key, fallback: sources.fallback) {
            case .success(let name) where !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty:
                info.appName = LocatedValue(name, at: value.location)
            case .success:
                diagnostics.append(.error("\(key) is '\(value.value)', which expands to nothing; expected an app name, "
                                          + "or app \"NAME\" in the spec (--app NAME)",
                                          at: SourceRange(at: value.location ?? sources.fallback),
                                          offendingText: value.value, expected: "an app name"))
            case .failure(var error):
                error.message += ", or app \"NAME\" in the spec (--app NAME)"
                unexpanded[key] = error
            }
        }
        for key in keys {
            guard let value = raw[key] else { continue }
            switch expander.expand(value, what: key, fallback: sources.fallback) {
            case .success(let text): info.values[key] = LocatedValue(text, at: value.location)
            case .failure(let error): unexpanded[key] = error
            }
        }
        if let target = settings["IPHONEOS_DEPLOYMENT_TARGET"],
           case .success(let text) = expander.expand(target, what: "IPHONEOS_DEPLOYMENT_TARGET", fallback: sources.fallback),
           !text.isEmpty {
            info.deploymentTarget = LocatedValue(text, at: target.location)
        } else if let minimum = fileValues["MinimumOSVersion"] {
            info.deploymentTarget = minimum
        }
        localization.infoPlist = plist?.path
        localize(&info, raw: raw, keys: keys, sources: sources, context: localization, expander: expander,
                 diagnostics: &diagnostics)
        // A value iOS never shows, because the locale's strings file gives the key, need not expand.
        for key in (appNameKeys + keys).filter({ unexpanded[$0] != nil }) {
            let shown = appNameKeys.contains(key) ? info.appName != nil : info.values[key] != nil
            if !shown, let error = unexpanded[key] { diagnostics.append(error) }
        }
        return (info, diagnostics.map { noted($0, sources: sources) })
    }

    /// ``defaults`` as build settings, parsed once (every spec that names no app file reads them).
    static let defaultSettings = BuildSettings(defaults)

    /// Settings every build has that PrimerSpec can know without building.
    static let defaults: [String: LocatedValue] = [
        "EXECUTABLE_NAME": LocatedValue("$(EXECUTABLE_PREFIX)$(PRODUCT_NAME)$(EXECUTABLE_SUFFIX)"),
        "EXECUTABLE_PREFIX": LocatedValue(""),
        "EXECUTABLE_SUFFIX": LocatedValue(""),
        "PRODUCT_MODULE_NAME": LocatedValue("$(PRODUCT_NAME:c99extidentifier)"),
    ]

    /// The merged settings of the project's target and configuration.
    private static func projectSettings(_ project: AppInfoSources.NamedFile, sources: AppInfoSources,
                                        diagnostics: inout [Finding])
        -> (settings: BuildSettings, description: String, folder: FilePath,
            regions: (development: String?, known: [String]), resources: [XcodeProject.TargetFile])? {
        let loaded: XcodeProject
        let resolved = project.path.resolvingCase(namedBy: project.namedBy(field: "project"), written: project.path.display,
                                                  at: project.origin?.lowerBound ?? sources.fallback)
        diagnostics += resolved.note.map { [$0] } ?? []
        switch XcodeProject.load(resolved.path, origin: project.origin, files: sources.files) {
        case .success(let value): loaded = value
        case .failure(let error):
            diagnostics.append(error)
            return nil
        }
        diagnostics += loaded.warnings
        let targetAt = sources.target.map { SourceRange(at: $0.location ?? sources.fallback) }
            ?? project.origin ?? SourceRange(at: sources.fallback)
        let target: XcodeProject.Target
        if let name = sources.target {
            guard let named = loaded.target(named: name.value) else {
                let names = listed(loaded.targets.map(\.name))
                diagnostics.append(.error(Suggestion.unknownMessage("target", value: name.value, validValues: names)
                                          + " (the targets of \(TextExcerpt.shown(loaded.file.display, limit: FilePath.quotedLimit)))",
                                          at: targetAt, offendingText: TextExcerpt.shown(name.value, limit: FilePath.quotedLimit),
                                          expected: names.joined(separator: ", ")))
                return nil
            }
            target = named
        } else {
            let apps = loaded.appTargets
            guard let chosen = loaded.defaultAppTarget() else {
                let names = listed(apps.map(\.name)).joined(separator: ", ")
                let file = TextExcerpt.shown(loaded.file.display, limit: FilePath.quotedLimit)
                diagnostics.append(.error(apps.isEmpty
                                          ? "\(file) has no targets; expected a project with an app target"
                                          : "\(file) has \(apps.count) app targets (\(names)); expected "
                                            + "target \"NAME\" (--target NAME) naming one",
                                          at: targetAt, offendingText: TextExcerpt.shown(project.path.display, limit: FilePath.quotedLimit),
                                          expected: "target \"NAME\" naming one of \(names)"))
                return nil
            }
            target = chosen.target
            diagnostics += chosen.note.map { [$0] } ?? []
        }
        // Only the named target's configuration, and the project's of the same name, are read.
        let configuration: XcodeProject.Configuration
        let projectConfiguration: XcodeProject.Configuration?
        let resources: XcodeProject.TargetFiles
        do {
            resources = try loaded.files(of: target, kind: .resources)
            let list = try loaded.configurations(of: target)
            let configurationName = sources.configuration?.value ?? list.defaultName
                ?? loaded.defaultConfigurationName ?? "Release"
            guard let named = try loaded.configuration(named: configurationName, in: list) else {
                let names = listed(list.names)
                let at = SourceRange(at: sources.configuration?.location ?? targetAt.lowerBound)
                diagnostics.append(.error(Suggestion.unknownMessage("configuration", value: configurationName,
                                                                    validValues: names)
                                          + " (target \(TextExcerpt.shown(target.name, limit: FilePath.quotedLimit)) of "
                                          + "\(TextExcerpt.shown(loaded.file.display, limit: FilePath.quotedLimit)))",
                                          at: at, offendingText: TextExcerpt.shown(configurationName, limit: FilePath.quotedLimit),
                                          expected: names.joined(separator: ", ")))
                return nil
            }
            configuration = named
            projectConfiguration = try loaded.configuration(named: named.name, in: loaded.configurations)
        } catch {
            diagnostics.append(error)
            return nil
        }
        diagnostics += resources.warnings
        var settings = BuildSettings([
            "TARGET_NAME": LocatedValue(target.name, at: target.location),
            "PROJECT_NAME": LocatedValue(loaded.name),
            "CONFIGURATION": LocatedValue(configuration.name),
            "SRCROOT": LocatedValue(loaded.folder.absolute),
            "PROJECT_DIR": LocatedValue(loaded.folder.absolute),
            // swift-build, Sources/SWBCore/Settings/Settings.swift: the project's developmentRegion, else en.
            "DEVELOPMENT_LANGUAGE": LocatedValue(loaded.developmentRegion ?? "en"),
        ])
        for level in [projectConfiguration, configuration].compactMap({ $0 }) {
            diagnostics += level.warnings
            if let base = level.baseConfiguration {
                let included = XCConfigFile.load(base, origin: level.baseConfigurationLocation.map { SourceRange(at: $0) },
                                                 searchFolders: [loaded.folder], missing: .warning)
                diagnostics += included.diagnostics
                settings = settings.overridden(by: included.settings)
            }
            settings = settings.overridden(by: level.settings)
        }
        return (settings, "\(TextExcerpt.shown(project.path.display)) (target \(TextExcerpt.shown(target.name)), "
                    + "\(TextExcerpt.shown(configuration.name)))", loaded.folder,
                (loaded.developmentRegion, loaded.knownRegions), resources.files)
    }

    /// Names for a message: each quoted as messages quote input, at most ``listedLimit`` of them and
    /// then how many more there are. A choice, so that a project of thousands of targets gives a short message.
    private static func listed(_ names: [String]) -> [String] {
        let shown = names.prefix(listedLimit).map { TextExcerpt.shown($0, limit: TextExcerpt.wordLimit) }
        return names.count > listedLimit ? shown + ["and \(names.count - listedLimit) more"] : shown
    }

    /// The most names a message lists. A choice.
    static let listedLimit = 20

    /// The keys the app name is read from, the first given winning.
    static let appNameKeys = ["CFBundleDisplayName", "CFBundleName"]

    /// Whether Xcode generates Info.plist keys from build settings: with a project, when
    /// `GENERATE_INFOPLIST_FILE` is YES (its default is NO: swift-build's `CoreBuildSystem.xcspec`); with an
    /// xcconfig alone, which has no target to say, unless it sets NO (a choice).
    private static func generatesInfoPlist(sources: AppInfoSources, settings: BuildSettings,
                                           expander: BuildSettingExpander) -> Bool {
        guard sources.project != nil || sources.xcconfig != nil else { return false }
        guard let setting = settings["GENERATE_INFOPLIST_FILE"] else { return sources.project == nil }
        let value = (try? expander.expand(setting, what: "GENERATE_INFOPLIST_FILE", fallback: sources.fallback).get())
            ?? setting.value
        let yes = ["YES", "yes", "Yes", "TRUE", "true", "1"].contains(value.trimmingCharacters(in: .whitespaces))
        return sources.project == nil ? value.trimmingCharacters(in: .whitespaces) != "NO" : yes
    }

    /// The keys Xcode's generated Info.plist gives, before expansion: each `INFOPLIST_KEY_NAME` setting's
    /// `NAME`, and `CFBundleName` from `PRODUCT_NAME` when that is set (swift-build's
    /// `InfoPlistProcessorTaskAction.defaultInfoPlistContent`).
    private static func generatedValues(_ settings: BuildSettings) -> [(key: String, value: LocatedValue)] {
        var generated: [(key: String, value: LocatedValue)] = []
        for name in settings.values.keys.sorted() where name.hasPrefix("INFOPLIST_KEY_") {
            if let value = settings[name] { generated.append((String(name.dropFirst("INFOPLIST_KEY_".count)), value)) }
        }
        if let productName = settings["PRODUCT_NAME"] {
            generated.append(("CFBundleName", LocatedValue("$(PRODUCT_NAME)", at: productName.location)))
        }
        return generated
    }

    /// A note at each `INFOPLIST_KEY_NAME` setting of a target that does not set `GENERATE_INFOPLIST_FILE =
    /// YES`: Xcode builds no key from it (swift-build's `InfoPlistProcessorTaskAction.swift` merges the
    /// generated keys only when `GENERATE_INFOPLIST_FILE` is YES), so its text is never shown.
    private static func ignoredGeneratedKeys(_ settings: BuildSettings, fallback: SourceLocation) -> [Finding] {
        var notes: [Finding] = []
        for name in settings.values.keys.sorted() where name.hasPrefix("INFOPLIST_KEY_") {
            guard let value = settings[name] else { continue }
            let shownName = BuildSettingExpander.shown(name: name)
            let expected = "GENERATE_INFOPLIST_FILE = YES for Xcode to build \(shownName), or the key in the Info.plist file"
            notes.append(Finding(
                severity: .note, range: SourceRange(at: value.location ?? fallback),
                message: "\(shownName) is set but GENERATE_INFOPLIST_FILE is not YES, so Xcode ignores it (swift-build's "
                    + "Info.plist processing builds INFOPLIST_KEY_ settings only into a generated Info.plist) and "
                    + "PrimerSpec does too; expected \(expected)",
                offendingText: shownName, expected: expected))
        }
        return notes
    }

    /// Whether the file's value and the generated one read differently once expanded (a file's
    /// `$(PRODUCT_NAME)` and the generated `CFBundleName` are the same text).
    private static func differ(_ file: LocatedValue, _ generated: LocatedValue, expander: BuildSettingExpander,
                               key: String, fallback: SourceLocation) -> Bool {
        guard file.value != generated.value else { return false }
        let expandedFile = try? expander.expand(file, what: key, fallback: fallback).get()
        let expandedSetting = try? expander.expand(generated, what: key, fallback: fallback).get()
        return expandedFile == nil || expandedSetting == nil || expandedFile != expandedSetting
    }

    /// A key the Info.plist file and a build setting both give, differently: an error when the block reads
    /// that key, a warning otherwise.
    private static func conflict(key: String, setting: LocatedValue, file: LocatedValue, fallback: SourceLocation,
                                 severity: Severity) -> Finding {
        let name = key == "CFBundleName" && setting.value == "$(PRODUCT_NAME)" ? "PRODUCT_NAME"
            : AppInfo.generatedSettingName(for: key)
        let shownSetting = TextExcerpt.shown(setting.value, limit: FilePath.quotedLimit)
        let message = "\(name) gives \(key) '\(shownSetting)' but the Info.plist file says "
            + "'\(TextExcerpt.shown(file.value, limit: FilePath.quotedLimit))'; Xcode builds the setting's value over the file's (swift-build's "
            + "Info.plist processing merges the generated keys over INFOPLIST_FILE), so the file's text is never shown"
        return Finding(severity: severity, range: SourceRange(at: setting.location ?? fallback),
                          message: message + "; expected one value for \(key)",
                          offendingText: TextExcerpt.shown(setting.value, limit: FilePath.quotedLimit), expected: "one value for \(key)",
                          notes: file.location.map { [Finding.Note("the Info.plist's \(key) is here", at: $0)] } ?? [])
    }

    /// An error in a file the spec names gets a note at the spec line naming it.
    private static func noted(_ diagnostic: Finding, sources: AppInfoSources) -> Finding {
        let named = [sources.infoPlist, sources.project, sources.xcconfig].compactMap { $0 }
        guard let file = named.first(where: { diagnostic.location.file.hasPrefix(FilePath.folder(of: $0.path.display)) }),
              let origin = file.origin, diagnostic.location.file != origin.lowerBound.file,
              diagnostic.range != origin
        else { return diagnostic }
        var noted = diagnostic
        noted.notes.append(.init("\(file.path.display) is named here", at: origin.lowerBound))
        return noted
    }
}
