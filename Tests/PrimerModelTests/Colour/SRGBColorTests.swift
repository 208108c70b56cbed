import PrimerModel
import Testing

@Suite("SRGBColor: hex text, description, clamping, compositing")
struct SRGBColorTests {
    @Test(arguments: [
        ("#5856D6", rgb(88, 86, 214)),
        ("#5856d6", rgb(88, 86, 214)),
        ("#000000", rgb(0, 0, 0)),
        ("#ffffff", rgb(255, 255, 255)),
        ("#3C3C4399", rgb(60, 60, 67, 0.6)),
        ("#3c3c43 @0.6", rgb(60, 60, 67, 0.6)),
        ("#EBEBF5 @0.298", rgb(235, 235, 245, 0.298)),
        ("#FFFFFF00", rgb(255, 255, 255, 0)),
        ("#0A84FF @1", rgb(10, 132, 255)),
        ("#0A84FF @.5", rgb(10, 132, 255, 0.5)),
        ("#00000080 @0.5", rgb(0, 0, 0, 128.0 / 255 * 0.5)),
    ])
    func parsesHex(_ text: String, _ expected: SRGBColor) throws {
        #expect(try SRGBColor(hex: text) == expected)
        #expect(SRGBColor(parsing: text) == expected)
    }

    @Test(arguments: [
        ("", HexColorError.empty),
        ("5856D6", .missingHash(text: "5856D6")),
        (" #5856D6", .missingHash(text: " #5856D6")),
        ("indigo", .missingHash(text: "indigo")),
        ("#", .wrongLength(text: "#", digits: 0)),
        ("#FFF", .wrongLength(text: "#FFF", digits: 3)),
        ("#5856D", .wrongLength(text: "#5856D", digits: 5)),
        ("#5856D6F", .wrongLength(text: "#5856D6F", digits: 7)),
        ("#5856D6 ", .wrongLength(text: "#5856D6 ", digits: 7)),
        ("#5856D6FF00", .wrongLength(text: "#5856D6FF00", digits: 10)),
        ("#5856G6", .notAHexDigit(text: "#5856G6", character: "G", position: 6)),
        ("#X856D6", .notAHexDigit(text: "#X856D6", character: "X", position: 2)),
        ("#5856D6F-", .notAHexDigit(text: "#5856D6F-", character: "-", position: 9)),
        ("#\u{FF15}856D6", .notAHexDigit(text: "#\u{FF15}856D6", character: "\u{FF15}", position: 2)),
        ("#5856D6 @1.5", .badAlpha(text: "#5856D6 @1.5", alpha: "1.5")),
        ("#5856D6 @", .badAlpha(text: "#5856D6 @", alpha: "")),
        ("#5856D6 @-0.5", .badAlpha(text: "#5856D6 @-0.5", alpha: "-0.5")),
        ("#5856D6 @nan", .badAlpha(text: "#5856D6 @nan", alpha: "nan")),
        ("#5856D6 @1e-1", .badAlpha(text: "#5856D6 @1e-1", alpha: "1e-1")),
        ("#5856D6 @0.5.5", .badAlpha(text: "#5856D6 @0.5.5", alpha: "0.5.5")),
        ("#5856D6@0.5", .badAlpha(text: "#5856D6@0.5", alpha: "0.5")),
    ])
    func rejectsBadHex(_ text: String, _ error: HexColorError) {
        #expect(throws: error) { try SRGBColor(hex: text) }
        #expect(SRGBColor(parsing: text) == nil)
        #expect(error.text == text)
    }

    @Test func errorsSayWhatWasExpected() {
        let error = HexColorError.notAHexDigit(text: "#5856G6", character: "G", position: 6)
        #expect(error.description == "'#5856G6' has 'G' at position 6, which is not a hex digit (0-9, a-f); "
            + "expected #RRGGBB or #RRGGBBAA, optionally followed by ' @alpha' (0 to 1)")
        let short = HexColorError.wrongLength(text: "#FFF", digits: 3)
        #expect(short.description.hasPrefix("'#FFF' has 3 characters after '#'"))
        #expect(HexColorError.missingHash(text: "blue").description.contains("does not start with '#'"))
        #expect(HexColorError.empty.description.hasPrefix("no colour given"))
    }

    @Test(arguments: [
        (rgb(88, 86, 214), "#5856D6", "#5856D6"),
        (rgb(60, 60, 67, 0.6), "#3C3C43 @0.6", "#3C3C4399"),
        (rgb(235, 235, 245, 0.298), "#EBEBF5 @0.298", "#EBEBF54C"),
        (rgb(0, 0, 0, 0), "#000000 @0", "#00000000"),
        (rgb(138, 138, 142.2), "#8A8A8E", "#8A8A8E"),
        (rgb(0, 0, 0, 0.9999), "#000000 @0.999", "#000000FF"),
    ])
    func describes(_ color: SRGBColor, _ description: String, _ hex: String) {
        #expect(color.description == description)
        #expect(color.hex == hex)
    }

    @Test(arguments: [rgb(88, 86, 214), rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.298), rgb(0, 0, 0, 0),
                      rgb(255, 214, 10, 0.125)])
    func descriptionReadsBack(_ color: SRGBColor) {
        #expect(SRGBColor(parsing: color.description) == color)
    }

    @Test func clampsInsteadOfTrapping() {
        let wild = SRGBColor(red: 300, green: -5, blue: .nan, alpha: 2)
        #expect(wild == rgb(255, 0, 0))
        #expect(SRGBColor(red: 1, green: 2, blue: 3, alpha: -1).alpha == 0)
        #expect(SRGBColor(red: .infinity, green: -.infinity, blue: 3, alpha: .nan) == rgb(255, 0, 3, 0))
    }

    /// the published system colour tables: secondaryLabel (60,60,67 at 0.6) over white shows as 138,138,142.
    @Test func secondaryLabelOverWhite() {
        let flat = rgb(60, 60, 67, 0.6).composited(over: .white)
        #expect(flat.isOpaque)
        #expect(nearlyEqual(flat.red, 138) && nearlyEqual(flat.green, 138) && nearlyEqual(flat.blue, 142.2))
        #expect(flat.roundedChannels() == rgb(138, 138, 142))
        #expect(flat.description == "#8A8A8E")
    }

    @Test func secondaryLabelOverBlack() {
        let flat = rgb(235, 235, 245, 0.6).composited(over: .black)
        #expect(nearlyEqual(flat.red, 141) && nearlyEqual(flat.green, 141) && nearlyEqual(flat.blue, 147))
    }

    /// The cases axe-core's own `flattenColors` tests check, with channels rounded as axe does.
    @Test(arguments: [
        (rgb(0, 0, 0, 0.5), rgb(255, 255, 255), rgb(128, 128, 128)),
        (rgb(0, 0, 0), rgb(255, 255, 255), rgb(0, 0, 0)),
        (rgb(0, 0, 0, 0), rgb(255, 255, 255), rgb(255, 255, 255)),
        (rgb(255, 0, 0, 0.5), rgb(255, 255, 255), rgb(255, 128, 128)),
        (rgb(0, 128, 0, 0.25), rgb(255, 255, 255), rgb(191, 223, 191)),
        (rgb(0, 128, 0, 0.25), rgb(255, 0, 0, 0.5), rgb(153, 51, 0, 0.625)),
        (rgb(0, 0, 0, 0), rgb(255, 255, 255, 0), rgb(0, 0, 0, 0)),
    ])
    func compositesAsAxeDoes(_ foreground: SRGBColor, _ background: SRGBColor, _ expected: SRGBColor) {
        #expect(foreground.composited(over: background).roundedChannels() == expected)
    }

    @Test func opaqueForegroundHidesTheBackground() {
        let blue = rgb(0, 122, 255)
        #expect(blue.composited(over: .black) == blue)
        #expect(blue.withAlpha(0.4).opaque == blue)
        #expect(blue.withAlpha(0.4).isOpaque == false)
    }
}
