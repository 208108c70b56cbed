import PrimerSpec
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Hands spec issues to the test framework that is running: Swift Testing when a Swift Testing test is
/// current, XCTest otherwise.
///
/// Swift Testing gets each issue at its own place (a spec line, or the calling Swift line), warnings as
/// warnings (Swift 6.3 and later; before that they are left out), and each attachment. XCTest cannot
/// point at a file that is not Swift, so every error becomes an `XCTFail` at the calling line whose
/// message starts with the spec's `file:line:column`; warnings and attachments are left out.
enum SpecIssueReporter {
    /// Records the issues.
    static func record(_ issues: [SpecIssue], caller: CallerLocation) {
        #if canImport(Testing)
        if Test.current != nil || !xcTestIsAvailable {
            issues.forEach { recordInSwiftTesting($0, caller: caller) }
            return
        }
        #endif
        #if canImport(XCTest)
        for issue in issues where issue.severity == .error {
            XCTFail(issue.comment, file: caller.filePath, line: caller.line)
        }
        #endif
    }

    /// Whether XCTest is there to fall back on.
    private static var xcTestIsAvailable: Bool {
        #if canImport(XCTest)
        true
        #else
        false
        #endif
    }

    #if canImport(Testing)
    private static func recordInSwiftTesting(_ issue: SpecIssue, caller: CallerLocation) {
        let location: Testing.SourceLocation = switch issue.place {
        case .spec(let place, let absolutePath): TestingLocation.spec(place, absolutePath: absolutePath)
        case .caller: TestingLocation.caller(caller)
        }
        let comment = Comment(rawValue: issue.comment)
        if issue.severity == .warning {
            #if compiler(>=6.3)
            Issue.record(comment, severity: .warning, sourceLocation: location)
            #endif
        } else {
            Issue.record(comment, sourceLocation: location)
        }
        #if compiler(>=6.2)
        if let attachment = issue.attachment {
            Attachment.record(attachment.text, named: attachment.name, sourceLocation: location)
        }
        #endif
    }
    #endif
}
