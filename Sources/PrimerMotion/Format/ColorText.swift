import PrimerAccessibility
import PrimerModel

extension ContrastPair.NamedColor {
    /// `rgb(88,86,214)`, or `rgba(60,60,67,0.6)` for a translucent colour: the words a spec's contrast
    /// line holds for a colour, each channel as ``NumberText/compact(_:)`` writes it, to two decimals.
    package static func rgb(_ color: SRGBColor) -> String {
        // Contrast sections write two colours a pair, thousands in a corpus: channels of 0 to 255 (and
        // an opacity of 0 to 1) are written from their whole number of hundredths straight into the
        // text's one string; anything else (never a clamped colour) takes the general code.
        let opaque = color.alpha >= 1
        guard let red = ChannelText.hundredths(color.red), let green = ChannelText.hundredths(color.green),
              let blue = ChannelText.hundredths(color.blue),
              let alpha = opaque ? 0 : ChannelText.hundredths(color.alpha)
        else { return generalRGB(color) }
        let head = opaque ? "rgb(" : "rgba("
        var length = head.utf8.count + ChannelText.length(red) + ChannelText.length(green)
            + ChannelText.length(blue) + 3
        if !opaque { length += 1 + ChannelText.length(alpha) }
        return ASCIILine.make(length: length) { text in
            text.append(head)
            ChannelText.write(red, to: &text)
            text.append(byte: UInt8(ascii: ","))
            ChannelText.write(green, to: &text)
            text.append(byte: UInt8(ascii: ","))
            ChannelText.write(blue, to: &text)
            if !opaque {
                text.append(byte: UInt8(ascii: ","))
                ChannelText.write(alpha, to: &text)
            }
            text.append(byte: UInt8(ascii: ")"))
        }
    }

    /// ``rgb(_:)`` by ``NumberText/compact(_:)``, for any channel: the reference the fast path is held to.
    static func generalRGB(_ color: SRGBColor) -> String {
        func channel(_ value: Double) -> String { NumberText.compact((value * 100).rounded() / 100) }
        let opaque = color.alpha >= 1
        var text = opaque ? "rgb(" : "rgba("
        text += channel(color.red)
        text += ","
        text += channel(color.green)
        text += ","
        text += channel(color.blue)
        if !opaque {
            text += ","
            text += channel(color.alpha)
        }
        text += ")"
        return text
    }
}

/// A colour channel's text written from its whole number of hundredths: `88`, `0.6`, `142.25`.
///
/// `NumberText.compact(Double(h) / 100)` is the shortest text that reads back as that double: for
/// whole numbers the integer, otherwise Swift's shortest form, which for a number of hundredths below
/// 10⁵ (far from where Swift writes exponents) is its decimal digits without trailing zeros (a
/// shorter text would be another number of tenths, more than one double away).
/// `ChannelTextTests` holds the two equal for every number of hundredths in range.
enum ChannelText {
    /// The largest number of hundredths written here (1000.00; channels go to 255).
    static let largest = 100_000

    /// `(value * 100).rounded()` as a whole number, when it is one from 0 to ``largest``; nil for any
    /// other value (NaN, infinities, negatives, large numbers), which the general code writes.
    /// Negative zero counts as 0 (`compact` writes it `0` too).
    static func hundredths(_ value: Double) -> Int? {
        let scaled = (value * 100).rounded()
        guard scaled >= 0, scaled <= Double(largest) else { return nil }
        return Int(scaled)
    }

    /// The number of bytes ``write(_:to:)`` writes for `hundredths`.
    static func length(_ hundredths: Int) -> Int {
        var digits = 1
        var whole = hundredths / 100
        while whole >= 10 { digits += 1; whole /= 10 }
        let fraction = hundredths % 100
        if fraction == 0 { return digits }
        return digits + (fraction % 10 == 0 ? 2 : 3)
    }

    /// Writes the whole part, then a point and the fraction's digits without trailing zeros, if any.
    static func write(_ hundredths: Int, to text: inout ASCIILine.Writer) {
        let whole = hundredths / 100
        var divisor = 1
        while divisor * 10 <= whole { divisor *= 10 }
        while divisor > 0 {
            text.append(byte: UInt8(ascii: "0") + UInt8(whole / divisor % 10))
            divisor /= 10
        }
        let fraction = hundredths % 100
        guard fraction != 0 else { return }
        text.append(byte: UInt8(ascii: "."))
        text.append(byte: UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { text.append(byte: UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }
}
