import EventKit

extension EKEventStore {
    /// A request made bare inside an extension of EKEventStore.
    func askForCalendar() async throws -> Bool {
        try await requestFullAccessToEvents()
    }
}
