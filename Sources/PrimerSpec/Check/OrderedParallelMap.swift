import Dispatch
import Foundation

/// Maps an array on a fixed number of worker threads and gives the results in input order.
///
/// Each worker takes the next unclaimed index, so a slow file does not hold the others back, and
/// the output is the same whatever order the work finished in. With one worker (or one element)
/// the map runs on the calling thread.
package enum OrderedParallelMap {
    /// Workers used by default: one per active processor core.
    static var defaultWorkers: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// `elements.map(transform)`, run on up to `workers` threads.
    package static func map<Element: Sendable, Mapped: Sendable>(_ elements: [Element], workers: Int = defaultWorkers,
                                                          _ transform: @Sendable (Element) -> Mapped) -> [Mapped] {
        let threads = min(workers, elements.count)
        guard threads > 1 else { return elements.map(transform) }
        let results = Slots<Mapped>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while let index = results.claim() {
                results.fill(index, with: transform(elements[index]))
            }
        }
        return results.values
    }

    /// The results as they come in, and the next index to hand out; guarded by a lock.
    private final class Slots<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Value?]
        private var next = 0

        init(count: Int) { storage = Array(repeating: nil, count: count) }

        /// The next index no worker has taken, or nil when all are taken.
        func claim() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < storage.count else { return nil }
            next += 1
            return next - 1
        }

        func fill(_ index: Int, with value: Value) {
            lock.lock()
            storage[index] = value
            lock.unlock()
        }

        /// Every result, in input order; called once every worker has finished.
        var values: [Value] {
            lock.lock()
            defer { lock.unlock() }
            return storage.compactMap { $0 }
        }
    }
}
