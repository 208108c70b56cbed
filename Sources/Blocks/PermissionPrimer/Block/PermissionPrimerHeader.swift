import Foundation
import PrimerAccessibility
import PrimerAppInfo
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

/// Reads the permission primer's content from a spec header: the iOS release, the app's name and
/// purpose string (from `app` and `purpose`, an Info.plist, a project or an xcconfig), and every
/// content override.
enum PermissionPrimerHeader {
    /// The content, or nil with the errors added. A purpose string the kind needs and no source gives
    /// is an error: PrimerSpec never makes one up. Alert words not on record for the release are a warning.
    /// `app` is what the app's files said, for the spec's default language.
    static func content(_ header: BlockHeader, kind: PrimerKind, kindToken: Token, app: inout AppInfo?,
                        diagnostics: inout [Finding])
        -> (content: PrimerContent, template: PrimerContent, appName: String, iOS: IOSVersion)? {
        let iOSToken = header.directive(PermissionPrimerFields.ios)?.arguments.first
        var iOS = PrimerRelease.default
        if let token = iOSToken {
            if let version = PrimerRelease.parse(token.value) {
                iOS = version
            } else {
                diagnostics.append(.error("unknown iOS version '\(TextExcerpt.shown(token.value, limit: TextExcerpt.wordLimit))'; expected \(PrimerRelease.forms) "
                                          + "(19 to 25 never shipped)",
                                          at: token.range, offendingText: token.text, expected: PrimerRelease.forms))
            }
        }
        let sources = AppInfoSources(header: header, diagnostics: &diagnostics)
        let key = kind.purposeStringKey
        let (info, readErrors) = AppInfoReader.read(sources, keys: key.map { [$0] } ?? [])
        diagnostics += readErrors
        app = info
        guard !readErrors.containsErrors else { return nil }

        let appName: String
        if let name = info.appName {
            appName = name.value
        } else if sources.namesAFile {
            let at = info.origin ?? kindToken.range
            diagnostics.append(.error("no app name in \(info.searched ?? "the app's files"): expected CFBundleDisplayName or "
                                      + "CFBundleName (INFOPLIST_KEY_CFBundleDisplayName or PRODUCT_NAME in a project), "
                                      + "or app \"NAME\" in the header",
                                      at: at, offendingText: nil, expected: "an app name"))
            return nil
        } else {
            appName = PrimerContent.sampleAppName
        }

        var purpose: String?
        if let directive = header.directive(.purpose), let token = directive.arguments.first {
            if key == nil {
                diagnostics.append(.error("the \(kind) alert has no purpose string: iOS shows fixed text; expected no "
                                          + "'purpose' for \(kind)", at: directive.range,
                                          offendingText: directive.canonicalText, expected: "no purpose line"))
                return nil
            }
            guard !isBlank(token.value) else {
                diagnostics.append(.error("the purpose string is empty; expected the words iOS shows in the alert",
                                          at: token.range, offendingText: token.text, expected: "a purpose string"))
                return nil
            }
            purpose = token.value
        } else if let key, let value = info.values[key],
                  !isBlank(value.value) {
            purpose = value.value
        }
        if let key, purpose == nil {
            diagnostics.append(info.emptyPurposeError(key, neededBy: "the \(kind) primer",
                                                      fallback: info.origin ?? kindToken.range)
                               ?? missingPurpose(key: key, kind: kind, info: info, kindToken: kindToken))
            return nil
        }

        // The standard content is the design's: the published one, or the app's copy's (`design copy`);
        // the header's own fields (and a linked call's) win over it.
        let design = header.design(PrimerDesign.self) ?? .published
        var content = design.content(for: kind, appName: appName, purposeString: purpose, iOS: iOS)
        ContentOverrides.apply(header.directives, to: &content)
        var template = design.content(for: kind, appName: AppNameFormat.marker, purposeString: purpose, iOS: iOS)
        ContentOverrides.apply(header.directives, to: &template)
        let overridesAlert = header.directive(PermissionPrimerFields.alertTitle) != nil && header.directive(PermissionPrimerFields.alertButtons) != nil
        if !overridesAlert, let note = AlertWordsRecord.of(kind, on: iOS).note(kind: kind, version: iOS) {
            let at = iOSToken?.range ?? kindToken.range
            diagnostics.append(Finding(severity: .warning, range: at, message: note + "; give alert-title and "
                                          + "alert-buttons to state them", offendingText: iOSToken?.text,
                                          expected: "alert words on record, or alert-title and alert-buttons",
                                          rule: Checker.assumptionRule.id))
        }
        return (content, template, appName, iOS)
    }

    /// Whether `text` is empty or only whitespace and newlines: `text.trimmingCharacters(in:
    /// .whitespacesAndNewlines).isEmpty` (every scalar in the set) without building the trimmed copy,
    /// which Foundation does slowly; the first scalar that is not in the set (most often the first) ends it.
    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { CharacterSet.whitespacesAndNewlines.contains($0) }
    }

    /// The theme the header's `theme TOKEN "LIGHT" ["DARK"]` lines give; an unknown token, a colour
    /// that does not read or a third colour is an error at its text. A token given twice is an error
    /// at the second.
    static func theme(_ header: BlockHeader, diagnostics: inout [Finding]) -> PrimerTheme {
        var theme = PrimerTheme.standard
        var given: [ColorToken: SourceLocation] = [:]
        let tokenNames = ColorToken.allCases.map(\.rawValue)
        for directive in header.file.directives(PermissionPrimerFields.theme) {
            guard let tokenText = directive.arguments.first else { continue }
            guard let token = ColorToken(rawValue: tokenText.value) else {
                diagnostics.append(PermissionPrimerFields.tokens.unknown(tokenText, among: tokenNames))
                continue
            }
            if let first = given[token] {
                diagnostics.append(.error("'theme \(token)' is given twice; expected each token at most once",
                                          at: directive.range, offendingText: directive.canonicalText,
                                          expected: "one theme line per token",
                                          notes: [.init("first 'theme \(token)' is here", at: first)]))
                continue
            }
            given[token] = directive.range.lowerBound
            let colorTokens = Array(directive.arguments.dropFirst())
            if colorTokens.count > 2 {
                diagnostics.append(.error("'theme \(token)' takes one colour, or light then dark; got \(colorTokens.count)",
                                          at: colorTokens[2].range, offendingText: colorTokens[2].text,
                                          expected: "theme TOKEN \"LIGHT\" [\"DARK\"]"))
                continue
            }
            var colors: [ThemeColor] = []
            for colorToken in colorTokens {
                guard let color = ThemeColor(parsing: colorToken.value) else {
                    diagnostics.append(.error("unknown colour \(StringLiteral.quoted(TextExcerpt.shown(colorToken.value, limit: TextExcerpt.wordLimit))) for theme \(token); expected \(ThemeColor.forms)",
                                              at: colorToken.range, offendingText: colorToken.text,
                                              expected: ThemeColor.forms))
                    break
                }
                colors.append(color)
            }
            guard colors.count == colorTokens.count, let light = colors.first else { continue }
            theme.colors[token] = PrimerTheme.TokenColors(light: light, dark: colors.last ?? light)
        }
        return theme
    }

    /// The error for a purpose string nobody gives, where it could come from.
    static func missingPurpose(key: String, kind: PrimerKind, info: AppInfo, kindToken: Token) -> Finding {
        let why = "the \(kind) primer needs the purpose string iOS shows in its alert (the app crashes asking "
            + "for \(kind) without it)"
        if let searched = info.searched {
            return .error("\(searched) has no \(key): \(why); expected \(key) in the Info.plist "
                          + "(\(AppInfo.generatedSettingName(for: key)) in a project or xcconfig), or purpose \"TEXT\"",
                          at: info.origin ?? kindToken.range, offendingText: nil, expected: key)
        }
        return .error("no purpose string for the \(kind) primer: \(why); expected purpose \"TEXT\", or info-plist, "
                      + "project or xcconfig with \(key)", at: kindToken.range, offendingText: kindToken.text,
                      expected: "purpose \"TEXT\", info-plist, project or xcconfig")
    }
}
