import PrimerAppInfo
import PrimerCode
import PrimerModel
import PrimerSyntax

/// A spec's link to the call of its design in the app's code (`code "PATH"`, with `call "NAME"`
/// when the file has several): the call's content becomes the spec's, each header field the code
/// gives written where the code writes it, so a finding about it names the code's line. A field the
/// header also gives wins, with a note.
package struct CodeLink: Sendable {
    /// The file, as messages show it.
    package var path: String
    /// The call.
    package var call: CodeCall
    /// What the call shows.
    package var content: CallSiteContent
    /// The fields the spec took from the code (the header's own win).
    package var used: [CodeField]
    /// The app's Swift code the call was read in.
    package var module: SwiftModule

    /// `code "PATH"`: the Swift file holding the call of the design that gives the spec's content.
    package static let codeField = HeaderField("code", [.path("SWIFT-FILE")],
                                              help: "The Swift file whose call of the design gives the content; a "
                                                  + "field also written in the header wins.")
    /// `call "NAME"`: which call of the file, by the type, property or function around it.
    package static let callField = HeaderField("call", [.quotedName("NAME")],
                                              help: "Which call in the code file, by the name of the type, property or "
                                                  + "function around it (Onboarding.body, or body).")
    /// The fields every block whose design has code declares.
    package static let headerFields = [codeField, callField]

    /// The rule id of the notes about the link (a header field winning, a value computed at run time).
    package static let rule = "code-link"

    /// Follows the link of a header, if it has one: returns the header with the code's fields added
    /// (nil when the spec has no link), and adds the errors and notes.
    static func apply(to file: SpecFile, block: any Block, workingDirectory: String?,
                      diagnostics: inout [Finding]) -> (header: [Directive], link: CodeLink)? {
        guard let directive = file.directive(codeField), let pathToken = directive.arguments.first else {
            if let call = file.directive(callField) {
                diagnostics.append(.error("'call' names a call in the code, and the spec links none; expected "
                                          + "code \"PATH\" before it", at: call.range, offendingText: call.canonicalText,
                                          expected: "code \"PATH\""))
            }
            return nil
        }
        guard let code = block.code else {
            diagnostics.append(.error("the \(block.name) block has no code to read; expected no 'code' line",
                                      at: directive.range, offendingText: directive.canonicalText, expected: "no code line"))
            return nil
        }
        let header = BlockHeader(file: file, workingDirectory: workingDirectory)
        let path = header.filePath(pathToken.value)
        let app: AppCode
        switch AppCode.load(around: path) {
        case .success(let loaded):
            app = loaded
            diagnostics += loaded.unreadableWarnings(at: pathToken.range)
        case .failure(let problem):
            diagnostics.append(.error("cannot read '\(TextExcerpt.shown(path.display))': \(problem); expected the Swift "
                                      + "file that calls the design", at: pathToken.range, offendingText: pathToken.text,
                                      expected: "a readable Swift file"))
            return nil
        }
        let finder = CallSiteFinder(shapes: code.calls)
        let found = finder.calls(in: app.module.files[app.file], number: app.file)
        guard let call = choose(found, in: file, pathToken: pathToken, diagnostics: &diagnostics) else { return nil }
        let values = CodeValues(module: app.module, assetColor: AssetColorLookup.lookup(under: app.root))
        var content = code.read(call, values)
        content.notes = content.notes.map { note in
            var note = note
            note.rule = note.rule ?? rule
            return note
        }
        diagnostics += content.notes
        var ignored: [Finding] = []
        let language = SpecLanguage(header: header, diagnostics: &ignored)
        var merged = file.header
        var used: [CodeField] = []
        var noted: Set<String> = []
        for field in content.fields {
            if field.yieldsTo.contains(where: { name in file.header.contains { $0.name == name } }) { continue }
            if let written = file.header.first(where: { $0.name == field.name }) {
                let shown = field.values.map { StringLiteral.quoted(TextExcerpt.shown($0)) }.joined(separator: " ")
                if field.identifies, written.arguments.map(\.value) != field.values {
                    diagnostics.append(.error("the spec's '\(written.canonicalText)' is not the primer the code shows: "
                                              + "\(call.description) at \(call.location) shows \(field.name) \(shown); "
                                              + "expected \(field.name) \(shown), or another call",
                                              at: written.range, offendingText: written.canonicalText,
                                              expected: "\(field.name) \(shown)",
                                              notes: [.init("the code's \(field.name) is here", at: field.range.lowerBound)]))
                } else if !field.identifies, written.arguments.map(\.value) != field.values,
                          noted.insert(field.name).inserted {
                    diagnostics.append(Finding(severity: .note, range: written.range,
                                               message: "'\(written.name)' in the header wins over the code's \(shown)",
                                               offendingText: written.canonicalText,
                                               notes: [.init("the code's \(field.name) is here", at: field.range.lowerBound)],
                                               rule: rule))
                }
                continue
            }
            // A repeating field (benefit) written once in the header replaces all of the code's.
            var values = field.values
            if field.lookup == .byCode, let strings = language.strings {
                values = values.map { key in
                    (try? strings.lookup(key, locale: language.tag).get())?.text ?? key
                }
            }
            used.append(field)
            merged.append(codeDirective(field.name, values, at: field.range))
        }
        return (merged, CodeLink(path: path.display, call: call, content: content, used: used, module: app.module))
    }

    /// The call the spec means, or nil with an error saying which calls there are.
    private static func choose(_ found: CallSiteFinder.Found, in file: SpecFile, pathToken: Token,
                               diagnostics: inout [Finding]) -> CodeCall? {
        let listed = found.calls.map { "\($0.description) at line \($0.location.line)" }.joined(separator: "; ")
        guard let callDirective = file.directive(callField), let name = callDirective.arguments.first else {
            if found.calls.count == 1 { return found.calls[0] }
            if found.calls.isEmpty {
                diagnostics.append(.error("'\(TextExcerpt.shown(pathToken.value))' has no call of this block's design "
                                          + "that PrimerSpec can read; expected the file that calls it",
                                          at: pathToken.range, offendingText: pathToken.text,
                                          expected: "a file with one call of the design",
                                          notes: found.notes.map { .init($0.message, at: $0.range.lowerBound) }))
            } else {
                diagnostics.append(.error("'\(TextExcerpt.shown(pathToken.value))' has \(found.calls.count) calls of "
                                          + "the design (\(listed)); expected call \"NAME\" naming the type, property "
                                          + "or function around one", at: pathToken.range, offendingText: pathToken.text,
                                          expected: "call \"NAME\""))
            }
            return nil
        }
        let matching = found.calls.filter { $0.isNamed(name.value) }
        if matching.count == 1 { return matching[0] }
        let why = matching.isEmpty ? "no call of the design is inside '\(TextExcerpt.shown(name.value))'"
            : "\(matching.count) calls are inside '\(TextExcerpt.shown(name.value))'"
        diagnostics.append(.error("\(why); expected the name of the type, property or function around one call (the "
                                  + "file has: \(listed.isEmpty ? "none" : listed))",
                                  at: name.range, offendingText: name.text, expected: "a name around one call"))
        return nil
    }

    /// A header line as the code gives it, its keyword and values located at the code.
    static func codeDirective(_ name: String, _ values: [String], at range: SourceRange) -> Directive {
        let keyword = Token(kind: .word, text: name, value: name, range: range)
        let arguments = values.map { Token(kind: .string, text: StringLiteral.quoted($0), value: $0, range: range) }
        return Directive(keyword: keyword, arguments: arguments)
    }
}

extension CodeLink {
    /// A section's finding with notes naming where the code writes the words it is about: each
    /// field the spec took from the code whose value appears in the generated lines, then the call.
    func annotating(_ finding: Finding, actual: [String]) -> Finding {
        var finding = finding
        var seen: Set<String> = []
        for field in used where !field.identifies {
            for value in field.values where value.count >= 3 && seen.insert(value).inserted
                && actual.contains(where: { $0.contains(value) }) {
                finding.notes.append(.init("\(StringLiteral.quoted(TextExcerpt.shown(value))) is the code's \(field.name)",
                                           at: field.range.lowerBound))
            }
        }
        finding.notes.append(.init("the spec's content comes from \(call.description) in \(path)", at: call.location))
        return finding
    }
}

extension CodeLink {
    /// The calls of the design in the file a spec's `code` line names (empty when it names none or
    /// the file does not read), for an editor's completion of `call`.
    package static func calls(linkedBy file: SpecFile, block: any Block, workingDirectory: String?) -> [CodeCall] {
        guard let code = block.code, let path = file.directive(codeField)?.arguments.first?.value else { return [] }
        let header = BlockHeader(file: file, workingDirectory: workingDirectory)
        guard case .success(let app) = AppCode.load(around: header.filePath(path)) else { return [] }
        return CallSiteFinder(shapes: code.calls).calls(in: app.module.files[app.file], number: app.file).calls
    }
}

extension CodeLink {
    /// What the call a spec links shows (its permissions among it), or nil when the spec links none
    /// or the link does not resolve (`check` reports why): for `scan`, which reads a spec's header only.
    package static func content(linkedBy file: SpecFile, block: any Block, workingDirectory: String?) -> CallSiteContent? {
        guard file.directive(codeField) != nil else { return nil }
        var ignored: [Finding] = []
        return apply(to: file, block: block, workingDirectory: workingDirectory, diagnostics: &ignored)?.link.content
    }
}
