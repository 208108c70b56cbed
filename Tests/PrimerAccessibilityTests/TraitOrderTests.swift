@testable import PrimerAccessibility
import Testing

/// Traits are ordered by their place among the cases, found without hashing them.
@Suite("Trait order")
struct TraitOrderTests {
    @Test func eachCasesPlaceIsItsPlaceAmongAllCases() {
        for (index, trait) in AccessibilityTrait.allCases.enumerated() {
            #expect(trait.declarationOrder == index, "\(trait)")
        }
    }

    @Test func everySetIsOrderedAsTheCasesAre() {
        let all = AccessibilityTrait.allCases
        // Every subset of the cases (2^11 of them).
        for mask in 0..<(1 << all.count) {
            let traits = Set(all.indices.filter { mask & (1 << $0) != 0 }.map { all[$0] })
            #expect(AccessibilityTrait.ordered(traits) == all.filter(traits.contains))
        }
    }
}
