import Testing
@testable import PrimerAccessibility

@Test func packageBuilds() { #expect(Bool(true)) }
