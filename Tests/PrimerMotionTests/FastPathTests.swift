import Foundation
@testable import PrimerMotion
import Testing

/// The motion format's shortcuts must give what the general code gives: the byte scanner what the
/// character scanner gave (words, columns, errors), the clock what `%.2f` prints, and a curve's
/// checked duration what its duration and validation error say.
@Suite("Motion fast paths")
struct MotionFastPathTests {
    /// The scanner as it was, over an array of characters: the reference.
    struct CharacterScanner {
        let characters: [Character]
        var index = 0

        init(_ line: String) { characters = Array(line) }

        mutating func nextColumn() -> Int {
            skipSpaces()
            return index + 1
        }

        mutating func atEnd() -> Bool {
            skipSpaces()
            return index >= characters.count
        }

        mutating func word(expecting expected: String) -> Result<TimelineScanner.Word, TimelineParseError> {
            skipSpaces()
            let start = index
            while index < characters.count, !Self.isSpace(characters[index]) { index += 1 }
            guard index > start else {
                return .failure(TimelineParseError(column: start + 1, expected: expected, found: TimelineParseError.endOfLine))
            }
            return .success(TimelineScanner.Word(text: String(characters[start..<index]), column: start + 1))
        }

        mutating func rest(expecting expected: String) -> Result<TimelineScanner.Word, TimelineParseError> {
            skipSpaces()
            let start = index
            index = characters.count
            let text = String(characters[start...]).trimmingSpaces
            guard !text.isEmpty else {
                return .failure(TimelineParseError(column: start + 1, expected: expected, found: TimelineParseError.endOfLine))
            }
            return .success(TimelineScanner.Word(text: text, column: start + 1))
        }

        mutating func rest(before stop: String, expecting expected: String) -> Result<TimelineScanner.Word, TimelineParseError> {
            skipSpaces()
            let start = index
            while index < characters.count {
                var wordEnd = index
                while wordEnd < characters.count, !Self.isSpace(characters[wordEnd]) { wordEnd += 1 }
                if String(characters[index..<wordEnd]) == stop { break }
                index = wordEnd
                skipSpaces()
            }
            let text = String(characters[start..<index]).trimmingSpaces
            guard !text.isEmpty else {
                let found = index < characters.count ? stop : TimelineParseError.endOfLine
                return .failure(TimelineParseError(column: start + 1, expected: expected, found: found))
            }
            return .success(TimelineScanner.Word(text: text, column: start + 1))
        }

        mutating func quoted(expecting expected: String) -> Result<TimelineScanner.Word, TimelineParseError> {
            skipSpaces()
            let start = index
            guard index < characters.count else {
                return .failure(TimelineParseError(column: start + 1, expected: expected, found: TimelineParseError.endOfLine))
            }
            guard characters[index] == "\"" else {
                let found = (try? word(expecting: expected).get())?.text ?? TimelineParseError.endOfLine
                return .failure(TimelineParseError(column: start + 1, expected: expected, found: found))
            }
            index += 1
            var text = ""
            while index < characters.count {
                let character = characters[index]
                index += 1
                switch character {
                case "\"":
                    return .success(TimelineScanner.Word(text: text, column: start + 1))
                case "\\":
                    guard index < characters.count else { continue }
                    let escaped = characters[index]
                    switch escaped {
                    case "\"": text.append("\"")
                    case "\\": text.append("\\")
                    case "n": text.append("\n")
                    case "r": text.append("\r")
                    case "t": text.append("\t")
                    case "u":
                        guard let (scalar, end) = Self.unicodeEscape(characters, at: index) else {
                            return .failure(TimelineParseError(
                                column: index, expected: #"a Unicode escape like \u{2019}"#, found: "\\u"))
                        }
                        text.unicodeScalars.append(scalar)
                        index = end
                        continue
                    default:
                        return .failure(TimelineParseError(
                            column: index, expected: #"an escape: \", \\, \n, \r, \t or \u{…}"#, found: "\\\(escaped)"))
                    }
                    index += 1
                default:
                    text.append(character)
                }
            }
            return .failure(TimelineParseError(
                column: characters.count + 1, expected: "a closing \" for the text opened at column \(start + 1)",
                found: TimelineParseError.endOfLine))
        }

        static func unicodeEscape(_ characters: [Character], at index: Int) -> (Unicode.Scalar, Int)? {
            guard index + 1 < characters.count, characters[index + 1] == "{",
                  let close = characters[(index + 2)...].firstIndex(of: "}")
            else { return nil }
            let digits = String(characters[(index + 2)..<close])
            guard (1...8).contains(digits.count), digits.allSatisfy(\.isHexDigit),
                  let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value)
            else { return nil }
            return (scalar, close + 1)
        }

        mutating func skipSpaces() {
            while index < characters.count, Self.isSpace(characters[index]) { index += 1 }
        }

        static func isSpace(_ character: Character) -> Bool { character == " " || character == "\t" }
    }

    static let pieces = [
        " ", "  ", "\t", "\"", "\\", "\\\"", "\\n", "\\u{E9}", "\\u{", "\\u{110000}", "\\q", "}", "{", "repeat",
        "rep\u{301}eat", "0.30", "+0.70", "é", "e\u{301}", " \u{301}", "\u{301}", "👋🏽", "\u{05E9}", "\r", "\r\n",
        "\u{A0}", "x", "title", "->", "K", "\u{212A}",
    ]

    /// Lines made of pieces, from a fixed seed.
    static func lines(count: Int) -> [String] {
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in (0..<next(10)).map { _ in pieces[next(pieces.count)] }.joined() }
    }

    static func same(_ a: Result<TimelineScanner.Word, TimelineParseError>,
                     _ b: Result<TimelineScanner.Word, TimelineParseError>) -> Bool {
        switch (a, b) {
        case (.success(let x), .success(let y)): x.text.unicodeScalars.elementsEqual(y.text.unicodeScalars) && x.column == y.column
        case (.failure(let x), .failure(let y)): x == y && x.found.unicodeScalars.elementsEqual(y.found.unicodeScalars)
        default: false
        }
    }

    @Test func theByteScannerReadsEveryLineAsTheCharacterScannerDid() {
        // A space or tab with a mark on it separates words for the byte scanner, as the spec lexer
        // reads it; the character scanner took it for one character that is not a space (see
        // `aMarkOnASeparatingSpaceStartsTheNextWord`): such lines are left out here.
        for line in Self.lines(count: 3000) + ["0.00  announce  high  \"Caf\u{E9} 👋🏽\"", "a\u{212A} b"]
        where !line.contains(where: Self.isMarkedSeparator) {
            // Each script is a sequence of reads, as the parser makes them.
            for script in 0..<5 {
                var scanner = TimelineScanner(line)
                var reference = CharacterScanner(line)
                for step in 0..<4 {
                    switch (script + step) % 5 {
                    case 0:
                        #expect(Self.same(scanner.word(expecting: "w"), reference.word(expecting: "w")), "\(line.debugDescription)")
                    case 1:
                        #expect(Self.same(scanner.string(expecting: "q"), reference.quoted(expecting: "q")), "\(line.debugDescription)")
                    case 2:
                        #expect(Self.same(scanner.rest(before: "repeat", expecting: "r"),
                                          reference.rest(before: "repeat", expecting: "r")), "\(line.debugDescription)")
                    case 3:
                        #expect(scanner.atEnd() == reference.atEnd(), "\(line.debugDescription)")
                        #expect(scanner.nextColumn() == reference.nextColumn(), "\(line.debugDescription)")
                    default:
                        #expect(Self.same(scanner.rest(expecting: "e"), reference.rest(expecting: "e")), "\(line.debugDescription)")
                    }
                }
            }
        }
    }

    /// Whether `character` is a space or a tab with a combining mark on it.
    static func isMarkedSeparator(_ character: Character) -> Bool {
        character.unicodeScalars.count > 1 && (character.unicodeScalars.first == " " || character.unicodeScalars.first == "\t")
    }

    struct MarkedCase: Sendable, CustomTestStringConvertible {
        var line: String
        var entry: Result<TimelineEntry, TimelineParseError>
        var testDescription: String { line.debugDescription }
    }

    /// A mark on a separating space or tab starts the next word, at the column of the character it is
    /// part of, as the spec lexer splits every line; inside a string it is text.
    static let marked = [
        MarkedCase(line: "0.00  haptic \u{301}success", entry: .failure(TimelineParseError(
            column: 13, expected: "a haptic: success or warning", found: "\u{301}success"))),
        // A tab is a control character: a mark after it is a character of its own.
        MarkedCase(line: "0.00\t\u{301}haptic  success", entry: .failure(TimelineParseError(
            column: 6, expected: TimelineFormat.Expected.durationOrEvent, found: "\u{301}haptic"))),
        MarkedCase(line: "0.00  announce  high  \"a \u{301}b\"", entry: .success(.cue(Cue(
            .announcement(TimelineAnnouncement(text: "a \u{301}b", priority: "high")), at: 0)))),
    ]

    @Test(arguments: marked)
    func aMarkOnASeparatingSpaceStartsTheNextWord(_ testCase: MarkedCase) {
        #expect(TimelineFormat.parse(testCase.line) == testCase.entry)
    }

    @Test func errorsCountColumnsInCharactersAfterAnyText() {
        // The same line, with accents and emoji before the error: its column counts characters.
        let column = "0.00  announce  high  \"Hello there\"  ".count + 1
        let ascii = TimelineFormat.parse("0.00  announce  high  \"Hello there\"  extra")
        let accented = TimelineFormat.parse("0.00  announce  high  \"Hé\u{301}llo 👋🏽here\"  extra")
        #expect(ascii == .failure(TimelineParseError(column: column, expected: "end of line", found: "extra")))
        #expect(accented == .failure(TimelineParseError(column: column, expected: "end of line", found: "extra")))
        guard case .success(.cue(let cue)) = TimelineFormat.parse("0.30  announce  high  \"Caf\u{E9} e\u{301} 👋🏽\\n\"")
        else { Issue.record("the announcement does not read"); return }
        #expect(cue.event == .announcement(TimelineAnnouncement(text: "Caf\u{E9} e\u{301} 👋🏽\n", priority: "high")))
    }

    @Test func theClockPrintsWhatPercentTwoFPrints() {
        var values: [Double] = (0...20_000).map { Double($0) / 100 }
        values += (0...2_000).map { Double($0) / 1000 }  // the halfway cases .xx5 among them
        values += [0.005, 0.015, 0.125, 1.005, 2.675, 0.045, 1.115, 59.995, 999_999.995, 999_999.99, 1_000_000,
                   123_456.785, 0.004_999_999, 0.005_000_001, 1e-300, .leastNonzeroMagnitude, .leastNormalMagnitude, 0.1 + 0.2]
        var state: UInt64 = 7
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(Double(state >> 11) / Double(1 << 53) * 100)
        }
        values += Curve.presetsForTests.map(\.duration)
        for value in values + values.map({ -$0 }) + [-0.0, .infinity, -.infinity, .nan] {
            let expected = value.isNaN ? "nan" : value.isFinite ? String(format: "%.2f", value) : "inf"
            #expect(TimelineClock.format(value) == expected, "\(value)")
        }
    }

    @Test func aCurvesCheckedDurationIsItsDurationOrItsError() {
        let curves: [Curve] = Curve.presetsForTests + [
            .spring(duration: 0.4, bounce: 0.2), .spring(duration: 0.5, bounce: 1), .spring(duration: -1, bounce: 0),
            .responseSpring(response: 0.3, dampingFraction: 0.6), .responseSpring(response: 0.55, dampingFraction: 0),
            .easeInOut(duration: -1), .linear(duration: .nan), .easeIn(duration: .infinity), .easeOut(duration: 2),
        ]
        for curve in curves {
            switch curve.checkedDuration {
            case .success(let duration):
                #expect(curve.validationError == nil)
                #expect(duration == curve.duration || (duration.isNaN && curve.duration.isNaN))
            case .failure(let error):
                // (Compared as text: an error may hold a NaN, which is not equal to itself.)
                #expect(curve.validationError.map(String.init(describing:)) == String(describing: error))
            }
            // The presets' settling times are the ones solved from their physics.
            if let physics = curve.springPhysics, case .success(let time) = physics.settlingTime() {
                #expect(curve.duration == time)
            }
        }
    }
}

extension Curve {
    /// SwiftUI's presets, springs and eases.
    static let presetsForTests: [Curve] = [
        .smooth, .snappy, .bouncy, .default, .spring(), .easeInOut, .easeIn, .easeOut, .linear, .instant,
    ]
}
