import PrimerAppInfo
import PrimerModel
import PrimerMotion
import PrimerSyntax
extension HeaderField {
    /// `app "NAME"`: the app name used in the system alert; wins over the Info.plist's or project's.
    package static let app = HeaderField("app", [.string("NAME")],
                                        help: "The app name iOS shows; wins over the Info.plist's or project's.")
    /// `info-plist "PATH"`: an Info.plist to read the app name and purpose strings from.
    package static let infoPlist = HeaderField("info-plist", [.path()],
                                              help: "An Info.plist to read the app name and purpose strings from.")
    /// `purpose "TEXT"`: the purpose string iOS shows in the permission's alert; wins over the Info.plist's.
    package static let purpose = HeaderField("purpose", [.string("TEXT")],
                                            help: "The purpose string iOS shows in the alert; wins over the files'.")
    /// `project "PATH"`: an Xcode project whose target's build settings hold the Info.plist keys.
    package static let project = HeaderField("project", [.path()],
                                            help: "An Xcode project whose target's build settings hold the Info.plist keys.")
    /// `target "NAME"`: the project's target (default: its one app target).
    package static let target = HeaderField("target", [.quotedName("NAME")],
                                           help: "The project's target (default: its one app target).")
    /// `configuration "NAME"`: the target's build configuration (default: the project's default, else Release).
    package static let configuration = HeaderField("configuration", [.quotedName("NAME")],
                                                  help: "The target's build configuration (default: the project's "
                                                      + "default, else Release).")
    /// `xcconfig "PATH"`: an `.xcconfig` file whose settings hold the Info.plist keys; not with `project`.
    package static let xcconfig = HeaderField("xcconfig", [.path()],
                                             help: "An .xcconfig file whose settings hold the Info.plist keys; not with project.")
    /// `build-setting NAME "VALUE"`: a build setting, such as `PRODUCT_NAME`; wins over the files'.
    package static let buildSetting = HeaderField("build-setting", [.word("NAME"), .string("VALUE")], repeats: true,
                                                 help: "A build setting, such as PRODUCT_NAME; wins over the files'.")
    /// `locale LANG`: the language the spec is read in: VoiceOver's words, the app's translations and its
    /// localized Info.plist values (default: the development region).
    package static let locale = HeaderField("locale", [.language("LANG")],
                                           help: "The language VoiceOver speaks, the app's texts and Info.plist values "
                                               + "are read in, such as de or es-419.")
}

extension AppInfoSources {
    /// The header fields that name where the app's information comes from, which
    /// ``init(header:diagnostics:)`` reads; with `purpose` for a block whose alert shows one purpose
    /// string the header may give. A block that reads an app's files includes them in its fields.
    package static func headerFields(purpose: Bool) -> [HeaderField] {
        [.app, .infoPlist] + (purpose ? [.purpose] : []) + [.project, .target, .configuration, .xcconfig, .buildSetting]
            + SpecLanguage.headerFields
    }

    /// The sources a spec header names, with located errors for combinations that cannot be read:
    /// `target` or `configuration` without `project`, `project` with `xcconfig`, a setting given twice.
    package init(header: BlockHeader, diagnostics: inout [Finding]) {
        self.init(fallback: header.directives.first?.range.lowerBound
                  ?? SourceLocation(file: header.file.path, line: 1, column: 1))
        func file(_ field: HeaderField) -> NamedFile? {
            guard let token = header.directive(field)?.arguments.first else { return nil }
            return NamedFile(path: header.filePath(token.value), origin: token.range)
        }
        func located(_ field: HeaderField) -> LocatedValue? {
            header.directive(field)?.arguments.first.map { LocatedValue($0.value, at: $0.range.lowerBound) }
        }
        files = header.appFiles
        appName = located(.app)
        infoPlist = file(.infoPlist)
        project = file(.project)
        xcconfig = file(.xcconfig)
        target = located(.target)
        configuration = located(.configuration)
        // SpecLanguage reports a locale that is not a language with VoiceOver's words, at its value.
        if let token = header.directive(.locale)?.arguments.first, case .success = SpecLanguage.parse(token.value) {
            locale = LocatedValue(token.value, at: token.range.lowerBound)
        }
        if project == nil {
            for field in [HeaderField.target, .configuration] {
                guard let directive = header.directive(field) else { continue }
                diagnostics.append(.error("'\(field.name)' names a part of a project, and the header names none; "
                                          + "expected project \"PATH\" with it",
                                          at: directive.range, offendingText: directive.canonicalText,
                                          expected: "project \"PATH\""))
            }
        }
        if let project = header.directive(.project), let xcconfig = header.directive(.xcconfig) {
            diagnostics.append(.error("'xcconfig' cannot be combined with 'project': the project reads the xcconfig "
                                      + "files its configurations are based on; expected one of them",
                                      at: xcconfig.range, offendingText: xcconfig.canonicalText,
                                      expected: "either project or xcconfig",
                                      notes: [.init("'project' is here", at: project.range.lowerBound)]))
        }
        var seen: [String: Directive] = [:]
        for directive in header.file.directives(.buildSetting) where directive.arguments.count == 2 {
            let name = directive.arguments[0]
            if let first = seen[name.value] {
                diagnostics.append(.error("build setting '\(name.value)' is given twice; expected each setting once",
                                          at: name.range, offendingText: name.text, expected: "each setting once",
                                          notes: [.init("first given here", at: first.range.lowerBound)]))
                continue
            }
            guard BuildSettings.isPlainName(name.value) else {
                diagnostics.append(.error("'\(name.value)' is not a build setting name; expected letters, digits and _, "
                                          + "such as PRODUCT_NAME", at: name.range, offendingText: name.text,
                                          expected: "a build setting name such as PRODUCT_NAME"))
                continue
            }
            seen[name.value] = directive
            let value = directive.arguments[1]
            buildSettings.set(name.value, LocatedValue(value.value, at: value.range.lowerBound))
        }
    }
}

extension BlockHeader {
    /// A path written in the spec: the absolute path to read, and the path as messages show it
    /// (the spec's own folder, as given, joined with the path).
    package func filePath(_ written: String) -> FilePath {
        if written.hasPrefix("/") { return FilePath(absolute: written, display: written) }
        return FilePath(absolute: path(written), display: FilePath.join(FilePath.folder(of: file.path), written))
    }
}
