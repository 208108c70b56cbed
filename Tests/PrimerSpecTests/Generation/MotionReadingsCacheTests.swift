import PrimerMotion
@testable import PrimerSpec
import Testing

/// The run's shared motion readings: a reading is found again only for the same vocabulary identity
/// and the same bytes, and no more than the limit are kept.
@Suite("Motion readings shared by a run")
struct MotionReadingsCacheTests {
    static let line = "  0.00  +0.30  title  fade  easeOut"
    static let entry = TimelineEntry.cue(Cue(.call(Callback("onDone"))))

    /// What a look-up finds after one reading of ``line`` was kept for `primer`.
    static let lookUps: [(name: String, line: String, identity: String, found: Bool)] = [
        ("the same line and identity", line, "primer", true),
        ("another identity", line, "screen, 3 rings", false),
        ("another line", line + " ", "primer", false),
        // U+00E9 and e + U+0301 are equal Strings, and equal dictionary keys, but not the same bytes.
        ("a canonically equivalent line", "  caf\u{E9}", "primer", false),
    ]

    @Test(arguments: lookUps)
    func aReadingIsFoundOnlyForItsIdentityAndBytes(name: String, line: String, identity: String, found: Bool) {
        let cache = MotionReadingsCache()
        cache.keep(.success(Self.entry), of: Self.line, identity: "primer")
        cache.keep(.success(Self.entry), of: "  cafe\u{301}", identity: "primer")
        #expect((cache.reading(of: line, identity: identity) != nil) == found, "\(name)")
    }

    @Test func noMoreThanTheLimitIsKept() {
        let cache = MotionReadingsCache(limit: 2)
        for index in 0..<5 { cache.keep(.success(Self.entry), of: "line \(index)", identity: "primer") }
        #expect(cache.kept == 2)
        #expect(cache.reading(of: "line 1", identity: "primer") != nil)
        #expect(cache.reading(of: "line 2", identity: "primer") == nil)
    }

    @Test func aVocabularyWithoutIdentitySharesNothing() {
        let cache = MotionReadingsCache()
        var readings = MotionLines.Readings(vocabulary: .any, shared: cache)
        _ = readings.read("0.00 +0.30 title fade easeOut")
        #expect(cache.kept == 0)
    }
}

/// The motion readings' keys: equal exactly when the texts are the same bytes, whatever their digests.
@Suite("Line keys")
struct LineKeyTests {
    /// Pairs of texts, and whether they are the same bytes.
    static let pairs: [(String, String, Bool)] = [
        ("", "", true), ("a", "a", true), ("a", "b", false), ("a", "a ", false), ("a\0", "a", false),
        ("  0.00  +0.30  title  fade  easeOut", "  0.00  +0.30  title  fade  easeOut", true),
        ("  0.00  +0.30  title  fade  easeOut", "  0.00  +0.30  title  fade  easeOut ", false),
        ("  0.00  +0.30  title  fade  easeOut", "  0.00  +0.30  title  fade  easeIn", false),
        ("12345678", "12345679", false), ("1234567812345678", "1234567812345678", true),
        // U+00E9 and e + U+0301 are equal Strings, but not the same bytes.
        ("caf\u{E9}", "cafe\u{301}", false), ("👋🏽 wave", "👋🏽 wave", true),
    ]

    @Test(arguments: pairs)
    func keysAreEqualExactlyForTheSameBytes(_ text: String, _ other: String, _ same: Bool) {
        #expect((LineKey(text) == LineKey(other)) == same)
        #expect((LineKey(text) == LineKey(other)) == LineDiff.sameBytes(text, other))
        if same { #expect(LineKey(text).hashValue == LineKey(other).hashValue) }
    }

    @Test func aTableFindsEveryLineByItsBytes() {
        let lines = FastPathTests.awkward
        var table: [LineKey: Int] = [:]
        for (index, line) in lines.enumerated() where table[LineKey(line)] == nil { table[LineKey(line)] = index }
        for line in lines {
            let found = table[LineKey(line)].map { lines[$0] }
            #expect(found.map { LineDiff.sameBytes($0, line) } == true, "\(line.debugDescription)")
        }
    }
}
