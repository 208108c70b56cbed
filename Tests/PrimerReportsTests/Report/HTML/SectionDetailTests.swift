@testable import BlockTestSupport
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
        primer notifications
        app "Reminders"

        sizes ready dynamic-type accessibility5

        motion requesting -> denied reduce-motion

        """

    @Test func sizesGoAcrossEveryDynamicTypeSizeAndFindWhereCapsStart() throws {
        let spec = try SpecTest.resolved(Self.sample)
        let details = SectionDetail.all(in: spec)
        guard case .sizes(let table) = details[SectionKey(file: SpecTest.path, line: 4)] else {
            Issue.record("no sizes detail at line 4: \(details.keys.sorted())")
            return
        }
        #expect(table.checkedSize == .accessibility5)
        let caps = Dictionary(uniqueKeysWithValues: table.rows.map { ($0.part.description, $0.capStart) })
        #expect(caps == ["symbol": .accessibility1, "title": nil, "reason": nil, "benefit.0": nil, "benefit.1": nil,
                         "benefit.2": nil, "benefitDetail.0": nil, "benefitDetail.1": nil, "benefitDetail.2": nil,
                         "sampleAlert": .accessibility1, "sampleAlertCaption": .accessibility1, "continue": nil,
                         "notNow": nil])
        let alert = try #require(table.rows.first { $0.part.description == "sampleAlert" })
        #expect(alert.pointSizes == [12, 12, 12, 13, 15, 17, 19, 19, 19, 19, 19, 19])
        #expect(alert.isCapped(at: .accessibility5) && !alert.isCapped(at: .xxxLarge))
        #expect(table.rows.first?.hiddenReason == .decorative)
    }

    @Test func motionPlansBothTimelinesAtTheSectionsSize() throws {
        let spec = try SpecTest.resolved(Self.sample)
        guard case .motion(let comparison) = SectionDetail.all(in: spec)[SectionKey(file: SpecTest.path, line: 6)] else {
            Issue.record("no motion detail at line 6")
            return
        }
        #expect(comparison.checksReduceMotion)
        #expect(comparison.transition.description == "requesting -> denied via answer")
        #expect(comparison.fullMotion.tracks.contains { $0.moves })
        #expect(!comparison.reduceMotion.tracks.contains { $0.moves })
        #expect(comparison.reduceMotion.lines == SectionGenerator.lines(for: spec.sections[1].target, in: spec))
    }
}
