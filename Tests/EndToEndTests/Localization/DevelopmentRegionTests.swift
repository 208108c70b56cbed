@testable import BlockTestSupport
@testable import PrimerCLI
import PrimerModel
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// A spec without `locale` that names the app's files reads the app's development region
/// (`CFBundleDevelopmentRegion`, expanded; else the project's `developmentRegion`): VoiceOver's words
/// in that language when it has a table, else English with one warning at the field naming the file.
@Suite("The app's development region as a spec's language")
struct DevelopmentRegionTests {
    static let path = "s.primerspec"

    /// The headers of the two blocks whose specs name the app's files, and their Continue/Enable button's text.
    static let primer = (header: "primer notifications\n", button: "Continue")
    static let priming = (header: "block permission-priming\ntype notifications\n", button: "Enable")

    /// A spec resolved in a fresh folder holding `files`; the language's tag, the ready state's
    /// lines and every finding.
    static func read(_ header: String, files: [(String, String)])
        throws -> (tag: String, lines: [String], diagnostics: [Finding]) {
        let folder = try makeTemporaryFolder()
        for (name, text) in files { try TemporaryFiles.write(text, to: name, in: folder) }
        let (spec, diagnostics) = try SpecTest.resolve(header + "\nvoiceover ready\n", path: path,
                                                       workingDirectory: folder)
        let resolved = try #require(spec, "\(diagnostics.map(\.rendered))")
        return (resolved.model.language.tag, SectionGenerator.lines(for: resolved.sections[0].target, in: resolved),
                diagnostics)
    }

    /// An Info.plist naming the app Atlas, with a development region.
    static func infoPlist(_ region: String) -> (String, String) {
        ("Info.plist", SpecTest.plist([("CFBundleDevelopmentRegion", region), ("CFBundleDisplayName", "Atlas")]))
    }

    /// The Atlas fixture project with its `developmentRegion` replaced, as `App.xcodeproj`, and the
    /// xcconfig files it names, less their `DEVELOPMENT_LANGUAGE = en` (a setting would win over the region).
    static func project(_ region: String) throws -> [(String, String)] {
        let fixtures = SpecTest.repositoryRoot + "/Specs/Fixtures/"
        let text = try TemporaryFiles.text(at: fixtures + "Atlas.xcodeproj/project.pbxproj")
        #expect(text.contains("developmentRegion = en;"))
        return [("App.xcodeproj/project.pbxproj", text.replacingOccurrences(of: "developmentRegion = en;",
                                                                           with: "developmentRegion = \(region);"))]
            + (try ["Config/Base.xcconfig", "Config/Shared.xcconfig"].map { name in
                let lines = SpecTest.lines(try TemporaryFiles.text(at: fixtures + name))
                #expect(name != "Config/Base.xcconfig" || lines.contains("DEVELOPMENT_LANGUAGE = en"))
                return (name, lines.filter { $0 != "DEVELOPMENT_LANGUAGE = en" }.joined(separator: "\n"))
            })
    }

    static let projectLines = "project \"App.xcodeproj\"\ntarget \"Atlas\"\nconfiguration \"Release\"\n"

    @Test(arguments: [
        (primer.header, "de", "de", "Taste"),
        (primer.header, "de-AT", "de-AT", "Taste"),
        (primer.header, "es", "es", "Botón"),
        (primer.header, "ru", "ru", "Кнопка"),
        (primer.header, "en", "en", "Button"),
        (priming.header, "de", "de", "Taste"),
        (priming.header, "es", "es", "Botón"),
    ])
    func aRegionWithVoiceOversWordsIsTheDefault(_ header: String, _ region: String, _ tag: String,
                                                _ buttonWord: String) throws {
        let button = header == Self.primer.header ? Self.primer.button : Self.priming.button
        let read = try Self.read(header + "info-plist \"Info.plist\"\n", files: [Self.infoPlist(region)])
        #expect(read.tag == tag)
        #expect(read.lines.contains("\"\(button). \(buttonWord).\""), "\(read.lines)")
        #expect(!read.diagnostics.containsErrors, "\(read.diagnostics.map(\.rendered))")
        // Findings about the language as a whole are located at the field that named the region.
        #expect(read.diagnostics.allSatisfy { $0.range == SpecTest.range(Self.infoPlistRange(header)) })
    }

    /// The `info-plist` field's path in a header: on the line after the block's lines, from column 12.
    static func infoPlistRange(_ header: String) -> String {
        let line = header.split(separator: "\n").count + 1
        return "\(line):12-\(line):24"
    }

    @Test(arguments: [
        (primer.header, "fr", "Continue"),
        (primer.header, "ja", "Continue"),
        (primer.header, "pt-BR", "Continue"),
        (priming.header, "fr", "Enable"),
    ])
    func aRegionWithoutWordsReadsEnglishWithOneWarning(_ header: String, _ region: String, _ button: String) throws {
        let read = try Self.read(header + "info-plist \"Info.plist\"\n", files: [Self.infoPlist(region)])
        #expect(read.tag == "en")
        #expect(read.lines.contains("\"\(button). Button.\""), "\(read.lines)")
        let message = "the app's development region '\(region)' (CFBundleDevelopmentRegion at Info.plist:5:2) has no "
            + "table of VoiceOver's words (the languages with one are de, en, es, ru), so the spec is read in English; "
            + "expected locale LANG naming one of de, en, es, ru"
        #expect(read.diagnostics == [Finding(severity: .warning, range: SpecTest.range(Self.infoPlistRange(header)),
                                             message: message, offendingText: region,
                                             expected: "locale LANG naming one of de, en, es, ru")])
    }

    /// `$(DEVELOPMENT_LANGUAGE)` expands to the project's `developmentRegion` (else `en`), or to a
    /// `build-setting` the spec gives; a project without a value in the Info.plist gives its own region.
    @Test(arguments: [
        ("info-plist \"Info.plist\"\nbuild-setting DEVELOPMENT_LANGUAGE \"de\"\n", false, "de", "de"),
        ("info-plist \"Info.plist\"\n" + projectLines, true, "de", "de"),
        ("info-plist \"Info.plist\"\n" + projectLines, true, "es", "es"),
        ("info-plist \"Info.plist\"\n", false, "de", "en"),
        (projectLines, true, "de", "de"),
    ])
    func developmentLanguageExpands(_ fields: String, _ withProject: Bool, _ projectRegion: String,
                                    _ tag: String) throws {
        var files = [Self.infoPlist("$(DEVELOPMENT_LANGUAGE)")]
        if withProject { files += try Self.project(projectRegion) }
        let read = try Self.read(Self.primer.header + fields, files: files)
        #expect(read.tag == tag)
        #expect(!read.diagnostics.containsErrors, "\(read.diagnostics.map(\.rendered))")
    }

    /// A project whose region has no table: the warning names the project's `developmentRegion`.
    @Test func aProjectRegionWithoutWordsIsNamed() throws {
        let read = try Self.read(Self.primer.header + Self.projectLines, files: try Self.project("fr"))
        #expect(read.tag == "en")
        let message = "the app's development region 'fr' (the project's developmentRegion) has no table of VoiceOver's "
            + "words (the languages with one are de, en, es, ru), so the spec is read in English; expected locale LANG "
            + "naming one of de, en, es, ru"
        #expect(read.diagnostics == [Finding(severity: .warning, range: SpecTest.range("2:9-2:24"), message: message,
                                             offendingText: "fr", expected: "locale LANG naming one of de, en, es, ru")])
    }

    /// `locale` wins over the region, with or without a table for it; no warning then.
    @Test(arguments: [
        ("de", "locale en\n", "en", "Button"),
        ("de", "locale es\n", "es", "Botón"),
        ("fr", "locale en\n", "en", "Button"),
        ("fr", "locale de\n", "de", "Taste"),
    ])
    func theLocaleFieldWins(_ region: String, _ locale: String, _ tag: String, _ buttonWord: String) throws {
        let read = try Self.read(Self.primer.header + "info-plist \"Info.plist\"\n" + locale
                                 + "accept translation-missing * \"x\"\naccept model-assumption - \"x\"\n",
                                 files: [Self.infoPlist(region)])
        #expect(read.tag == tag)
        #expect(read.lines.contains("\"Continue. \(buttonWord).\""), "\(read.lines)")
        #expect(!read.diagnostics.contains { $0.message.contains("development region") })
    }

    /// Without the app's files the spec reads English, as before.
    @Test(arguments: [primer.header + "app \"Atlas\"\n", priming.header])
    func withoutTheAppsFilesEnglish(_ header: String) throws {
        let read = try Self.read(header, files: [])
        #expect(read.tag == "en")
        #expect(read.diagnostics == [])
    }
}

/// The command line reads the development region as a spec does: `voiceover --info-plist` without
/// `--locale` speaks the region's words, a region without them reads English with one warning.
@Suite("The app's development region on the command line")
struct CommandLineDevelopmentRegionTests {
    @Test(arguments: [
        (["voiceover", "camera"], "de", "Continue. Taste.", nil),
        (["voiceover", "--block", "permission-priming", "camera"], "de", "Enable. Taste.", nil),
        (["voiceover", "camera", "--locale", "es"], "de", "Continue. Botón.", nil),
        (["voiceover", "camera"], "fr", "Continue. Button.",
         "warning: the app's development region 'fr' (CFBundleDevelopmentRegion at Info.plist:5:2) has no table of "
            + "VoiceOver's words (the languages with one are de, en, es, ru), so the screen is read in English; "
            + "expected --locale LANG naming one of de, en, es, ru"),
    ] as [([String], String, String, String?)])
    func theRegionChoosesTheWords(_ arguments: [String], _ region: String, _ line: String, _ warning: String?) throws {
        let folder = try makeTemporaryFolder()
        try TemporaryFiles.write(SpecTest.plist([("CFBundleDevelopmentRegion", region), ("CFBundleDisplayName", "Atlas"),
                                                 ("NSCameraUsageDescription", "Atlas scans signpost codes.")]),
                                 to: "Info.plist", in: folder)
        let result = PrimerSpecTool.run(Invocation(arguments: arguments + ["--info-plist", "Info.plist"],
                                                   workingDirectory: folder))
        #expect(result.exitCode == .success, "\(result.errorOutput)")
        #expect(SpecTest.lines(result.output).contains(line), "\(result.output)")
        let warnings = SpecTest.lines(result.errorOutput).filter { $0.contains("development region") }
        #expect(warnings == (warning.map { [$0] } ?? []))
    }
}
