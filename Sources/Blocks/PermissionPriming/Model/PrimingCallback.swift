import PrimerMotion
import PrimerSyntax

/// The closures the templates' views call, as timeline `call` cues write them.
public enum PrimingCallback: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The priming view's `onGranted`, after a request that returned true; the gate passes
    /// `refreshStatus`.
    case onGranted
    /// The priming view's `onDenied`, after a request that returned false and after Not Now; the
    /// gate passes `refreshStatus`.
    case onDenied
    /// The priming view's `@Environment(\.dismiss)`, called after either.
    case dismiss

    /// The timeline's callback.
    public var callback: Callback { Callback(rawValue) }

    /// The name.
    public var description: String { rawValue }
}
