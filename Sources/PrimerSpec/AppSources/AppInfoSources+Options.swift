import PrimerAppInfo
import PrimerModel
import PrimerMotion
import PrimerSyntax
extension AppInfoSources {
    /// The command-line options that name where the app's information comes from; every block that
    /// reads an app's name or Info.plist keys lists them (the command shows each name once).
    package static let optionDefinitions: [BlockOption] = [
        .value("--app", "NAME", help: "The app name iOS shows; wins over the Info.plist's or project's."),
        .value("--info-plist", "FILE", help: "Read the app name and purpose strings from an Info.plist (XML or binary)."),
        .value("--project", "PATH", help: "Read them from an Xcode project's build settings (INFOPLIST_KEY_…, "
               + "INFOPLIST_FILE): an .xcodeproj or its project.pbxproj."),
        .value("--target", "NAME", help: "The project's target (default: its one app target)."),
        .value("--configuration", "NAME", help: "The target's build configuration (default: the project's default, "
               + "else Release)."),
        .value("--xcconfig", "FILE", help: "Read them from an .xcconfig file and what it includes (not with --project)."),
        .value("--locale", "LANG", help: "The language whose localized Info.plist values (InfoPlist.strings, "
               + "InfoPlist.xcstrings) to read, such as de or pt-BR (default: the app's development region)."),
        .value("--build-setting", "NAME=VALUE", repeats: true,
               help: "A build setting, such as PRODUCT_NAME=Atlas, for $(…) references; wins over the files'; may repeat."),
    ]

    /// The sources the command line names, or a usage error for combinations that cannot be read.
    package init(options: BlockOptions) throws(BlockOptionError) {
        self.init()
        let command = options.command
        func file(_ name: String) -> NamedFile? {
            options.value(name).map {
                NamedFile(path: FilePath(absolute: options.resolve($0), display: $0), option: name)
            }
        }
        if let name = options.value("--app") {
            guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw BlockOptionError("--app needs a non-empty name", command: command)
            }
            appName = LocatedValue(name, origin: .commandLine(option: "--app"))
        }
        infoPlist = file("--info-plist")
        project = file("--project")
        xcconfig = file("--xcconfig")
        target = options.value("--target").map { LocatedValue($0, origin: .commandLine(option: "--target")) }
        configuration = options.value("--configuration").map {
            LocatedValue($0, origin: .commandLine(option: "--configuration"))
        }
        if let language = options.value("--locale") {
            guard InfoPlistLocalization.isLanguageTag(language), language != "Base" else {
                throw BlockOptionError("--locale '\(TextExcerpt.shown(language, limit: TextExcerpt.wordLimit))' is not a language tag; "
                                 + "expected a BCP 47 language such as de, pt-BR or zh-Hans", command: command)
            }
            locale = LocatedValue(language, origin: .commandLine(option: "--locale"))
        }
        if project == nil, let given = ["--target", "--configuration"].first(where: { options.value($0) != nil }) {
            throw BlockOptionError("\(given) names a part of a project; give --project PATH with it", command: command)
        }
        if project != nil && xcconfig != nil {
            throw BlockOptionError("give --project or --xcconfig, not both: the project reads the xcconfig files its "
                             + "configurations are based on", command: command)
        }
        for setting in options.values("--build-setting") {
            guard let equals = setting.firstIndex(of: "="),
                  BuildSettings.isPlainName(String(setting[..<equals])) else {
                throw BlockOptionError("--build-setting '\(setting)' is not NAME=VALUE; expected a setting such as "
                                 + "PRODUCT_NAME=Atlas", command: command)
            }
            let name = String(setting[..<equals])
            guard buildSettings[name] == nil else {
                throw BlockOptionError("--build-setting \(name) is given twice; give each setting once", command: command)
            }
            buildSettings.set(name, LocatedValue(String(setting[setting.index(after: equals)...]),
                                                 origin: .commandLine(option: "--build-setting")))
        }
    }
}

extension Finding {
    /// The diagnostic as a command-line error line: with its location when it has one in a file.
    package var commandLineText: String {
        let text = ValueOrigin.isCommandLine(location) ? message : headline.replacingOccurrences(
            of: ": error: ", with: ": ")
        return ([text] + notes.map(\.description)).joined(separator: "\n")
    }
}
