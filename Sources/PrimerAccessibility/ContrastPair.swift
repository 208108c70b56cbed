import PrimerModel

/// A foreground a block draws on a background, and the WCAG contrast ratio between them.
public struct ContrastPair: Hashable, Sendable, Codable {
    /// What the foreground is, which decides the ratio WCAG asks of it.
    public enum Role: Hashable, Sendable, Codable, CustomStringConvertible {
        /// Text in a Dynamic Type style, bold or not (WCAG 1.4.3: 4.5:1, or 3:1 for large text).
        case text(TextStyle, bold: Bool)
        /// A control's shape against what surrounds it, such as a button's fill (WCAG 1.4.11: 3:1).
        case shape
        /// A graphic VoiceOver reads, which carries meaning (WCAG 1.4.11: 3:1).
        case graphic
        /// A decorative graphic, hidden from VoiceOver: WCAG asks nothing of it.
        case decorative

        /// The word a spec line writes: `text`, `shape`, `graphic` or `decorative`.
        public var description: String {
            switch self {
            case .text: "text"
            case .shape: "shape"
            case .graphic: "graphic"
            case .decorative: "decorative"
            }
        }
    }

    /// The part whose text, symbol or shape is the foreground.
    public var part: PartID
    /// What the foreground is.
    public var role: Role
    /// The foreground's name (`white`, `secondaryLabel`) and sRGB value (`rgb(255,255,255)`).
    public var foreground: NamedColor
    /// The background's name and hex.
    public var background: NamedColor
    /// The WCAG 2 contrast ratio, 1 to 21 (a translucent foreground composited first).
    public var ratio: Double

    /// A colour as a spec line shows it: a name and its value.
    public struct NamedColor: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The name, such as `indigo` or `white`; a colour given by value is named by its value.
        public var name: String
        /// The value, such as `rgb(88,86,214)` or `rgba(60,60,67,0.6)`.
        public var value: String

        /// Creates a named colour.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }

        /// The name.
        public var description: String { name }
    }

    /// Creates a pair.
    public init(part: PartID, role: Role, foreground: NamedColor, background: NamedColor, ratio: Double) {
        self.part = part
        self.role = role
        self.foreground = foreground
        self.background = background
        self.ratio = ratio
    }

    /// The ratio to two decimals, as `4.02:1`.
    public var ratioText: String {
        let hundredths = (ratio * 100).rounded()
        let whole = Int(hundredths) / 100
        let fraction = Int(hundredths) % 100
        // Appended in turn rather than interpolated (a contrast section writes one a pair).
        var text = String(whole)
        text += fraction < 10 ? ".0" : "."
        text += String(fraction)
        text += ":1"
        return text
    }

    /// The spec line's columns: `continue  text  white  on  indigo  5.65:1`.
    public var columns: [String] {
        [part.description, role.description, foreground.description, "on", background.description, ratioText]
    }
}
