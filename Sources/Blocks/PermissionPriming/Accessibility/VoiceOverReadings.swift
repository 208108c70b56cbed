/// The one table of what VoiceOver reads for the templates' parts that have no label of their own: an
/// SF Symbol image that is not hidden, and a progress view without a label.
///
/// The mechanism is known: VoiceOver reads a symbol's built-in accessibility label where SF Symbols
/// defines one (`plus` reads "Add"), otherwise words made from the symbol's name with its dots as
/// spaces ("star fill"), then the trait "Image" (SwiftLint issue 5165; public write-ups of
/// `Image(systemName:)` read aloud). Which symbols have a built-in label, and what it says, is
/// recorded nowhere for the symbols the templates use, so every entry of ``standard`` is the name rule: a
/// **choice**, marked ``Source/nameRule``. UIKit's activity indicator reads "In progress"; that
/// SwiftUI's `ProgressView()` reads the same is not documented: also a **choice**.
///
/// A spec replaces entries with `symbol-reading "SF-SYMBOL" "WORDS"` and `progress-reading "WORDS"`.
public struct VoiceOverReadings: Hashable, Sendable {
    /// Where a reading comes from.
    public enum Source: String, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The symbol's name with dots as spaces: the fallback VoiceOver uses when a symbol has no
        /// built-in label; whether it has one is not known (a choice).
        case nameRule = "name rule (choice)"
        /// UIKit's activity indicator's words, assumed for SwiftUI's progress view (a choice).
        case uiKitIndicator = "UIKit's activity indicator (choice)"
        /// Given by the spec.
        case spec = "given by the spec"

        /// The source, in words.
        public var description: String { rawValue }
    }

    /// One reading: the words and where they come from.
    public struct Reading: Hashable, Sendable {
        /// What VoiceOver says, before the trait words.
        public var words: String
        /// Where the words come from.
        public var source: Source

        /// Creates a reading.
        public init(_ words: String, source: Source) {
            self.words = words
            self.source = source
        }
    }

    /// The readings of SF Symbols, by symbol name.
    public var symbols: [String: Reading]
    /// What VoiceOver reads for `ProgressView()` with no label.
    public var unlabelledProgress: Reading

    /// Creates a table.
    public init(symbols: [String: Reading], unlabelledProgress: Reading) {
        self.symbols = symbols
        self.unlabelledProgress = unlabelledProgress
    }

    /// Every symbol the templates show: the nine illustrations and the denied view's.
    public static let shownSymbols = Array(Set(PermissionType.allCases.map(\.systemImage))).sorted()
        + [PrimingContent.defaultDeniedSymbol]

    /// The standard table: the name rule for every symbol the templates show, "In progress" for the
    /// unlabelled progress view.
    public static let standard = VoiceOverReadings(
        symbols: Dictionary(uniqueKeysWithValues: shownSymbols.map { ($0, Reading(nameRule($0), source: .nameRule)) }),
        unlabelledProgress: Reading("In progress", source: .uiKitIndicator))

    /// The words VoiceOver falls back to for a symbol without a built-in label: its name, dots as
    /// spaces (`bell.badge.fill` → `bell badge fill`).
    public static func nameRule(_ symbol: String) -> String {
        symbol.split(separator: ".", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// The reading of a symbol: the table's entry, else the name rule.
    public func reading(ofSymbol symbol: String) -> Reading {
        symbols[symbol] ?? Reading(Self.nameRule(symbol), source: .nameRule)
    }

    /// The table with a symbol's reading replaced by the spec's words.
    public func replacing(symbol: String, with words: String) -> VoiceOverReadings {
        var table = self
        table.symbols[symbol] = Reading(words, source: .spec)
        return table
    }

    /// The table with the progress view's reading replaced by the spec's words.
    public func replacingProgress(with words: String) -> VoiceOverReadings {
        var table = self
        table.unlabelledProgress = Reading(words, source: .spec)
        return table
    }
}
