import PrimerSpec
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
import PrimerMotion
import PrimerSyntax
#endif

/// Hands spec issues to the test framework that is running.
///
/// In a Swift Testing test, each issue goes to Swift Testing at its own place (a spec line, or the
/// calling Swift line), warnings as warnings (Swift 6.3 and later; before that they are left out), each
/// attachment with it. Otherwise each error is also an `XCTFail` at the calling line whose message starts
/// with the spec's `file:line:column` (XCTest cannot point at a file that is not Swift): that is the
/// XCTest test, or a Swift Testing test calling from a detached task, where Swift Testing still gets
/// the issue (as a test it cannot name). Each framework drops what it is given outside its own tests.
enum SpecIssueReporter {
    /// Records the issues.
    static func record(_ issues: [SpecIssue], caller: CallerLocation) {
        #if canImport(Testing)
        let inSwiftTestingTest = Test.current != nil
        #else
        let inSwiftTestingTest = false
        #endif
        #if canImport(XCTest)
        if !inSwiftTestingTest {
            for issue in issues where issue.severity == .error {
                XCTFail(issue.comment, file: caller.filePath, line: caller.line)
                attachToXCTest(issue.attachments)
            }
        }
        #endif
        #if canImport(Testing)
        issues.forEach { recordInSwiftTesting($0, caller: caller) }
        #endif
        _ = inSwiftTestingTest  // read in every configuration, also one without XCTest
    }

    #if canImport(XCTest)
    /// Keeps each attachment with the XCTest run (the report, the generated spec), in an activity
    /// named after it; swift-corelibs-xctest (Linux) has no attachments, so there the issue's text is all.
    private static func attachToXCTest(_ attachments: [SpecIssue.Attachment]) {
        #if canImport(Darwin)
        for attachment in attachments {
            XCTContext.runActivity(named: attachment.name) { activity in
                let file = XCTAttachment(string: attachment.text)
                file.name = attachment.name
                file.lifetime = .keepAlways
                activity.add(file)
            }
        }
        #endif
    }
    #endif

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
        for attachment in issue.attachments {
            Attachment.record(attachment.text, named: attachment.name, sourceLocation: location)
        }
        #endif
    }
    #endif
}
