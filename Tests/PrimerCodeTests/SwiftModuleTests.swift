@testable import PrimerCode
import PrimerSyntax
import Testing

/// Following a name through the app's files to the expression that gives its value.
@Suite("Swift module")
struct SwiftModuleTests {
    /// What a value followed from `use(…)`, in the last file, reads as: `file: expression`, then each
    /// property set on it.
    static func followed(_ sources: [String]) throws -> [String] {
        let files = sources.enumerated().map { swiftFile($0.element, path: "F\($0.offset).swift") }
        let module = SwiftModule(files: files)
        let last = files.count - 1
        let use = try #require(files[last].tokens.lastIndex { $0.isIdentifier("use") })
        var reader = files[last].reader(at: use)
        let callRead = reader.call()
        let call = try #require(callRead)
        let argument = try #require(call.call?.arguments.first?.value)
        let value = module.follow(argument, inFile: last)
        return ["F\(value.file): \(dump(value.expression))"]
            + value.assignments.map { "\($0.path.joined(separator: "."))\($0.appends ? " +=" : " =") \(dump($0.value))" }
    }

    @Test(arguments: [
        // A local `var` and the properties set on it afterwards, in each form.
        ([
            """
            struct V {
                func make() {
                    var content = Content.standard(for: .camera)
                    content.title = "Title"
                    content.sampleAlert.title = Copy.alert
                    content.benefits.append(.init(title: "One"))
                    content.benefits += [Benefit(title: "Two")]
                    other.title = "Not this"
                    use(content)
                    content.title = "After"
                }
            }
            """,
        ], [
            "F0: call(member(name(Content), standard), [for: .camera])",
            #"title = string("Title")"#,
            "sampleAlert.title = member(name(Copy), alert)",
            #"benefits += array[call(.init, [title: string("One")])]"#,
            #"benefits += array[call(name(Benefit), [title: string("Two")])]"#,
        ]),
        // A `static let` in nested enums in another file, and a name that names it.
        ([
            """
            enum Copy {
                static let appName = "Trailhead"
                enum Alerts {
                    static let primerTitle = "Know before you go"
                }
            }
            """,
            """
            struct V {
                var body: some View { use(Copy.Alerts.primerTitle) }
            }
            """,
        ], [#"F0: string("Know before you go")"#]),
        ([
            "enum Copy {\n    static let appName = \"Trailhead\"\n}\n",
            "struct V {\n    func f() {\n        let name = Copy.appName\n        use(name)\n    }\n}\n",
        ], [#"F0: string("Trailhead")"#]),
        // An extension of a nested type declares its members.
        ([
            "enum Copy { enum Onboarding {} }\n",
            "extension Copy.Onboarding {\n    static let title: String = \"Find trails near you\"\n}\n",
            "struct V {\n    var body: some View { use(Copy.Onboarding.title) }\n}\n",
        ], [#"F1: string("Find trails near you")"#]),
        // `Self.` and a constant declared after its use.
        ([
            """
            struct V {
                var body: some View { use(Self.benefits) }
                private static let benefits: [Benefit] = [
                    Benefit(title: "A"),
                    .init(title: "B"),
                ]
            }
            """,
        ], [#"F0: array[call(name(Benefit), [title: string("A")]), call(.init, [title: string("B")])]"#]),
        // A computed property with `return`, its local and what is set on it.
        ([
            """
            struct V {
                var body: some View { use(content) }
                private var content: Content {
                    var content = Content.standard(for: .notifications, appName: Copy.appName)
                    content.title = Copy.Alerts.primerTitle
                    return content
                }
            }
            """,
        ], [
            "F0: call(member(name(Content), standard), [for: .notifications, appName: member(name(Copy), appName)])",
            "title = member(member(name(Copy), Alerts), primerTitle)",
        ]),
        // A single-expression computed property.
        ([
            "struct V {\n    var title: String { \"Single\" }\n    var body: some View { use(title) }\n}\n",
        ], [#"F0: string("Single")"#]),
        // A function's returned local.
        ([
            """
            struct V {
                var body: some View { use(makeContent(for: trail)) }
                private func makeContent(for trail: Trail) -> Content {
                    var content = Content.standard(for: .camera, appName: "Trailhead")
                    content.title = "How does \\(trail.name) look today?"
                    content.continueTitle = "Allow Camera"
                    return content
                }
            }
            """,
        ], [
            #"F0: call(member(name(Content), standard), [for: .camera, appName: string("Trailhead")])"#,
            "title = interpolated",
            #"continueTitle = string("Allow Camera")"#,
        ]),
        // A closure called where it is written.
        ([
            "struct V {\n    func f() {\n        let title = { return \"Closure\" }()\n        use(title)\n    }\n}\n",
        ], [#"F0: string("Closure")"#]),
        ([
            "let shared: String = {\n    \"Once\"\n}()\nstruct V {\n    var body: some View { use(shared) }\n}\n",
        ], [#"F0: string("Once")"#]),
        // Where following stops: a parameter, an operator, an unknown name.
        ([
            "struct V {\n    func f(title: String) {\n        use(title)\n    }\n}\n",
        ], ["F0: name(title)"]),
        ([
            "enum Copy { static let a = \"x\" + \"y\" }\nstruct V { var body: some View { use(Copy.a) } }\n",
        ], ["F0: computed"]),
    ] as [([String], [String])])
    func follows(sources: [String], expected: [String]) throws {
        #expect(try Self.followed(sources) == expected)
    }

    /// `let a = b; let b = a` ends after the follow limit, its steps counted.
    @Test func aCycleEnds() throws {
        let file = swiftFile("let a = b\nlet b = a\nstruct V {\n    var body: some View { use(a) }\n}\n")
        let module = SwiftModule(files: [file])
        let use = try #require(file.tokens.lastIndex { $0.isIdentifier("use") })
        var reader = file.reader(at: use)
        let argumentRead = reader.call()?.call?.arguments.first?.value
        let argument = try #require(argumentRead)
        let value = module.follow(argument, inFile: 0)
        #expect(value.steps.count == SwiftModule.followLimit)
        #expect(dump(value.expression) == "name(a)")
        #expect(value.steps.prefix(2) == [SourceLocation(file: "App.swift", line: 1, column: 9),
                                          SourceLocation(file: "App.swift", line: 2, column: 9)])
    }
}
