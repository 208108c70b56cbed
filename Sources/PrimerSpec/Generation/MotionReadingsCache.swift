import Foundation
import PrimerMotion

/// What motion lines read as, shared by the specs of one run (``SpecRun``): specs of one design repeat
/// the same lines, and each is otherwise read again in every file.
///
/// A reading depends only on the line's text and the vocabulary, so it is shared only between
/// vocabularies their maker gave the same ``TimelineVocabulary/identity``; it holds no place in a
/// file (an error's column counts from the line's first token). At most ``limit`` readings are
/// kept, so a long-lived run does not grow without end. Thread-safe: a run checks files on every core.
package final class MotionReadingsCache: @unchecked Sendable {
    /// A reading: the entry, or why the line does not read.
    package typealias Reading = Result<TimelineEntry, TimelineParseError>

    /// Guards ``readings`` and ``count``.
    private let lock = NSLock()
    /// By vocabulary identity, then by the whole line as written, with the text it was kept for
    /// (strings that are canonically equivalent are equal keys: a hit counts only for the same bytes).
    private var readings: [String: [String: (text: String, reading: Reading)]] = [:]
    private var count = 0
    /// The most readings kept.
    let limit: Int

    /// An empty cache keeping at most `limit` readings.
    package init(limit: Int = 50_000) {
        self.limit = limit
    }

    /// The reading of `line` with the vocabulary named `identity`, if one was kept.
    func reading(of line: String, identity: String) -> Reading? {
        let hit = lock.withLock { readings[identity]?[line] }
        guard let hit, LineDiff.sameBytes(hit.text, line) else { return nil }
        return hit.reading
    }

    /// Keeps the reading of `line` (the first one kept stays: every reading of one text is the same).
    func keep(_ reading: Reading, of line: String, identity: String) {
        lock.withLock {
            guard count < limit, readings[identity]?[line] == nil else { return }
            readings[identity, default: [:]][line] = (line, reading)
            count += 1
        }
    }

    /// How many readings are kept.
    package var kept: Int { lock.withLock { count } }
}
