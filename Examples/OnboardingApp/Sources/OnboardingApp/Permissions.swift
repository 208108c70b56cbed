#if canImport(UserNotifications) && canImport(EventKit)
import EventKit
import UserNotifications

/// The permissions Tide asks for, each when its primer's Continue is tapped. `primer-spec scan` (the
/// PrimerSpecLint build-tool plugin) finds these two requests, holds each against `Info.plist`'s
/// purpose strings and checks that a spec in `Specs/` primes it.
public enum TidePermissions {
    /// Notifications, after the notifications primer (`Specs/notifications-primer.primerspec`).
    public static func requestNotifications() async throws -> Bool {
        try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge])
    }

    /// Full access to the calendar, after the onboarding screen (`Specs/onboarding-screen.primerspec`,
    /// whose calendar symbol says what it primes): Tide shows each task next to the day's events.
    /// iOS ends the app at this call when `NSCalendarsFullAccessUsageDescription` is missing.
    public static func requestCalendar() async throws -> Bool {
        try await EKEventStore().requestFullAccessToEvents()
    }
}
#endif
