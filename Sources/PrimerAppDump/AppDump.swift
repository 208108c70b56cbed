import PrimerSyntax

/// An XCUITest accessibility dump, the text `XCUIApplication().debugDescription` returns
/// (XCUITest's debugDescription format (Docs/AppDumps.md)), as read from a file: its `Attributes:` line, its element subtree in document
/// order, its `Path to element:` and its `Query chain:`.
package struct AppDump: Hashable, Sendable {
    /// The path of the file, used in every location.
    package var path: String
    /// The `Attributes:` line: the element the dump describes (the application).
    package var attributes: DumpElement?
    /// The `Element subtree:`, one element a line, in document order (parents before children).
    package var elements: [DumpElement]
    /// The `Path to element:` lines, from the application down.
    package var pathToElement: [DumpElement]
    /// The `Query chain:` lines, kept as written.
    package var queryChain: [String]
    /// The bundle identifier the query chain names (`Find: Target Application 'com.example.App'`).
    package var targetApplication: String?
    /// Where the `Query chain:` block starts, if the dump has one.
    package var queryChainLine: Int?

    /// Creates a dump.
    package init(path: String, attributes: DumpElement? = nil, elements: [DumpElement] = [],
                pathToElement: [DumpElement] = [], queryChain: [String] = [], targetApplication: String? = nil,
                queryChainLine: Int? = nil) {
        self.path = path
        self.attributes = attributes
        self.elements = elements
        self.pathToElement = pathToElement
        self.queryChain = queryChain
        self.targetApplication = targetApplication
        self.queryChainLine = queryChainLine
    }

    /// Whether the dump has an element subtree (a hung app's dump has only its query chain).
    package var hasSubtree: Bool { !elements.isEmpty }

    /// The indices of the element's descendants, in document order.
    package func descendants(of index: Int) -> Range<Int> {
        guard elements.indices.contains(index) else { return index..<index }
        let depth = elements[index].depth
        var end = index + 1
        while end < elements.count, elements[end].depth > depth { end += 1 }
        return (index + 1)..<end
    }

    /// The indices of the element's children, in document order.
    package func children(of index: Int) -> [Int] {
        descendants(of: index).filter { elements[$0].parent == index }
    }

    /// The element and its ancestors, nearest first.
    package func ancestry(of index: Int) -> [Int] {
        var chain: [Int] = []
        var current: Int? = index
        while let at = current, elements.indices.contains(at), !chain.contains(at) {
            chain.append(at)
            current = elements[at].parent
        }
        return chain
    }

    /// Where the element at an index is written.
    package func location(of index: Int) -> SourceLocation {
        elements.indices.contains(index) ? elements[index].range.lowerBound : SourceLocation(file: path, line: 1, column: 1)
    }
}
