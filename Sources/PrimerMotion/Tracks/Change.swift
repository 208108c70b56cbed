import PrimerModel

/// What a track does to its part.
public enum Change: Hashable, Sendable, CustomStringConvertible {
    /// An SF Symbol replace effect from one symbol to another; it scales them, so it moves.
    /// The Continue button's spinner is named ``progressName``.
    case symbolReplace(from: String, to: String)
    /// An SF Symbol effect with no end state, such as `bounce`; it moves.
    case symbolEffect(String)
    /// A crossfade of the part's content from one look to another (symbol names, ``progressName``,
    /// or a geometry such as `scale(0.8)` when Reduce Motion replaced a movement). It does not move.
    case fade(from: String, to: String)
    /// A colour change between two named colours (a block's theme tokens or system colours). Not
    /// motion (Apple's Reduce Motion guidance (Docs/Motion.md)).
    case color(from: String, to: String)
    /// An opacity change. Not motion.
    case opacity(from: Double, to: Double)
    /// A scale change; moves.
    case scale(from: Double, to: Double)
    /// A displacement; moves.
    case offset(from: Offset, to: Offset)
    /// A rotation, in degrees; moves.
    case rotation(from: Double, to: Double)
    /// The part's words change (a crossfade of text). Which words is for the VoiceOver and
    /// announcement specs; the timeline records when and how.
    case text
    /// Continue's title gives way to a spinner (`shown`), or the spinner to the title.
    case progress(shown: Bool)
    /// The part comes in.
    case appear(ViewTransition)
    /// The part goes out.
    case disappear(ViewTransition)

    /// The name the Continue button's spinner goes by in replace and fade changes.
    public static let progressName = "progress"

    /// Why the change moves its part, or nil if it only fades, recolours or changes words.
    ///
    /// The spinner of ``progress(shown:)`` is a system control whose spin the block does not
    /// choose; the change itself is a crossfade, so it does not count as movement.
    public var movement: MotionReason? {
        switch self {
        case .symbolReplace: .symbolReplace
        case .symbolEffect(let name): .symbolEffect(name)
        case .scale: .scale
        case .offset: .offset
        case .rotation: .rotation
        case .appear(let transition), .disappear(let transition): transition.movement
        case .fade, .color, .opacity, .text, .progress: nil
        }
    }

    /// Whether the change makes its part flash when it repeats: an opacity change, a colour change, a
    /// crossfade, or the part coming in or going out. Blinking, like moving, is what WCAG 2.2.2
    /// (Pause, Stop, Hide) is about. Words (``text``) and the spinner (``progress(shown:)``) do not blink.
    public var blinks: Bool {
        switch self {
        case .opacity, .color, .fade, .appear, .disappear: true
        case .symbolReplace, .symbolEffect, .scale, .offset, .rotation, .text, .progress: false
        }
    }

    /// The words the line format writes, such as `replace progress -> checkmark`, `color textPrimary -> success`,
    /// `text`, `progress shown` or `appear move(bottom)`.
    public var description: String {
        switch self {
        case .symbolReplace(let from, let to): Self.words("replace", from, to)
        case .symbolEffect(let name): "effect " + name
        case .fade(let from, let to): Self.words("fade", from, to)
        case .color(let from, let to): Self.words("color", from, to)
        case .opacity(let from, let to): Self.words("opacity", NumberText.compact(from), NumberText.compact(to))
        case .scale(let from, let to): Self.words("scale", NumberText.compact(from), NumberText.compact(to))
        case .offset(let from, let to): Self.words("offset", from.description, to.description)
        case .rotation(let from, let to): Self.words("rotation", NumberText.compact(from), NumberText.compact(to))
        case .text: "text"
        case .progress(let shown): shown ? "progress shown" : "progress hidden"
        case .appear(let transition): "appear " + transition.description
        case .disappear(let transition): "disappear " + transition.description
        }
    }

    /// `KIND FROM -> TO`, written straight into its string (a timeline's every track line writes its
    /// change; interpolation grows a buffer and copies it).
    private static func words(_ kind: String, _ from: String, _ to: String) -> String {
        let arrow = " -> "
        return ASCIILine.make(length: kind.utf8.count + 1 + from.utf8.count + arrow.utf8.count + to.utf8.count) { text in
            text.append(kind)
            text.append(byte: UInt8(ascii: " "))
            text.append(from)
            text.append(arrow)
            text.append(to)
        }
    }
}
