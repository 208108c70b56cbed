import Foundation
import PrimerAppInfo
import PrimerCode
import PrimerModel
import PrimerSyntax

/// Which source of a design a spec models: the published design (the default) or the app's copy of
/// it (`design copy`, found by its types in the app's Swift code, or `design copy "PATH"`). A copy's
/// facts that differ from the published design are notes at the copy's lines; what the model cannot
/// follow is a warning naming the spec's sections that still assume the published design.
package enum DesignSource {
    /// `design published|copy ["SWIFT-FILE"]`.
    package static let field = HeaderField("design", [.word("SOURCE", from: WordList("design source", sources)),
                                                    .path("SWIFT-FILE").optional],
                                          help: "Which design the spec models: published (the default), or copy: the "
                                              + "app's own edited copy of the design's code, found by its types or in "
                                              + "the Swift file named.")
    /// The words `design` takes.
    package static let sources = ["published", "copy"]
    /// The fields every block whose design is published as code to copy declares.
    package static let headerFields = [field]
    /// The rule id of the notes and warnings about a copy.
    package static let rule = "design-copy"
    /// The rule of the warnings about what a copy changes that the model cannot follow, so a spec can
    /// accept one with the reason once its sections are checked by hand (`accept design-copy - "…"`).
    package static let ruleDefinition = RuleDefinition(
        id: rule, title: "What the app's copy changes", category: .spec, severity: .warning, references: [],
        explanation: "A spec that models the app's copy of a design (design copy) follows each fact the copy "
            + "changes that PrimerSpec can read (a note at the copy's line); a change it cannot follow (a value "
            + "computed at run time, a view the published design does not have, a part moved) is a warning naming "
            + "the sections that still assume the published design. Check those by hand and accept the warning "
            + "with the reason, or write the copy so PrimerSpec can read it.")

    /// Reads the copy a header names, if it names one: the reading, its findings added to `diagnostics`.
    /// With no `design` line, a spec linked to a call (`link`) in an app that ships its own copy of
    /// the design gets a note saying so at its `code` line.
    static func apply(to file: SpecFile, block: any Block, workingDirectory: String?, link: CodeLink? = nil,
                      diagnostics: inout [Finding]) -> CopyReading? {
        guard let directive = file.directive(field), let word = directive.arguments.first else {
            if let link, let declaration = block.copy, let view = declaration.types.first,
               let code = file.directive(CodeLink.codeField),
               let found = link.module.types(named: view).first(where: { $0.keyword != "extension" }) {
                diagnostics.append(Finding(severity: .note, range: code.range,
                                           message: "the app ships its own copy of \(view) (\(found.location.file):"
                                               + "\(found.location.line)), and the spec models the published design; "
                                               + "design copy makes it model the app's",
                                           offendingText: code.canonicalText, expected: "design copy", rule: rule))
            }
            return nil
        }
        guard sources.contains(word.value) else {
            diagnostics.append(.error("unknown design source '\(TextExcerpt.shown(word.value))'; expected one of published, copy"
                                      + Suggestion.didYouMean(word.value, among: sources),
                                      at: word.range, offendingText: word.text, expected: "published or copy"))
            return nil
        }
        let pathToken = directive.arguments.dropFirst().first
        if word.value == "published" {
            if let pathToken {
                diagnostics.append(.error("the published design reads no file; expected design copy \(pathToken.text), or "
                                          + "design published alone", at: pathToken.range, offendingText: pathToken.text,
                                          expected: "no path"))
            }
            return nil
        }
        guard let declaration = block.copy, let view = declaration.types.first else {
            diagnostics.append(.error("the \(block.name) block's design is not published as code an app copies; expected "
                                      + "design published", at: word.range, offendingText: word.text,
                                      expected: "design published"))
            return nil
        }
        let header = BlockHeader(file: file, workingDirectory: workingDirectory)
        let module: SwiftModule
        let root: FilePath
        var named: String?
        if let pathToken {
            let path = header.filePath(pathToken.value)
            switch AppCode.load(around: path) {
            case .success(let app):
                diagnostics += app.unreadableWarnings(at: pathToken.range)
                module = app.module
                root = app.root
                named = app.module.files[app.file].path
            case .failure(let problem):
                diagnostics.append(.error("cannot read '\(TextExcerpt.shown(path.display))': \(problem); expected the "
                                          + "Swift file that holds the copy of \(view)", at: pathToken.range,
                                          offendingText: pathToken.text, expected: "a readable Swift file"))
                return nil
            }
        } else {
            // The app around the linked call, else around the spec: the nearest folder above it that
            // holds a project, package, Info.plist or asset catalog, else the folder that holds the
            // spec's folder (a `Specs/` folder beside the app's).
            if let code = file.directive(CodeLink.codeField)?.arguments.first {
                root = appRoot(around: header.filePath(code.value))
            } else {
                let spec = header.filePath((file.path as NSString).lastPathComponent)
                let found = appRoot(around: spec)
                root = found.absolute == FilePath.folder(of: spec.absolute)
                    ? appRoot(around: header.filePath("../" + (file.path as NSString).lastPathComponent), marked: false)
                    : found
            }
            let read = AppCode.module(under: root)
            module = read.module
            // A file or folder of the app that does not read may hold the copy: said, never skipped.
            diagnostics += AppCode.unreadableWarnings(read.unreadable, at: word.range)
        }
        let values = CodeValues(module: module, assetColor: AssetColorLookup.lookup(under: root))
        guard var copy = DesignCopy(types: declaration.types, module: module, values: values) else {
            let place = named.map { "'\(TextExcerpt.shown($0))'" } ?? "the Swift files under '\(TextExcerpt.shown(root.display))'"
            diagnostics.append(.error("\(place) declare no copy of \(view); expected a struct \(view) there, or design "
                                      + "published", at: (pathToken ?? word).range, offendingText: (pathToken ?? word).text,
                                      expected: "struct \(view)"))
            return nil
        }
        let views = copy.declarations[view, default: []].filter { $0.keyword != "extension" }
        if let named {
            // The file named holds the copy the spec means.
            let inFile = views.filter { module.files[$0.file].path == named }
            guard !inFile.isEmpty else {
                diagnostics.append(.error("'\(TextExcerpt.shown(named))' declares no \(view); expected the file with "
                                          + "struct \(view)", at: (pathToken ?? word).range,
                                          offendingText: (pathToken ?? word).text, expected: "struct \(view)"))
                return nil
            }
            copy.declarations[view] = inFile + copy.declarations[view, default: []].filter { $0.keyword == "extension" }
        } else if views.count > 1 {
            let listed = views.map { "\(module.files[$0.file].path):\($0.location.line)" }.joined(separator: ", ")
            diagnostics.append(.error("the app declares \(view) \(views.count) times (\(listed)); expected design copy "
                                      + "\"PATH\" naming the file of the copy the spec models", at: word.range,
                                      offendingText: word.text, expected: "design copy \"PATH\""))
            return nil
        }
        let reading = declaration.read(copy)
        diagnostics += findings(reading, design: view, in: file)
        return reading
    }

    /// The copy's differences as findings: a note for each the model follows, a warning for each
    /// it cannot, naming the spec's sections of the kinds the fact shapes.
    static func findings(_ reading: CopyReading, design: String, in file: SpecFile?) -> [Finding] {
        reading.differences.map { difference in
            let where_ = "where the published \(design) has \(difference.published)"
            guard let why = difference.unfollowed else {
                return Finding(severity: .note, range: difference.range,
                               message: "the copy's \(difference.part): \(difference.fact) is \(difference.copy) "
                                   + "\(where_); the spec models the copy", offendingText: difference.copy, rule: rule)
            }
            return Finding(severity: .warning, range: difference.range,
                           message: "the copy's \(difference.part): \(difference.fact) is \(difference.copy) (\(why)) "
                               + "\(where_); PrimerSpec cannot follow it, so \(sections(difference.sections, in: file)) "
                               + "assume the published design",
                           offendingText: difference.copy,
                           expected: "\(difference.fact) as PrimerSpec can read it, or the spec's sections checked by hand",
                           rule: rule)
        }
    }

    /// The spec's sections of the kinds given, as their headers say (the kinds when there is no spec).
    static func sections(_ kinds: [SectionKeyword], in file: SpecFile?) -> String {
        guard let file else {
            return kinds.isEmpty ? "its sections" : kinds.map { "\($0.rawValue) sections" }.joined(separator: " and ")
        }
        let headers = file.sections.filter { kinds.contains($0.kind.keyword) }.map { "'\($0.canonicalHeaderText)'" }
        if headers.isEmpty {
            return kinds.isEmpty ? "the spec's sections" : "any \(kinds.map(\.rawValue).joined(separator: " or ")) section"
        }
        let shown = headers.prefix(4).joined(separator: ", ")
        return "the sections " + shown + (headers.count > 4 ? " and \(headers.count - 4) more" : "")
    }

    /// The app's folder around a file (the nearest with a project, package, Info.plist or asset catalog).
    static func appRoot(around path: FilePath, marked: Bool = true) -> FilePath {
        let root = AppCode.root(around: path, marked: marked)
        return root.display.isEmpty ? FilePath(absolute: root.absolute, display: ".") : root
    }
}

extension DesignSource {
    /// Every copy of a design the registry's blocks declare found in `module`, each with its reading,
    /// for `scan --verbose`.
    package static func copies(in module: SwiftModule, values: CodeValues, blocks: BlockRegistry)
        -> [(block: any Block, copy: DesignCopy, reading: CopyReading)] {
        blocks.blocks.compactMap { block in
            guard let declaration = block.copy,
                  let copy = DesignCopy(types: declaration.types, module: module, values: values) else { return nil }
            return (block, copy, declaration.read(copy))
        }
    }

    /// A reading's differences as located findings with no spec (scan's view).
    package static func findings(_ reading: CopyReading, block: any Block) -> [Finding] {
        findings(reading, design: block.copy?.types.first ?? block.name, in: nil)
    }
}
