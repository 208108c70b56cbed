/// What `permissionGated` shows: the block's states, as specs and the command line name them.
public enum GateScreen: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Before the first status check returns: `ProgressView("Checking permissions...")`.
    case checking
    /// The priming view, its Enable button ready.
    case ready
    /// The priming view while the request runs: a progress view replaces Enable's title and the
    /// button is disabled (`.disabled(isRequesting)`); Not Now is not.
    case requesting
    /// The denied view, for a denied or a restricted status.
    case denied
    /// The gated content: the app's own view, of which the block models nothing.
    case content

    /// The state word.
    public var description: String { rawValue }
}
