import PrimerModel
import Testing

/// A size's index, written as a switch, is its place among the cases, so sizes order as declared.
@Suite("Dynamic Type size index")
struct DynamicTypeSizeIndexTests {
    @Test func theIndexIsThePlaceInAllCases() {
        for (place, size) in DynamicTypeSize.allCases.enumerated() {
            #expect(size.index == place, "\(size)")
        }
    }
}
