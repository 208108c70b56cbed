/// A colour in the sRGB space: red, green and blue from 0 to 255, and an alpha from 0 to 1.
///
/// Channels are `Double`s, not bytes, because compositing a translucent colour over a background
/// gives fractions (60 at 0.6 over 255 is 138, but 67 at 0.6 over 255 is 142.2), and WCAG's
/// luminance is defined on the real value. Out-of-range input is clamped, never trapped on:
/// channels to 0...255, alpha to 0...1, and NaN to 0.
public struct SRGBColor: Hashable, Sendable, CustomStringConvertible {
    /// The red channel, 0 to 255.
    public let red: Double
    /// The green channel, 0 to 255.
    public let green: Double
    /// The blue channel, 0 to 255.
    public let blue: Double
    /// The opacity, 0 (transparent) to 1 (opaque).
    public let alpha: Double

    /// Opaque black, 0,0,0.
    public static let black = SRGBColor(red: 0, green: 0, blue: 0)
    /// Opaque white, 255,255,255.
    public static let white = SRGBColor(red: 255, green: 255, blue: 255)

    /// Creates a colour from channels on the 0–255 scale, clamping each into range.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red, to: 255)
        self.green = Self.clamp(green, to: 255)
        self.blue = Self.clamp(blue, to: 255)
        self.alpha = Self.clamp(alpha, to: 1)
    }

    /// Reads `#RRGGBB` or `#RRGGBBAA` (hex digits in either case), optionally followed by one
    /// space and `@alpha`, as `description` writes it (`#3C3C43 @0.6`).
    ///
    /// An `AA` pair gives alpha AA/255. A ` @alpha` suffix multiplies whatever alpha the digits
    /// gave. Surrounding white space is not accepted.
    public init(hex text: String) throws(HexColorError) {
        guard !text.isEmpty else { throw .empty }
        guard text.hasPrefix("#") else { throw .missingHash(text: text) }

        var digitsText = Substring(text.dropFirst())
        var suffixAlpha = 1.0
        if let at = digitsText.firstIndex(of: "@") {
            let alphaText = digitsText[digitsText.index(after: at)...]
            guard at > digitsText.startIndex,
                  digitsText[digitsText.index(before: at)] == " ",
                  let alpha = Self.decimalFraction(alphaText)
            else { throw .badAlpha(text: text, alpha: String(alphaText)) }
            suffixAlpha = alpha
            digitsText = digitsText[..<digitsText.index(before: at)]
        }

        let characters = Array(digitsText)
        guard characters.count == 6 || characters.count == 8 else {
            throw .wrongLength(text: text, digits: characters.count)
        }
        var bytes: [Double] = []
        bytes.reserveCapacity(4)
        var index = 0
        while index < characters.count {
            let pair = (characters[index], characters[index + 1])
            guard let high = Self.hexValue(pair.0) else {
                throw .notAHexDigit(text: text, character: pair.0, position: index + 2)
            }
            guard let low = Self.hexValue(pair.1) else {
                throw .notAHexDigit(text: text, character: pair.1, position: index + 3)
            }
            bytes.append(Double(high * 16 + low))
            index += 2
        }
        let digitAlpha = bytes.count == 4 ? bytes[3] / 255 : 1
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: digitAlpha * suffixAlpha)
    }

    /// Reads the same text as `init(hex:)`; nil where that would throw.
    public init?(parsing text: String) {
        guard let color = try? SRGBColor(hex: text) else { return nil }
        self = color
    }

    /// Whether the colour is fully opaque (alpha 1).
    public var isOpaque: Bool { alpha == 1 }

    /// The same channels with alpha 1.
    public var opaque: SRGBColor { SRGBColor(red: red, green: green, blue: blue) }

    /// The same channels with the given alpha (clamped to 0...1).
    public func withAlpha(_ alpha: Double) -> SRGBColor {
        SRGBColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Each channel rounded to the nearest whole number, halves away from zero; alpha kept.
    ///
    /// This is what axe-core's current `flatten-colors.js` does to every composited channel,
    /// "as browsers do".
    public func roundedChannels() -> SRGBColor {
        SRGBColor(red: red.rounded(), green: green.rounded(), blue: blue.rounded(), alpha: alpha)
    }

    /// This colour painted over `background` with simple alpha compositing (source-over).
    ///
    /// Over an opaque background each channel is `alpha × self + (1 − alpha) × background` and the
    /// result is opaque: the flattening axe-core does before it measures contrast (WCAG 2.2's contrast definitions,
    /// "Alpha"). Over a translucent background the general rule of W3C Compositing Level 1 applies:
    /// the result's alpha is `αs + αb(1 − αs)` and its channels are the premultiplied sum divided
    /// by that alpha. Channels are not rounded; call `roundedChannels()` for axe's whole numbers.
    public func composited(over background: SRGBColor) -> SRGBColor {
        let sourceAlpha = alpha
        let backdropWeight = background.alpha * (1 - sourceAlpha)
        let resultAlpha = sourceAlpha + backdropWeight
        guard resultAlpha > 0 else { return SRGBColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ source: Double, _ backdrop: Double) -> Double {
            (source * sourceAlpha + backdrop * backdropWeight) / resultAlpha
        }
        return SRGBColor(red: mix(red, background.red), green: mix(green, background.green),
                         blue: mix(blue, background.blue), alpha: resultAlpha)
    }

    /// `#RRGGBB` in upper case, each channel rounded to a whole number; `#RRGGBBAA` when the
    /// colour is translucent, with alpha rounded to the nearest of 0/255 … 255/255.
    public var hex: String {
        var text = "#" + Self.hexPair(red) + Self.hexPair(green) + Self.hexPair(blue)
        if !isOpaque { text += Self.hexPair(alpha * 255) }
        return text
    }

    /// `#5856D6`, or `#3C3C43 @0.6` when translucent.
    ///
    /// Channels are rounded to whole numbers and alpha to three decimals (never shown as 1 when
    /// the colour is not opaque), so `SRGBColor(hex:)` reads the text back to the same colour
    /// whenever the channels are whole and alpha has at most three decimals.
    public var description: String {
        let rgb = "#" + Self.hexPair(red) + Self.hexPair(green) + Self.hexPair(blue)
        guard !isOpaque else { return rgb }
        let thousandths = min((alpha * 1000).rounded(), 999)
        return rgb + " @" + Self.decimalText(thousandths: Int(thousandths))
    }

    // MARK: - Helpers

    private static func clamp(_ value: Double, to upper: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), upper)
    }

    /// The value of one ASCII hex digit; nil for anything else (including full-width digits,
    /// which `Character.hexDigitValue` would accept).
    private static func hexValue(_ character: Character) -> Int? {
        guard character.isASCII else { return nil }
        return character.hexDigitValue
    }

    private static func hexPair(_ channel: Double) -> String {
        let byte = Int(clamp(channel, to: 255).rounded())
        let digits = Array("0123456789ABCDEF")
        return String([digits[byte / 16], digits[byte % 16]])
    }

    /// Reads `0`, `1`, `0.6`, `.5`, `1.000`: ASCII digits with at most one dot, from 0 to 1.
    private static func decimalFraction(_ text: Substring) -> Double? {
        guard !text.isEmpty, text != ".",
              text.allSatisfy({ $0 == "." || ($0.isASCII && $0.isNumber) }),
              text.filter({ $0 == "." }).count <= 1,
              let value = Double(text), (0...1).contains(value)
        else { return nil }
        return value
    }

    /// 600 → `0.6`, 298 → `0.298`, 0 → `0`.
    private static func decimalText(thousandths: Int) -> String {
        guard thousandths > 0 else { return "0" }
        var digits = String(thousandths)
        while digits.count < 3 { digits = "0" + digits }
        while digits.hasSuffix("0") { digits.removeLast() }
        return "0." + digits
    }
}
