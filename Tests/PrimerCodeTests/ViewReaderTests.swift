@testable import PrimerCode
import PrimerSyntax
@testable import PrimerTestSupport
import Testing

/// Reading a view builder as views: bases, modifier chains, closures, conditions, `#if` lines, and
/// what is kept unread.
@Suite("View reader")
struct ViewReaderTests {
    /// The dump of the views of the member `member` of the type `type` declared in `source`.
    static func views(_ source: String, type: String = "Screen", member: String = "body") throws -> [String] {
        let module = SwiftModule(files: [swiftFile(source)])
        let declaration = try #require(module.types(named: type).first)
        let found = try #require(module.members(of: declaration).first { $0.name == member })
        guard case .computed(let body) = found.kind else { return ["not computed"] }
        return ViewNode.dump(ViewReader(file: module.files[0]).views(inScope: body))
    }

    @Test(arguments: [
        // A modifier chain over lines, a stack's content, a ForEach's parameters.
        ("""
         struct Screen: View {
             var body: some View {
                 VStack(spacing: 10) {
                     Text(title)
                         .font(.largeTitle.bold())
                         .accessibilityAddTraits(.isHeader)
                     ForEach(items) { index, item in
                         row(item).offset(y: shown ? 0 : 18)
                     }
                 }
                 .padding(.horizontal, 28)
             }
         }
         """, [
            "VStack(spacing: 10) @3:9",
            "  {",
            "    Text(title) @4:13",
            "      .font(.largeTitle.bold()) @5:17",
            "      .accessibilityAddTraits(.isHeader) @6:17",
            "    ForEach(items) @7:13",
            "      { index, item in",
            "        row(item) @8:17",
            "          .offset(y: shown ? 0 : 18) @8:26",
            "  .padding(.horizontal, 28) @11:9",
         ]),
        // `if`/`else`, a modifier's closure of views, `#if` lines read through, a switch kept unread.
        ("""
         struct Screen: View {
             var body: some View {
                 if !reduceMotion {
                     Circle().stroke(tint, lineWidth: 2)
                 } else {
                     EmptyView()
                 }
                 hero
                     .background { Circle() }
                     .overlay(Circle().stroke(tint).frame(width: 9))
                 #if canImport(UIKit)
                     .accessibilityHidden(true)
                 #endif
                 switch state {
                 case .a: Text("A")
                 default: Text("B")
                 }
             }
         }
         """, [
            "if !reduceMotion @3:9",
            "  Circle() @4:13",
            "    .stroke(tint, lineWidth: 2) @4:21",
            "else",
            "  EmptyView() @6:13",
            "hero @8:9",
            "  .background() {…} @9:13",
            "    Circle() @9:27",
            "  .overlay(Circle().stroke(tint).frame(width: 9)) @10:13",
            "    Circle() @10:22",
            "      .stroke(tint) @10:30",
            "      .frame(width: 9) @10:43",
            "  .accessibilityHidden(true) @12:13",
            "<switch: not read as views> @14:9",
         ]),
    ])
    func readsViews(source: String, expected: [String]) throws {
        expectSameLines(try Self.views(source), expected)
    }

    @Test(arguments: [
        ("0.2 + 0.12 * Double(index)", ["index": 2.0], 0.44 as Double?),
        ("Double(1 - ring) * 0.7", ["ring": 0], 0.7),
        ("heroSize * 0.44", ["heroSize": 100], 44),
        ("(2 + 3) * 4", [:], 20),
        ("staggerDelay(index)", ["index": 1], nil),
    ] as [(String, [String: Double], Double?)])
    func evaluatesNumbers(source: String, names: [String: Double], expected: Double?) throws {
        let file = swiftFile("let x = " + source)
        var reader = file.reader(at: 3)
        let read = reader.expression(statement: true)
        let expression = try #require(read)
        let value = CodeTerm.read(expression, in: file).number(names, in: file)
        #expect(value.map { ($0 * 1000).rounded() } == expected.map { ($0 * 1000).rounded() })
    }

    @Test(arguments: [
        ("hasAppeared || reduceMotion ? 0 : 18", ["hasAppeared": false, "reduceMotion": true], "0"),
        ("hasAppeared || reduceMotion ? 0 : 18", ["hasAppeared": false, "reduceMotion": false], "18"),
        ("reduceMotion ? .easeInOut(duration: 0.2) : .spring(duration: 0.5).delay(1)", ["reduceMotion": false],
         ".spring(duration: 0.5).delay(1)"),
        ("reduceMotion ? nil : .default", ["reduceMotion": true], "nil"),
        ("isWide ? 1.7 : 1", [:], nil),
    ] as [(String, [String: Bool], String?)])
    func choosesBranches(source: String, names: [String: Bool], expected: String?) throws {
        let file = swiftFile("let x = " + source)
        var reader = file.reader(at: 3)
        let read = reader.expression(statement: true)
        let expression = try #require(read)
        #expect(CodeTerm.read(expression, in: file).chosen(names, in: file)?.source == expected)
    }

    /// Members with their attributes, initial values and kinds.
    @Test func readsMembers() throws {
        let module = SwiftModule(files: [swiftFile("""
            struct Screen: View, Sendable {
                var continueTitle: LocalizedStringResource = "Go"
                @ScaledMetric(relativeTo: .largeTitle) private var heroSize = 96.0
                @State private var shown = false
                private let minimumTarget: CGFloat = 44
                var body: some View { hero }
                private func row(_ item: Item) -> some View { Text(item.title) }
            }
            enum Kind { case a, b(String)
                case c }
            """)])
        let screen = try #require(module.types(named: "Screen").first)
        #expect(screen.inherits == ["View", "Sendable"])
        let members = module.members(of: screen).map { member -> String in
            let kind = switch member.kind {
            case .stored(let initial): "stored = \(initial?.source ?? "-")"
            case .computed: "computed"
            case .function: "function"
            case .initializer: "init"
            case .enumCase: "case"
            }
            return "\(member.name) \(kind) \(member.type ?? "") \(member.attributes.map(\.source))"
        }
        expectSameLines(members, [
            "continueTitle stored = \"Go\" LocalizedStringResource []",
            "heroSize stored = 96.0  [\"ScaledMetric(relativeTo: .largeTitle)\"]",
            "shown stored = false  [\"State\"]",
            "minimumTarget stored = 44 CGFloat []",
            "body computed some View []",
            "row function  []",
        ])
        let kind = try #require(module.types(named: "Kind").first)
        #expect(module.members(of: kind).map(\.name) == ["a", "b", "c"])
    }
}


/// Stacks nested 1 to 100,000 deep on one line: the reader reads the first
/// ``ViewReader/depthLimit`` levels of its recursion (two for each closure of views) and keeps the
/// rest as one unreadable node located at the first view it did not read, never exhausting the stack.
@Suite("View reader, deep nesting")
struct ViewReaderDeepNestingTests {
    static let prefix = "struct Screen: View { var body: some View { "

    @Test(arguments: [1, 2, 10, 19, 20, 21, 1_000, 100_000])
    func nestedStacks(depth: Int) throws {
        let source = Self.prefix + String(repeating: "VStack { ", count: depth) + "Text(\"a\")"
            + String(repeating: " }", count: depth) + " } }"
        #expect(try ViewReaderTests.views(source) == Self.expected(depth: depth))
    }

    /// The dump of `depth` nested stacks: each stack read while its closure is within the limit.
    static func expected(depth: Int) -> [String] {
        let read = ViewReader.depthLimit / 2 - 1
        var lines: [String] = []
        for level in 0..<min(depth, read + 1) {
            let indent = String(repeating: "    ", count: level)
            lines += [indent + "VStack() @1:\(prefix.count + 1 + 9 * level)", indent + "  {"]
        }
        let indent = String(repeating: "    ", count: min(depth, read + 1))
        let column = prefix.count + 1 + 9 * min(depth, read + 1)
        lines.append(depth <= read ? indent + "Text(\"a\") @1:\(column)"
                                   : indent + "<\(ViewReader.tooDeep): not read as views> @1:\(column)")
        return lines
    }
}
