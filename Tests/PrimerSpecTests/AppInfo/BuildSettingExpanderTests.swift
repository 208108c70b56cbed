import Testing
@testable import PrimerSpec

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
    static let at = SourceLocation(file: "Info.plist", line: 6, column: 2)

    static func expand(_ text: String) -> Result<String, Diagnostic> {
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
    ])
    func expands(_ text: String, _ expected: String) {
        #expect(Self.expand(text) == .success(expected))
    }

    static func failure(_ value: String, _ message: String, offending: String, expected: String) -> Diagnostic {
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
        ("$(LOOP_A)", failure("$(LOOP_A)", "LOOP_A refers to itself (LOOP_A -> LOOP_B -> LOOP_A)", offending: "$(LOOP_A)",
                              expected: "settings that do not refer to themselves")),
        ("$(a b)", failure("$(a b)", "'$(a b)' does not name a build setting", offending: "$(a b)",
                           expected: "a setting name such as $(PRODUCT_NAME)")),
    ])
    func failsLocated(_ text: String, _ expected: Diagnostic) {
        #expect(Self.expand(text) == .failure(expected))
    }

    @Test func inheritedStandsForTheValueBelow() {
        var settings = BuildSettings(["FLAGS": LocatedValue("-a")])
        settings.set("FLAGS", LocatedValue("$(inherited) -b"))
        let upper = BuildSettings(["FLAGS": LocatedValue("${inherited} -c")])
        #expect(settings.overridden(by: upper)["FLAGS"]?.value == "-a -b -c")
    }

    @Test func conditionalSettingsAreNotKept() {
        var settings = BuildSettings()
        settings.set("INFOPLIST_KEY_CFBundleDisplayName[sdk=iphoneos*]", LocatedValue("Device"))
        #expect(settings.values.isEmpty)
    }
}
