import Foundation
import PrimerAccessibility
import PrimerModel

/// Checks a parsed spec against the model: kinds, states, sizes, transitions, Info.plist, duplicates.
///
/// Like the parser, it collects every error instead of stopping at the first.
public struct SpecResolver: Sendable {
    /// The folder a relative spec path is relative to; nil for the process's current folder.
    public var workingDirectory: String?

    /// Creates a resolver.
    public init(workingDirectory: String? = nil) {
        self.workingDirectory = workingDirectory
    }

    /// Resolves a spec; nil with diagnostics when anything is wrong.
    public func resolve(_ file: SpecFile) -> (spec: ResolvedSpec?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        guard let kindDirective = file.directive(.primer), let kindToken = kindDirective.arguments.first else {
            return (nil, diagnostics)
        }
        // An unknown kind is reported, and the sections are still checked as photos (the kind with
        // every state), so one run reports every error in the file.
        let knownKind = Kind(rawValue: kindToken.value)
        if knownKind == nil { diagnostics.append(SemanticError.unknownKind(kindToken)) }
        let kind = knownKind ?? .photos
        let content = knownKind == nil ? nil : resolveContent(file, kind: kind, diagnostics: &diagnostics)
        let machine = PrimerMachine(kind: kind, hasCustomRequest: file.directive(.customRequest) != nil)
        let errorMessage = file.directive(.errorMessage)?.arguments.first?.value ?? StateName.defaultErrorMessage
        var sections: [ResolvedSection] = []
        var firstByTarget: [SectionTarget: Section] = [:]
        for section in file.sections {
            guard let resolved = resolveSection(section, in: file, machine: machine, errorMessage: errorMessage,
                                                diagnostics: &diagnostics)
            else { continue }
            if let first = firstByTarget[resolved.target] {
                diagnostics.append(SemanticError.duplicateSection(section, first: first, target: resolved.target))
                continue
            }
            firstByTarget[resolved.target] = section
            sections.append(resolved)
        }
        guard let content, !diagnostics.containsErrors else { return (nil, diagnostics.sortedByLocation()) }
        return (ResolvedSpec(file: file, kind: kind, content: content, machine: machine, errorMessage: errorMessage,
                             sections: sections), diagnostics)
    }

    // MARK: Header

    private func resolveContent(_ file: SpecFile, kind: Kind, diagnostics: inout [Diagnostic]) -> Content? {
        var iOS = IOSVersion.default
        if let token = file.directive(.ios)?.arguments.first {
            if let version = IOSVersion(parsing: token.value), version.isKnown {
                iOS = version
            } else {
                diagnostics.append(SemanticError.unknownVersion(token))
            }
        }
        var content: Content
        if let token = file.directive(.infoPlist)?.arguments.first {
            let path = Self.path(token.value, relativeTo: file.path, workingDirectory: workingDirectory)
            do {
                content = try InfoPlist.load(from: path).standardContent(for: kind, iOS: iOS)
            } catch {
                diagnostics.append(SemanticError.infoPlist(error, at: token))
                return nil
            }
        } else {
            let appName = file.directive(.app)?.arguments.first?.value ?? Content.sampleAppName
            content = Content.standard(for: kind, appName: appName, iOS: iOS)
        }
        ContentOverrides.apply(file.header, to: &content)
        return content
    }

    /// A path in a spec resolved against the spec file's folder.
    static func path(_ path: String, relativeTo specPath: String, workingDirectory: String?) -> String {
        if path.hasPrefix("/") { return path }
        let spec = specPath.hasPrefix("/") || workingDirectory == nil
            ? URL(fileURLWithPath: specPath)
            : URL(fileURLWithPath: workingDirectory ?? "").appendingPathComponent(specPath)
        return spec.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL.path
    }

    // MARK: Sections

    private func resolveSection(_ section: Section, in file: SpecFile, machine: PrimerMachine, errorMessage: String,
                                diagnostics: inout [Diagnostic]) -> ResolvedSection? {
        let count = diagnostics.count
        switch section.kind {
        case .voiceover(let stateToken, let modifiers):
            let state = resolveState(stateToken, machine: machine, diagnostics: &diagnostics)
            let environment = resolveEnvironment(modifiers, diagnostics: &diagnostics)
            guard let state, let environment, diagnostics.count == count else { return nil }
            return ResolvedSection(syntax: section, target: .voiceover(state: state, environment: environment))
        case .sizes(let stateToken, let modifiers):
            let state = resolveState(stateToken, machine: machine, diagnostics: &diagnostics)
            let environment = resolveEnvironment(modifiers, diagnostics: &diagnostics)
            guard let state, let environment, diagnostics.count == count else { return nil }
            return ResolvedSection(syntax: section, target: .sizes(state: state, environment: environment))
        case .announce(let from, let to, let via):
            // The body is checked even when the header is wrong: every error in the file is reported.
            let transition = resolveTransition(from: from, to: to, via: via, machine: machine,
                                               errorMessage: errorMessage, diagnostics: &diagnostics)
            checkPriorities(section, diagnostics: &diagnostics)
            guard let transition, diagnostics.count == count else { return nil }
            return ResolvedSection(syntax: section, target: .announce(transition.key), transition: transition)
        case .motion(let from, let to, let modifiers, let via):
            let transition = resolveTransition(from: from, to: to, via: via, machine: machine,
                                               errorMessage: errorMessage, diagnostics: &diagnostics)
            let environment = resolveEnvironment(modifiers, diagnostics: &diagnostics)
            diagnostics += MotionLineRule.check(section, in: file)
            guard let transition, let environment, diagnostics.count == count else { return nil }
            return ResolvedSection(syntax: section, target: .motion(transition.key, environment: environment),
                                   transition: transition)
        }
    }

    private func resolveState(_ token: Token, machine: PrimerMachine, diagnostics: inout [Diagnostic]) -> StateName? {
        guard let state = StateName(rawValue: token.value) else {
            let valid = StateName.allCases.filter { $0.applies(to: machine.kind) }.map(\.rawValue)
            diagnostics.append(SemanticError.unknownState(token, valid: valid))
            return nil
        }
        guard state.applies(to: machine.kind) else {
            diagnostics.append(SemanticError.limitedNotForKind(token, kind: machine.kind))
            return nil
        }
        if state == .failed && !machine.hasCustomRequest {
            diagnostics.append(SemanticError.failedNeedsCustomRequest(token))
            return nil
        }
        return state
    }

    private func resolveEnvironment(_ modifiers: SectionModifiers, diagnostics: inout [Diagnostic]) -> Environment? {
        var environment = Environment(reduceMotion: modifiers.isReduceMotion)
        if let token = modifiers.dynamicTypeSize {
            // Spec words are case-sensitive (the command line is more forgiving).
            guard let size = DynamicTypeSize(rawValue: token.value) else {
                diagnostics.append(SemanticError.unknownSize(token))
                return nil
            }
            environment.dynamicTypeSize = size
        }
        return environment
    }

    private func resolveTransition(from: Token, to: Token, via: Token?, machine: PrimerMachine, errorMessage: String,
                                   diagnostics: inout [Diagnostic]) -> Transition? {
        let fromState = resolveState(from, machine: machine, diagnostics: &diagnostics)
        let toState = resolveState(to, machine: machine, diagnostics: &diagnostics)
        var event: EventName?
        if let via {
            event = EventName(rawValue: via.value)
            if event == nil { diagnostics.append(SemanticError.unknownEvent(via)) }
        }
        guard let fromState, let toState, via == nil || event != nil else { return nil }
        let all = machine.allTransitions(errorMessage: errorMessage)
        let matches = all.filter { $0.key.from == fromState && $0.key.to == toState && (event == nil || $0.key.via == event) }
        switch matches.count {
        case 1:
            return matches[0]
        case 0:
            let allowed = all.filter { $0.key.from == fromState }.map(\.key)
            diagnostics.append(SemanticError.noTransition(from: from, to: to, via: via, allowed: allowed))
            return nil
        default:
            diagnostics.append(SemanticError.ambiguousTransition(from: from, to: to, events: matches.map(\.key.via)))
            return nil
        }
    }

    private func checkPriorities(_ section: Section, diagnostics: inout [Diagnostic]) {
        let valid = AnnouncementPriority.allCases.map(\.rawValue)
        for line in section.body {
            if case .announcement(_, let priority) = line.content, !valid.contains(priority.value) {
                diagnostics.append(SemanticError.unknownPriority(priority, valid: valid))
            }
        }
    }
}
