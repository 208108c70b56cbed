import PrimerAppInfo
import PrimerModel
import PrimerSyntax

/// One place in an app's Swift code that asks iOS for a permission (or uses a picker that needs none).
package struct PermissionRequest: Hashable, Sendable {
    /// Where the call is: the file as given, and the line and column of the API's name.
    package var location: SourceLocation
    /// The API called.
    package var api: PermissionAPI
    /// What this call asks for: the API's permissions, or, for HealthKit, what its arguments share and read.
    package var permissions: [Permission]
    /// What the finder assumed to read the call, each in a sentence: a value passed by a name whose
    /// value the file does not give (`requestAuthorization(options: options)`). Each is a located note.
    package var assumptions: [String] = []
    /// The iOS releases the code around the call says it runs on (`if #available(iOS 17, *) { } else { here }`).
    package var availability: CodeAvailability = .anywhere
    /// Whether the call can run below iOS 17, where EventKit's `requestAccess(to:)` needs the older keys;
    /// set from the availability and the deployment target (``resolvingKeys(deploymentTarget:)``).
    package var runsBelowIOS17 = false
    /// Whether the call can run on iOS 17 or later, where it needs the iOS 17 keys.
    package var runsOnIOS17 = true
    /// What decided ``runsBelowIOS17`` and ``runsOnIOS17``, in words, where a branch or the deployment target did.
    package var keysDecidedBy: [String] = []

    /// Creates a request.
    package init(location: SourceLocation, api: PermissionAPI, permissions: [Permission]? = nil) {
        self.location = location
        self.api = api
        self.permissions = permissions ?? api.permissions
    }

    /// The keys the call needs for one of its permissions: the permission's, and, for an API whose keys
    /// changed in iOS 17 called where it can run below 17, the key iOS 16 read
    /// (`NSRemindersUsageDescription` for `requestAccess(to: .reminder)`).
    package func keys(for permission: Permission) -> [String] {
        guard PermissionAPI.changedInIOS17.contains(api.id) else { return permission.requiredKeys }
        var keys: [String] = []
        if runsBelowIOS17, let older = Self.keyBeforeIOS17[permission] { keys.append(older) }
        if runsOnIOS17 || keys.isEmpty { keys += permission.requiredKeys }
        return keys
    }

    /// The key each EventKit permission needed before iOS 17 (Apple's pages for each key: available
    /// iOS 6.0 to 17.0).
    static let keyBeforeIOS17: [Permission: String] = [
        .calendarsFullAccess: "NSCalendarsUsageDescription", .remindersFullAccess: "NSRemindersUsageDescription",
    ]

    /// The keys the call needs, in order, each once.
    package var requiredKeys: [String] {
        var keys: [String] = []
        for permission in permissions {
            for key in self.keys(for: permission) where !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    /// The request with the releases it runs on settled: the code's own bounds first, then the
    /// deployment target (`IPHONEOS_DEPLOYMENT_TARGET`, else `MinimumOSVersion`); a target the app does
    /// not give leaves the call running below iOS 17 too, said in ``keysDecidedBy``.
    package func resolvingKeys(deploymentTarget: LocatedValue?) -> PermissionRequest {
        guard PermissionAPI.changedInIOS17.contains(api.id) else { return self }
        var request = self
        let ios17 = IOSVersion(major: 17, minor: 0)
        var reasons: [String] = []
        if let below = availability.below {
            request.runsOnIOS17 = below.version > ios17
            reasons.append("\(below.source) at \(below.location) runs below iOS \(below.version)")
        }
        if let atLeast = availability.atLeast, atLeast.version >= ios17 {
            request.runsBelowIOS17 = false
            reasons.append("\(atLeast.source) at \(atLeast.location) runs on iOS \(atLeast.version) and later")
        } else if let target = deploymentTarget, let version = IOSVersion(parsing: target.value) {
            request.runsBelowIOS17 = version < ios17 && (availability.atLeast.map { $0.version < ios17 } ?? true)
            let place = target.location.map { " at \($0)" } ?? ""
            reasons.append("the deployment target is iOS \(target.value)\(place)")
        } else {
            request.runsBelowIOS17 = true
            reasons.append("the app's deployment target is not known, so the call may run below iOS 17 (assumed)")
        }
        request.keysDecidedBy = reasons
        return request
    }

    /// `App/Camera.swift:12:9 AVCaptureDevice.requestAccess(for: .video): camera (NSCameraUsageDescription)`.
    package var line: String {
        let keys = requiredKeys + permissions.flatMap(\.namedKeys)
        let what = permissions.isEmpty ? "no permission" : permissions.map(\.description).joined(separator: ", ")
        return "\(location) \(api.id): \(what)" + (keys.isEmpty ? "" : " (\(keys.joined(separator: ", ")))")
    }

    /// The located notes of the request: what was assumed to read it, and what decided the keys of
    /// an API whose keys changed in iOS 17.
    package var notes: [Finding] {
        var notes = assumptions.map { assumption in
            Finding(severity: .note, range: SourceRange(at: location), message: "\(api.id): \(assumption)",
                    offendingText: api.id)
        }
        if !keysDecidedBy.isEmpty {
            let keys = requiredKeys.joined(separator: " and ")
            notes.append(Finding(severity: .note, range: SourceRange(at: location),
                                 message: "\(api.id) needs \(keys.isEmpty ? "no key" : keys): "
                                    + keysDecidedBy.joined(separator: "; "),
                                 offendingText: api.id, expected: keys))
        }
        return notes
    }
}
