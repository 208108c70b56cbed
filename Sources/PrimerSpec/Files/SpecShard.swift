import Foundation

/// One of N parts of a run's spec files (`check --shard I/N`), so that a monorepo's specs spread
/// over the jobs of a CI matrix: each job checks its part, and the parts together are the whole run.
///
/// The split depends only on the files found and their sizes, never on the machine or the time: every
/// job of a matrix, given the same checkout and the same paths, computes the same parts, and each file
/// lands in exactly one of them. Files are dealt largest first to the part with the fewest bytes so far
/// (ties go to the lower part, and equal sizes keep the search's order), so the parts take about the
/// same time; within a part the files keep the search's order.
package struct SpecShard: Hashable, Sendable, CustomStringConvertible {
    /// Which part, from 1.
    package let index: Int
    /// How many parts.
    package let count: Int

    /// The part `index` of `count`; nil unless 1 ≤ index ≤ count.
    package init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `I/N` as `--shard` takes it (`2/4`: the second of four parts).
    package static func parse(_ text: String) -> Result<SpecShard, SpecShardError> {
        let halves = text.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count == 2, let index = Int(halves[0]), let count = Int(halves[1]),
              halves.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { return .failure(.notAFraction(text)) }
        guard count >= 1 else { return .failure(.noParts(text)) }
        guard let shard = SpecShard(index: index, count: count) else { return .failure(.outOfRange(text, count: count)) }
        return .success(shard)
    }

    /// `2/4`.
    package var description: String { "\(index)/\(count)" }

    /// The files of this part, in the order given. `size` is a file's weight (its bytes on disk by
    /// default; a file that cannot be read weighs nothing and is still dealt, so its error is reported
    /// by exactly one part).
    package func select<File>(_ files: [File], size: (File) -> Int) -> [File] {
        partIndices(sizes: files.map(size)).map { files[$0] }
    }

    /// The spec files of this part, weighed by their size on disk.
    package func select(_ files: [SpecSearch.Found]) -> [SpecSearch.Found] {
        select(files) { file in
            let attributes = try? FileManager.default.attributesOfItem(atPath: file.absolutePath)
            return (attributes?[.size] as? NSNumber)?.intValue ?? 0
        }
    }

    /// The positions (in the given order) of the files in this part, dealing largest first to the
    /// lightest part so far.
    func partIndices(sizes: [Int]) -> [Int] {
        let order = sizes.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
        var load = [Int](repeating: 0, count: count)
        var mine: [Int] = []
        for position in order {
            var lightest = 0
            for part in load.indices where load[part] < load[lightest] { lightest = part }
            load[lightest] += max(sizes[position], 0)
            if lightest == index - 1 { mine.append(position) }
        }
        return mine.sorted()
    }
}

/// Why `--shard` could not be read.
package enum SpecShardError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not `I/N` with two whole numbers.
    case notAFraction(String)
    /// `N` is 0.
    case noParts(String)
    /// `I` is 0 or above `N`.
    case outOfRange(String, count: Int)

    /// The message, quoting the text and saying what was expected.
    package var description: String {
        switch self {
        case .notAFraction(let text):
            "'\(text)' is not a shard; expected I/N, two whole numbers such as 1/4 (the first of four parts)"
        case .noParts(let text):
            "'\(text)' splits the specs into no parts; expected N of 1 or more in I/N"
        case .outOfRange(let text, let count):
            "'\(text)' names no part of \(count); expected I from 1 to \(count) in I/N"
        }
    }
}
