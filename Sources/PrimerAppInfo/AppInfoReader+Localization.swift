import PrimerModel
import PrimerSyntax

extension AppInfoReader {
    /// Where an app's localizations are looked for and in which language: the Info.plist file (or,
    /// without one, the project's folder), the project's regions, the settings to expand
    /// `CFBundleDevelopmentRegion` with.
    struct LocalizationContext {
        /// The Info.plist file read, if any.
        var infoPlist: FilePath?
        /// The project's folder (`$(SRCROOT)`), if there is a project.
        var projectFolder: FilePath?
        /// The project's `developmentRegion`.
        var projectDevelopmentRegion: String?
        /// The project's `knownRegions` (not the app's languages: those are its resources' `.lproj` folders).
        var knownRegions: [String] = []
        /// The target's resources, when there is a project: the only localization files read.
        var resources: [XcodeProject.TargetFile]?
    }

    /// The app's localized values win over the Info.plist's own, as on a device (see
    /// ``InfoPlistLocalization``): the app name and each key asked for, with a note saying which file
    /// and which fallback gave it. A key only a strings file holds is not counted (see
    /// `Docs/SpecFormat.md`, "Localized values"): a warning points at the strings file's line.
    static func localize(_ info: inout AppInfo, raw: [String: LocatedValue], keys: [String], sources: AppInfoSources,
                         context: LocalizationContext, expander: BuildSettingExpander, diagnostics: inout [Finding]) {
        let searchFrom: FilePath
        if let plist = context.infoPlist {
            searchFrom = plist
        } else if let folder = context.projectFolder {
            searchFrom = folder.child("Info.plist")
        } else {
            return
        }
        let developmentRegion = Self.developmentRegion(raw: raw, context: context, expander: expander,
                                                       fallback: sources.fallback)
        info.developmentRegion = developmentRegion
        let locale = sources.locale?.value ?? developmentRegion.value
        let origin = sources.locale.map { SourceRange(at: $0.location ?? sources.fallback) }
            ?? (sources.infoPlist ?? sources.project)?.origin ?? SourceRange(at: sources.fallback)
        let localization = InfoPlistLocalization.resolve(
            infoPlist: searchFrom, projectFolder: context.projectFolder, resources: context.resources,
            locale: locale, developmentRegion: developmentRegion.value, origin: origin,
            files: sources.files)
        info.localizationFiles = localization.files
        let chosenFile = localization.table?.file
        // A problem in a file iOS does not load for this locale does not stop the spec.
        diagnostics += localization.diagnostics.map { diagnostic in
            guard diagnostic.severity == .error, diagnostic.location.file != chosenFile,
                  !(localization.brokenChoice && diagnostic.location.file == localization.brokenFile) else { return diagnostic }
            var warning = diagnostic
            warning.severity = .warning
            return warning
        }
        info.locale = locale
        guard !localization.allTables.isEmpty || localization.brokenChoice else { return }
        info.localization = localization.choice
        info.localizationRule = localization.chosenRule
        let table = localization.table

        func localized(_ key: String) -> LocatedValue? {
            guard let value = table?.values[key] else { return nil }
            if value.value.contains("$(") || value.value.contains("${") {
                diagnostics.append(Finding(
                    severity: .warning, range: SourceRange(at: value.location ?? sources.fallback),
                    message: "\(key) is '\(TextExcerpt.shown(value.value))' in \(table?.file ?? "the strings file"): Xcode copies "
                        + "strings files without expanding build settings, so iOS shows these characters; expected the words "
                        + "themselves",
                    offendingText: TextExcerpt.shown(value.value), expected: "text without $(…)"))
            }
            return value
        }
        func note(for key: String, value: LocatedValue?) -> String? {
            guard let table else { return nil }
            if let value, let at = value.location {
                return "\(key) from \(at) (\(localization.choice))"
            }
            return "\(table.file) has no \(key): iOS shows the Info.plist's own value (\(localization.choice))"
        }

        if sources.appName == nil, table != nil {
            let nonEmpty = { (value: LocatedValue?) in value.flatMap { $0.value.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 } }
            if let chosen = nonEmpty(localized("CFBundleDisplayName")) {
                info.appName = chosen
                info.notes["CFBundleDisplayName"] = note(for: "CFBundleDisplayName", value: chosen)
            } else if nonEmpty(raw["CFBundleDisplayName"]) == nil, let chosen = nonEmpty(localized("CFBundleName")) {
                info.appName = chosen
                info.notes["CFBundleName"] = note(for: "CFBundleName", value: chosen)
            }
        }
        for key in keys {
            if let refusal = localization.refused[key] {
                diagnostics.append(refusal)
                continue
            }
            let fromInfoPlist = raw[key] != nil
            if let value = localized(key), fromInfoPlist {
                info.values[key] = value
                info.notes[key] = note(for: key, value: value)
            } else if fromInfoPlist {
                info.notes[key] = note(for: key, value: nil)
            } else if let only = (table.map { [$0] } ?? []).compactMap({ $0.values[key] }).first
                        ?? localization.allTables.lazy.compactMap({ $0.values[key] }).first,
                      let at = only.location {
                diagnostics.append(Finding(
                    severity: .warning, range: SourceRange(at: at),
                    message: "\(key) is in \(at.file) but not in the Info.plist: a strings file only localizes a key "
                        + "the Info.plist holds, and iOS asks for the purpose string under the Info.plist's key, so the "
                        + "app has none; expected \(key) in the Info.plist (or \(AppInfo.generatedSettingName(for: key)))",
                    offendingText: key, expected: "\(key) in the Info.plist"))
            }
        }
    }

    /// `CFBundleDevelopmentRegion` expanded (Xcode's `DEVELOPMENT_LANGUAGE` is the project's
    /// `developmentRegion`, else `en`: swift-build, `Sources/SWBCore/Settings/Settings.swift`), else
    /// the project's `developmentRegion`, else `en`; located at the Info.plist's value when it gives it.
    static func developmentRegion(raw: [String: LocatedValue], context: LocalizationContext,
                                  expander: BuildSettingExpander, fallback: SourceLocation) -> LocatedValue {
        if let written = raw["CFBundleDevelopmentRegion"],
           case .success(let region) = expander.expand(written, what: "CFBundleDevelopmentRegion", fallback: fallback),
           InfoPlistLocalization.isLanguageTag(region) {
            return LocatedValue(region, at: written.location)
        }
        return LocatedValue(context.projectDevelopmentRegion.flatMap { InfoPlistLocalization.isLanguageTag($0) ? $0 : nil }
                            ?? "en")
    }
}
