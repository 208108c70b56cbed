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
    /// By the whole line as written and vocabulary identity (``Key``).
    private var readings: [Key: Reading] = [:]
    private var count = 0
    /// The most readings kept.
    let limit: Int

    /// An empty cache keeping at most `limit` readings.
    package init(limit: Int = 50_000) {
        self.limit = limit
    }

    /// A line and the identity of the vocabulary it was read with: equal for the same bytes and the
    /// same identity, hashed by the line's digest alone (a run has a handful of identities, and
    /// hashing the identity's text at every look-up costs more than the few lines it tells apart).
    struct Key: Hashable, Sendable {
        let line: LineKey
        let identity: String

        static func == (key: Key, other: Key) -> Bool {
            key.line == other.line && key.identity == other.identity
        }

        func hash(into hasher: inout Hasher) {
            line.hash(into: &hasher)
        }
    }

    /// The reading of `line` with the vocabulary named `identity`, if one was kept.
    func reading(of line: String, identity: String) -> Reading? {
        reading(of: LineKey(line), identity: identity)
    }

    /// The reading of the line `key` with the vocabulary named `identity`, if one was kept.
    func reading(of key: LineKey, identity: String) -> Reading? {
        let key = Key(line: key, identity: identity)
        return lock.withLock { readings[key] }
    }

    /// Keeps the reading of `line` (the first one kept stays: every reading of one text is the same).
    func keep(_ reading: Reading, of line: String, identity: String) {
        keep(reading, of: LineKey(line), identity: identity)
    }

    /// Keeps the reading of the line `key` (the first one kept stays).
    func keep(_ reading: Reading, of key: LineKey, identity: String) {
        let key = Key(line: key, identity: identity)
        lock.withLock {
            guard count < limit, readings[key] == nil else { return }
            readings[key] = reading
            count += 1
        }
    }

    /// How many readings are kept.
    package var kept: Int { lock.withLock { count } }
}
