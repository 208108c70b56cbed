import Foundation
import PrimerAccessibility
import PrimerAppInfo
import PrimerModel
import PrimerSyntax

/// Checks a parsed spec against its block: the block's name and header fields, then every
/// section's states, sizes, transitions and appearance against the block's model, and duplicates.
///
/// Like the parser, it collects every error instead of stopping at the first.
package struct SpecResolver: Sendable {
    /// The blocks a spec may name.
    package var blocks: BlockRegistry
    /// The folder a relative spec path is relative to; nil for the process's current folder.
    package var workingDirectory: String?
    /// The run's app files already read, handed to each block's header; nil reads each anew.
    package var appFiles: AppFileCache?
    /// The run's motion lines already read; nil reads each spec's anew.
    package var motionReadings: MotionReadingsCache?
    /// What the run's blocks already worked out from headers, handed to each block's header; nil
    /// works each out anew.
    package var blockMemo: BlockMemo?

    /// Creates a resolver.
    package init(blocks: BlockRegistry, workingDirectory: String? = nil, appFiles: AppFileCache? = nil,
                 motionReadings: MotionReadingsCache? = nil, blockMemo: BlockMemo? = nil) {
        self.blocks = blocks
        self.workingDirectory = workingDirectory
        self.appFiles = appFiles
        self.motionReadings = motionReadings
        self.blockMemo = blockMemo
    }

    /// Resolves a spec; nil with diagnostics when anything is wrong.
    package func resolve(_ file: SpecFile) -> (spec: ResolvedSpec?, diagnostics: [Finding]) {
        let (spec, diagnostics, _) = resolve(file, reusing: nil, keepsMemo: false)
        return (spec, diagnostics)
    }

    /// ``resolve(_:)``, taking back from `memo` (left by resolving an earlier text of the same file)
    /// each section whose lines are as they were, at the same place or moved by the lines an edit
    /// above it added or removed, under the same header; the memo returned holds this text's
    /// sections for the next. The caller keeps a memo only while the files the header names are
    /// unchanged (the block's model reads them); ``IncrementalSpec`` is the one that does.
    ///
    /// `unchanged` says of a section (by its index) that it is the very section the memo's text had at
    /// the same line, read from the same lines (what the parse kept of the text before): its lines are
    /// then not compared again.
    package func resolve(_ file: SpecFile, reusing memo: Memo?,
                         unchanged: (Int) -> Bool = { _ in false }) -> (spec: ResolvedSpec?, diagnostics: [Finding], memo: Memo?) {
        resolve(file, reusing: memo, keepsMemo: true, unchanged: unchanged)
    }

    /// ``resolve(_:reusing:)``; without `keepsMemo` no memo is made (nil), and no section's lines or
    /// diagnostics are kept for one: a check that resolves each file once has no later text to reuse them.
    private func resolve(_ file: SpecFile, reusing memo: Memo?, keepsMemo: Bool,
                         unchanged: (Int) -> Bool = { _ in false }) -> (spec: ResolvedSpec?, diagnostics: [Finding], memo: Memo?) {
        var diagnostics: [Finding] = []
        // The block is known before the other fields are checked against its declarations.
        let (blockToken, named) = HeaderCheck.block(of: file, in: blocks)
        // The fields the block declares, asked of it once (it makes the list anew each time).
        let blockFields = named?.headerFields ?? []
        var file = file
        // The kept header lines of fields the block does not declare, reported below once the block is known.
        var foreign: [Directive] = []
        file.header = HeaderCheck(blocks: blocks, block: named, blockFields: blockFields)
            .check(file, diagnostics: &diagnostics, foreign: &foreign)
        // A file without `block` or the default block's leading field has an error already; there is nothing to resolve.
        if blockToken == nil, let lead = blocks.defaultBlock?.headerFields.first(where: \.leads), file.directive(lead) == nil {
            return (nil, diagnostics.sortedByLocation(), nil)
        }
        if let blockToken, named == nil {
            diagnostics.append(WordList.blocks.unknown(blockToken, among: WordList.blocks.words(in: [], blocks: blocks)))
            return (nil, diagnostics.sortedByLocation(), nil)
        }
        guard let block = named else { return (nil, diagnostics.sortedByLocation(), nil) }
        for directive in foreign {
            diagnostics.append(SemanticError.fieldNotInBlock(directive, block: block))
        }
        for directive in file.directives(.accept) {
            if let rule = directive.arguments.first, RuleCatalogue.rule(rule.value) == nil,
               !Checker.checkOnlyRules.contains(where: { $0.id == rule.value }) {
                diagnostics.append(WordList.rules.unknown(rule, among: WordList.ruleIDs))
            }
        }
        // A link to the design's call in the app's code gives the header the code's fields.
        var codeLink: CodeLink?
        if let linked = CodeLink.apply(to: file, block: block, workingDirectory: workingDirectory,
                                       diagnostics: &diagnostics) {
            file.header = linked.header
            codeLink = linked.link
        }
        // A copy of the design in the app's code (`design copy`) gives the model the copy's facts.
        let copy = DesignSource.apply(to: file, block: block, workingDirectory: workingDirectory, link: codeLink,
                                      diagnostics: &diagnostics)
        let configured = block.model(for: BlockHeader(file: file, workingDirectory: workingDirectory, copy: copy,
                                                          appFiles: appFiles, memo: blockMemo))
        diagnostics += SpecLanguage.applyingStrictWords(configured.diagnostics, in: file)
        guard let model = configured.model else { return (nil, diagnostics.sortedByLocation(), nil) }
        var sections: [ResolvedSection] = []
        var firstSections = FirstSections(capacity: file.sections.count, byKey: !keepsMemo)
        sections.reserveCapacity(file.sections.count)
        let motionLines = file.sections.reduce(0) { count, section in
            guard case .motion = section.kind else { return count }
            return count + section.body.count
        }
        var readings = MotionLines.Readings(vocabulary: model.vocabulary, capacity: motionLines, shared: motionReadings)
        let names = ModelNames(model)
        guard keepsMemo else {
            for index in file.sections.indices {
                guard let (resolved, key) = resolveSection(file.sections[index], in: file, block: block, model: names,
                                                           readings: &readings, diagnostics: &diagnostics)
                else { continue }
                record(resolved, key: key, of: index, in: file, into: &sections, firstSections: &firstSections,
                       diagnostics: &diagnostics)
            }
            guard !diagnostics.containsErrors else { return (nil, diagnostics.sortedByLocation(), nil) }
            return (ResolvedSpec(file: file, block: block, model: model, sections: sections, codeLink: codeLink,
                                 copy: copy), diagnostics, nil)
        }
        let key = Memo.Key(path: file.path, workingDirectory: workingDirectory, block: block.name, header: file.header,
                           copy: copy?.differences ?? [])
        let earlier = memo?.key == key ? memo?.sections ?? [:] : [:]
        var kept: [Int: Memo.Entry] = [:]
        var taken = 0
        var moved = 0
        // Sections below an edit that added or removed lines are where they were, `delta` lines on.
        let delta = memo.map { file.lines.count - $0.lineCount } ?? 0
        kept.reserveCapacity(file.sections.count)
        for (index, section) in file.sections.enumerated() {
            let entry: Memo.Entry
            if let reused = earlier[section.headerLine],
               (unchanged(index) && section.kind.keyword != .appDump) || reused.isResolution(of: section, in: file) {
                entry = reused
                diagnostics += reused.diagnostics
                taken += 1
            } else if delta != 0, let reused = earlier[section.headerLine - delta],
                      reused.isResolution(of: section, in: file, movedBy: delta) {
                entry = reused.moved(to: section, in: file, by: delta)
                diagnostics += entry.diagnostics
                taken += 1
                moved += 1
            } else {
                let count = diagnostics.count
                let resolved = resolveSection(section, in: file, block: block, model: names, readings: &readings,
                                              diagnostics: &diagnostics)?.section
                entry = Memo.Entry(section: section, lines: Memo.Entry.lines(of: section, in: file), resolved: resolved,
                                   diagnostics: Array(diagnostics[count...]))
            }
            kept[section.headerLine] = entry
            guard let resolved = entry.resolved else { continue }
            record(resolved, key: nil, of: index, in: file, into: &sections, firstSections: &firstSections,
                   diagnostics: &diagnostics)
        }
        let next = Memo(key: key, sections: kept, lineCount: file.lines.count, taken: taken, moved: moved)
        guard !diagnostics.containsErrors else { return (nil, diagnostics.sortedByLocation(), next) }
        return (ResolvedSpec(file: file, block: block, model: model, sections: sections, codeLink: codeLink,
                             copy: copy), diagnostics,
                next)
    }

    /// Appends a resolved section (the file's section at `index`), or the error that an earlier
    /// section already checks its target. `key` is the target's number from ``resolveSection``, if any.
    private func record(_ resolved: ResolvedSection, key: Int?, of index: Int, in file: SpecFile,
                        into sections: inout [ResolvedSection], firstSections: inout FirstSections,
                        diagnostics: inout [Finding]) {
        let firstIndex = firstSections.first(of: resolved.target, key: key, index: index)
        guard firstIndex == index else {
            diagnostics.append(SemanticError.duplicateSection(file.sections[index], first: file.sections[firstIndex],
                                                              target: resolved.target))
            return
        }
        sections.append(resolved)
    }

    /// A path in a spec resolved against the spec file's folder.
    static func path(_ path: String, relativeTo specPath: String, workingDirectory: String?) -> String {
        // A NUL is kept as written (a URL would turn it into %00), so reading says what is wrong.
        if path.hasPrefix("/") || path.utf8.contains(0) { return path }
        let spec = specPath.hasPrefix("/") || workingDirectory == nil
            ? URL(fileURLWithPath: specPath)
            : URL(fileURLWithPath: workingDirectory ?? "").appendingPathComponent(specPath)
        return spec.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL.path
    }

    // MARK: Sections

    /// Each target's first section, by its index in the file (not a copy of it): what tells a
    /// duplicate section. A section resolved afresh comes with a number standing for its target
    /// (``targetKey(kind:subject:environment:)``), and one integer hashes at a fraction of the cost of
    /// the target's strings (the table hashed 15 M instructions of strings on the 10,000-section check).
    /// Sections without a number (taken back from a memo, `app-dump` sections) are kept by their target.
    private struct FirstSections {
        /// By the targets' numbers.
        private var byKey: [Int: Int] = [:]
        /// By the targets themselves.
        private var byTarget: [SectionTarget: Int] = [:]

        /// A table with room for `capacity` sections, in the table by number when `byKey`.
        init(capacity: Int, byKey: Bool) {
            if byKey {
                self.byKey.reserveCapacity(capacity)
            } else {
                byTarget.reserveCapacity(capacity)
            }
        }

        /// The index of the first section of `target` (whose number is `key`, if it has one), the
        /// section at `index` when it is the first: one look-up finds or inserts it.
        mutating func first(of target: SectionTarget, key: Int?, index: Int) -> Int {
            func first(_ entry: inout Int) -> Int { entry }
            if let key { return first(&byKey[key, default: index]) }
            return first(&byTarget[target, default: index])
        }
    }

    /// The number standing for a target within one spec: the section's kind (`kind`, 0 to 5) in the
    /// low 3 bits, the environment (its text size's index, 0 to 11, and Reduce Motion; 0 for none) in
    /// the next 5, and above them `subject`: the index of the state in the model's state names (its
    /// first index, so equal names give equal numbers), of the transition in its transitions, or of
    /// the appearance. Two targets of one spec have the same number exactly when they are equal: a
    /// resolved transition is the only one of its from, to and event in the list (two equal entries
    /// would both match, and the section would be ambiguous), so its index stands for its name.
    static func targetKey(kind: Int, subject: Int, environment: PrimerEnvironment?) -> Int {
        let environmentBits = environment.map { $0.dynamicTypeSize.index << 1 | ($0.reduceMotion ? 1 : 0) } ?? 0
        return subject << 8 | environmentBits << 3 | kind
    }

    /// A spec's model with the names the sections are checked against, each list asked of it once
    /// (a model works each out anew when asked: the states' raw values, a machine's transitions)
    /// rather than once or twice a section. (Internal, not private, for TransitionLookupTests.)
    struct ModelNames {
        let model: any BlockModel
        let stateNames: [String]
        let eventNames: [String]
        let transitions: [TransitionName]
        /// For each transition, the first index of its from and to states in `stateNames` (-1 for a
        /// name not among them): a section's transition is looked for by comparing these integers with
        /// its resolved states' indices, and only the transitions between its two states compare names.
        let transitionStates: [(from: Int, to: Int)]

        init(_ model: any BlockModel) {
            self.model = model
            let stateNames = model.stateNames
            self.stateNames = stateNames
            eventNames = model.eventNames
            transitions = model.transitions
            transitionStates = transitions.map { transition in
                (stateNames.firstIndex(of: transition.from) ?? -1, stateNames.firstIndex(of: transition.to) ?? -1)
            }
        }
    }

    /// The section resolved, with the number standing for its target in the duplicate table
    /// (``targetKey(kind:subject:environment:)``; nil for an `app-dump` section); nil with errors.
    ///
    /// `section` is taken over (`consuming`): the copy the caller reads out of the file's array is the one
    /// the resolved section keeps, not copied again and the caller's destroyed.
    private func resolveSection(_ section: consuming Section, in file: SpecFile, block: any Block, model: ModelNames,
                                readings: inout MotionLines.Readings,
                                diagnostics: inout [Finding]) -> (section: ResolvedSection, key: Int?)? {
        let count = diagnostics.count
        guard block.sectionKinds.contains(section.kind.keyword) || SectionKeyword.common.contains(section.kind.keyword)
        else {
            diagnostics.append(SemanticError.sectionNotInBlock(section, block: block))
            return nil
        }
        switch section.kind {
        case .voiceover(let stateToken, let modifiers), .sizes(let stateToken, let modifiers),
             .targets(let stateToken, let modifiers):
            let state = resolveState(stateToken, model: model, diagnostics: &diagnostics)
            let environment = resolveEnvironment(modifiers, diagnostics: &diagnostics)
            guard let state, let environment, diagnostics.count == count else { return nil }
            let (target, kind): (SectionTarget, Int) = switch section.kind {
            case .voiceover: (.voiceover(state: state.name, environment: environment), 0)
            case .sizes: (.sizes(state: state.name, environment: environment), 3)
            default: (.targets(state: state.name, environment: environment), 4)
            }
            return (ResolvedSection(syntax: section, target: target),
                    Self.targetKey(kind: kind, subject: state.index, environment: environment))
        case .announce(let from, let to, let via):
            // The body is checked even when the header is wrong: every error in the file is reported.
            let transition = resolveTransition(from: from, to: to, via: via, model: model, diagnostics: &diagnostics)
            checkPriorities(section, diagnostics: &diagnostics)
            guard let transition, diagnostics.count == count else { return nil }
            return (ResolvedSection(syntax: section, target: .announce(transition.name)),
                    Self.targetKey(kind: 1, subject: transition.index, environment: nil))
        case .motion(let from, let to, let modifiers, let via):
            let transition = resolveTransition(from: from, to: to, via: via, model: model, diagnostics: &diagnostics)
            let environment = resolveEnvironment(modifiers, diagnostics: &diagnostics)
            let (entries, errors) = MotionLineRule.read(section, in: file, readings: &readings)
            diagnostics += errors
            guard let transition, let environment, diagnostics.count == count else { return nil }
            return (ResolvedSection(syntax: section, target: .motion(transition.name, environment: environment),
                                    motionEntries: entries),
                    Self.targetKey(kind: 2, subject: transition.index, environment: environment))
        case .contrast(let token):
            guard let appearance = Appearance(rawValue: token.value) else {
                diagnostics.append(SemanticError.unknown(token, what: "appearance",
                                                         valid: Appearance.allCases.map(\.rawValue)))
                return nil
            }
            return (ResolvedSection(syntax: section, target: .contrast(appearance)),
                    Self.targetKey(kind: 5, subject: appearance == .light ? 0 : 1, environment: nil))
        case .appDump(let stateToken, let path, let scope):
            let state = resolveState(stateToken, model: model, diagnostics: &diagnostics)
            guard let state, diagnostics.count == count else { return nil }
            let dump = AppDumpResolver(workingDirectory: workingDirectory)
                .resolve(state: stateToken, resolvedState: state.name, path: path, scope: scope, in: file,
                         diagnostics: &diagnostics)
            guard let dump, diagnostics.count == count else { return nil }
            return (ResolvedSection(syntax: section, target: .appDump(dump)), nil)
        }
    }

    /// The state a token names, with its first index in the model's state names; nil with an error.
    private func resolveState(_ token: Token, model: ModelNames,
                              diagnostics: inout [Finding]) -> (name: String, index: Int)? {
        let name = token.value
        // A problem first: a known state the content cannot reach (`limited` for a camera primer) is
        // better explained than called unknown.
        if let problem = model.model.problem(withState: name) {
            diagnostics.append(.error(problem.message, at: token.range, offendingText: token.text,
                                      expected: problem.expected))
            return nil
        }
        guard let index = model.stateNames.firstIndex(of: name) else {
            diagnostics.append(SemanticError.unknownState(token, valid: model.stateNames))
            return nil
        }
        return (name, index)
    }

    private func resolveEnvironment(_ modifiers: SectionModifiers, diagnostics: inout [Finding]) -> PrimerEnvironment? {
        var environment = PrimerEnvironment(reduceMotion: modifiers.isReduceMotion)
        if let token = modifiers.dynamicTypeSize {
            // Spec words are case-sensitive (the command line is more forgiving).
            guard let size = Self.dynamicTypeSize(named: token.value) else {
                diagnostics.append(SemanticError.unknownSize(token))
                return nil
            }
            environment.dynamicTypeSize = size
        }
        return environment
    }

    /// `DynamicTypeSize(rawValue: name)`, by comparing the name with each size's in turn: the
    /// synthesised initializer cost about 800 instructions a call (4 M on the 10,000-section check),
    /// the names are a dozen short strings. DynamicTypeSizeNameTests holds it to the initializer.
    static func dynamicTypeSize(named name: String) -> DynamicTypeSize? {
        DynamicTypeSize.allCases.first { $0.rawValue == name }
    }

    /// The transition the tokens name, with its index in the model's transitions; nil with an error.
    /// (Internal, not private, for TransitionLookupTests.)
    func resolveTransition(from: Token, to: Token, via: Token?, model: ModelNames,
                                   diagnostics: inout [Finding]) -> (name: TransitionName, index: Int)? {
        let fromState = resolveState(from, model: model, diagnostics: &diagnostics)
        let toState = resolveState(to, model: model, diagnostics: &diagnostics)
        var event: String?
        if let via {
            let name = via.value
            if model.eventNames.contains(name) {
                event = name
            } else {
                diagnostics.append(SemanticError.unknownEvent(via, valid: model.eventNames))
            }
        }
        guard let fromState, let toState, via == nil || event != nil else { return nil }
        // As BlockModel.transitions(from:to:via:) filters the model's transitions, with the states
        // compared by their indices in the state names (both are among them, so equal indices are
        // equal names): the first match and how many there are.
        var first = -1
        var matches = 0
        for index in model.transitionStates.indices
        where model.transitionStates[index].from == fromState.index && model.transitionStates[index].to == toState.index {
            if let event, model.transitions[index].via != event { continue }
            if matches == 0 { first = index }
            matches += 1
        }
        switch matches {
        case 1:
            return (model.transitions[first], first)
        case 0:
            let allowed = model.transitions.filter { $0.from == fromState.name }
            diagnostics.append(SemanticError.noTransition(from: from, to: to, via: via, allowed: allowed,
                                                          model: model.model))
            return nil
        default:
            let events = model.transitions.filter {
                $0.from == fromState.name && $0.to == toState.name && (event == nil || $0.via == event)
            }.map(\.via)
            diagnostics.append(SemanticError.ambiguousTransition(from: from, to: to, events: events))
            return nil
        }
    }

    private func checkPriorities(_ section: Section, diagnostics: inout [Finding]) {
        let valid = AnnouncementPriority.allCases.map(\.rawValue)
        for line in section.body {
            if case .announcement(_, let priority) = line.content, !valid.contains(priority.value) {
                diagnostics.append(SemanticError.unknownPriority(priority, valid: valid))
            }
        }
    }
}
