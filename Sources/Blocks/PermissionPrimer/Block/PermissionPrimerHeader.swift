import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// Reads the permission primer's content from a spec header: the iOS release, the app name or an
/// Info.plist, and every content override.
enum PermissionPrimerHeader {
    /// The content, or nil with the error added (an unknown iOS release is reported and the default used).
    static func content(_ header: BlockHeader, kind: Kind, diagnostics: inout [Diagnostic]) -> Content? {
        var iOS = IOSVersion.default
        if let token = header.directive(.ios)?.arguments.first {
            if let version = IOSVersion(parsing: token.value), version.isKnown {
                iOS = version
            } else {
                diagnostics.append(.error("unknown iOS version '\(TextExcerpt.shown(token.value, limit: TextExcerpt.wordLimit))'; expected a release from 14 to 18, such as 17.6",
                                          at: token.range, offendingText: token.text, expected: "a release from 14 to 18"))
            }
        }
        var content: Content
        if let token = header.directive(.infoPlist)?.arguments.first {
            do {
                content = try InfoPlist.load(from: header.path(token.value)).standardContent(for: kind, iOS: iOS)
            } catch {
                diagnostics.append(infoPlistError(error, at: token))
                return nil
            }
        } else {
            let appName = header.value(.app) ?? Content.sampleAppName
            content = Content.standard(for: kind, appName: appName, iOS: iOS)
        }
        ContentOverrides.apply(header.directives, to: &content)
        return content
    }

    static func infoPlistError(_ error: InfoPlistError, at token: Token) -> Diagnostic {
        var notes: [Diagnostic.Note] = []
        if let line = error.line {
            notes.append(.init("the value is here", at: SourceLocation(file: error.path, line: line, column: 1)))
        }
        return .error("\(TextExcerpt.shown(error.path)): \(error.message)", at: token.range, offendingText: token.text,
                      expected: "a readable Info.plist with the app name and purpose string", notes: notes)
    }
}
