import Foundation
import PrimerAppInfo
import PrimerCode
import PrimerModel
import PrimerSpec
import PrimerSyntax

/// A new spec `primer-spec init` writes for one call of a design in the app's code: its header links
/// the call (`code "PATH"`, with `call "NAME"` when the file has several calls of the design), so the
/// call's content is the spec's, then names the app's files as ``SpecDraft`` does and the app's
/// translations (`strings "PATH"`); its sections are ``SpecDraft``'s, recorded so that `check` passes.
package struct LinkedSpecDraft: Sendable {
    /// The call.
    package var primerCall: PrimerCall
    /// The `call "NAME"` value: nil when the file has one call of the design.
    package var callName: String?
    /// Whether ``callName`` picks out this call alone among the file's calls of the design (when
    /// false, no name does: the spec is written with the full path and does not resolve).
    package var isToldApart: Bool
    /// The file name: `<block>-<declaration>.primerspec` (``fileNames(for:)``).
    package var fileName: String

    /// The block's name.
    package var block: String { primerCall.block }

    /// The drafts for every call a scan found, in its order, each with a unique file name.
    /// `siblings` are every call of the designs (read or not), which `call "NAME"` must tell apart.
    package static func drafts(for calls: [PrimerCall], siblings: [PrimerCall]) -> [LinkedSpecDraft] {
        let names = fileNames(for: calls, siblings: siblings)
        return zip(calls, names).map { primerCall, fileName in
            let inFile = siblings.filter { $0.block == primerCall.block && $0.call.location.file == primerCall.call.location.file }
            guard inFile.count > 1 else {
                return LinkedSpecDraft(primerCall: primerCall, callName: nil, isToldApart: true, fileName: fileName)
            }
            let (name, toldApart) = callName(of: primerCall.call.declarationPath, among: inFile.map(\.call.declarationPath))
            return LinkedSpecDraft(primerCall: primerCall, callName: name, isToldApart: toldApart, fileName: fileName)
        }
    }

    /// The shortest suffix of `path` (joined by `.`) that `call "NAME"` matches in this path alone
    /// among `paths` (this one included), as ``CodeLink`` matches a name: a run of the path's
    /// names. When none does, the whole path, and false.
    package static func callName(of path: [String], among paths: [[String]]) -> (name: String, isToldApart: Bool) {
        for length in stride(from: 1, through: path.count, by: 1) {
            let suffix = Array(path.suffix(length))
            if paths.filter({ CodeCall.declarations($0, holdRun: suffix) }).count == 1 {
                return (suffix.joined(separator: "."), true)
            }
        }
        return (path.joined(separator: "."), false)
    }

    /// The file names, stable for the same code and readable: `<block>-<declaration>.primerspec`, the
    /// declaration being the outermost type around the call (`primer-screen-onboardingview`), or
    /// the whole path of names when the file has several calls of the design
    /// (`primer-screen-hikejournalview-body`), or the Swift file's name when the call is in no
    /// declaration. Calls that would share a name each add their line (`-39`), then their column.
    package static func fileNames(for calls: [PrimerCall], siblings: [PrimerCall]) -> [String] {
        let bases = calls.map { primerCall -> String in
            let call = primerCall.call
            let severalInFile = siblings.filter {
                $0.block == primerCall.block && $0.call.location.file == call.location.file
            }.count > 1
            let fileStem = ((call.location.file as NSString).lastPathComponent as NSString).deletingPathExtension
            let names = call.declarationPath.isEmpty ? [fileStem]
                : severalInFile ? call.declarationPath : [call.declarationPath[0]]
            return slug([primerCall.block] + names)
        }
        func counted(_ names: [String]) -> [String: Int] { names.reduce(into: [:]) { $0[$1, default: 0] += 1 } }
        let baseCounts = counted(bases)
        let withLines = zip(calls, bases).map { primerCall, base in
            baseCounts[base, default: 0] > 1 ? "\(base)-\(primerCall.call.location.line)" : base
        }
        let lineCounts = counted(withLines)
        return zip(calls, withLines).map { primerCall, name in
            (lineCounts[name, default: 0] > 1 ? "\(name)-\(primerCall.call.location.column)" : name) + ".primerspec"
        }
    }

    /// Names as one lowercase file name: letters and digits kept, anything else a single `-`.
    static func slug(_ names: [String]) -> String {
        var text = ""
        for character in names.joined(separator: "-").lowercased() {
            if character.isLetter || character.isNumber {
                text.append(character)
            } else if !text.isEmpty, text.last != "-" {
                text.append("-")
            }
        }
        while text.last == "-" { text.removeLast() }
        return text
    }

    /// The header lines: a comment naming the call, the block (unless it is the default one), the
    /// field saying which primer it is when the code gives one, the link, the app's files when the
    /// block reads them, and the app's translations. Paths are relative to `specsFolder` (absolute);
    /// `codeFile` and `stringsFolder` are absolute.
    /// With `copyFile` (absolute), the app ships its own copy of the design there, and the spec models
    /// it (`design copy "PATH"`).
    package func header(block: any Block, app: AppInfoSources, specsFolder: String, codeFile: String,
                       stringsFolder: String?, defaultBlock: String, copyFile: String? = nil) -> [String] {
        let content = primerCall.content
        var lines = ["# The \(content.kind) primer \(primerCall.call.description), written by primer-spec init.",
                     "# Its content comes from the code; regenerate the bodies with: primer-spec check --record"]
        if block.name != defaultBlock { lines.append("block \(block.name)") }
        if let field = content.fields.first(where: \.identifies) {
            let parameters = block.headerFields.first { $0.name == field.name }?.parameters ?? []
            let values = field.values.enumerated().map { index, value in
                index < parameters.count && parameters[index].kind == .word && Self.isWord(value)
                    ? value : StringLiteral.quoted(value)
            }
            lines.append(([field.name] + values).joined(separator: " "))
        }
        lines.append("code \(StringLiteral.quoted(SpecDraft.relativePath(from: specsFolder, to: codeFile)))")
        if let callName { lines.append("call \(StringLiteral.quoted(callName))") }
        if let copyFile {
            lines.append("# The app's own copy of the design; check --verbose lists how it differs from the published one.")
            lines.append("design copy \(StringLiteral.quoted(SpecDraft.relativePath(from: specsFolder, to: copyFile)))")
        }
        if block.headerFields.contains(where: { $0.name == HeaderField.infoPlist.name }) {
            lines += SpecDraft.appFileLines(app: app, specsFolder: specsFolder)
        }
        if let stringsFolder {
            let relative = SpecDraft.relativePath(from: specsFolder, to: stringsFolder)
            lines.append("strings \(StringLiteral.quoted(relative.isEmpty ? "." : relative))")
        }
        return lines
    }

    /// Whether a value can be written unquoted: letters, digits and `-`.
    static func isWord(_ value: String) -> Bool {
        !value.isEmpty && value.allSatisfy { ($0.isLetter && $0.isASCII) || $0.isNumber || $0 == "-" }
    }
}
