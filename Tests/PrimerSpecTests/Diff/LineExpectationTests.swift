@testable import PrimerTestSupport
import Testing

@Test func lineDiffMarksChangedLines() {
    let diff = lineDiff(["a", "B", "c", "d"], ["a", "b", "c"])
    #expect(diff == "  a\n- b\n+ B\n  c\n+ d")
}
