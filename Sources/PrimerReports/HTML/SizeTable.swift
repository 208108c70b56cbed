import PrimerAccessibility
import PrimerModel
import PrimerSpec

/// Each part's point size at every Dynamic Type size, in one state, and where each part stops growing.
package struct SizeTable: Hashable, Sendable {
    /// One part across the sizes.
    package struct Row: Hashable, Sendable {
        /// The part.
        package var part: PartID
        /// Its text style, or `fixed` (as a `sizes` line writes it), at the checked size.
        package var style: String
        /// Why VoiceOver skips it at the checked size, or nil when it reads it.
        package var hiddenReason: HiddenReason?
        /// Its point size at each Dynamic Type size, smallest first; nil where the state does not show it.
        package var pointSizes: [Double?]
        /// The first size at which the part stops growing while its text style still grows: where its
        /// cap starts. Nil for a part that keeps growing, and for one of a fixed size.
        package var capStart: DynamicTypeSize?

        /// Creates a row.
        package init(part: PartID, style: String, hiddenReason: HiddenReason?, pointSizes: [Double?],
                    capStart: DynamicTypeSize?) {
            self.part = part
            self.style = style
            self.hiddenReason = hiddenReason
            self.pointSizes = pointSizes
            self.capStart = capStart
        }

        /// The size at a Dynamic Type size, if the state shows the part there.
        package func pointSize(at size: DynamicTypeSize) -> Double? {
            pointSizes.indices.contains(size.index) ? pointSizes[size.index] : nil
        }

        /// Whether the part is held at its cap at a size (the cap's start or any size above it).
        package func isCapped(at size: DynamicTypeSize) -> Bool { capStart.map { size >= $0 } ?? false }
    }

    /// The state.
    package var state: String
    /// The size the section checks.
    package var checkedSize: DynamicTypeSize
    /// One row per part shown at the checked size, top to bottom.
    package var rows: [Row]

    /// Creates a table from its values.
    package init(state: String, checkedSize: DynamicTypeSize, rows: [Row]) {
        self.state = state
        self.checkedSize = checkedSize
        self.rows = rows
    }

    /// Builds the table from a model's trees at every Dynamic Type size.
    package init(state: String, checkedSize: DynamicTypeSize, model: any BlockModel) {
        let trees = DynamicTypeSize.allCases.map {
            model.tree(state: state, environment: PrimerEnvironment(dynamicTypeSize: $0))
        }
        let checked = trees[checkedSize.index]
        let parts = Self.parts(of: checked)
        let rows = parts.map { part -> Row in
            let measures = trees.map { Self.measure(part.id, in: $0) }
            return Row(part: part.id, style: part.style, hiddenReason: part.hidden, pointSizes: measures.map { $0?.size },
                       capStart: Self.capStart(measures))
        }
        self.init(state: state, checkedSize: checkedSize, rows: rows)
    }

    private struct Measure {
        var size: Double
        var style: TextStyle
        var scales: Bool
    }

    /// Read and hidden parts in layout order, as `sizes` lines list them.
    private static func parts(of tree: AccessibilityTree) -> [(id: PartID, style: String, hidden: HiddenReason?)] {
        let read = tree.elements.map { (id: $0.id, style: $0.sizeStyleName, hidden: HiddenReason?.none) }
        let hidden = tree.hiddenParts.map { (id: $0.id, style: $0.sizeStyleName, hidden: Optional($0.reason)) }
        return (read + hidden).enumerated()
            .sorted { ($0.element.id, $0.offset) < ($1.element.id, $1.offset) }
            .map(\.element)
    }

    private static func measure(_ id: PartID, in tree: AccessibilityTree) -> Measure? {
        if let element = tree.element(id) {
            return Measure(size: element.pointSize, style: element.textStyle, scales: element.scalesWithDynamicType)
        }
        if let part = tree.hiddenPart(id) {
            return Measure(size: part.pointSize, style: part.textStyle, scales: part.scalesWithDynamicType)
        }
        return nil
    }

    /// The first size where the style grows from the size below but the part does not.
    private static func capStart(_ measures: [Measure?]) -> DynamicTypeSize? {
        let sizes = DynamicTypeSize.allCases
        for index in sizes.indices.dropFirst() {
            guard let previous = measures[index - 1], let current = measures[index], current.scales,
                  previous.scales, current.style == previous.style else { continue }
            let styleGrows = current.style.pointSize(at: sizes[index]) > previous.style.pointSize(at: sizes[index - 1])
            if styleGrows && current.size <= previous.size + 0.005 { return sizes[index] }
        }
        return nil
    }
}
