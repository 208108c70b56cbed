import AppTrackingTransparency
import AVFoundation
import CoreBluetooth
import CoreLocation
import EventKit
import HealthKit
import LocalAuthentication

/// Dial's onboarding asks for everything it needs, one screen at a time.
@MainActor
final class Onboarding {
    private let health = HKHealthStore()
    private let events = EKEventStore()
    private var central: CBCentralManager?
    private var session: CLServiceSession?

    func connectHealth(workouts: Set<HKSampleType>) async throws {
        try await health.requestAuthorization(toShare: workouts, read: workouts)
    }

    func readHealthOnly(types: Set<HKObjectType>) async throws {
        try await health.requestAuthorization(toShare: [], read: types)
    }

    func askToTrack() async {
        _ = await ATTrackingManager.requestTrackingAuthorization()
    }

    func scanGear() async -> Bool {
        await AVCaptureDevice.requestAccess(for: .video)
    }

    func trackRunsInBackground() {
        session = CLServiceSession(authorization: .always)
    }

    func addWorkoutsToCalendar() async throws -> Bool {
        try await events.requestWriteOnlyAccessToEvents()
    }

    func pairStrap() {
        central = CBCentralManager(delegate: nil, queue: nil)
    }

    func unlock() {
        LAContext().evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock Dial") { _, _ in }
    }
}
