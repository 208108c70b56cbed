import PrimerModel
@testable import PrimerMotion
@testable import PrimerReports
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

@Suite("SectionDetail")
struct SectionDetailTests {
    static let sample = """
        reminders daily

        sizes ready dynamic-type accessibility5

        motion ready -> on reduce-motion

        """

    @Test func sizesGoAcrossEveryDynamicTypeSizeAndFindWhereCapsStart() throws {
        let spec = try CardSpec.resolved(Self.sample)
        let details = SectionDetail.all(in: spec)
        guard case .sizes(let table) = details[SectionKey(file: SpecTest.path, line: 3)] else {
            Issue.record("no sizes detail at line 3: \(details.keys.sorted())")
            return
        }
        #expect(table.checkedSize == .accessibility5)
        let caps = Dictionary(uniqueKeysWithValues: table.rows.map { ($0.part.description, $0.capStart) })
        // The symbol stops growing after xxxLarge; the text goes on.
        #expect(caps == ["symbol": .accessibility1, "title": nil, "reason": nil, "allow": nil, "notNow": nil])
        let symbol = try #require(table.rows.first { $0.part.description == "symbol" })
        #expect(symbol.pointSizes == [31, 32, 33, 34, 36, 38, 40, 40, 40, 40, 40, 40])
        #expect(symbol.isCapped(at: .accessibility5) && !symbol.isCapped(at: .xxxLarge))
        #expect(table.rows.first?.hiddenReason == .decorative)
    }

    @Test func motionPlansBothTimelinesAtTheSectionsSize() throws {
        let spec = try CardSpec.resolved(Self.sample)
        guard case .motion(let comparison) = SectionDetail.all(in: spec)[SectionKey(file: SpecTest.path, line: 5)] else {
            Issue.record("no motion detail at line 5")
            return
        }
        #expect(comparison.checksReduceMotion)
        #expect(comparison.transition.description == "ready -> on via allow")
        #expect(comparison.fullMotion.tracks.contains { $0.moves })
        #expect(!comparison.reduceMotion.tracks.contains { $0.moves })
        #expect(comparison.reduceMotion.lines == SectionGenerator.lines(for: spec.sections[1].target, in: spec))
    }
}
