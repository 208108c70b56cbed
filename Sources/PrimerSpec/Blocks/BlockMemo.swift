import Foundation

/// What a block works out from a spec's header that is the same for every spec of a run giving the
/// same inputs, such as the walk of a state machine through its every phase: kept by the run
/// (``SpecRun``) and lent to each block through its ``BlockHeader``, so that it is worked out once per
/// run rather than once per spec file.
///
/// A value is kept under a key of the block's own type, which says everything the value depends on;
/// keys of different types never meet. At most ``limit`` values are kept, so a long-lived run does not
/// grow without end. Thread-safe: a run checks files on every core.
package final class BlockMemo: @unchecked Sendable {
    /// Guards ``values``.
    private let lock = NSLock()
    private var values: [AnyHashable: any Sendable] = [:]
    /// The most values kept.
    let limit: Int

    /// An empty memo keeping at most `limit` values.
    package init(limit: Int = 1_000) {
        self.limit = limit
    }

    /// The value kept for `key`, or `make()`'s, which is kept for the next spec. `make` runs outside
    /// the lock: two specs may work out the same value at once, and the first one kept stays.
    package func value<Key: Hashable & Sendable, Value: Sendable>(for key: Key, _ make: () -> Value) -> Value {
        let key = AnyHashable(key)
        if let kept = lock.withLock({ values[key] }) as? Value {
            return kept
        }
        let made = make()
        return lock.withLock {
            if let kept = values[key] as? Value { return kept }
            if values.count < limit { values[key] = made }
            return made
        }
    }

    /// How many values are kept.
    package var kept: Int { lock.withLock { values.count } }
}
