@testable import PrimerSyntax
import Testing

/// `FilePath.normalised` gives a path that is normal already back without splitting it; these hold
/// that fast path to the part-by-part code for every shape that could tell the two apart.
@Suite("File path normalising")
struct FilePathTests {
    /// Paths and what normalising gives.
    static let cases: [(path: String, normal: String)] = [
        ("", "."), (".", "."), ("..", ".."), ("...", "..."), ("/", "/"), ("//", "/"), ("/.", "/"), ("/..", "/"),
        ("a", "a"), ("a/", "a"), ("a//b", "a/b"), ("./a", "a"), ("a/.", "a"), ("a/..", "."), ("a/../b", "b"),
        ("../a", "../a"), ("../../a", "../../a"), ("../a/..", ".."), ("a/../..", ".."), ("/a/b/../c", "/a/c"),
        ("/../a", "/a"), ("/a/./b", "/a/b"), ("/work/.build/x.primerspec", "/work/.build/x.primerspec"),
        ("a/.hidden/..b/b..", "a/.hidden/..b/b.."), ("a/.../b", "a/.../b"),
        // A slash with a combining mark is one character, not a separator, to the part-by-part code.
        ("a/\u{301}b", "a/\u{301}b"), ("/\u{301}a", "/\u{301}a"), ("a/.\u{301}/b", "a/.\u{301}/b"),
        ("Ünïcødé/📄.primerspec", "Ünïcødé/📄.primerspec"),
    ]

    @Test(arguments: cases)
    func normalisesAsThePartByPartCodeDoes(path: String, normal: String) {
        #expect(FilePath.normalised(path) == normal)
        #expect(FilePath.normalisedByParts(path) == normal)
    }

    /// Every path of up to four parts drawn from names, dots, empty parts and a combining mark, absolute
    /// or not: the fast path and the part-by-part code agree.
    @Test func agreesWithThePartByPartCodeOnEveryShortPath() {
        let parts = ["", ".", "..", "...", "a", ".a", "\u{301}", "é"]
        var paths = [""]
        for _ in 0..<4 {
            paths += paths.flatMap { path in parts.map { path.isEmpty ? $0 : path + "/" + $0 } }
        }
        var checked = 0
        for relative in Set(paths) {
            for path in [relative, "/" + relative] {
                #expect(FilePath.normalised(path) == FilePath.normalisedByParts(path), "\(path.debugDescription)")
                checked += 1
            }
        }
        #expect(checked > 5_000)
    }
}
