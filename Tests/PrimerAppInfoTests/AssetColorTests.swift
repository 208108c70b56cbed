import Foundation
@testable import PrimerAppInfo
import PrimerModel
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// The asset-catalog colour reader: colour sets written here as Xcode writes them, in a fresh folder
/// per test, found by name under it and read to sRGB light and dark colours.
@Suite("Asset-catalog colours (NAME.colorset)")
struct AssetColorTests {
    /// Where a spec asked for the colour: every error about a missing or unreadable colour is here.
    static let origin = SourceRange(at: PrimerSyntax.SourceLocation(file: "Specs/app.primerspec", line: 3, column: 6))
    /// The colour set most tests write, as messages show it.
    static let tintFile = "App/Assets.xcassets/BrandTint.colorset/Contents.json"

    // MARK: - Fixtures

    /// One entry of `colors` as Xcode writes it: `appearances` (when any), `color`, `idiom`.
    static func entry(_ components: [(String, String)], space: String = "srgb", idiom: String = "universal",
                      appearances: [(String, String)] = [], extra: String = "") -> String {
        var lines = ["    {"]
        if !appearances.isEmpty {
            lines.append("      \"appearances\" : [")
            lines.append(appearances.map { "        {\n          \"appearance\" : \"\($0.0)\",\n          \"value\" : \"\($0.1)\"\n        }" }
                .joined(separator: ",\n"))
            lines.append("      ],")
        }
        lines.append("      \"color\" : {")
        lines.append("        \"color-space\" : \"\(space)\",")
        lines.append("        \"components\" : {")
        lines.append(components.map { "          \"\($0.0)\" : \"\($0.1)\"" }.joined(separator: ",\n"))
        lines.append("        }")
        lines.append("      },")
        lines.append(extra + "      \"idiom\" : \"\(idiom)\"")
        lines.append("    }")
        return lines.joined(separator: "\n")
    }

    /// A colour set's `Contents.json` holding `entries`, with Xcode's `info`.
    static func colorSet(_ entries: [String]) -> String {
        "{\n  \"colors\" : [\n" + entries.joined(separator: ",\n") + "\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n"
            + "    \"version\" : 1\n  }\n}\n"
    }

    /// An sRGB colour's components, alpha first as Xcode sorts them.
    static func rgb(_ red: String, _ green: String, _ blue: String, alpha: String = "1.000") -> [(String, String)] {
        [("alpha", alpha), ("blue", blue), ("green", green), ("red", red)]
    }

    /// Writes `files` under a fresh folder and returns it, shown as `App`.
    static func app(_ files: [String: String], name: String = #function) throws -> FilePath {
        FilePath(absolute: try AppInfoFixture.write(files, name: name), display: "App")
    }

    /// Writes one colour set, `BrandTint`, holding `json`, and reads it.
    static func read(_ json: String, name: String = #function) throws -> Result<AssetColor, Finding> {
        let folder = try app(["Assets.xcassets/BrandTint.colorset/Contents.json": json], name: name)
        return AssetColors.find(named: "BrandTint", under: folder, at: origin)
    }

    /// The 1-based line and column of the `occurrence`th `needle` in `text`, in `file`.
    static func at(_ needle: String, in text: String, occurrence: Int = 1, file: String = tintFile) -> PrimerSyntax.SourceLocation {
        var searched = text.startIndex..<text.endIndex
        var found: Range<String.Index>?
        for _ in 0..<occurrence {
            found = text.range(of: needle, range: searched)
            guard let match = found else { return .init(file: file, line: 0, column: 0) }
            searched = match.upperBound..<text.endIndex
        }
        guard let range = found else { return .init(file: file, line: 0, column: 0) }
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return .init(file: file, line: line, column: column)
    }

    /// The error a colour set's shape gets.
    static func shape(_ problem: String, at location: PrimerSyntax.SourceLocation, _ offending: String,
                      expected: String) -> Finding {
        .error("\(problem); expected \(expected) (a colour set as Xcode writes it)", at: SourceRange(at: location),
               offendingText: offending, expected: expected)
    }

    /// Whether two colours match to a millionth of a channel step.
    static func close(_ lhs: SRGBColor, _ rhs: SRGBColor) -> Bool {
        abs(lhs.red - rhs.red) < 1e-6 && abs(lhs.green - rhs.green) < 1e-6 && abs(lhs.blue - rhs.blue) < 1e-6
            && abs(lhs.alpha - rhs.alpha) < 1e-9
    }

    // MARK: - Components and colour spaces

    @Test("Each way Xcode writes a component", arguments: [
        ("0.345", 0.345 * 255), ("1.000", 255), ("0", 0), (".5", 127.5),
        ("88", 88), ("255", 255), ("1", 1),
        ("0x58", 88), ("0X58", 88), ("0xff", 255), ("0x0", 0),
    ] as [(String, Double)])
    func eachComponentForm(_ text: String, _ red: Double) throws {
        let color = try Self.read(Self.colorSet([Self.entry(Self.rgb(text, "0", "0"))])).get()
        #expect(Self.close(color.light, SRGBColor(red: red, green: 0, blue: 0)))
    }

    @Test func aJSONNumberIsAFraction() throws {
        let json = Self.colorSet([Self.entry(Self.rgb("0.5", "0", "0"))]).replacingOccurrences(of: "\"0.5\"", with: "0.5")
        #expect(Self.close(try Self.read(json).get().light, SRGBColor(red: 127.5, green: 0, blue: 0)))
    }

    @Test("Alpha is an opacity from 0 to 1 in every input method", arguments: [
        ("1.000", 1.0), ("0.600", 0.6), ("1", 1), ("0", 0), ("0x80", 128.0 / 255),
    ] as [(String, Double)])
    func eachAlphaForm(_ text: String, _ alpha: Double) throws {
        let color = try Self.read(Self.colorSet([Self.entry(Self.rgb("0", "0", "0", alpha: text))])).get()
        #expect(abs(color.light.alpha - alpha) < 1e-9)
    }

    /// Expected values from the conversions in `AssetColorSpace`'s documentation, rounded to whole channels.
    @Test("Each colour space Xcode writes, in sRGB", arguments: [
        ("srgb", [("red", "0.200"), ("green", "0.400"), ("blue", "0.600")], SRGBColor(red: 51, green: 102, blue: 153)),
        ("extended-srgb", [("red", "0.200"), ("green", "0.400"), ("blue", "0.600")], SRGBColor(red: 51, green: 102, blue: 153)),
        // Display P3 → sRGB through CSS Color 4's matrices: 26.53, 103.51, 157.34.
        ("display-p3", [("red", "0.200"), ("green", "0.400"), ("blue", "0.600")], SRGBColor(red: 27, green: 104, blue: 157)),
        ("display-p3", [("red", "0.800"), ("green", "0.300"), ("blue", "0.200")], SRGBColor(red: 221, green: 64, blue: 37)),
        // A grey is the same in both spaces.
        ("display-p3", [("red", "0.600"), ("green", "0.600"), ("blue", "0.600")], SRGBColor(red: 153, green: 153, blue: 153)),
        // Linear light encoded: 123.56, 169.62, 203.42.
        ("extended-linear-srgb", [("red", "0.200"), ("green", "0.400"), ("blue", "0.600")],
         SRGBColor(red: 124, green: 170, blue: 203)),
        // 0.5^2.2 = 0.2176 luminance, encoded as sRGB 128.49.
        ("gray-gamma-22", [("white", "0.500")], SRGBColor(red: 128, green: 128, blue: 128)),
        ("extended-gray", [("white", "0.500")], SRGBColor(red: 128, green: 128, blue: 128)),
        ("gray-gamma-22", [("white", "1.000")], SRGBColor.white),
        ("extended-gray", [("white", "0")], SRGBColor.black),
    ] as [(String, [(String, String)], SRGBColor)])
    func colourSpaces(_ space: String, _ components: [(String, String)], _ expected: SRGBColor) throws {
        let color = try Self.read(Self.colorSet([Self.entry([("alpha", "1.000")] + components, space: space)])).get()
        #expect(color.light.roundedChannels() == expected)
        #expect(color.notes.isEmpty)
    }

    @Test("A colour outside sRGB is clipped, with a warning", arguments: [
        ("display-p3", [("red", "1.000"), ("green", "0.000"), ("blue", "0.000")], SRGBColor(red: 255, green: 0, blue: 0),
         "1.093, -0.227, -0.15"),
        ("extended-srgb", [("red", "1.200"), ("green", "0.500"), ("blue", "-0.100")], SRGBColor(red: 255, green: 127.5, blue: 0),
         "1.2, 0.5, -0.1"),
    ] as [(String, [(String, String)], SRGBColor, String)])
    func outsideSRGB(_ space: String, _ components: [(String, String)], _ expected: SRGBColor, _ shown: String) throws {
        let json = Self.colorSet([Self.entry([("alpha", "1.000")] + components, space: space)])
        let color = try Self.read(json).get()
        #expect(Self.close(color.light, expected))
        #expect(color.notes == [
            Finding(severity: .warning, range: SourceRange(at: Self.at("{\n          \"alpha", in: json)),
                    message: "the Any Appearance colour (\(space)) lies outside sRGB (red, green, blue \(shown)); PrimerSpec "
                        + "clips each channel to 0…1 and measures contrast on that colour",
                    offendingText: "{…}", expected: "a colour inside sRGB"),
        ])
    }

    // MARK: - Appearances and idioms

    static let green = rgb("0.118", "0.420", "0.322")
    static let mint = rgb("0.373", "0.831", "0.647")
    static let navy = rgb("0x10", "0x20", "0x40")

    @Test func anyAndDark() throws {
        let json = Self.colorSet([Self.entry(Self.green), Self.entry(Self.mint, appearances: [("luminosity", "dark")])])
        let color = try Self.read(json).get()
        #expect(color.name == "BrandTint")
        #expect(color.file.display == Self.tintFile)
        #expect(color.light.hex == "#1E6B52")
        #expect(color.dark.hex == "#5FD4A5")
        #expect(color.tint == .srgbPair(light: color.light, dark: color.dark))
        #expect(color.lightLocation == Self.at("{\n        \"color-space", in: json))
        #expect(color.darkLocation == Self.at("{\n        \"color-space", in: json, occurrence: 2))
        #expect(color.lightLocation == PrimerSyntax.SourceLocation(file: Self.tintFile, line: 4, column: 17))
        #expect(color.location(.dark) == color.darkLocation)
        #expect(color.notes.isEmpty)
    }

    @Test func anyAloneServesBothAppearances() throws {
        let color = try Self.read(Self.colorSet([Self.entry(Self.green)])).get()
        #expect(color.dark == color.light)
        #expect(color.darkLocation == color.lightLocation)
        #expect(color.tint == .srgb(color.light))
    }

    @Test("Light wins over Any in light mode, Dark in dark mode", arguments: [
        ([entry(green), entry(navy, appearances: [("luminosity", "light")]), entry(mint, appearances: [("luminosity", "dark")])],
         "#102040", "#5FD4A5"),
        // Light and Dark without Any.
        ([entry(navy, appearances: [("luminosity", "light")]), entry(mint, appearances: [("luminosity", "dark")])],
         "#102040", "#5FD4A5"),
        // Any and Light: dark mode falls back to Any.
        ([entry(green), entry(navy, appearances: [("luminosity", "light")])], "#102040", "#1E6B52"),
    ])
    func appearances(_ entries: [String], _ light: String, _ dark: String) throws {
        let color = try Self.read(Self.colorSet(entries)).get()
        #expect(color.light.hex == light)
        #expect(color.dark.hex == dark)
    }

    @Test("iphone before universal; other idioms and the display-P3 gamut's twin are not read", arguments: [
        ([entry(green), entry(navy, idiom: "iphone")], "#102040"),
        ([entry(navy, idiom: "iphone"), entry(green)], "#102040"),
        ([entry(navy, idiom: "ipad"), entry(green), entry(mint, idiom: "mac")], "#1E6B52"),
        ([entry(navy, extra: "      \"display-gamut\" : \"display-P3\",\n"),
          entry(green, extra: "      \"display-gamut\" : \"sRGB\",\n")], "#1E6B52"),
    ])
    func idioms(_ entries: [String], _ light: String) throws {
        #expect(try Self.read(Self.colorSet(entries)).get().light.hex == light)
    }

    @Test func highContrastIsNotReadButNoted() throws {
        let json = Self.colorSet([
            Self.entry(Self.green),
            Self.entry(Self.navy, appearances: [("contrast", "high")]),
            Self.entry(Self.mint, appearances: [("luminosity", "dark")]),
            Self.entry(Self.navy, appearances: [("luminosity", "dark"), ("contrast", "high")]),
        ])
        let color = try Self.read(json).get()
        #expect(color.light.hex == "#1E6B52")
        #expect(color.dark.hex == "#5FD4A5")
        #expect(color.notes == [
            Finding(severity: .note, range: SourceRange(at: Self.at("\"high\"", in: json)),
                    message: "the colour set \"BrandTint\" has a High Contrast variant; PrimerSpec reads the "
                        + "standard-contrast colour, as with Increase Contrast off", offendingText: "\"high\""),
        ])
    }

    // MARK: - Finding colour sets: namespaces and skipped folders

    static let plain = colorSet([entry(green)])
    static let namespace = "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  },\n  \"properties\" : {\n"
        + "    \"provides-namespace\" : true\n  }\n}\n"
    static let noNamespace = "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"

    @Test("A name is found through groups, with the namespaces they provide", arguments: [
        (["Assets.xcassets/Tint.colorset/Contents.json": plain], "Tint", "App/Assets.xcassets/Tint.colorset/Contents.json"),
        (["Sources/UI/Colors.xcassets/Tint.colorset/Contents.json": plain], "Tint",
         "App/Sources/UI/Colors.xcassets/Tint.colorset/Contents.json"),
        (["Assets.xcassets/Brand/Contents.json": namespace, "Assets.xcassets/Brand/Tint.colorset/Contents.json": plain],
         "Brand/Tint", "App/Assets.xcassets/Brand/Tint.colorset/Contents.json"),
        // A group without a namespace (or without a Contents.json) only sorts.
        (["Assets.xcassets/Brand/Contents.json": noNamespace, "Assets.xcassets/Brand/Tint.colorset/Contents.json": plain],
         "Tint", "App/Assets.xcassets/Brand/Tint.colorset/Contents.json"),
        (["Assets.xcassets/Brand/Tint.colorset/Contents.json": plain], "Tint", "App/Assets.xcassets/Brand/Tint.colorset/Contents.json"),
        (["Assets.xcassets/Brand/Contents.json": namespace, "Assets.xcassets/Brand/Accent/Contents.json": namespace,
          "Assets.xcassets/Brand/Accent/Tint.colorset/Contents.json": plain],
         "Brand/Accent/Tint", "App/Assets.xcassets/Brand/Accent/Tint.colorset/Contents.json"),
        (["Assets.xcassets/Brand/Contents.json": namespace, "Assets.xcassets/Brand/Sorted/Tint.colorset/Contents.json": plain],
         "Brand/Tint", "App/Assets.xcassets/Brand/Sorted/Tint.colorset/Contents.json"),
        // Copies in build products and dependencies are not the app's.
        (["Assets.xcassets/Tint.colorset/Contents.json": plain, ".build/Assets.xcassets/Tint.colorset/Contents.json": plain,
          ".git/Assets.xcassets/Tint.colorset/Contents.json": plain, "Pods/A/Assets.xcassets/Tint.colorset/Contents.json": plain,
          "DerivedData/Assets.xcassets/Tint.colorset/Contents.json": plain],
         "Tint", "App/Assets.xcassets/Tint.colorset/Contents.json"),
    ])
    func found(_ files: [String: String], _ name: String, _ file: String) throws {
        let color = try AssetColors.find(named: name, under: try Self.app(files), at: Self.origin).get()
        #expect(color.name == name)
        #expect(color.file.display == file)
        #expect(color.light.hex == "#1E6B52")
    }

    @Test func aSearchMayStartAtTheCatalog() throws {
        let folder = try Self.app(["Assets.xcassets/Tint.colorset/Contents.json": Self.plain])
        let catalog = folder.child("Assets.xcassets")
        #expect(try AssetColors.find(named: "Tint", under: catalog, at: Self.origin).get().file.display
                == "App/Assets.xcassets/Tint.colorset/Contents.json")
    }

    @Test func aLinkLoopEndsAndIsNotFollowed() throws {
        let folder = try Self.app(["Assets.xcassets/Tint.colorset/Contents.json": Self.plain])
        try FileManager.default.createSymbolicLink(atPath: folder.absolute + "/Loop", withDestinationPath: folder.absolute)
        try FileManager.default.createSymbolicLink(atPath: folder.absolute + "/Assets.xcassets/Again.colorset",
                                                   withDestinationPath: folder.absolute + "/Assets.xcassets/Tint.colorset")
        #expect(try AssetColors.find(named: "Tint", under: folder, at: Self.origin).get().name == "Tint")
        #expect(AssetColors.find(named: "Again", under: folder, at: Self.origin).map(\.name) == .failure(Self.notFound("Again")))
    }

    // MARK: - Refusals

    static func notFound(_ name: String, suggestion: String = "", notes: [Finding.Note] = []) -> Finding {
        let expected = "\(name).colorset in an .xcassets folder under App"
        return .error("no colour set \"\(name)\" in the asset catalogs under App; expected \(expected)\(suggestion)", at: origin,
                      offendingText: "\"\(name)\"", expected: expected, notes: notes)
    }

    @Test("A name no catalog holds", arguments: [
        (["Assets.xcassets/Brand/Contents.json": namespace, "Assets.xcassets/Brand/Tint.colorset/Contents.json": plain],
         "Tint", notFound("Tint", suggestion: " (did you mean 'Brand/Tint'?)")),
        (["Assets.xcassets/Tint.colorset/Contents.json": plain], "Brand/Tint", notFound("Brand/Tint", suggestion: " (did you mean 'Tint'?)")),
        (["Assets.xcassets/Tint.colorset/Contents.json": plain], "tint", notFound("tint", suggestion: " (did you mean 'Tint'?)")),
        (["Pods/A/Assets.xcassets/Tint.colorset/Contents.json": plain], "Tint", notFound("Tint")),
        // Not a catalog: the folder's extension is not .xcassets.
        (["Assets/Tint.colorset/Contents.json": plain], "Tint", notFound("Tint")),
    ] as [([String: String], String, Finding)])
    func absentName(_ files: [String: String], _ name: String, _ expected: Finding) throws {
        #expect(AssetColors.find(named: name, under: try Self.app(files), at: Self.origin).map(\.name) == .failure(expected))
    }

    @Test func theSearchStopsAtItsLimit() throws {
        let folder = try Self.app(["A/B/C/Assets.xcassets/Tint.colorset/Contents.json": Self.plain])
        #expect(AssetColors.find(named: "Tint", under: folder, at: Self.origin, folderLimit: 3).map(\.name)
                == .failure(Self.notFound("Tint", notes: [.init("the search stopped after 3 folders (a limit)")])))
        #expect(try AssetColors.find(named: "Tint", under: folder, at: Self.origin, folderLimit: 6).get().notes.isEmpty)
    }

    @Test("Names that are not asset names", arguments: ["", "/Tint", "Brand/", "Brand//Tint"])
    func badName(_ name: String) throws {
        let folder = try Self.app(["Assets.xcassets/Tint.colorset/Contents.json": Self.plain])
        let expected = "an asset name such as \"BrandTint\""
        #expect(AssetColors.find(named: name, under: folder, at: Self.origin).map(\.name) == .failure(
            .error("\"\(name)\" is not a colour name; expected an asset name such as \"BrandTint\" or \"Brand/Tint\"",
                   at: Self.origin, offendingText: "\"\(name)\"", expected: expected)))
    }

    @Test func aFolderThatIsNotOne() throws {
        let folder = try Self.app(["README.md": "app"])
        let file = FilePath(absolute: folder.absolute + "/README.md", display: "App/README.md")
        #expect(AssetColors.find(named: "Tint", under: file, at: Self.origin).map(\.name) == .failure(
            .error("App/README.md: not a folder; expected the app's source folder, which holds its asset catalogs",
                   at: Self.origin, offendingText: "App/README.md", expected: "a folder")))
        let missing = FilePath(absolute: folder.absolute + "/Nowhere", display: "App/Nowhere")
        #expect(AssetColors.find(named: "Tint", under: missing, at: Self.origin).map(\.name) == .failure(
            .error("App/Nowhere: not a folder; expected the app's source folder, which holds its asset catalogs",
                   at: Self.origin, offendingText: "App/Nowhere", expected: "a folder")))
    }

    @Test func aNameDefinedTwice() throws {
        let folder = try Self.app(["Assets.xcassets/Tint.colorset/Contents.json": Self.plain,
                                   "Widgets/Colors.xcassets/Tint.colorset/Contents.json": Self.plain])
        let first = "App/Assets.xcassets/Tint.colorset"
        let second = "App/Widgets/Colors.xcassets/Tint.colorset"
        #expect(AssetColors.find(named: "Tint", under: folder, at: Self.origin).map(\.name) == .failure(
            .error("the colour \"Tint\" is defined twice, in \(first) and \(second); expected one colour set of each name "
                   + "(an app's asset names are unique across its catalogs)",
                   at: SourceRange(at: .init(file: second + "/Contents.json", line: 1, column: 1)), offendingText: second,
                   expected: "one colour set named \"Tint\"",
                   notes: [.init("the first \"Tint\" is here", at: .init(file: first + "/Contents.json", line: 1, column: 1))])))
    }

    @Test func aColourSetWithoutContentsJSON() throws {
        let folder = try Self.app(["Assets.xcassets/Tint.colorset/Tint.txt": "not a colour"])
        let expected = "a readable Contents.json in Tint.colorset"
        guard case .failure(let error) = AssetColors.find(named: "Tint", under: folder, at: Self.origin) else {
            Issue.record("a colour set without Contents.json read")
            return
        }
        #expect(error.location == Self.origin.lowerBound)
        #expect(error.message.hasPrefix("App/Assets.xcassets/Tint.colorset/Contents.json: cannot read the colour set: "))
        #expect(error.expected == expected)
    }

    @Test("A group whose Contents.json does not read, above a colour set of that name", arguments: [
        ("{\n  \"properties\" : {\n    \"provides-namespace\" : \"yes\"\n  }\n}\n", 3, 28,
         "\"provides-namespace\" is \"yes\"", "\"yes\"", "true or false"),
        ("{\n  \"properties\" : [ ]\n}\n", 2, 18, "\"properties\" is an array", "[…]", "an object"),
        ("[ ]\n", 1, 1, "the top level is an array", "[…]", "an object"),
    ] as [(String, Int, Int, String, String, String)])
    func badGroup(_ json: String, _ line: Int, _ column: Int, _ problem: String, _ offending: String, _ expected: String) throws {
        let folder = try Self.app(["Assets.xcassets/Brand/Contents.json": json,
                                   "Assets.xcassets/Brand/Tint.colorset/Contents.json": Self.plain])
        #expect(AssetColors.find(named: "Brand/Tint", under: folder, at: Self.origin).map(\.name) == .failure(
            .error("\(problem); expected \(expected) (a group's Contents.json as Xcode writes it)",
                   at: SourceRange(at: .init(file: "App/Assets.xcassets/Brand/Contents.json", line: line, column: column)),
                   offendingText: offending, expected: expected)))
    }

    @Test func aBrokenGroupElsewhereDoesNotMatter() throws {
        let folder = try Self.app(["Assets.xcassets/Icons/Contents.json": "[ ]", "Assets.xcassets/Icons/Star.colorset/Contents.json": Self.plain,
                                   "Assets.xcassets/Tint.colorset/Contents.json": Self.plain])
        #expect(try AssetColors.find(named: "Tint", under: folder, at: Self.origin).get().name == "Tint")
    }

    static let anyEmpty = "{\n  \"colors\" : [\n    {\n      \"idiom\" : \"universal\"\n    }\n  ]\n}\n"
    static let darkOnly = colorSet([entry(mint, appearances: [("luminosity", "dark")])])
    static let darkEmpty = colorSet([entry(green)]).replacingOccurrences(
        of: "\n  ],", with: ",\n    {\n      \"appearances\" : [ { \"appearance\" : \"luminosity\", \"value\" : \"dark\" } ],\n"
            + "      \"idiom\" : \"universal\"\n    }\n  ],")
    static let twoAny = colorSet([entry(green), entry(navy)])
    static let reference = "{\n  \"colors\" : [\n    {\n      \"color\" : {\n        \"platform\" : \"ios\",\n"
        + "        \"reference\" : \"systemBlueColor\"\n      },\n      \"idiom\" : \"universal\"\n    }\n  ]\n}\n"
    static let spaces = "srgb, extended-srgb, display-p3, extended-linear-srgb, gray-gamma-22, extended-gray"
    static let appearanceForms = "{ \"appearance\": \"luminosity\", \"value\": \"light\" or \"dark\" } or "
        + "{ \"appearance\": \"contrast\", \"value\": \"high\" }"
    static let componentForms = "a fraction from 0 to 1 (\"0.345\"), an integer from 0 to 255 (\"88\") or hex from 0x00 to 0xFF (\"0x58\")"
    static let alphaForms = "an opacity from 0 to 1 (\"1.000\") or hex from 0x00 to 0xFF"

    /// A colour set whose first entry's `old` is `new`.
    static func with(_ old: String, _ new: String, in json: String = colorSet([entry(green)])) -> String {
        guard let range = json.range(of: old) else { return json }
        return json.replacingCharacters(in: range, with: new)
    }

    @Test("Colour sets Xcode would not write, refused at their place", arguments: [
        // Not JSON at all: the located JSON reader's error.
        ("{ \"colors\" : [ }", .error("unexpected '}'; expected a JSON value: an object, array, string, number, true, false or null",
                                      at: SourceRange(at: .init(file: tintFile, line: 1, column: 16)), offendingText: "}",
                                      expected: "a JSON value: an object, array, string, number, true, false or null")),
        ("[ ]", shape("the top level is an array", at: .init(file: tintFile, line: 1, column: 1), "[…]",
                      expected: "an object with \"colors\"")),
        ("{ }", shape("the colour set \"BrandTint\" has no \"colors\" (Xcode's Any Appearance is empty)",
                      at: .init(file: tintFile, line: 1, column: 1), "{…}",
                      expected: "\"colors\": [ { \"idiom\": \"universal\", \"color\": { … } } ]")),
        ("{ \"colors\" : [ ] }", shape("the colour set \"BrandTint\" has no colours (Xcode's Any Appearance is empty)",
                                       at: .init(file: tintFile, line: 1, column: 14), "[…]",
                                       expected: "at least a universal colour for Any Appearance")),
        ("{ \"colors\" : { } }", shape("\"colors\" is an object", at: .init(file: tintFile, line: 1, column: 14), "{…}",
                                       expected: "an array of colours")),
        ("{ \"colors\" : [ 1 ] }", shape("an entry of \"colors\" is a number", at: .init(file: tintFile, line: 1, column: 16), "1",
                                         expected: "an object with an idiom and a colour")),
        (anyEmpty, shape("the Any Appearance colour is empty (no \"color\")", at: at("{\n      \"idiom", in: anyEmpty), "{…}",
                         expected: "a colour picked in Xcode's attributes inspector, written as \"color\": { \"color-space\": …, \"components\": … }")),
        (darkEmpty, shape("the Dark colour is empty (no \"color\")", at: at("{\n      \"appearances", in: darkEmpty), "{…}",
                          expected: "a colour picked in Xcode's attributes inspector, written as \"color\": { \"color-space\": …, \"components\": … }")),
        (darkOnly, shape("the colour set \"BrandTint\" has no colour for Any Appearance or Light on iPhone",
                         at: at("[\n    {", in: darkOnly), "[…]",
                         expected: "an entry with idiom \"universal\" or \"iphone\" and no \"dark\" luminosity")),
        (twoAny, .error("a second colour for the same appearance and idiom; expected one entry each (a colour set as Xcode writes it)",
                        at: SourceRange(at: .init(file: tintFile, line: 15, column: 5)), offendingText: "{…}",
                        expected: "one entry for each appearance and idiom",
                        notes: [.init("the first is here", at: .init(file: tintFile, line: 3, column: 5))])),
        (reference, shape("the Any Appearance colour refers to the system colour \"systemBlueColor\"; PrimerSpec reads colours "
                          + "given by components", at: at("\"systemBlueColor\"", in: reference), "\"systemBlueColor\"",
                          expected: "\"color-space\" and \"components\"")),
        (with("\"srgb\"", "\"cmyk\""), shape("unknown color-space \"cmyk\"", at: at("\"cmyk\"", in: with("\"srgb\"", "\"cmyk\"")),
                                             "\"cmyk\"", expected: "one of \(spaces)")),
        (with("\"color-space\" : \"srgb\",", ""), shape("the Any Appearance colour has no \"color-space\"",
                                                       at: .init(file: tintFile, line: 4, column: 17), "{…}",
                                                       expected: "one of \(spaces)")),
        (with("\"universal\"", "7"), shape("\"idiom\" is a number", at: at("7", in: with("\"universal\"", "7")), "7",
                                           expected: "a string such as \"universal\"")),
        (with("\"blue\" : \"0.322\",", ""), shape("the srgb components have no \"blue\"", at: .init(file: tintFile, line: 6, column: 24),
                                                 "{…}", expected: "\"red\", \"green\", \"blue\" and \"alpha\"")),
        (with("\"0.322\"", "true"), shape("the component \"blue\" is a boolean", at: at("true", in: with("\"0.322\"", "true")),
                                          "true", expected: componentForms)),
    ] as [(String, Finding)])
    func refused(_ json: String, _ expected: Finding) throws {
        #expect(try Self.read(json).map(\.name) == .failure(expected))
    }

    @Test("Components that are no number Xcode writes, or out of range", arguments: [
        ("0.3.4", "which is not a number Xcode writes"), ("abc", "which is not a number Xcode writes"),
        ("0x", "which is not a number Xcode writes"), ("0xGG", "which is not a number Xcode writes"),
        ("", "which is not a number Xcode writes"), ("1e-3", "which is not a number Xcode writes"),
        ("٣", "which is not a number Xcode writes"),
        ("1.5", "out of range"), ("300", "out of range"), ("0x1FF", "out of range"), ("-0.1", "out of range"),
    ])
    func badComponent(_ text: String, _ why: String) throws {
        let json = Self.with("\"0.118\"", "\"\(text)\"")
        #expect(try Self.read(json).map(\.name) == .failure(Self.shape(
            "the component \"red\" is \"\(text)\", \(why)", at: Self.at("\"\(text)\"", in: json), "\"\(text)\"",
            expected: Self.componentForms)))
    }

    @Test("Alphas that are no opacity", arguments: [("2", "out of range"), ("255", "out of range"), ("1.01", "out of range"),
                                                     ("x", "which is not a number Xcode writes")])
    func badAlpha(_ text: String, _ why: String) throws {
        let json = Self.with("\"1.000\"", "\"\(text)\"")
        #expect(try Self.read(json).map(\.name) == .failure(Self.shape(
            "the component \"alpha\" is \"\(text)\", \(why)", at: Self.at("\"\(text)\"", in: json), "\"\(text)\"",
            expected: Self.alphaForms)))
    }

    @Test("Appearances Xcode does not write", arguments: [
        ("\"dark\"", "\"dim\"", "unknown luminosity \"dim\"", "\"light\" or \"dark\""),
        ("\"luminosity\"", "\"gamut\"", "unknown appearance \"gamut\"", "\"luminosity\" or \"contrast\""),
    ])
    func badAppearance(_ old: String, _ new: String, _ problem: String, _ expected: String) throws {
        let json = Self.with(old, new, in: Self.colorSet([Self.entry(Self.green),
                                                           Self.entry(Self.mint, appearances: [("luminosity", "dark")])]))
        #expect(try Self.read(json).map(\.name) == .failure(Self.shape(problem, at: Self.at(new, in: json), new,
                                                                       expected: expected)))
    }

    @Test func anAppearanceThatIsNotOne() throws {
        let json = Self.with("{\n          \"appearance\" : \"luminosity\",\n          \"value\" : \"dark\"\n        }", "\"dark\"",
                             in: Self.colorSet([Self.entry(Self.green), Self.entry(Self.mint, appearances: [("luminosity", "dark")])]))
        #expect(try Self.read(json).map(\.name) == .failure(Self.shape(
            "an appearance is not an appearance and a value", at: Self.at("\"dark\"", in: json), "\"dark\"",
            expected: Self.appearanceForms)))
    }

    @Test func anUnknownGamut() throws {
        let json = Self.colorSet([Self.entry(Self.green, extra: "      \"display-gamut\" : \"P3\",\n")])
        #expect(try Self.read(json).map(\.name) == .failure(Self.shape(
            "unknown \"display-gamut\" \"P3\"", at: Self.at("\"P3\"", in: json), "\"P3\"", expected: "\"sRGB\" or \"display-P3\"")))
    }

    @Test("Bytes that are not text, and hostile sizes, are refused without trapping", arguments: [
        [UInt8]([0xFF, 0xFE, 0x00]), Array(String(repeating: "[", count: 5_000).utf8),
        Array(("{ \"colors\" : [ { \"color\" : { \"color-space\" : \"extended-srgb\", \"components\" : { \"red\" : \""
               + String(repeating: "9", count: 30) + ".0\", \"green\" : \"0\", \"blue\" : \"0\" } } } ] }").utf8),
    ])
    func hostile(_ bytes: [UInt8]) throws {
        let folder = try Self.app([:])
        let set = folder.absolute + "/Assets.xcassets/BrandTint.colorset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: set + "/Contents.json"))
        let result = AssetColors.find(named: "BrandTint", under: folder, at: Self.origin)
        switch result {
        case .failure(let error): #expect(error.location.file == Self.tintFile)
        case .success(let color): #expect(color.light.red == 255 && color.notes.count == 1)
        }
    }
}
