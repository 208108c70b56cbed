import Foundation

/// Copy that more than one screen uses, or that product likes to tweak between releases.
///
/// These are plain strings on purpose: the primer block and the priming templates take
/// `String`, so anything that has to be translated lives in Localizable.xcstrings instead.
enum Copy {
    static let appName = "Trailhead"

    enum Alerts {
        static let primerTitle = "Know before you go"
        static let primerReason = "We’ll tell you when a trail you follow closes, reopens or gets a fresh conditions report."
    }

    enum Conditions {
        // Say the same thing as NSCameraUsageDescription, so the primer and the system alert agree.
        static let cameraReason = "Snap the trail as it is right now so other hikers can see mud, snow or washouts before they head out."
    }

    enum Scanner {
        static let cameraDescription = "Point your camera at the QR code on a trail sign to open that trail, its map and the latest reports."
        static let unknownSign = "That sign isn’t in Trailhead yet."
    }

    /// Empty state for the Journal tab.
    enum Journal {
        static let emptyTitle = "No hikes logged yet"
        static let emptyMessage = "Finish a hike and it shows up here with your photos and notes."
    }
}
