import PrimerModel
import Testing

@Suite("Tint: a system colour by name or a fixed hex colour")
struct TintTests {
    @Test(arguments: [
        ("indigo", Tint.system(.indigo)),
        ("blue", .system(.blue)),
        ("gray", .system(.gray)),
        ("#5856D6", .srgb(rgb(88, 86, 214))),
        ("#5856d6", .srgb(rgb(88, 86, 214))),
        ("#3C3C43 @0.6", .srgb(rgb(60, 60, 67, 0.6))),
        ("#1E6B52 / #5FD4A5", .srgbPair(light: rgb(30, 107, 82), dark: rgb(95, 212, 165))),
        ("#3C3C43 @0.6 / #EBEBF5 @0.6", .srgbPair(light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))),
    ])
    func parses(_ text: String, _ tint: Tint) {
        #expect(Tint(parsing: text) == tint)
    }

    @Test(arguments: ["", "Indigo", "indigo ", ".indigo", "grey", "systemIndigo", "#5856D", "5856D6", "#indigo",
                      // A pair is two hex colours: a system colour has its own dark value.
                      "indigo / #5FD4A5", "#1E6B52 / teal", "#1E6B52 /#5FD4A5", "#1E6B52 / ", " / #5FD4A5",
                      "#1E6B52 / #5FD4A5 / #000000"])
    func rejects(_ text: String) {
        #expect(Tint(parsing: text) == nil)
    }

    @Test(arguments: [Tint.system(.indigo), .srgb(rgb(88, 86, 214)), .srgb(rgb(60, 60, 67, 0.6)), .default,
                      .srgbPair(light: rgb(30, 107, 82), dark: rgb(95, 212, 165)),
                      .srgbPair(light: rgb(60, 60, 67, 0.6), dark: .white)])
    func descriptionReadsBack(_ tint: Tint) {
        #expect(Tint(parsing: tint.description) == tint)
    }

    @Test func resolves() {
        #expect(Tint.default == .system(.blue))
        #expect(Tint.system(.indigo).resolved(.dark, iOS: .iOS(26)) == rgb(107, 93, 255))
        #expect(Tint.system(.blue).resolved(.light, iOS: .iOS(17)) == rgb(0, 122, 255))
        #expect(Tint.system(.mint).resolved(.light, iOS: .iOS(14)) == nil)
        #expect(Tint.system(.blue).resolved(.light, iOS: .iOS(19)) == nil)
        let fixed = Tint.srgb(rgb(88, 86, 214))
        for appearance in Appearance.allCases {
            for version in [IOSVersion.iOS(13), .iOS(19), .iOS(26)] {
                #expect(fixed.resolved(appearance, iOS: version) == rgb(88, 86, 214))
            }
        }
    }

    @Test func aPairGivesEachAppearanceItsColour() {
        let pair = Tint.srgbPair(light: rgb(30, 107, 82), dark: rgb(95, 212, 165))
        for version in [IOSVersion.iOS(13), .iOS(19), .iOS(26)] {
            #expect(pair.resolved(.light, iOS: version) == rgb(30, 107, 82))
            #expect(pair.resolved(.dark, iOS: version) == rgb(95, 212, 165))
        }
        #expect(pair.description == "#1E6B52 / #5FD4A5")
        #expect(Tint(parsingOne: "#1E6B52 / #5FD4A5") == nil)
        #expect(Tint.fixed(light: rgb(30, 107, 82), dark: rgb(95, 212, 165)) == pair)
        #expect(Tint.fixed(light: rgb(30, 107, 82), dark: rgb(30, 107, 82)) == .srgb(rgb(30, 107, 82)))
    }
}
