import PrimerModel
import PrimerSyntax

/// The purpose string the request needs is there, not empty, and not a build-setting placeholder.
package struct PurposeStringCheck: Rule {
    package init() {}

    package let rule = RuleDefinition(
        id: "purpose-string", title: "Purpose string", category: .privacy, severity: .error,
        references: [.platform("App Review Guidelines 5.1.1 (Data Collection and Storage); Apple's documentation "
                               + "of each NS…UsageDescription key: without it the app is terminated on request",
                               url: RuleReference.appReviewDataCollection)],
        explanation: "iOS shows the Info.plist purpose string in its alert, and terminates an app that asks "
            + "without one. It must be present for the permission asked, say why in words (not empty), and not "
            + "be an unresolved build-setting reference such as `$(PRODUCT_NAME)`.")

    /// The header fields a purpose string comes from, the most specific first: the spec's own string,
    /// the Info.plist, Xcode project or xcconfig it is read from, then the permission asked.
    static let sourceFields = ["purpose", "info-plist", "project", "xcconfig", "app", "type", "primer"]

    package func evaluate(_ subject: AuditSubject) -> RuleEvaluation {
        let strings = subject.facts.purposeStrings
        guard !strings.isEmpty else { return .notApplicable(.noPurposeString) }
        guard strings.contains(where: { $0.value != .unknown }) else {
            return .notApplicable(.noInfoPlist)
        }
        return .checked(strings.compactMap { purpose in
            let problem: String? = switch purpose.value {
            case .unknown: nil
            case .missing: "is missing"
            case .given(let value) where value.allSatisfy(\.isWhitespace): "is empty"
            case .given(let value) where value.contains("$(") || value.contains("${"):
                "is a build-setting placeholder (\(value))"
            case .given: nil
            }
            return problem.map { finding(in: subject, message: .purposeString(purpose.key, $0),
                                        fields: Self.sourceFields) }
        })
    }
}

extension Finding.Message {
    fileprivate static func purposeString(_ key: String, _ problem: String) -> Self {
        "\(key) \(problem); needs the reason in words"
    }

    fileprivate static let noPurposeString: Self = "the request needs no purpose string"
    fileprivate static let noInfoPlist: Self = "no Info.plist given: the purpose string cannot be checked"
}
