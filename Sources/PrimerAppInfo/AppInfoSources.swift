import PrimerSyntax

/// Where a block reads what the app says about itself (its name, its Info.plist keys): the spec
/// header's or the command line's `app`, `info-plist`, `project` (with `target` and `configuration`),
/// `xcconfig` and `build-setting`s. Knows no block: each block asks for the keys it needs.
package struct AppInfoSources: Sendable {
    /// A file named in the header or on the command line, and where it was named.
    package struct NamedFile: Sendable {
        /// The file.
        package var path: FilePath
        /// The spec token naming it; nil on the command line.
        package var origin: SourceRange?
        /// Where the name came from: the spec's line, or the command-line option.
        package var namedIn: ValueOrigin

        /// A file named by the spec token at `origin`, or on the command line when nil.
        package init(path: FilePath, origin: SourceRange? = nil) {
            self.path = path
            self.origin = origin
            self.namedIn = origin.map { .file($0.lowerBound) } ?? .commandLine(option: nil)
        }

        /// A file named by a command-line option (`--info-plist`).
        package init(path: FilePath, option: String) {
            self.path = path
            self.origin = nil
            self.namedIn = .commandLine(option: option)
        }

        /// What named the file, for messages: the option on the command line (`--field` when it
        /// does not say which), else the header field.
        package func namedBy(field: String) -> String {
            switch namedIn {
            case .commandLine(let option): option ?? "--" + field
            case .file, .code, .unplaced: field
            }
        }
    }

    /// The app name given directly (`app "NAME"`, `--app NAME`).
    package var appName: LocatedValue?
    /// An Info.plist file.
    package var infoPlist: NamedFile?
    /// An Xcode project (`.xcodeproj` or its `project.pbxproj`).
    package var project: NamedFile?
    /// The project's target; without it, the project's one app target.
    package var target: LocatedValue?
    /// The target's build configuration; without it, the one the project names as its default.
    package var configuration: LocatedValue?
    /// An `.xcconfig` file, when there is no project.
    package var xcconfig: NamedFile?
    /// The locale whose localized Info.plist values to read (`locale LANG`, `--locale LANG`), a BCP 47
    /// language tag such as `de`, `pt-BR`, `zh-Hans`; nil for the app's development region.
    package var locale: LocatedValue?
    /// Settings given in the spec or on the command line: they win over every file's.
    package var buildSettings: BuildSettings
    /// Where to locate an error that has no place of its own (the spec's first line, or the command line).
    package var fallback: SourceLocation
    /// The run's app files already read (``AppFileCache``); nil reads each file anew.
    package var files: AppFileCache?

    /// Creates sources; by default none.
    package init(appName: LocatedValue? = nil, infoPlist: NamedFile? = nil, project: NamedFile? = nil,
                target: LocatedValue? = nil, configuration: LocatedValue? = nil, xcconfig: NamedFile? = nil,
                buildSettings: BuildSettings = BuildSettings(), fallback: SourceLocation = AppInfoSources.commandLine) {
        self.appName = appName
        self.infoPlist = infoPlist
        self.project = project
        self.target = target
        self.configuration = configuration
        self.xcconfig = xcconfig
        self.buildSettings = buildSettings
        self.fallback = fallback
    }

    /// The place errors about command-line values are given (they have no file):
    /// ``ValueOrigin/commandLinePlace``.
    package static let commandLine = ValueOrigin.commandLinePlace

    /// Whether a file that can hold Info.plist keys is named (an Info.plist, a project or an xcconfig).
    package var namesAFile: Bool { infoPlist != nil || project != nil || xcconfig != nil }

    /// The files named, for messages: `Fixtures/Info.plist`, `App.xcodeproj`, …
    package var fileNames: [String] {
        [infoPlist, project, xcconfig].compactMap { $0?.path.display }
    }
}
