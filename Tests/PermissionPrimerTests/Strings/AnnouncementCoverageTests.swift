@testable import BlockTestSupport
import Foundation
@testable import PermissionPrimer
import PrimerModel
@testable import PrimerMotion
@testable import PrimerSpec
@testable import PrimerSyntax
@testable import PrimerTestSupport
import Testing

@Suite("primer-spec strings: every announcement in every format")
struct AnnouncementCoverageTests {
    static let posted = PostedAnnouncement.all()

    @Test func thePlannerPostsAnnouncementsForEveryKindIncludingTheFailedState() {
        for kind in PrimerKind.allCases {
            #expect(Self.posted.contains { $0.kind == kind && $0.transition.to == .failed })
            #expect(Self.posted.contains { $0.kind == kind && $0.transition.to == .granted })
        }
    }

    @Test(arguments: posted)
    func markdownHasTheAnnouncementRow(_ posted: PostedAnnouncement) {
        let output = runTool("strings", posted.kind.rawValue).output
        let row = "| `\(posted.transition)` | \(posted.announcement.text) | \(posted.announcement.priority) |"
        #expect(output.split(separator: "\n").contains { $0.hasPrefix(row) }, "no row starting \(row)")
    }

    @Test(arguments: posted)
    func jsonHasTheAnnouncement(_ posted: PostedAnnouncement) throws {
        let catalogue = try StringsOutput.catalogue(runTool("strings", posted.kind.rawValue, "--format", "json").output)
        let kind = try #require(catalogue.sections.first)
        #expect(kind.title == posted.kind.rawValue)
        let found = kind.announcements.filter { $0.transition == posted.transition.name }
        #expect(found.map(\.text.text) == [posted.announcement.text])
        #expect(found.map(\.priority) == [posted.announcement.priority.rawValue])
        #expect(found.allSatisfy { $0.time != nil && $0.reduceMotionTime != nil })
    }

    @Test(arguments: posted)
    func stringCatalogHasTheAnnouncementWithItsTransitionInTheComment(_ posted: PostedAnnouncement) throws {
        let entries = try StringsOutput.catalogEntries(
            runTool("strings", posted.kind.rawValue, "--format", "xcstrings").output)
        let entry = try #require(entries[posted.announcement.text.replacing("%", with: "%%")])
        #expect(entry.value == posted.announcement.text)
        let comment = try #require(entry.comment)
        #expect(comment.contains("\(posted.transition) (priority \(posted.announcement.priority),"))
    }

    @Test func theSameAnnouncementOnTwoTransitionsIsOneKey() throws {
        let entries = try StringsOutput.catalogEntries(runTool("strings", "notifications", "--format", "xcstrings").output)
        let granted = try #require(entries["Notifications are on"])
        #expect(granted.value == "Notifications are on")
        // The granted title shows the same text: one key, its comment naming both uses.
        #expect(granted.comment?.components(separatedBy: "\n").last == "Announced by VoiceOver in the notifications permission primer on "
                + "requesting -> granted via answer (priority high, 0.30 s after the change) and "
                + "denied -> granted via return-from-settings (priority default, 0.00 s after the change).")
    }

    @Test func theFailedAnnouncementSaysItIsAnExample() throws {
        let entries = try StringsOutput.catalogEntries(runTool("strings", "camera", "--format", "xcstrings").output)
        let failed = try #require(entries[PrimerStateName.defaultErrorMessage])
        #expect(failed.value == PrimerStateName.defaultErrorMessage)
        #expect(failed.comment?.components(separatedBy: "\n").last == "Announced by VoiceOver in the camera permission primer on requesting -> failed "
                + "via error (priority high, 0.00 s after the change). This is an example: the block announces "
                + "the message of the error the custom request throws. The failed state exists only with a custom request.")
    }

    @Test func theErrorOptionChangesTheFailedStateMessageEverywhere() throws {
        let message = "No network | try later."
        let markdown = runTool("strings", "camera", "--error", message).output
        #expect(markdown.contains("| `error` | failed | No network \\| try later. | |"))
        #expect(markdown.contains("| `requesting -> failed via error` | No network \\| try later. | high | 0.00 s |"))
        let entries = try StringsOutput.catalogEntries(
            runTool("strings", "camera", "--error", message, "--format", "xcstrings").output)
        // Shown under Continue and announced: one key, both uses in its comment.
        let entry = try #require(entries[message])
        #expect(entry.value == message)
        #expect(entry.comment?.components(separatedBy: "\n").map { $0.prefix(9) } == ["Spoken by", "Announced"])
        #expect(entries[PrimerStateName.defaultErrorMessage] == nil)
    }
}
