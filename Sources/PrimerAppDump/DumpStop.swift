import PrimerAccessibility
import PrimerSyntax

/// An element of a dump that VoiceOver stops on, with what it says.
package struct DumpStop: Hashable, Sendable {
    /// The element's index in ``AppDump/elements``.
    package var index: Int
    /// The element.
    package var element: DumpElement

    /// Creates a stop.
    package init(index: Int, element: DumpElement) {
        self.index = index
        self.element = element
    }

    /// What VoiceOver says, in the text form.
    package var voiceOver: VoiceOverText { element.voiceOver }

    /// Where the element is written.
    package var location: SourceLocation { element.range.lowerBound }

    /// The elements VoiceOver stops on, in the dump's order (PrimerSpec's reading of a dump).
    ///
    /// Walking the subtree in document order: an element that reads as one (a control, text, an
    /// image or an indicator) is a stop when it has a label or a value, or is a control (a control
    /// with no words still reads "Button."), and its children are not read on their own. Any other
    /// element (Window, Other, Cell, NavigationBar…) is a container when it has children, and a stop
    /// when it has none but has a label or a value (SwiftUI's combined elements). XCUITest also lists
    /// views that are not accessibility elements; those have no words and are passed over.
    package static func all(in dump: AppDump) -> [DumpStop] {
        var stops: [DumpStop] = []
        var index = 0
        let elements = dump.elements
        while index < elements.count {
            let element = elements[index]
            let hasChildren = index + 1 < elements.count && elements[index + 1].depth > element.depth
            if element.readsAsOne {
                if element.hasText || element.isInteractive { stops.append(DumpStop(index: index, element: element)) }
                index = dump.descendants(of: index).upperBound
                continue
            }
            if !hasChildren, element.hasText, element.depth > 0 {
                stops.append(DumpStop(index: index, element: element))
            }
            index += 1
        }
        return stops
    }
}
