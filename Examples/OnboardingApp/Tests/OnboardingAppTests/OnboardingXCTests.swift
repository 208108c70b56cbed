import PrimerSpecTesting
import XCTest

/// The same check from an XCTest test: a failing line is an `XCTFail` whose message starts with the
/// spec's `file:line:column`.
final class OnboardingXCTests: XCTestCase {
    func testTheNotificationsPrimerMatchesItsSpec() throws {
        try expectSpec("Specs/notifications-primer.primerspec")
    }
}
