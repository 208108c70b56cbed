import PrimerAppInfo
import PrimerSpec

/// The rules of `primer-spec scan`, as data: each finding of the scan carries one of these ids, and
/// `Docs/Scan.md` explains each.
package enum ScanRules {
    /// A request whose purpose string is missing from every file the app's Info.plist is made of.
    package static let missingKey = RuleDefinition(
        id: "usage-key-missing", title: "Purpose string missing", category: .privacy, severity: .error,
        references: [.platform("Apple's documentation, Protected resources (Requesting access to protected "
                               + "resources): an app that asks without the key is terminated")],
        explanation: "Each request for a protected resource needs its usage-description key in the app's Info.plist "
            + "(the file, or the project's INFOPLIST_KEY_ settings, or the xcconfig's); without it iOS ends the "
            + "app at the call. Add the key with a sentence saying what the app does with the access.")
    /// A request whose purpose string is there but empty.
    package static let emptyKey = RuleDefinition(
        id: "usage-key-empty", title: "Purpose string empty", category: .privacy, severity: .error,
        references: [.platform("App Review Guidelines 5.1.1(ii); swift-build's Info.plist processing warns "
                               + "that the value must be a non-empty string")],
        explanation: "A usage-description key with no words shows the alert with no reason, which App Review "
            + "rejects. Write what the app does with the access.")
    /// A purpose string the app declares for a permission its code never asks for.
    package static let unusedKey = RuleDefinition(
        id: "usage-key-unused", title: "Purpose string never used", category: .privacy, severity: .note,
        references: [.platform("App Review Guidelines 5.1.1(i): purpose strings describe what the app does")],
        explanation: "The app declares a purpose string for a permission no code found asks for. Remove it, or "
            + "check that the request is made where the scan cannot see it (a framework, a package, a string).")
    /// Always authorization asked for with no when-in-use request anywhere.
    package static let alwaysFirst = RuleDefinition(
        id: "always-without-when-in-use", title: "Always location without when-in-use", category: .privacy,
        severity: .warning,
        references: [.platform("Apple's documentation, CLLocationManager.requestAlwaysAuthorization(): request "
                               + "when-in-use authorization first")],
        explanation: "Core Location grants Always only after When In Use: ask for when-in-use authorization "
            + "where the app first needs the location, and for Always later, when a feature needs it "
            + "(progressive authorization).")
    /// A tracking request, to which the tracking primer's rules apply.
    package static let trackingRequest = RuleDefinition(
        id: "tracking-request", title: "Tracking request", category: .privacy, severity: .note,
        references: [.platform("App Review Guidelines 5.1.2(i); Apple Human Interface Guidelines, Privacy, "
                               + "Tracking requests")],
        explanation: "The app asks for permission to track. Whatever comes before the prompt may explain but may "
            + "not reward allowing, picture the alert, or offer a way on other than the system's question; "
            + "the audit's tracking-primer rule checks a spec of that screen.")
    /// A request no spec in the specs folder covers.
    package static let unprimed = RuleDefinition(
        id: "permission-without-spec", title: "Permission without a spec", category: .privacy, severity: .note,
        references: [.platform("Apple Human Interface Guidelines, Privacy: explain before the system asks")],
        explanation: "The app asks for a permission that no spec in Specs/ describes a primer for, so nothing "
            + "checks what VoiceOver reads before the prompt. primer-spec init writes one; --require-specs "
            + "makes this a warning.")
    /// A spec whose permission the app never asks for.
    package static let staleSpec = RuleDefinition(
        id: "spec-without-request", title: "Spec without a request", category: .privacy, severity: .warning,
        references: [.platform("App Review Guidelines 5.1.1(i): ask only for what the app uses")],
        explanation: "A spec describes a primer for a permission the app's code never asks for: the primer would "
            + "lead to no prompt. Remove the spec or add the request.")
    /// The app's deployment target is below what a block its specs use needs.
    package static let deploymentTarget = RuleDefinition(
        id: "deployment-target-below-block", title: "Deployment target below the block's", category: .spec,
        severity: .error,
        references: [.platform("The blocks' published code: the iOS release each block's code declares or "
                               + "needs (Docs/Scan.md)")],
        explanation: "The app's IPHONEOS_DEPLOYMENT_TARGET is below the release a block its specs use needs, so the "
            + "block's code does not build for the app. Raise the target or use another block.")
    /// An API that looks like a request and needs no permission, or a request that shows no prompt.
    package static let noPrompt = RuleDefinition(
        id: "request-without-prompt", title: "No prompt", category: .privacy, severity: .note,
        references: [.platform("Apple's documentation: PhotosPicker, PHPickerViewController, "
                               + "UNAuthorizationOptions.provisional")],
        explanation: "A picker that runs outside the app's process needs no permission and no purpose string; "
            + "provisional notifications show no prompt. Nothing to prime.")

    /// Every rule, in the order reports list them.
    package static let all: [RuleDefinition] = [
        missingKey, emptyKey, unusedKey, alwaysFirst, trackingRequest, unprimed, staleSpec, deploymentTarget, noPrompt,
    ]
}
