@testable import PrimerAppInfo
import PrimerModel
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Build-setting references, as Xcode expands them in an Info.plist.
@Suite("Build setting expansion")
struct BuildSettingExpanderTests {
    static let settings = BuildSettings([
        "PRODUCT_NAME": LocatedValue("Atlas Trails"),
        "TARGET_NAME": LocatedValue("Atlas"),
        "WRAPPER": LocatedValue("$(PRODUCT_NAME).app"),
        "PATH_SETTING": LocatedValue("Sources/App/Info.plist"),
        "KIND": LocatedValue("NAME"),
        "EMPTY": LocatedValue(""),
        "LOOP_A": LocatedValue("$(LOOP_B)"),
        "LOOP_B": LocatedValue("$(LOOP_A)"),
    ])
    static let at = PrimerSyntax.SourceLocation(file: "Info.plist", line: 6, column: 2)

    static func expand(_ text: String) -> Result<String, Finding> {
        BuildSettingExpander(settings: settings).expand(LocatedValue(text, at: at), what: "CFBundleName",
                                                        fallback: AppInfoSources.commandLine)
    }

    @Test(arguments: [
        ("$(PRODUCT_NAME)", "Atlas Trails"),
        ("${PRODUCT_NAME}", "Atlas Trails"),
        ("Hello $(TARGET_NAME)!", "Hello Atlas!"),
        ("$(WRAPPER)", "Atlas Trails.app"),
        ("$(PRODUCT_$(KIND))", "Atlas Trails"),
        ("$(PRODUCT_NAME:rfc1034identifier)", "Atlas-Trails"),
        ("$(PRODUCT_NAME:c99extidentifier)", "Atlas_Trails"),
        ("$(PRODUCT_NAME:lower)", "atlas trails"),
        ("$(PRODUCT_NAME:upper:identifier)", "ATLAS_TRAILS"),
        ("$(PATH_SETTING:file)", "Info.plist"),
        ("$(PATH_SETTING:base)", "Info"),
        ("$(PATH_SETTING:suffix)", ".plist"),
        ("$(PATH_SETTING:dir)", "Sources/App/"),
        ("$(UNSET:default=Maps)", "Maps"),
        ("$(EMPTY:default=$(TARGET_NAME))", "Atlas"),
        ("$(PRODUCT_NAME:default=Maps)", "Atlas Trails"),
        ("$(inherited) more", " more"),
        ("No references at all", "No references at all"),
        ("Costs $5", "Costs $5"),
        ("$$(PRODUCT_NAME) costs $$5", "$(PRODUCT_NAME) costs $5"),
        ("$TARGET_NAME!", "Atlas!"),
        ("$(UNSET:default=$TARGET_NAME)", "Atlas"),
        ("${PRODUCT_NAME:upper}", "ATLAS TRAILS"),
        ("Dollar at the end $", "Dollar at the end $"),
    ])
    func expands(_ text: String, _ expected: String) {
        #expect(Self.expand(text) == .success(expected))
    }

    static func failure(_ value: String, _ message: String, offending: String, expected: String) -> Finding {
        .error("CFBundleName is '\(value)': \(message); expected \(expected)", at: SourceRange(at: at),
               offendingText: offending, expected: expected)
    }

    @Test(arguments: [
        ("$(EXECUTABLE_NAME)", failure("$(EXECUTABLE_NAME)", "$(EXECUTABLE_NAME) refers to EXECUTABLE_NAME, which is not set",
                                       offending: "$(EXECUTABLE_NAME)",
                                       expected: "EXECUTABLE_NAME set in the project, the xcconfig, or with build-setting "
                                           + "EXECUTABLE_NAME \"VALUE\" (--build-setting EXECUTABLE_NAME=VALUE)")),
        ("$(PRODUCT_NAME:lowr)", failure("$(PRODUCT_NAME:lowr)", "unknown modifier 'lowr' in '$(PRODUCT_NAME:lowr)'",
                                         offending: "lowr",
                                         expected: "one of " + BuildSettingExpander.modifiers.joined(separator: ", ")
                                             + " (did you mean 'lower'?)")),
        ("$(PRODUCT_NAME", failure("$(PRODUCT_NAME", "the reference '$(PRODUCT_NAME' is not closed",
                                   offending: "$(PRODUCT_NAME", expected: "')' to close '$('")),
        ("$(LOOP_A)", failure("$(LOOP_A)", "LOOP_A refers to itself (LOOP_A -> LOOP_B -> LOOP_A), with no value below "
                              + "to stand for", offending: "$(LOOP_A)",
                              expected: "settings that do not refer to themselves")),
        ("$(a b)", failure("$(a b)", "'$(a b)' does not name a build setting", offending: "$(a b)",
                           expected: "a setting name such as $(PRODUCT_NAME)")),
        ("$(A\u{0}B)", failure("$(A\\u{0}B)", "'$(A\\u{0}B)' does not name a build setting", offending: "$(A\\u{0}B)",
                                expected: "a setting name such as $(PRODUCT_NAME)")),
        ("$(PRODUCT_NAME:lower!)", failure("$(PRODUCT_NAME:lower!)", "unexpected '!' in the modifier 'lower' of "
                                           + "'$(PRODUCT_NAME:lower!)'", offending: "!",
                                           expected: "a modifier name such as lower, then ':' or ')'")),
    ])
    func failsLocated(_ text: String, _ expected: Finding) {
        #expect(Self.expand(text) == .failure(expected))
    }

    static func expand(_ text: String, in settings: BuildSettings, setting: String? = nil) -> Result<String, Finding> {
        BuildSettingExpander(settings: settings).expand(LocatedValue(text, at: at), what: "CFBundleName",
                                                        fallback: AppInfoSources.commandLine, setting: setting)
    }

    @Test func inheritedStandsForTheValueBelow() {
        var settings = BuildSettings(["FLAGS": LocatedValue("-a")])
        settings.set("FLAGS", LocatedValue("$(inherited) -b"))
        let upper = BuildSettings(["FLAGS": LocatedValue("${inherited} -c")])
        let merged = settings.overridden(by: upper)
        #expect(merged["FLAGS"] == LocatedValue("${inherited} -c"))
        #expect(Self.expand("$(FLAGS)", in: merged) == .success("-a -b -c"))
        #expect(Self.expand("${inherited} -d", in: merged, setting: "FLAGS") == .success("-a -b -d"))
        #expect(Self.expand("${inherited} -d", in: merged) == .success(" -d"))
    }

    /// A generated Info.plist key's value, given as the setting's own (same text, same place), inherits.
    @Test func aSettingsOwnValueInheritsWithoutBeingNamed() {
        var settings = BuildSettings(["INFOPLIST_KEY_NSCameraUsageDescription": LocatedValue("Scans signs.")])
        let own = LocatedValue("$(inherited) Offline too.", at: PrimerSyntax.SourceLocation(file: "App.xcconfig", line: 3, column: 44))
        settings.set("INFOPLIST_KEY_NSCameraUsageDescription", own)
        let expander = BuildSettingExpander(settings: settings)
        #expect(expander.expand(own, what: "NSCameraUsageDescription", fallback: AppInfoSources.commandLine)
                == .success("Scans signs. Offline too."))
        let elsewhere = LocatedValue(own.value, at: Self.at)
        #expect(expander.expand(elsewhere, what: "NSCameraUsageDescription", fallback: AppInfoSources.commandLine)
                == .success(" Offline too."))
    }

    /// A setting referred to while it is being expanded stands for the value below, as `$(inherited)` does.
    @Test func aSettingReferringToItselfReadsTheValueBelow() {
        var settings = BuildSettings(["OTHER_NAME": LocatedValue("Atlas")])
        settings.set("OTHER_NAME", LocatedValue("$(OTHER_NAME) Trails"))
        settings.set("OTHER_NAME", LocatedValue("$(OTHER_NAME:upper)"))
        #expect(Self.expand("$(OTHER_NAME)", in: settings) == .success("ATLAS TRAILS"))
    }

    /// `[config=…]` against `CONFIGURATION`, `[sdk=…]` against `iphoneos`; other parameters only as `*`.
    @Test(arguments: [
        ("NAME[sdk=iphoneos*]", "Device"),
        ("NAME[sdk=iphonesimulator*]", "Plain"),
        ("NAME[config=Debug]", "Device"),
        ("NAME[config=Release]", "Plain"),
        ("NAME[config=De?ug][sdk=*]", "Device"),
        ("NAME[arch=arm64]", "Plain"),
        ("NAME[sdk=iphoneos*][arch=arm64]", "Plain"),
        ("NAME[arch=*]", "Device"),
        ("NAME[variant=*][config=*]", "Device"),
    ])
    func conditionsHoldForADeviceBuildOfTheConfiguration(_ name: String, _ expected: String) {
        var settings = BuildSettings(["CONFIGURATION": LocatedValue("Debug"), "NAME": LocatedValue("Plain")])
        settings.set(name, LocatedValue("Device"))
        #expect(settings["NAME"]?.value == expected)
        #expect(Self.expand("$(NAME)", in: settings) == .success(expected))
    }

    @Test func conditionsWithoutAConfigurationMatchOnlyStar() {
        var settings = BuildSettings(["NAME": LocatedValue("Plain")])
        settings.set("NAME[config=Debug]", LocatedValue("Debug"))
        #expect(settings.values == ["NAME": LocatedValue("Plain")])
        settings.set("NAME[config=*]", LocatedValue("Any"))
        #expect(settings.values == ["NAME": LocatedValue("Any")])
    }

    /// `B1 = $(B0)$(B0)`, `B2 = $(B1)$(B1)`, …: each setting expanded once.
    static func doubling(levels: Int, modifier: String = "", first: String = "x") -> BuildSettings {
        var values = ["B0": LocatedValue(first, at: SourceLocation(file: "Chain.xcconfig", line: 1, column: 6))]
        for level in 1...levels {
            values["B\(level)"] = LocatedValue("$(B\(level - 1)\(modifier))$(B\(level - 1)\(modifier))",
                                               at: SourceLocation(file: "Chain.xcconfig", line: level + 1, column: 6))
        }
        return BuildSettings(values)
    }

    @Test func doublingChainsAreExpandedOnce() {
        #expect(Self.expand("$(B19)", in: Self.doubling(levels: 19)) == .success(String(repeating: "x", count: 1 << 19)))
        #expect(Self.expand("$(B32)", in: Self.doubling(levels: 32, modifier: ":suffix")) == .success(""))
        #expect(Self.expand("$(B32)", in: Self.doubling(levels: 32, modifier: ":suffix", first: "a.b")) == .success(".b.b"))
    }

    @Test(arguments: [20, 32])
    func doublingPastTheSizeLimitNamesTheSetting(_ levels: Int) {
        let chain = levels == 20 ? "B20" : "B32 -> B31 -> B30 -> B29 -> … -> B22 -> B21 -> B20"
        let expected = "values of at most 1000000 bytes once expanded"
        #expect(Self.expand("$(B\(levels))", in: Self.doubling(levels: levels)) == .failure(
            .error("CFBundleName is '$(B\(levels))': B20 grows past 1000000 bytes when expanded (\(chain)); expected \(expected)",
                   at: SourceRange(at: Self.at), offendingText: "B20", expected: expected,
                   notes: [.init("B20 is set here", at: SourceLocation(file: "Chain.xcconfig", line: 21, column: 6))])))
    }

    /// Each setting refers to the one below and, through the value being expanded, to a frame above: no
    /// memo applies, and the work limit stops it.
    @Test func repeatedWorkIsBounded() {
        var settings = Self.doubling(levels: 40, modifier: ":suffix")
        settings.set("B0", LocatedValue("$(TOP:suffix)"))
        settings.set("TOP", LocatedValue("x"))
        settings.set("TOP", LocatedValue("$(B40)"))
        guard case .failure(let error) = Self.expand("$(TOP)", in: settings) else {
            Issue.record("expected the work limit")
            return
        }
        #expect(error.message.hasPrefix("CFBundleName is '$(TOP)': expanding takes more than 4000000 steps, settings "
                                        + "repeating other settings many times over (TOP -> B40 -> B39 -> B38 -> … -> "))
        #expect(error.location == Self.at)
    }

    @Test func deepChainsStopWithAnHonestMessage() {
        var values = ["C0": LocatedValue("end")]
        for level in 1...70 { values["C\(level)"] = LocatedValue("$(C\(level - 1))") }
        let settings = BuildSettings(values)
        #expect(Self.expand("$(C32)", in: settings) == .success("end"))
        let expected = "references at most 64 settings deep"
        #expect(Self.expand("$(C70)", in: settings) == .failure(
            .error("CFBundleName is '$(C70)': settings refer to settings more than 64 deep (C70 -> C69 -> C68 -> C67 -> … -> "
                   + "C8 -> C7 -> C6); expected \(expected)", at: SourceRange(at: Self.at), offendingText: "C6",
                   expected: expected)))
    }

    @Test func deeplyNestedNamesStopInLinearTime() {
        let text = String(repeating: "$(A", count: 10_000)
        let rest = String(repeating: "$(A", count: 10_000 - 16)
        let expected = "references nested at most 16 deep"
        #expect(Self.expand(text) == .failure(
            .error("CFBundleName is '\(BuildSettingExpander.shown(value: text))': references nest more than 16 deep in "
                   + "'\(BuildSettingExpander.shown(value: rest))'; expected \(expected)", at: SourceRange(at: Self.at),
                   offendingText: BuildSettingExpander.shown(value: rest), expected: expected)))
    }

    @Test func longValuesAreQuotedShort() {
        let text = "$(" + String(repeating: "N", count: 1_000_000)
        guard case .failure(let error) = Self.expand(text) else {
            Issue.record("expected an unclosed reference")
            return
        }
        #expect(error == .error("CFBundleName is '\(BuildSettingExpander.shown(value: text))': the reference '\(BuildSettingExpander.shown(value: text))' is "
                                + "not closed; expected ')' to close '$('", at: SourceRange(at: Self.at),
                                offendingText: BuildSettingExpander.shown(value: text), expected: "')' to close '$('"))
        #expect(error.rendered.count < 600)
    }

    @Test func longNamesAreQuotedShort() {
        let name = String(repeating: "N", count: 5_000)
        let text = "$(\(name))"
        let shownName = TextExcerpt.shown(name, limit: 100)
        let expected = "\(shownName) set in the project, the xcconfig, or with build-setting \(shownName) \"VALUE\" "
            + "(--build-setting \(shownName)=VALUE)"
        #expect(Self.expand(text) == .failure(
            .error("CFBundleName is '\(BuildSettingExpander.shown(value: text))': \(BuildSettingExpander.shown(value: text)) refers to \(shownName), which is "
                   + "not set; expected \(expected)", at: SourceRange(at: Self.at), offendingText: BuildSettingExpander.shown(value: text),
                   expected: expected)))
    }

    @Test func aSettingNobodySetMentionsTheFilesNotFound() {
        var settings = BuildSettings()
        settings.missingFiles = [.init(path: "Developer.xcconfig", location: SourceLocation(file: "Config.xcconfig", line: 2, column: 1))]
        let expected = "DEVELOPMENT_TEAM set in the project, the xcconfig, or with build-setting DEVELOPMENT_TEAM \"VALUE\" "
            + "(--build-setting DEVELOPMENT_TEAM=VALUE)"
        #expect(Self.expand("$(DEVELOPMENT_TEAM)", in: settings) == .failure(
            .error("CFBundleName is '$(DEVELOPMENT_TEAM)': $(DEVELOPMENT_TEAM) refers to DEVELOPMENT_TEAM, which is not set; "
                   + "expected \(expected)", at: SourceRange(at: Self.at), offendingText: "$(DEVELOPMENT_TEAM)",
                   expected: expected,
                   notes: [.init("Developer.xcconfig was not found; it may set DEVELOPMENT_TEAM",
                                 at: SourceLocation(file: "Config.xcconfig", line: 2, column: 1))])))
    }
}
