@testable import PermissionPrimer
@testable import PrimerAccessibility
import PrimerModel
@testable import PrimerTestSupport
import Testing

/// One transition of one kind's machine, with or without a custom request.
struct TransitionCase: Sendable, CustomTestStringConvertible {
    var kind: PrimerKind
    var hasCustomRequest: Bool
    var transition: PrimerTransition

    static let errorMessage = "The request didn\u{2019}t go through."

    /// Every transition every machine allows.
    static let all: [TransitionCase] = PrimerKind.allCases.flatMap { kind in
        [false, true].flatMap { custom in
            PrimerMachine(kind: kind, hasCustomRequest: custom).allTransitions(errorMessage: errorMessage)
                .map { TransitionCase(kind: kind, hasCustomRequest: custom, transition: $0) }
        }
    }

    var testDescription: String { "\(kind)\(hasCustomRequest ? " custom" : "") \(transition.key)" }
}

/// The table of Docs/Accessibility.md, "Announcements".
@Suite struct AnnouncementPlannerTests {
    static func key(_ from: PrimerStateName, _ to: PrimerStateName, _ via: PrimerEventName) -> TransitionKey {
        TransitionKey(from: from, to: to, via: via)
    }

    /// Transitions that announce, with what; every other transition announces nothing.
    static let announced: [TransitionKey: AnnouncementRule] = [
        key(.requesting, .granted, .answer): AnnouncementRule(.resultTitle, priority: .high),
        key(.requesting, .limited, .answer): AnnouncementRule(.resultTitle, priority: .high),
        key(.requesting, .denied, .answer): AnnouncementRule(.deniedTitle, priority: .high),
        key(.requesting, .failed, .error): AnnouncementRule(.errorMessage, priority: .high),
        key(.denied, .granted, .returnFromSettings): AnnouncementRule(.resultTitle, priority: .default),
        key(.denied, .limited, .returnFromSettings): AnnouncementRule(.resultTitle, priority: .default),
    ]

    /// Transitions that are silent, named so a new transition in the machine fails the test until decided.
    static let silent: Set<TransitionKey> = [
        key(.ready, .ready, .appear), key(.ready, .granted, .appear), key(.ready, .limited, .appear),
        key(.ready, .denied, .appear), key(.ready, .ready, .notNow), key(.ready, .requesting, .continueTapped),
        key(.requesting, .ready, .answer), key(.granted, .granted, .done), key(.limited, .limited, .done),
        key(.denied, .denied, .openSettings), key(.denied, .denied, .returnFromSettings),
        key(.denied, .denied, .notNow), key(.failed, .requesting, .continueTapped), key(.failed, .failed, .notNow),
    ]

    @Test(arguments: TransitionCase.all)
    func announcementsFollowTheTable(_ item: TransitionCase) {
        let key = item.transition.key
        let content = PrimerContent.standard(for: item.kind, appName: "Reminders")
        let announcements = AnnouncementPlanner.announcements(for: item.transition, content: content)
        #expect(AnnouncementPlanner.rule(for: key) == Self.announced[key])
        guard let rule = Self.announced[key] else {
            #expect(Self.silent.contains(key), "\(key) is in neither table")
            #expect(announcements.isEmpty)
            return
        }
        let text: String
        switch (rule.text, key.to) {
        case (.resultTitle, .limited): text = content.limitedTitle ?? content.grantedTitle
        case (.resultTitle, _): text = content.grantedTitle
        case (.deniedTitle, _): text = content.deniedTitle
        case (.errorMessage, _): text = TransitionCase.errorMessage
        }
        #expect(announcements == [Announcement(text, priority: rule.priority)])
    }

    @Test func everyTableRowIsAReachableTransition() {
        let keys = Set(TransitionCase.all.map(\.transition.key))
        #expect(Set(Self.announced.keys).isSubset(of: keys))
        #expect(Self.silent.isSubset(of: keys))
        #expect(Set(Self.announced.keys).isDisjoint(with: Self.silent))
    }

    @Test func sampleGrantedAnnouncement() throws {
        let transition = try PrimerMachine(kind: .notifications).handle(.answered(.granted), in: .requesting).get()
        let announcements = AnnouncementPlanner.announcements(for: transition, content: .sample)
        #expect(announcements.map(\.description) == ["\"Notifications are on\" priority high"])
    }

    @Test func limitedPhotosFromSettings() throws {
        let transition = try PrimerMachine(kind: .photos).handle(.enteredForeground(current: .limited), in: .denied).get()
        let content = PrimerContent.standard(for: .photos, appName: "Snaps")
        #expect(AnnouncementPlanner.announcements(for: transition, content: content)
                == [Announcement("Selected photos are shared", priority: .default)])
    }

    @Test(arguments: [
        (Announcement("Notifications are on", priority: .high), "\"Notifications are on\" priority high"),
        (Announcement("Camera is off", priority: .default), "\"Camera is off\" priority default"),
        (Announcement("Say \"hi\" \\ bye", priority: .low), "\"Say \\\"hi\\\" \\\\ bye\" priority low"),
        (Announcement("\u{201C}Snaps\u{201D} can\u{2019}t", priority: .high), "\"\u{201C}Snaps\u{201D} can\u{2019}t\" priority high"),
    ])
    func rendering(_ announcement: Announcement, _ text: String) {
        #expect(announcement.description == text)
    }
}
