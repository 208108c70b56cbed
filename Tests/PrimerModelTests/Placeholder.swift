import Testing
@testable import PrimerModel

@Test func packageBuilds() { #expect(Bool(true)) }
