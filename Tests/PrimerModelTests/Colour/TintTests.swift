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
    ])
    func parses(_ text: String, _ tint: Tint) {
        #expect(Tint(parsing: text) == tint)
    }

    @Test(arguments: ["", "Indigo", "indigo ", ".indigo", "grey", "systemIndigo", "#5856D", "5856D6", "#indigo"])
    func rejects(_ text: String) {
        #expect(Tint(parsing: text) == nil)
    }

    @Test(arguments: [Tint.system(.indigo), .srgb(rgb(88, 86, 214)), .srgb(rgb(60, 60, 67, 0.6)), .default])
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
}
