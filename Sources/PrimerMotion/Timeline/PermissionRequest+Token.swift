import PrimerModel

extension PermissionRequest {
    /// The one-word token the line format writes: `notifications(alert,badge,sound)`,
    /// `locationWhenInUse`, `cameraVideo`, `photosReadWrite` or `custom`.
    public var token: String {
        switch self {
        case .notifications(let options): "notifications(\(options.map(\.rawValue).joined(separator: ",")))"
        case .locationWhenInUse: "locationWhenInUse"
        case .cameraVideo: "cameraVideo"
        case .photosReadWrite: "photosReadWrite"
        case .custom: "custom"
        }
    }

    /// Every token the line format accepts, for error messages.
    public static let tokenForms =
        "notifications(OPTIONS) with OPTIONS from alert,badge,sound, locationWhenInUse, cameraVideo, photosReadWrite or custom"

    /// Reads a token as ``token`` writes it; nil if it is not one.
    public init?<S: StringProtocol>(token: S) {
        switch token {
        case "locationWhenInUse": self = .locationWhenInUse
        case "cameraVideo": self = .cameraVideo
        case "photosReadWrite": self = .photosReadWrite
        case "custom": self = .custom
        default:
            guard token.hasPrefix("notifications("), token.hasSuffix(")") else { return nil }
            let list = token.dropFirst("notifications(".count).dropLast()
            var options: [NotificationOption] = []
            for name in list.split(separator: ",") {
                guard let option = NotificationOption(rawValue: String(name)) else { return nil }
                options.append(option)
            }
            self = .notifications(options: options)
        }
    }
}
