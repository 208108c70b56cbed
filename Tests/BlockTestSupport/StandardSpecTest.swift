import Foundation
@testable import PrimerCLI
@testable import PrimerSpec
@testable import PrimerSyntax
import PrimerBlocks
@testable import PrimerTestSupport
import Testing

// SpecTest's helpers that resolve, check and record with the standard blocks (the tool as it
// ships), and a notifications primer spec of the permission primer as recorded.

extension SpecTest {
    /// A notifications primer spec as recorded, line by line (line N of the file is element N - 1).
    static let recordedNotifications: [String] = [
        "primer notifications",
        "",
        "voiceover ready",
        "  \"Turn on notifications. Heading.\"",
        "  \"Reminders lets you know when something needs you.\"",
        "  \"Alerts, Hear about what matters as it happens.\"",
        "  \"Badges, See at a glance what is waiting.\"",
        "  \"Sounds, Notice it even when you look away.\"",
        "  \"Next, iOS asks: \u{201C}Reminders\u{201D} Would Like to Send You Notifications. Notifications may include "
            + "alerts, sounds, and icon badges. These can be configured in Settings. Buttons: Don\u{2019}t Allow, Allow.\"",
        "  \"Continue. Button.\"",  // 10
        "  \"Not now. Button.\"",
        "",
        "announce requesting -> granted",
        "  \"Notifications are on\" priority high",  // 14
        "",
        "motion requesting -> granted reduce-motion",  // 16
        "  0.00  +0.20  continue     fade progress -> checkmark           easeInOut(0.2)",
        "  0.00         haptic       success",
        "  0.30  +0.20  symbol       fade bell.badge -> checkmark.circle  easeInOut(0.2)",  // 19
        "  0.30  +0.20  symbol       color textPrimary -> success         easeInOut(0.2)",
        "  0.30  +0.20  title        text                                 easeInOut(0.2)",
        "  0.30  +0.20  reason       text                                 easeInOut(0.2)",
        "  0.30  +0.20  sampleAlert  disappear opacity                    easeInOut(0.2)",
        "  0.30         announce     high \"Notifications are on\"",  // 24
        "  0.70  +0.20  continue     disappear opacity                    easeInOut(0.2)",
        "  0.70  +0.20  done         appear opacity                       easeInOut(0.2)",
        "  0.70  +0.20  notNow       disappear opacity                    easeInOut(0.2)",
        "  1.00         call         onGranted(granted)",
        "",
        "motion requesting -> denied",  // 30
        "  0.00  +0.73  symbol        replace bell.badge -> bell.slash    smooth",
        "  0.00  +0.73  symbol        color textPrimary -> textSecondary  smooth",
        "  0.00  +0.73  title         text                                smooth",
        "  0.00  +0.73  reason        text                                smooth",
        "  0.00  +0.73  sampleAlert   disappear opacity                   smooth",
        "  0.00  +0.73  continue      disappear opacity                   smooth",
        "  0.00  +0.73  openSettings  appear opacity                      smooth",
        "  0.00         haptic        warning",
        "  0.00         announce      high \"Notifications are off\"",
        "",
    ]

    /// Parses and resolves `text` with the standard blocks.
    static func resolve(_ text: String, path: String = path, workingDirectory: String? = nil,
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> (spec: ResolvedSpec?, diagnostics: [Finding]) {
        try resolve(text, blocks: .standard, path: path, workingDirectory: workingDirectory, sourceLocation: sourceLocation)
    }

    /// Parses and resolves `text` with the standard blocks; it must resolve.
    static func resolved(_ text: String, path: String = path, workingDirectory: String? = nil,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ResolvedSpec {
        try resolved(text, blocks: .standard, path: path, workingDirectory: workingDirectory, sourceLocation: sourceLocation)
    }

    /// Checks `text` with the standard blocks and rules.
    static func check(_ text: String, path: String = path, workingDirectory: String? = nil) -> FileOutcome {
        check(text, blocks: .standard, path: path, workingDirectory: workingDirectory)
    }

    /// `text` recorded with the standard blocks: what `check --record` writes.
    static func recorded(_ text: String, path: String = path, workingDirectory: String? = nil,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        try recorded(text, blocks: .standard, path: path, workingDirectory: workingDirectory, sourceLocation: sourceLocation)
    }
}

/// Runs the tool in-process, as the executable would (with the standard blocks), from a working directory.
func runTool(_ arguments: String..., in directory: String = FileManager.default.currentDirectoryPath,
             environment: [String: String] = [:], terminal: Bool = false) -> CommandResult {
    PrimerSpecTool.run(Invocation(arguments: arguments, environment: environment, workingDirectory: directory,
                                  outputIsTerminal: terminal))
}
