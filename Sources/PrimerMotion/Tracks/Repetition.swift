import PrimerModel

/// How a track plays again: how many times, and how long one cycle of it takes.
///
/// A repeating track's first cycle runs from the track's `start` for its curve's duration; cycle
/// `k` (from 0) starts `k × period` later. The period is the whole loop, the pause before the next
/// cycle included, so it is at least the track's duration. SwiftUI's `phaseAnimator` and
/// `repeatForever()` loops are written this way: the PermissionPrimerScreen's rings are `repeat forever every 2.71`.
///
/// The line format writes it after the curve: `repeat forever every 2.71`, `repeat 3 every 2.71`.
/// Any value can be built and rendered, but only a count of ``minimumCount`` or more and a period
/// above 0 and at least the track's printed duration read back (the parser rejects the rest).
public struct Repetition: Hashable, Sendable, CustomStringConvertible {
    /// How many times a track plays.
    public enum Count: Hashable, Sendable, CustomStringConvertible {
        /// Without end.
        case forever
        /// This many times in all, the first play included (as SwiftUI's `repeatCount`);
        /// the line format reads only ``Repetition/minimumCount`` or more.
        case times(Int)

        /// `forever`, or the number.
        public var description: String {
            switch self {
            case .forever: "forever"
            case .times(let count): String(count)
            }
        }
    }

    /// The smallest count the line format reads: a track that plays once does not repeat.
    public static let minimumCount = 2

    /// How many times the track plays.
    public var count: Count
    private var quantizedPeriod: Double

    /// Creates a repetition; `period` is rounded to the clock's tick (``TimelineClock``), so a
    /// period written with two decimals reads back as the same value.
    public init(_ count: Count, every period: Double) {
        self.count = count
        self.quantizedPeriod = TimelineClock.quantize(period)
    }

    /// A repetition without end.
    public static func forever(every period: Double) -> Repetition { Repetition(.forever, every: period) }

    /// A repetition that plays `count` times in all.
    public static func times(_ count: Int, every period: Double) -> Repetition { Repetition(.times(count), every: period) }

    /// Seconds from the start of one cycle to the start of the next (rounded to the tick).
    public var period: Double {
        get { quantizedPeriod }
        set { quantizedPeriod = TimelineClock.quantize(newValue) }
    }

    /// Whether it never ends.
    public var isForever: Bool { count == .forever }

    /// Seconds from the first cycle's start to the last cycle's end, for a cycle of `duration`:
    /// `(count − 1) × period + duration`; infinite for ``Count/forever``.
    public func span(cycle duration: Double) -> Double {
        switch count {
        case .forever: .infinity
        case .times(let count): Double(max(count, 1) - 1) * period + duration
        }
    }

    /// The words the line format writes after the curve: `repeat forever every 2.71`.
    public var description: String {
        // Written straight into its string (a repeating track's every line writes it).
        let count = self.count.description, period = TimelineClock.format(self.period)
        let repeatWord = "repeat ", everyWord = " every "
        return ASCIILine.make(length: repeatWord.utf8.count + count.utf8.count + everyWord.utf8.count + period.utf8.count) {
            $0.append(repeatWord)
            $0.append(count)
            $0.append(everyWord)
            $0.append(period)
        }
    }
}
