import Testing
@testable import PrimerMotion

@Test func packageBuilds() { #expect(Bool(true)) }
