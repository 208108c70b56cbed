/// Something the templates' code does on a transition, besides what it shows.
public enum GateEffect: Hashable, Sendable, CustomStringConvertible {
    /// `PermissionManager.status(for:)` runs again (the gate's `refreshStatus`, or its foreground re-read).
    case readStatus
    /// The request runs; iOS brings up the prompt named (or none).
    case request(PrimingRequest, prompt: PromptKind)
    /// A closure is called.
    case call(PrimingCallback)
    /// `UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString))`.
    case openSettings
    /// The prompt ended but the request never returns: the templates' location continuation is waiting
    /// for a delegate call that does not come, so the progress view stays.
    case requestNeverReturns

    /// The URL Open Settings opens, as the timeline writes it.
    public static let settingsURL = "UIApplication.openSettingsURLString"

    /// In words.
    public var description: String {
        switch self {
        case .readStatus: "read status"
        case .request(let request, let prompt): "request \(request) (\(prompt))"
        case .call(let callback): "call \(callback)"
        case .openSettings: "open \(Self.settingsURL)"
        case .requestNeverReturns: "the request never returns"
        }
    }
}
