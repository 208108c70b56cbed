@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// `check --shard I/N`: the parts of a run are disjoint, together the whole run, the same every time
/// they are computed, and about equal in bytes.
@Suite("Spec shards")
struct SpecShardTests {
    @Test(arguments: [
        ("1/1", SpecShard(index: 1, count: 1)),
        ("2/4", SpecShard(index: 2, count: 4)),
        ("4/4", SpecShard(index: 4, count: 4)),
        ("07/12", SpecShard(index: 7, count: 12)),
    ])
    func readsAFraction(_ text: String, _ expected: SpecShard?) throws {
        #expect(try SpecShard.parse(text).get() == expected)
    }

    @Test(arguments: [
        ("", SpecShardError.notAFraction("")),
        ("2", .notAFraction("2")),
        ("1/", .notAFraction("1/")),
        ("/3", .notAFraction("/3")),
        ("1/2/3", .notAFraction("1/2/3")),
        ("-1/3", .notAFraction("-1/3")),
        ("+1/3", .notAFraction("+1/3")),
        ("a/b", .notAFraction("a/b")),
        ("1 /3", .notAFraction("1 /3")),
        ("١/٣", .notAFraction("١/٣")),
        ("99999999999999999999/3", .notAFraction("99999999999999999999/3")),
        ("1/0", .noParts("1/0")),
        ("0/3", .outOfRange("0/3", count: 3)),
        ("4/3", .outOfRange("4/3", count: 3)),
    ])
    func refusesWhatIsNotAPart(_ text: String, _ expected: SpecShardError) {
        #expect(throws: expected) { try SpecShard.parse(text).get() }
    }

    @Test func messagesQuoteTheTextAndSayWhatWasExpected() {
        #expect(SpecShardError.notAFraction("a/b").description
            == "'a/b' is not a shard; expected I/N, two whole numbers such as 1/4 (the first of four parts)")
        #expect(SpecShardError.noParts("1/0").description
            == "'1/0' splits the specs into no parts; expected N of 1 or more in I/N")
        #expect(SpecShardError.outOfRange("5/4", count: 4).description
            == "'5/4' names no part of 4; expected I from 1 to 4 in I/N")
    }

    /// Sizes from a fixed generator, so every run of the test deals the same files.
    static func sizes(_ count: Int, seed: UInt64) -> [Int] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 49)  // 0 ..< 32768 bytes
        }
    }

    @Test(arguments: [(0, 3), (1, 1), (1, 4), (5, 5), (36, 1), (36, 4), (37, 7), (250, 8), (3, 10)])
    func thePartsAreDisjointAndTogetherTheWholeRun(files: Int, parts: Int) throws {
        let names = (0..<files).map { "spec-\($0)" }
        let sizes = Self.sizes(files, seed: UInt64(files * 31 + parts))
        let weight = Dictionary(uniqueKeysWithValues: zip(names, sizes))
        let shards = (1...parts).compactMap { SpecShard(index: $0, count: parts) }
        let dealt = shards.map { $0.select(names) { weight[$0] ?? 0 } }
        // Each part keeps the search's order, so reports list files as an unsharded run does.
        for part in dealt { #expect(part == names.filter(part.contains)) }
        // Every file lands in exactly one part.
        #expect(dealt.flatMap { $0 }.sorted() == names.sorted())
        // The same every time it is computed.
        #expect(shards.map { $0.select(names) { weight[$0] ?? 0 } } == dealt)
        // About equal in bytes: no part exceeds another by more than its largest file.
        let loads = dealt.map { $0.reduce(0) { $0 + (weight[$1] ?? 0) } }
        if let most = loads.max(), let least = loads.min() { #expect(most - least <= (sizes.max() ?? 0)) }
    }

    @Test func theBundledSpecsSplitIntoPartsThatMakeTheWhole() throws {
        let search = SpecSearch(workingDirectory: SpecTest.repositoryRoot)
        let all = try search.files(["Specs"])
        let parts = (1...4).compactMap { SpecShard(index: $0, count: 4) }.map { $0.select(all) }
        #expect(parts.allSatisfy { !$0.isEmpty })
        #expect(parts.flatMap { $0 }.map(\.path).sorted() == all.map(\.path).sorted())
        #expect(Set(parts.flatMap { $0 }.map(\.path)).count == all.count)
    }
}
