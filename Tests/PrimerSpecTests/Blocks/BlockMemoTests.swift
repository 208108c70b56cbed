@testable import PrimerSpec
import PrimerSyntax
import Testing

/// What a run keeps of what its blocks work out from headers: a value is made once for its key, keys
/// of different types never meet, and no more than the limit are kept.
@Suite("Values shared by a run's blocks")
struct BlockMemoTests {
    /// A key of one block, and one of another whose values look the same.
    struct WalkKey: Hashable, Sendable { var kind: String }
    struct OtherKey: Hashable, Sendable { var kind: String }

    /// A key looked up: of the first block's type, or of the other's.
    enum Key: Sendable {
        case walk(String)
        case other(String)
    }

    /// Look-ups after a value was kept for `WalkKey(kind: "camera")`, and whether each made its value.
    static let lookUps: [(name: String, key: Key, makes: Bool)] = [
        ("the same key", .walk("camera"), false),
        ("another value of the key", .walk("photos"), true),
        ("a key of another type with the same fields", .other("camera"), true),
    ]

    @Test(arguments: lookUps)
    func aValueIsMadeOncePerKey(name: String, key: Key, makes: Bool) {
        let memo = BlockMemo()
        _ = memo.value(for: WalkKey(kind: "camera")) { ["kept"] }
        var made = false
        let value: [String] = switch key {
        case .walk(let kind): memo.value(for: WalkKey(kind: kind)) { made = true; return ["new"] }
        case .other(let kind): memo.value(for: OtherKey(kind: kind)) { made = true; return ["new"] }
        }
        #expect(made == makes, "\(name)")
        #expect(value == (makes ? ["new"] : ["kept"]), "\(name)")
    }

    @Test func noMoreThanTheLimitIsKept() {
        let memo = BlockMemo(limit: 2)
        for index in 0..<5 { _ = memo.value(for: WalkKey(kind: "kind \(index)")) { index } }
        #expect(memo.kept == 2)
        var made = false
        #expect(memo.value(for: WalkKey(kind: "kind 1")) { made = true; return -1 } == 1)
        #expect(!made)
        #expect(memo.value(for: WalkKey(kind: "kind 4")) { -1 } == -1)
    }

    @Test func aHeaderWithoutAMemoMakesEveryValue() throws {
        let parsed = SpecParser.parse(text: "primer notifications\n", path: "a.primerspec")
        let header = BlockHeader(file: parsed.recovered, workingDirectory: nil)
        var makes = 0
        for _ in 0..<2 { _ = header.memoized(WalkKey(kind: "camera")) { makes += 1; return makes } }
        #expect(makes == 2)
    }
}
