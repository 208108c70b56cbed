import Foundation
import PrimerBlocks
@testable import PrimerCode
@testable import PrimerSpec
@testable import PrimerSyntax
import Testing

/// Each form of each design's call, read by its block as header fields: every field with its values
/// and where the code writes it, and every note for what the code computes. The app's constants are
/// in `Copy.swift` beside the call's `View.swift`.
@Suite("Design call forms")
struct DesignCallFormsTests {
    static let copy = """
        enum Copy {
            static let title = "Hear the dawn chorus"
            static let benefits = [
                PermissionPrimerScreenBenefit(systemImage: "bird", title: "Songs", text: "Name each song you hear."),
            ]
        }
        let appName = "Birdsong"

        """

    /// What a block reads of `source`: fields as `name "value"…@line:column`, notes as `note@line:column: message`.
    static func read(_ source: String) -> [String] {
        let module = SwiftModule(files: [SwiftFile(path: "View.swift", bytes: Array(source.utf8)),
                                         SwiftFile(path: "Copy.swift", bytes: Array(copy.utf8))])
        let values = CodeValues(module: module)
        var lines: [String] = []
        for block in BlockRegistry.standard.blocks {
            guard let code = block.code else { continue }
            let found = CallSiteFinder(shapes: code.calls).calls(in: module.files[0], number: 0)
            lines += found.notes.map { "note@\($0.range.lowerBound.line):\($0.range.lowerBound.column): \($0.message)" }
            for call in found.calls {
                let content = code.read(call, values)
                lines.append("\(block.name) \(content.kind) \(content.permissions.map(\.rawValue).joined(separator: ","))")
                lines += content.fields.map { field in
                    ([field.name] + field.values.map { "\"\($0)\"" }).joined(separator: " ")
                        + "@\(field.range.lowerBound.file == "View.swift" ? "" : field.range.lowerBound.file + ":")"
                        + "\(field.range.lowerBound.line):\(field.range.lowerBound.column)"
                }
                lines += content.notes.map { "note@\($0.range.lowerBound.line):\($0.range.lowerBound.column): \($0.message)" }
            }
        }
        return lines
    }

    @Test(arguments: [
        // PermissionPrimerScreen: literals, a constant array, an asset-free colour, a skip button's nil.
        ("PermissionPrimerScreen(systemImage: \"bell.badge.fill\", title: \"Stay in the loop\", message: \"We write rarely.\",\n"
            + "    benefits: Copy.benefits, continueTitle: \"Allow\", skipTitle: nil, tint: .indigo, onContinue: {})",
         ["primer-screen notifications notifications",
          "symbol \"bell.badge.fill\"@1:37", "title \"Stay in the loop\"@1:63", "message \"We write rarely.\"@1:92",
          "benefit \"bird\" \"Songs\" \"Name each song you hear.\"@Copy.swift:4:9",
          "continue-title \"Allow\"@2:45", "no-skip@2:65", "tint \"indigo\"@2:76"]),
        // Every string literal form, a colour from components, a named skip title, `.init` rows.
        ("PermissionPrimerScreen(systemImage: \"camera.fill\", title: Copy.title, message: \"\"\"\n    Point it at a bird\\\n    , and listen.\n    \"\"\",\n"
            + "    benefits: [.init(systemImage: \"mic\", title: #\"Raw \\n\"#, text: \"Caf\\u{E9} \\\"songs\\\"\")],\n"
            + "    skipTitle: \"Later\", tint: Color(red: 0.2, green: 0.4, blue: 0.6)) { start() }",
         ["primer-screen camera camera",
          "symbol \"camera.fill\"@1:37", "title \"Hear the dawn chorus\"@Copy.swift:2:24",
          "message \"Point it at a bird, and listen.\"@1:80",
          "benefit \"mic\" \"Raw \\n\" \"Café \"songs\"\"@5:16",
          "skip-title \"Later\"@6:16", "tint \"#336699\"@6:31"]),
        // Computed values: an interpolated title, a ternary message, rows from a function, a colour from a function.
        ("PermissionPrimerScreen(systemImage: \"location.fill\", title: \"Hi, \\(name)\", message: isNew ? \"A\" : \"B\",\n"
            + "    benefits: makeRows(), tint: brandColor(), onContinue: {})",
         ["primer-screen location-when-in-use location-when-in-use",
          "symbol \"location.fill\"@1:37",
          "note@1:61: PermissionPrimerScreen's title: is computed at run time (\"Hi, \\(name)\"); PrimerSpec does not guess it: the spec shows the design's default unless its header states title \"TEXT\"",
          "note@1:85: PermissionPrimerScreen's message: is computed at run time (isNew ? \"A\" : \"B\"); PrimerSpec does not guess it: the spec shows the design's default unless its header states message \"TEXT\"",
          "note@2:15: PermissionPrimerScreen's benefits: is computed at run time (makeRows()); PrimerSpec does not guess it: the spec shows the design's default unless its header states benefit lines",
          "note@2:33: PermissionPrimerScreen's tint: is computed at run time (brandColor()); PrimerSpec does not guess it: the spec shows the design's default unless its header states tint \"COLOR\""]),
        // PermissionPrimingView, both initialisers and the modifier.
        ("PermissionPrimingView(permissionType: .microphone) { go() } onDenied: { stop() }",
         ["permission-priming microphone microphone", "type \"microphone\"@1:39"]),
        ("PermissionPrimingView(permissionType: .location(.always), customTitle: \"Night walks\",\n"
            + "    customDescription: #\"We \"track\" owls.\"#, customImage: \"moon.stars\", onGranted: {}, onDenied: {})",
         ["permission-priming location-always location-always", "type \"location-always\"@1:39",
          "title \"Night walks\"@1:72", "description \"We \"track\" owls.\"@2:24", "symbol \"moon.stars\"@2:59"]),
        ("Text(\"x\")\n    .permissionGated(.photoLibrary, title: Copy.title)",
         ["permission-priming photo-library photos", "type \"photo-library\"@2:22",
          "title \"Hear the dawn chorus\"@Copy.swift:2:24"]),
        // PermissionPrimer: standard content changed in a computed property, a custom request.
        ("struct S {\n    var content: PermissionPrimer.Content {\n        var c = PermissionPrimer.Content.standard(for: .camera, appName: appName)\n"
            + "        c.title = Copy.title\n        c.benefits = [.init(symbol: \"ear\", title: \"Hear\", detail: \"Every song.\")]\n"
            + "        c.sampleAlert.buttons = [\"No\", \"Yes\"]\n        return c\n    }\n"
            + "    var body: some View { PermissionPrimer(kind: .camera, content: content, request: { .granted }) }\n}",
         ["permission-primer camera camera", "primer \"camera\"@9:50", "custom-request@9:77",
          "app \"Birdsong\"@Copy.swift:7:15", "title \"Hear the dawn chorus\"@Copy.swift:2:24",
          "alert-buttons \"No\" \"Yes\"@6:33", "benefit \"ear\" \"Hear\" \"Every song.\"@3:17"]),
        // PermissionPrimer: Content's initialiser in a closure called in place, a benefit appended to the standard ones.
        ("let a = PermissionPrimer(kind: .photos, content: {\n    var c = PermissionPrimer.Content.standard(for: .photos, appName: \"B\")\n"
            + "    c.benefits.append(.init(symbol: \"leaf\", title: \"Leaves\", detail: \"Too.\"))\n    return c\n}())",
         ["permission-primer photos photos", "primer \"photos\"@1:32", "app \"B\"@2:70",
          // The standard benefits, then the one appended.
          "benefit \"photo\" \"Pick photos\" \"Choose pictures straight from your library.\"@2:13",
          "benefit \"square.and.arrow.down\" \"Save\" \"Keep what you make in your library.\"@2:13",
          "benefit \"leaf\" \"Leaves\" \"Too.\"@2:13"]),
    ] as [(String, [String])])
    func reads(source: String, expected: [String]) {
        #expect(Self.read(source) == expected)
    }

    /// Calls that would not compile, or name what PrimerSpec does not read: a note each, nothing guessed.
    @Test(arguments: [
        ("PermissionPrimerScreen(title: \"T\", message: \"M\", benefits: [], onContinue: {})",
         ["note@1:1: PermissionPrimerScreen(…) here is not read: 'systemImage:' is missing before 'title:'"]),
        ("PermissionPrimerScreen(systemImage: \"bell\", title: \"T\", message: \"M\", benefits: [], colour: .red, onContinue: {})",
         ["note@1:1: PermissionPrimerScreen(…) here is not read: PermissionPrimerScreen(systemImage:title:message:benefits:"
          + "continueTitle:skipTitle:tint:onContinue:onSkip:) has no parameter 'colour:'"]),
        ("PermissionPrimingView(permissionType: .camera, customTitle: \"Scan\")",
         ["note@1:1: PermissionPrimingView(…) here is not read: 'customDescription:' is missing; or 'onGranted:' is "
          + "missing before 'customTitle:'"]),
        ("let v = PermissionPrimer(kind: .camera, content: .init(title: \"T\"\n",
         ["note@1:9: PermissionPrimer(…) here is not read: a bracket opened at View.swift:1:55 is never closed; "
          + "expected a complete call"]),
        ("PermissionPrimer(kind: kind(for: step))",
         ["permission-primer  ",
          "note@1:24: PermissionPrimer's kind: is not a Kind case PrimerSpec reads (kind(for: step)); PrimerSpec does not "
          + "guess it: the spec shows the design's default unless its header states primer KIND"]),
        ("v.permissionGated(PermissionType.allCases[0], title: name)",
         ["permission-priming  ",
          "note@1:19: permissionGated's _: is not a PermissionType case PrimerSpec reads (PermissionType.allCases[0]); "
          + "PrimerSpec does not guess it: the spec shows the design's default unless its header states type TYPE",
          "note@1:54: permissionGated's title: is computed at run time (name); PrimerSpec does not guess it: the spec "
          + "shows the design's default unless its header states title \"TEXT\""]),
    ] as [(String, [String])])
    func refuses(source: String, expected: [String]) {
        #expect(Self.read(source) == expected)
    }
}
