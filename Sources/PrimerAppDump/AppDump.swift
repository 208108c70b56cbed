import PrimerSyntax

/// An XCUITest accessibility dump, the text `XCUIApplication().debugDescription` returns
/// (XCUITest's debugDescription format (Docs/AppDumps.md)), as read from a file: its `Attributes:` line, its element subtree in document
/// order, its `Path to element:` and its `Query chain:`.
public struct AppDump: Hashable, Sendable {
    /// The path of the file, used in every location.
    public var path: String
    /// The `Attributes:` line: the element the dump describes (the application).
    public var attributes: DumpElement?
    /// The `Element subtree:`, one element a line, in document order (parents before children).
    public var elements: [DumpElement]
    /// The `Path to element:` lines, from the application down.
    public var pathToElement: [DumpElement]
    /// The `Query chain:` lines, kept as written.
    public var queryChain: [String]
    /// The bundle identifier the query chain names (`Find: Target Application 'com.example.App'`).
    public var targetApplication: String?
    /// Where the `Query chain:` block starts, if the dump has one.
    public var queryChainLine: Int?

    /// Creates a dump.
    public init(path: String, attributes: DumpElement? = nil, elements: [DumpElement] = [],
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
    public var hasSubtree: Bool { !elements.isEmpty }

    /// The indices of the element's descendants, in document order.
    public func descendants(of index: Int) -> Range<Int> {
        guard elements.indices.contains(index) else { return index..<index }
        let depth = elements[index].depth
        var end = index + 1
        while end < elements.count, elements[end].depth > depth { end += 1 }
        return (index + 1)..<end
    }

    /// The indices of the element's children, in document order.
    public func children(of index: Int) -> [Int] {
        descendants(of: index).filter { elements[$0].parent == index }
    }

    /// The element and its ancestors, nearest first.
    public func ancestry(of index: Int) -> [Int] {
        var chain: [Int] = []
        var current: Int? = index
        while let at = current, elements.indices.contains(at), !chain.contains(at) {
            chain.append(at)
            current = elements[at].parent
        }
        return chain
    }

    /// Where the element at an index is written.
    public func location(of index: Int) -> SourceLocation {
        elements.indices.contains(index) ? elements[index].range.lowerBound : SourceLocation(file: path, line: 1, column: 1)
    }
}
