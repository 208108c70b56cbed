import Contacts
import EventKit
import UserNotifications

/// Receivers kept in properties and locals whose type the file states or initialises.
final class Permissions {
    private let store: EKEventStore
    var contacts = CNContactStore()
    let center = UNUserNotificationCenter.current()

    init(store: EKEventStore) {
        self.store = store
    }

    func askNotifications(options: UNAuthorizationOptions) async throws {
        _ = try await center.requestAuthorization(options: options)
        let quiet: UNAuthorizationOptions = [.provisional]
        _ = try await self.center.requestAuthorization(options: quiet)
    }

    func askContacts(for type: CNEntityType) {
        contacts.requestAccess(for: type) { _, _ in }
    }

    func askWrite() {
        store.requestWriteOnlyAccessToEvents { _, _ in }
    }
}
