import Foundation
import PrimerAppInfo
import PrimerModel
import PrimerSpec
import PrimerSyntax

/// Holds an app's requests against its Info.plist keys, its specs and its deployment target: the
/// rules of ``ScanRules``.
package struct ScanChecker: Sendable {
    /// What the checker looks at.
    package struct Input: Sendable {
        /// Every request found.
        package var requests: [PermissionRequest]
        /// The app's keys and deployment target, or nil when no Info.plist, project or xcconfig was read.
        package var info: AppInfo?
        /// The specs found, or nil when there is no specs folder (spec rules are then not checked).
        package var specs: [SpecCoverage]?
        /// Whether a permission no spec covers is a warning rather than a note.
        package var requireSpecs: Bool

        /// Creates an input.
        package init(requests: [PermissionRequest], info: AppInfo?, specs: [SpecCoverage]?, requireSpecs: Bool = false) {
            self.requests = requests
            self.info = info
            self.specs = specs
            self.requireSpecs = requireSpecs
        }
    }

    /// The blocks specs may use: which permissions each models, and the iOS release its code needs
    /// (``Block/minimumIOS``).
    package var blocks: BlockRegistry

    /// Creates a checker.
    package init(blocks: BlockRegistry) {
        self.blocks = blocks
    }

    /// Every finding, in rule order, each rule's in location order; each one's subject names the
    /// permission it is about, or the whole app (``FindingSubject/app``).
    package func findings(_ input: Input) -> [Finding] {
        var findings: [Finding] = []
        findings += keyFindings(input)
        findings += unusedKeys(input)
        findings += alwaysFirst(input)
        findings += input.requests.filter { $0.permissions.contains(.tracking) }.map { request in
            Finding(severity: ScanRules.trackingRequest.severity, range: SourceRange(at: request.location),
                    message: "\(request.api.id) asks to track: the screen before it may explain, but not "
                        + "reward allowing or offer a way on other than the system's prompt",
                    rule: ScanRules.trackingRequest.id, subject: .permission(Permission.tracking.rawValue))
        }
        findings += specFindings(input)
        findings += deploymentTarget(input)
        findings += input.requests.filter { $0.permissions.isEmpty || $0.api == .notificationsProvisional }.map { request in
            Finding(severity: ScanRules.noPrompt.severity, range: SourceRange(at: request.location),
                    message: "\(request.api.id): \(request.api.note ?? "shows no prompt")",
                    rule: ScanRules.noPrompt.id, subject: .permission(request.permissions.first?.rawValue ?? "photos"))
        }
        return findings
    }

    /// A request whose key is missing or empty: one finding per call, since each call ends the app.
    private func keyFindings(_ input: Input) -> [Finding] {
        guard let info = input.info else { return [] }
        let place = info.searched.map { " in \($0)" } ?? ""
        var findings: [Finding] = []
        for request in input.requests {
            for permission in request.permissions {
                for key in request.keys(for: permission) {
                    let subject = permission.rawValue
                    guard let value = info.values[key] else {
                        findings.append(.error(
                            "\(request.api.id) asks for \(permission) and \(key) is missing\(place): iOS ends the "
                                + "app at this call; expected \(key) with a purpose string",
                            at: SourceRange(at: request.location), offendingText: request.api.id,
                            expected: key, rule: ScanRules.missingKey.id, subject: .permission(subject)))
                        continue
                    }
                    if value.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                        findings.append(.error(
                            "\(request.api.id) asks for \(permission) and \(key) is empty\(place): the alert would "
                                + "give no reason; expected a purpose string saying what the app does with it",
                            at: SourceRange(at: request.location), offendingText: TextExcerpt.shown(value.value),
                            expected: "a non-empty purpose string",
                            notes: value.location.map { [.init("\(key) is here", at: $0)] } ?? [],
                            rule: ScanRules.emptyKey.id, subject: .permission(subject)))
                    }
                }
            }
        }
        return findings
    }

    /// Keys the app declares for permissions no request asks for.
    private func unusedKeys(_ input: Input) -> [Finding] {
        guard let info = input.info else { return [] }
        let asked = Set(input.requests.flatMap(\.permissions))
        let fallback = info.origin?.lowerBound ?? SourceLocation(file: info.searched ?? "Info.plist", line: 0, column: 0)
        return Permission.scannedKeys.compactMap { key in
            guard let value = info.values[key] else { return nil }
            let permissions = Permission.declaring(key)
            guard !permissions.isEmpty, asked.isDisjoint(with: permissions) else { return nil }
            let names = permissions.map(\.description).joined(separator: " or ")
            return Finding(severity: ScanRules.unusedKey.severity, range: SourceRange(at: value.location ?? fallback),
                                       message: "\(key) is declared, and no code found asks for \(names)",
                                       offendingText: key, rule: ScanRules.unusedKey.id,
                                       subject: .permission(permissions[0].rawValue))
        }
    }

    /// `requestAlwaysAuthorization` (or an Always session) with no when-in-use request anywhere.
    private func alwaysFirst(_ input: Input) -> [Finding] {
        guard !input.requests.contains(where: { $0.permissions.contains(.locationWhenInUse) }) else { return [] }
        return input.requests.filter { $0.permissions.contains(.locationAlways) }.map { request in
            Finding(severity: ScanRules.alwaysFirst.severity, range: SourceRange(at: request.location),
                                message: "\(request.api.id) asks for Always location and no code asks for when-in-use "
                                    + "first; expected requestWhenInUseAuthorization() where the app first needs the "
                                    + "location (progressive authorization)",
                                rule: ScanRules.alwaysFirst.id, subject: .permission(Permission.locationAlways.rawValue))
        }
    }

    /// Permissions no spec covers, and specs whose permission is never asked for.
    private func specFindings(_ input: Input) -> [Finding] {
        guard let specs = input.specs else { return [] }
        var findings: [Finding] = []
        let covered = Set(specs.flatMap(\.permissions))
        var reported: Set<Permission> = []
        let severity: Severity = input.requireSpecs ? .warning : ScanRules.unprimed.severity
        for request in input.requests {
            // A second prompt for precise location is not a primer's: the first location request is.
            for permission in request.permissions where permission != .locationFullAccuracy
                && !covered.contains(permission) && reported.insert(permission).inserted {
                let writer = blocks.blocks(modelling: permission).first
                    .map { " (primer-spec init --block \($0.name) writes one)" } ?? ""
                findings.append(Finding(
                    severity: severity, range: SourceRange(at: request.location),
                    message: "the app asks for \(permission) here and no spec covers it; expected a spec\(writer)",
                    expected: "a spec for \(permission)", rule: ScanRules.unprimed.id, subject: .permission(permission.rawValue)))
            }
        }
        let asked = Set(input.requests.flatMap(\.permissions))
        for spec in specs where !spec.permissions.isEmpty && asked.isDisjoint(with: spec.permissions) {
            let names = spec.permissions.map(\.description).joined(separator: " or ")
            findings.append(Finding(
                severity: ScanRules.staleSpec.severity, range: SourceRange(at: spec.location),
                message: "\(spec.path) primes \(names) and no code found asks for it; expected the request, or no spec",
                rule: ScanRules.staleSpec.id, subject: .permission(spec.permissions[0].rawValue)))
        }
        return findings
    }

    /// A block the specs use that needs a later iOS than the app's deployment target.
    private func deploymentTarget(_ input: Input) -> [Finding] {
        guard let specs = input.specs, let target = input.info?.deploymentTarget,
              let version = IOSVersion(parsing: target.value) else { return [] }
        var findings: [Finding] = []
        var seen: Set<String> = []
        for spec in specs {
            guard let needed = blocks.block(named: spec.block)?.minimumIOS, version < needed,
                  seen.insert(spec.block).inserted else {
                continue
            }
            let at = target.location ?? spec.blockLocation
            findings.append(Finding(
                severity: ScanRules.deploymentTarget.severity, range: SourceRange(at: at),
                message: "the app's deployment target is iOS \(target.value) and \(spec.path) uses \(spec.block), whose "
                    + "code needs iOS \(needed); expected IPHONEOS_DEPLOYMENT_TARGET \(needed) or later",
                offendingText: target.value, expected: "\(needed) or later",
                notes: [.init("\(spec.block) is used here", at: spec.blockLocation)],
                rule: ScanRules.deploymentTarget.id, subject: .wholeApp))
        }
        return findings
    }
}
