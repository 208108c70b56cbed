import Foundation
import Testing

/// Small specs, as the builders generate them and with one thing changed.
enum Fixture {
    /// A notifications primer's two answer announcements, as the builders generate them.
    static let passing = """
        primer notifications

        announce requesting -> granted
          "Notifications are on" priority high

        announce requesting -> denied
          "Notifications are off" priority high

        """

    /// `passing` with one word changed on line 4.
    static let failing = passing.replacingOccurrences(of: "\"Notifications are on\"", with: "\"Notifications are ON\"")

    /// Both sections empty, for a recording to fill.
    static let empty = "primer notifications\n\nannounce requesting -> granted\n\nannounce requesting -> denied\n"

    /// The first section empty, the second wrong.
    static let emptyThenFailing = """
        primer notifications

        announce requesting -> granted

        announce requesting -> denied
          "Notifications are OFF" priority high

        """

    /// Does not parse: a misspelt kind and a misspelt field.
    static let broken = "primer notifcations\ntitel \"x\"\n\nannounce requesting -> granted\n"

    /// The passing spec with the spacing changed but the same tokens.
    static let respaced = passing.replacingOccurrences(of: "\"Notifications are on\" priority high",
                                                       with: "\"Notifications are on\"   priority   high")

    /// The primer screen's rings, which pulse for ever: two WCAG 2.2.2 warnings, no failure.
    static let pulsing = """
        block primer-screen

        motion ready -> ready via appear
          0.00  +2.00  ring.0     scale 1 -> 1.7      easeOut(2)        repeat forever every 2.71
          0.00  +2.00  ring.0     opacity 0.5 -> 0    easeOut(2)        repeat forever every 2.71
          0.20  +0.67  benefit.0  opacity 0 -> 1      spring(0.5, 0.2)
          0.20  +0.67  benefit.0  offset 0,18 -> 0,0  spring(0.5, 0.2)
          0.32  +0.67  benefit.1  opacity 0 -> 1      spring(0.5, 0.2)
          0.32  +0.67  benefit.1  offset 0,18 -> 0,0  spring(0.5, 0.2)
          0.44  +0.67  benefit.2  opacity 0 -> 1      spring(0.5, 0.2)
          0.44  +0.67  benefit.2  offset 0,18 -> 0,0  spring(0.5, 0.2)
          0.70  +2.00  ring.1     scale 1 -> 1.7      easeOut(2)        repeat forever every 2.71
          0.70  +2.00  ring.1     opacity 0.5 -> 0    easeOut(2)        repeat forever every 2.71
          2.70  +0.01  ring.0     scale 1.7 -> 1      linear(0.01)      repeat forever every 2.71
          2.70  +0.01  ring.0     opacity 0 -> 0.5    linear(0.01)      repeat forever every 2.71
          2.70  +0.01  ring.1     scale 1.7 -> 1      linear(0.01)      repeat forever every 2.71
          2.70  +0.01  ring.1     opacity 0 -> 0.5    linear(0.01)      repeat forever every 2.71

        """
}
