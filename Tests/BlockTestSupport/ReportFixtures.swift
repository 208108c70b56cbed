import Foundation
@testable import PermissionPrimer
@testable import PrimerSpec

/// A small report with one of everything: a passing file, a failing file and a file that does not parse.
enum ReportFixtures {
    /// Passes: both sections as the builders generate them.
    static let passing = """
        primer notifications

        announce requesting -> granted
          "Notifications are on" priority high

        announce requesting -> denied
          "Notifications are off" priority high

        """

    /// Fails twice: a word in the voiceover section, a priority in the announcement; one section passes.
    static let failing = """
        primer camera
        purpose "Reminders uses the camera to take photos and scan codes."
        title "Fish & <Chips> \\"now\\""
        denied-title "Camera & <off> 'now'"

        voiceover granted
          "Camera is on. Heading."
          "You can change this in Settings at any time."
          "Photos, Take pictures without leaving the app."
          "Scanning, Point at a code to read it."
          "Done. Button."

        announce requesting -> denied
          "Camera & <off> 'now'" priority low

        voiceover ready
          "Fish & <Chips> \\"now\\". Heading."
          "Reminders needs the camera to take photos and scan."
          "Photos, Take pictures without leaving the app."
          "Scanning, Point at a code to read it."
          "Next, iOS asks: “Reminders” Would Like to Access the Camera. Reminders uses the camera to take photos and scan codes. Buttons: Don’t Allow, Allow."
          "Continue, Button."
          "Not now. Button."

        """

    /// Does not parse.
    static let broken = "primer notifications\ntitel \"x\"\n"

    static let passingPath = "Specs/a.primerspec"
    static let failingPath = "Specs/b,c:d.primerspec"
    static let brokenPath = "Specs/broken.primerspec"

    static var report: CheckReport {
        CheckReport(files: [
            Checker().check(Array(passing.utf8), path: passingPath),
            Checker().check(Array(failing.utf8), path: failingPath),
            Checker().check(Array(broken.utf8), path: brokenPath),
        ])
    }
}
