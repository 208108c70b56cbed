import EventKit

/// EventKit's keys follow the #available branch a request sits in and the deployment target (16.0).
final class ReminderAccess {
    let store = EKEventStore()

    func ask() {
        if #available(iOS 17.0, *) {
            store.requestFullAccessToReminders { _, _ in }
        } else {
            store.requestAccess(to: .reminder) { _, _ in }
        }
    }

    func askAnyway() {
        store.requestAccess(to: .reminder) { _, _ in }
    }

    @available(iOS 17, *)
    func askNew() {
        store.requestAccess(to: .event) { _, _ in }
    }

    func guarded() {
        guard #available(iOS 17, *) else {
            store.requestAccess(to: .event) { _, _ in }
            return
        }
        store.requestFullAccessToEvents { _, _ in }
    }
}
