@testable import PrimerMotion
import Testing

/// Issue 37, session 6: ``NumberText/parse(_:)`` reads plain decimals by their digits; it must read
/// every text as `Double(String)` did (``NumberText/generalParse(_:)``), to the bit and the sign of zero.
@Suite("Number texts, fast path")
struct NumberTextTests {
    /// Whether the two readings are the same: both nil, or the same bits.
    static func same(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): a.bitPattern == b.bitPattern
        default: false
        }
    }

    /// Texts at the edges: zeros and negative zero, 15 and 16 digits, halfway cases at the last digit,
    /// forms `Double` reads that the fast path leaves (exponents, hex, `inf`, a bare point), broken ones.
    static let edges = [
        "0", "-0", "0.0", "-0.0", "00", "007", "0.8", "-8", "1.7", "0.333", "0.1", "0.2", "0.3", "2.675", "1.005",
        "999999999999999", "9999999999999999", "0.000000000000001", "0.0000000000000001", "-999999999999999",
        "123456789012345", "1234567890123456", "9007199254740993", "0.30000000000000004", "4.35", "0.145",
        "1.", ".5", "-.5", "-", ".", "", "1..2", "1.2.3", "--1", "+1", "1e5", "1E-3", "0x10", "inf", "-inf", "nan",
        "1,5", " 1", "1 ", "٣", "1\u{301}", "١.٥", "18", "0,18",
    ]

    @Test(arguments: edges)
    func anEdgeTextReadsAsDoubleReadsIt(_ text: String) {
        #expect(Self.same(NumberText.parse(text), NumberText.generalParse(text)))
        if let fast = NumberText.decimal(text.utf8) { #expect(Self.same(fast, Double(text))) }
    }

    @Test func randomDecimalsReadAsDoubleReadsThem() {
        var state: UInt64 = 0xDEC1_3A1
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var different: [String] = []
        for _ in 0..<200_000 {
            let whole = String((0..<(1 + next(9))).map { _ in Character(String(next(10))) })
            let fraction = String((0..<next(10)).map { _ in Character(String(next(10))) })
            var text = (next(3) == 0 ? "-" : "") + whole
            if !fraction.isEmpty { text += "." + fraction }
            if !Self.same(NumberText.parse(text), NumberText.generalParse(text)) { different.append(text) }
        }
        #expect(different.isEmpty, "\(different.prefix(5))")
    }

    @Test func everyNumberCompactWritesReadsBack() {
        let values: [Double] = [0, -0.0, 0.8, -8, 1.7, 0.333, 0.1 + 0.2, 1e14, 123456.789, 0.01, 2.71, -1e-5]
        for value in values {
            #expect(Self.same(NumberText.parse(NumberText.compact(value)), NumberText.generalParse(NumberText.compact(value))))
        }
    }
}
