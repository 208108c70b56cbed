import Testing

/// Compares lines of golden text; on a mismatch, records one issue with a line diff (`-` expected, `+` actual).
func expectSameLines(_ actual: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    guard actual != expected else { return }
    Issue.record(Comment(rawValue: "lines differ (- expected, + actual):\n" + lineDiff(actual, expected)),
                 sourceLocation: sourceLocation)
}

/// A readable diff of two lists of lines, unchanged lines indented by two spaces.
func lineDiff(_ actual: [String], _ expected: [String]) -> String {
    let difference = actual.difference(from: expected)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
        switch change {
        case .remove(let offset, _, _): removed.insert(offset)
        case .insert(let offset, _, _): inserted.insert(offset)
        }
    }
    var output: [String] = []
    var old = 0
    var new = 0
    while old < expected.count || new < actual.count {
        if old < expected.count, removed.contains(old) {
            output.append("- " + expected[old])
            old += 1
        } else if new < actual.count, inserted.contains(new) {
            output.append("+ " + actual[new])
            new += 1
        } else {
            output.append("  " + (old < expected.count ? expected[old] : actual[new]))
            old += 1
            new += 1
        }
    }
    return output.joined(separator: "\n")
}

/// Compares a text with its expected lines (see ``SpecTest/lines(_:)``).
func expectSameLines(_ actual: String, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    expectSameLines(SpecTest.lines(actual), expected, sourceLocation: sourceLocation)
}

/// Compares two texts line by line.
func expectSameText(_ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    expectSameLines(actual.components(separatedBy: "\n"), expected.components(separatedBy: "\n"),
                    sourceLocation: sourceLocation)
}
