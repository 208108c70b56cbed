import PrimerModel
import Testing

@Suite("System colours by appearance and release (the published system colour tables)")
struct SystemColorTests {
    /// the system colour table (Docs/Colour.md) as written there: light / dark per release span; `same` repeats the
    /// column before, `—` means SwiftUI has no such colour.
    static let facts: [SystemColor: (iOS13: String, iOS15: String, iOS26: String)] = [
        .blue: ("0,122,255 / 10,132,255", "same", "0,136,255 / 0,145,255"),
        .indigo: ("88,86,214 / 94,92,230", "same", "97,85,245 / 107,93,255"),
        .green: ("52,199,89 / 48,209,88", "same", "same"),
        .red: ("255,59,48 / 255,69,58", "same", "255,56,60 / 255,66,69"),
        .orange: ("255,149,0 / 255,159,10", "same", "255,141,40 / 255,146,48"),
        .yellow: ("255,204,0 / 255,214,10", "same", "255,204,0 / 255,214,0"),
        .pink: ("255,45,85 / 255,55,95", "same", "same"),
        .purple: ("175,82,222 / 191,90,242", "same", "203,48,224 / 219,52,242"),
        .teal: ("90,200,250 / 100,210,255", "48,176,199 / 64,200,224", "0,195,208 / 0,210,224"),
        .mint: ("—", "0,199,190 / 99,230,226", "0,200,179 / 0,218,195"),
        .cyan: ("—", "50,173,230 / 100,210,255", "0,192,232 / 60,211,254"),
        .brown: ("—", "162,132,94 / 172,142,104", "172,127,94 / 183,138,102"),
        .gray: ("142,142,147 / 142,142,147", "same", "same"),
    ]

    /// The versions each span is probed at, first and last releases included.
    static let versions: [ColorRelease: [IOSVersion]] = [
        .iOS13: [.iOS(13), .iOS(13, 7), .iOS(14), .iOS(14, 8)],
        .iOS15: [.iOS(15), .iOS(16, 4), .iOS(17), .iOS(18), .iOS(18, 6)],
        .iOS26: [.iOS(26), .iOS(26, 1), .iOS(27)],
    ]

    /// Reads one cell: `r,g,b / r,g,b`, `same` (the previous cell) or `—` (no colour).
    static func cell(_ color: SystemColor, _ release: ColorRelease) -> (light: SRGBColor, dark: SRGBColor)? {
        guard let row = facts[color] else { return nil }
        let cells = [row.iOS13, row.iOS15, row.iOS26]
        var index = ColorRelease.allCases.firstIndex(of: release) ?? 0
        while cells[index] == "same" { index -= 1 }
        guard cells[index] != "—" else { return nil }
        let colours = cells[index].split(separator: "/").map { half in
            let channels = half.filter { $0 != " " }.split(separator: ",").compactMap { Double($0) }
            return rgb(channels[0], channels[1], channels[2])
        }
        return (colours[0], colours[1])
    }

    @Test func thirteenColoursWithSwiftUINames() {
        #expect(SystemColor.allCases.map(\.rawValue) == ["blue", "indigo", "green", "red", "orange", "yellow",
                                                          "pink", "purple", "teal", "mint", "cyan", "brown", "gray"])
        #expect(Set(Self.facts.keys) == Set(SystemColor.allCases))
    }

    @Test(arguments: SystemColor.allCases, ColorRelease.allCases)
    func matchesTheTable(_ color: SystemColor, _ release: ColorRelease) throws {
        let expected = Self.cell(color, release)
        for version in try #require(Self.versions[release]) {
            #expect(ColorRelease(version) == release)
            #expect(color.value(.light, iOS: version) == expected?.light, "\(color) light on iOS \(version)")
            #expect(color.value(.dark, iOS: version) == expected?.dark, "\(color) dark on iOS \(version)")
        }
        #expect(color.value(.light, release: release) == expected?.light)
        #expect(color.value(.dark, release: release) == expected?.dark)
        #expect((expected == nil) == (release < color.firstRelease))
    }

    @Test(arguments: SystemColor.allCases, [IOSVersion.iOS(12, 4), .iOS(19), .iOS(20), .iOS(25, 9), .iOS(0)])
    func unknownReleasesHaveNoValue(_ color: SystemColor, _ version: IOSVersion) {
        #expect(ColorRelease(version) == nil)
        for appearance in Appearance.allCases {
            #expect(color.value(appearance, iOS: version) == nil)
        }
    }

    /// The three values picked where sources disagree: the runtime's, not the HIG's.
    @Test func disputedValuesFollowTheRuntime() {
        #expect(SystemColor.indigo.value(.dark, iOS: .iOS(26)) == rgb(107, 93, 255))
        #expect(SystemColor.indigo.value(.dark, iOS: .iOS(26)) != rgb(109, 124, 255))
        #expect(SystemColor.mint.value(.dark, iOS: .iOS(17))?.description == "#63E6E2")
        #expect(SystemColor.mint.value(.dark, iOS: .iOS(17)) != rgb(102, 212, 207))
        #expect(SystemColor.brown.value(.light, iOS: .iOS(18))?.description == "#A2845E")
        #expect(SystemColor.brown.value(.light, iOS: .iOS(18)) != rgb(165, 132, 94))
    }

    @Test(arguments: SystemColor.allCases)
    func onlyMintAndCyanOnIOS26AreHIGOnly(_ color: SystemColor) {
        for release in ColorRelease.allCases {
            let expected = release == .iOS26 && [.mint, .cyan].contains(color)
            #expect(color.isHIGOnly(in: release) == expected)
        }
    }

    @Test func releaseSpans() {
        #expect(ColorRelease.allCases.sorted() == ColorRelease.allCases)
        #expect(ColorRelease.allCases.map(\.description) == ["iOS 13–14", "iOS 15–18", "iOS 26+"])
        #expect(ColorRelease.allCases.map { ColorRelease($0.firstVersion) } == ColorRelease.allCases)
        #expect(ColorRelease(IOSVersion(parsing: "26.0.1") ?? .iOS(0)) == .iOS26)
        #expect(Appearance.allCases.map(\.rawValue) == ["light", "dark"])
    }
}
