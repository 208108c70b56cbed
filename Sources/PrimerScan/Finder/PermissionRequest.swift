import PrimerAppInfo
import PrimerSyntax

/// One place in an app's Swift code that asks iOS for a permission (or uses a picker that needs none).
public struct PermissionRequest: Hashable, Sendable {
    /// Where the call is: the file as given, and the line and column of the API's name.
    public var location: SourceLocation
    /// The API called.
    public var api: PermissionAPI
    /// What this call asks for: the API's permissions, or, for HealthKit, what its arguments share and read.
    public var permissions: [Permission]

    /// Creates a request.
    public init(location: SourceLocation, api: PermissionAPI, permissions: [Permission]? = nil) {
        self.location = location
        self.api = api
        self.permissions = permissions ?? api.permissions
    }

    /// The keys the call needs, in order, each once.
    public var requiredKeys: [String] {
        var keys: [String] = []
        for permission in permissions {
            for key in permission.requiredKeys where !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    /// `App/Camera.swift:12:9 AVCaptureDevice.requestAccess(for: .video): camera (NSCameraUsageDescription)`.
    public var line: String {
        let keys = requiredKeys + permissions.flatMap(\.namedKeys)
        let what = permissions.isEmpty ? "no permission" : permissions.map(\.description).joined(separator: ", ")
        return "\(location) \(api.id): \(what)" + (keys.isEmpty ? "" : " (\(keys.joined(separator: ", ")))")
    }
}
