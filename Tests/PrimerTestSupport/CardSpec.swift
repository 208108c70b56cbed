@testable import PrimerSpec
import PrimerSyntax
import Testing

/// Specs of the tests' reminder card (``ReminderCardBlock``), the kernel tests' stand-in for a shipped
/// block: the registry it is the default of, a spec as recorded, and SpecTest's helpers with that
/// registry.
enum CardSpec {
    /// The reminder card (the default), the sign-up card and the banner.
    static let blocks = ReminderCardBlock.registry

    /// A daily reminder card's spec as recorded, line by line (line N of the file is element N - 1):
    /// what `check --record` writes into ``empty``.
    static let recorded: [String] = [
        "reminders daily",
        "",
        "voiceover ready",
        "  \"Turn on reminders. Heading.\"",
        "  \"We remind you each day of what is due.\"",
        "  \"Allow. Button.\"",
        "  \"Not now. Button.\"",
        "",
        "announce ready -> on",  // 9
        "  \"Reminders are on\" priority high",
        "",
        "motion ready -> on reduce-motion",  // 12
        "  0.00  +0.20  symbol    fade bell -> bell.badge  easeInOut(0.2)",
        "  0.00  +0.20  title     text                     easeInOut(0.2)",
        "  0.00  +0.20  allow     disappear opacity        easeInOut(0.2)",
        "  0.00  +0.20  notNow    disappear opacity        easeInOut(0.2)",
        "  0.00         haptic    success",
        "  0.30  +0.20  done      appear opacity           easeInOut(0.2)",
        "  0.30         announce  high \"Reminders are on\"",  // 19
        "  0.80         call      onAllow",
        "",
        "motion ready -> off",  // 22
        "  0.00  +0.73  title     text               smooth",
        "  0.00  +0.73  reason    text               smooth",
        "  0.00  +0.73  allow     disappear opacity  smooth",
        "  0.00  +0.73  notNow    disappear opacity  smooth",
        "  0.00  +0.73  retry     appear opacity     smooth",
        "  0.00         haptic    warning",
        "  0.00         announce  high \"Reminders are off\"",  // 29
        "",
    ]

    static var recordedText: String { recorded.joined(separator: "\n") }

    /// The same sections left empty, for the recorder to fill.
    static let empty = """
        reminders daily

        voiceover ready

        announce ready -> on

        motion ready -> on reduce-motion

        motion ready -> off

        """

    /// Checks `text` with the card's registry and the standard rules.
    static func check(_ text: String, path: String = SpecTest.path, workingDirectory: String? = nil) -> FileOutcome {
        SpecTest.check(text, blocks: blocks, path: path, workingDirectory: workingDirectory)
    }

    /// `text` as `check --record` writes it with the card's registry.
    static func recorded(_ text: String, path: String = SpecTest.path,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        try SpecTest.recorded(text, blocks: blocks, path: path, sourceLocation: sourceLocation)
    }

    /// Parses and resolves `text` with the card's registry.
    static func resolve(_ text: String, path: String = SpecTest.path, workingDirectory: String? = nil,
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> (spec: ResolvedSpec?, diagnostics: [Finding]) {
        try SpecTest.resolve(text, blocks: blocks, path: path, workingDirectory: workingDirectory, sourceLocation: sourceLocation)
    }

    /// Parses and resolves `text` with the card's registry; it must resolve.
    static func resolved(_ text: String, path: String = SpecTest.path,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ResolvedSpec {
        try SpecTest.resolved(text, blocks: blocks, path: path, sourceLocation: sourceLocation)
    }
}
