@testable import PermissionPrimer
import Testing
@testable import PrimerSpec

@Test func packageBuilds() { #expect(Bool(true)) }
