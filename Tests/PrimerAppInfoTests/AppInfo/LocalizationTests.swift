@testable import PrimerAppInfo
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Localized Info.plist values as a device shows them: the strings file iOS loads for a locale wins
/// over the Info.plist's own value, unexpanded, with where it came from and which fallback applied.
@Suite("Localized Info.plist values")
struct LocalizationTests {
    static let folder = "Tests/Localization"

    static func plist(_ name: String) -> FilePath {
        FilePath(absolute: SpecTest.repositoryRoot + "/" + folder + "/" + name, display: folder + "/" + name)
    }

    /// What a read gives, as one comparable value.
    struct Read: Equatable {
        var appName: LocatedValue?
        var values: [String: LocatedValue]
        var locale: String?
        var localization: String?
        var notes: [String: String]
        var diagnostics: [Finding]
    }

    static func read(_ plist: String, locale: String?, keys: [String]) -> Read {
        let sources = AppInfoSources(infoPlist: .init(path: Self.plist(plist)))
        var withLocale = sources
        withLocale.locale = locale.map { LocatedValue($0) }
        let (info, diagnostics) = AppInfoReader.read(withLocale, keys: keys)
        return Read(appName: info.appName, values: info.values, locale: info.locale, localization: info.localization,
                    notes: info.notes, diagnostics: diagnostics)
    }

    static func at(_ file: String, _ line: Int, _ column: Int) -> PrimerSyntax.SourceLocation {
        PrimerSyntax.SourceLocation(file: folder + "/" + file, line: line, column: column)
    }

    static let trails = "Trails/App/Info.plist"
    static let en = "Trails/App/Resources/en.lproj/InfoPlist.strings"
    static let fr = "Trails/App/Localization/fr.lproj/InfoPlist.strings"
    static let pt = "Trails/App/Localization/pt.lproj/InfoPlist.strings"
    static let base = "Trails/App/Base.lproj/InfoPlist.strings"
    static let camera = "NSCameraUsageDescription"
    static let location = "NSLocationWhenInUseUsageDescription"
    static let ownLocation = LocatedValue("Trails shows where you are on the map.", at: at(trails, 14, 2))

    /// The expected read of Trails for a locale whose table is `file`, the choice worded `why`.
    static func trails(locale: String, file: String, why: String, name: LocatedValue?, camera cameraValue: LocatedValue) -> Read {
        let choice = "\(folder)/\(file) (locale \(locale)\(why))"
        var notes = [
            camera: "\(camera) from \(cameraValue.location!) (\(choice))",
            location: "\(folder)/\(file) has no \(location): iOS shows the Info.plist's own value (\(choice))",
        ]
        if let name { notes["CFBundleDisplayName"] = "CFBundleDisplayName from \(name.location!) (\(choice))" }
        return Read(appName: name ?? LocatedValue("Trails (placeholder)", at: at(trails, 8, 2)),
                    values: [camera: cameraValue, location: ownLocation], locale: locale,
                    localization: choice, notes: notes, diagnostics: [])
    }

    @Test(arguments: [
        // The default locale: CFBundleDevelopmentRegion is $(DEVELOPMENT_LANGUAGE), unset without a project: en.
        (nil as String?, trails(locale: "en", file: en, why: "", name: LocatedValue("Trails", at: at(en, 5, 23)),
                                camera: LocatedValue("Trails scans the \"trail marker\" codes on signposts.", at: at(en, 7, 30)))),
        ("fr", trails(locale: "fr", file: fr, why: "", name: LocatedValue("Sentiers", at: at(fr, 2, 25)),
                      camera: LocatedValue("Sentiers lit les codes des balises\u{2019} \t et des panneaux.", at: at(fr, 3, 30)))),
        ("pt-BR", trails(locale: "pt-BR", file: pt, why: "; the app has no pt-BR localization, so iOS uses pt",
                         name: LocatedValue("Trilhas", at: at(pt, 1, 25)),
                         camera: LocatedValue("Trilhas lê os códigos das placas.", at: at(pt, 2, 30)))),
        ("de", trails(locale: "de", file: base, why: "; no InfoPlist.strings for de", name: nil,
                      camera: LocatedValue("Base: Trails scans signpost codes.", at: at(base, 1, 30)))),
        ("ja", trails(locale: "ja", file: en, why: "; the app has no ja localization, so iOS uses its development region en",
                      name: LocatedValue("Trails", at: at(en, 5, 23)),
                      camera: LocatedValue("Trails scans the \"trail marker\" codes on signposts.", at: at(en, 7, 30)))),
    ] as [(String?, Read)])
    func theStringsFileIOSLoadsWins(_ locale: String?, _ expected: Read) {
        #expect(Self.read(Self.trails, locale: locale, keys: [Self.camera, Self.location]) == expected)
    }

    @Test func aCatalogGivesEachLanguageAndRefusesAVariationWhereItIsUsed() {
        let file = "Catalog/InfoPlist.xcstrings"
        let choice = "\(Self.folder)/\(file) (locale de)"
        let camera = LocatedValue("Lumen misst Licht über die Kamera.", at: Self.at(file, 13, 69))
        let name = LocatedValue("Lumen DE", at: Self.at(file, 6, 69))
        #expect(Self.read("Catalog/Info.plist", locale: "de", keys: [Self.camera, "NSMicrophoneUsageDescription"]) == Read(
            appName: name,
            values: [Self.camera: camera,
                     "NSMicrophoneUsageDescription": LocatedValue("Lumen listens for claps.", at: Self.at("Catalog/Info.plist", 12, 2))],
            locale: "de", localization: choice,
            notes: ["CFBundleDisplayName": "CFBundleDisplayName from \(name.location!) (\(choice))",
                    Self.camera: "\(Self.camera) from \(camera.location!) (\(choice))"],
            diagnostics: [.error("the de value of \"NSMicrophoneUsageDescription\" has variations by device: an Info.plist "
                                 + "value is one string, and PrimerSpec does not choose a case for it; expected a stringUnit",
                                 at: SourceRange(at: Self.at(file, 20, 11)), offendingText: "\"variations\"",
                                 expected: "\"stringUnit\": { \"state\": …, \"value\": … }")]))
    }

    @Test func aPurposeStringOnlyAStringsFileHoldsIsNotCounted() {
        let file = "StringsOnly/Resources/en.lproj/InfoPlist.strings"
        let read = Self.read("StringsOnly/Info.plist", locale: nil, keys: [Self.camera])
        #expect(read.values == [:])
        #expect(read.diagnostics == [
            Finding(severity: .warning, range: SourceRange(at: Self.at(file, 1, 30)),
                       message: "\(Self.camera) is in \(Self.folder)/\(file) but not in the Info.plist: a strings file only "
                           + "localizes a key the Info.plist holds, and iOS asks for the purpose string under the "
                           + "Info.plist's key, so the app has none; expected \(Self.camera) in the Info.plist (or "
                           + "INFOPLIST_KEY_\(Self.camera))",
                       offendingText: Self.camera, expected: "\(Self.camera) in the Info.plist"),
        ])
    }

    @Test func aBrokenStringsFileStopsOnlyTheLocaleThatLoadsIt() {
        let broken = Finding.error("missing ';' after the value of 'CFBundleDisplayName'; expected ';' after each \"KEY\" = "
                                      + "\"VALUE\"", at: SourceRange(at: Self.at("Broken/en.lproj/InfoPlist.strings", 2, 1)),
                                      offendingText: "\"NSCameraUsageDescription\" = \"x\";",
                                      expected: "';' after each \"KEY\" = \"VALUE\"")
        var warning = broken
        warning.severity = .warning
        #expect(Self.read("Broken/Info.plist", locale: "en", keys: [Self.camera]).diagnostics == [broken])
        let italian = Self.read("Broken/Info.plist", locale: "it", keys: [Self.camera])
        #expect(italian.diagnostics == [warning])
        #expect(italian.appName == LocatedValue("Ruscello", at: Self.at("Broken/it.lproj/InfoPlist.strings", 1, 25)))
    }

    @Test(arguments: ["de", "pt-BR", "zh-Hans", "es-419", "en_GB", "Base"])
    func languageTagsAreAccepted(_ tag: String) {
        #expect(InfoPlistLocalization.isLanguageTag(tag))
    }

    @Test(arguments: ["", "d", "deutsch-", "-de", "de--DE", "12", "fr.lproj", "de DE", "zh-Hans-CN-toolongsubtag"])
    func otherTextIsNotALanguageTag(_ text: String) {
        #expect(!InfoPlistLocalization.isLanguageTag(text))
    }
}
