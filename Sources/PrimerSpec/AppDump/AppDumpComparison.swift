import PrimerAccessibility
import PrimerAppDump
import PrimerModel
import PrimerMotion
import PrimerSyntax

/// Holds an app's dump against a spec: what VoiceOver reads in the block's part of the dump against
/// the spec's `voiceover STATE` section, and the block's real frames against the 44 × 44 pt rule
/// and the design's own minimums.
///
/// What the dump cannot show (the heading trait, hints, parts hidden from VoiceOver, the rest of a
/// value cut at `...`) is compared leniently and listed as "not verifiable from this dump", a note at
/// the line it is about, never passed over in silence. Mismatches are errors at the spec's line
/// with a note at the dump's; frame problems are errors at the dump's line with a note at the spec's.
package struct AppDumpComparison: Sendable {
    /// What to compare.
    package var target: AppDumpTarget

    /// Creates a comparison.
    package init(target: AppDumpTarget) {
        self.target = target
    }

    /// The outcome, reported as a section at `line` (the `app-dump` header, or the `voiceover`
    /// section for `check --dump`) titled `title`; `headerRange` locates errors about the whole.
    package func outcome(in spec: ResolvedSpec, line: Int, title: String, headerRange: SourceRange) -> SectionOutcome {
        func failed(_ finding: Finding) -> SectionOutcome {
            SectionOutcome(file: spec.file.path, line: line, title: title, status: .failed,
                           diff: LineDiff(expected: [], actual: []), expectedLineNumbers: [], findings: [finding])
        }
        guard let voiceOver = spec.sections.first(where: { $0.target == target.voiceOverTarget }) else {
            return failed(AppDumpFindings.noVoiceOverSection(state: target.state, at: headerRange, offendingText: nil))
        }
        let stops: [DumpStop]
        switch target.scope.stops(in: target.dump) {
        case .failure(let problem): return failed(AppDumpFindings.scopeProblem(problem, target: target, at: headerRange))
        case .success(let found): stops = found
        }
        var run = Run(target: target, spec: spec, voiceOver: voiceOver, stops: stops)
        let findings = run.findings()
        return SectionOutcome(file: spec.file.path, line: line, title: title,
                              status: findings.containsErrors ? .failed : .passed, diff: run.shownDiff,
                              expectedLineNumbers: run.expected.map(\.line.line), findings: findings)
    }

    /// One comparison's working state.
    struct Run {
        let target: AppDumpTarget
        let spec: ResolvedSpec
        let voiceOver: ResolvedSection
        let stops: [DumpStop]
        /// The spec's element lines, each with its hint line.
        var expected: [(line: BodyLine, text: String, hint: BodyLine?)] = []
        /// The dump stops whose cut value was matched to a spec line, by stop.
        var cut: [Int: Int] = [:]
        var diff = LineDiff(expected: [], actual: [])
        var shownDiff = LineDiff(expected: [], actual: [])

        init(target: AppDumpTarget, spec: ResolvedSpec, voiceOver: ResolvedSection, stops: [DumpStop]) {
            self.target = target
            self.spec = spec
            self.voiceOver = voiceOver
            self.stops = stops
            for line in voiceOver.syntax.contentLines {
                switch line.content {
                case .element(let token): expected.append((line, token.value, nil))
                case .hint: if !expected.isEmpty { expected[expected.count - 1].hint = line }
                default: break
                }
            }
        }

        /// VoiceOver's own words in the spec's language: a dump's trait words are read with them too.
        var words: VoiceOverWords { spec.model.language.words }

        /// What VoiceOver says for a dump's element with the spec's language's words: as
        /// `DumpElement.voiceOver` says it in English (English is that, byte for byte).
        static func spoken(_ element: DumpElement, words: VoiceOverWords) -> VoiceOverText {
            guard words.language != VoiceOverWords.english.language else { return element.voiceOver }
            var spoken = VoiceOverText(label: element.label ?? "", value: element.spokenValue, traits: element.shownTraits,
                                       words: words)
            if let word = element.textFieldWord {
                let text = spoken.text
                spoken.text = text.isEmpty ? word : text + (text.unicodeScalars.last == "." ? " " : ". ") + word
            }
            return spoken
        }

        mutating func findings() -> [Finding] {
            let expectedForms = expected.map { SpokenForm($0.text, words: words).lenient }
            var dumpForms = stops.map { SpokenForm(Self.spoken($0.element, words: words).text, words: words).lenient }
            matchCutValues(expectedForms: expectedForms, dumpForms: &dumpForms)
            diff = LineDiff(expected: expectedForms.map(\.key), actual: dumpForms.map(\.key))
            shownDiff = diff
            shownDiff.expected = expected.map { StringLiteral.quoted($0.text) }
            shownDiff.actual = stops.map { StringLiteral.quoted(Self.spoken($0.element, words: words).text) }
            let pairing = DiffPairing(diff)
            let parts = partIDs(dumpForms: dumpForms)
            var errors = textErrors(pairing)
            // The spec's line for an element: its equal line, or its changed line when the element is
            // a part of the model (a changed line beside an unrelated element is not its line).
            var specLineOf = Dictionary(uniqueKeysWithValues: pairing.same.map { ($0.actual, $0.expected) })
            for pair in pairing.changed where parts[pair.actual] != nil { specLineOf[pair.actual] = pair.expected }
            errors += targetErrors(parts: parts, specLineOf: specLineOf)
            return errors.sortedByLocation() + notVerifiable() + sizeNotes(parts: parts)
        }

        /// A stop whose value ends in `...` stands for the first spec line it can be a cut of.
        private mutating func matchCutValues(expectedForms: [SpokenForm], dumpForms: inout [SpokenForm]) {
            let keys = Set(expectedForms.map(\.key))
            var claimed: Set<Int> = []
            for (index, stop) in stops.enumerated() where stop.element.valueMayBeCut && !keys.contains(dumpForms[index].key) {
                let element = stop.element
                let kept = String((element.value ?? "").dropLast(DumpElement.cutMark.count))
                let text = VoiceOverText(label: element.label ?? "", value: kept, traits: element.shownTraits,
                                         words: words).text
                let form = SpokenForm(text, words: words).lenient
                let match = expectedForms.indices.first { !claimed.contains($0) && form.canBeCut(from: expectedForms[$0]) }
                guard let match else { continue }
                claimed.insert(match)
                cut[index] = match
                dumpForms[index] = expectedForms[match]
            }
        }

        /// The model's part for each stop, paired by what the element is, never by position: the
        /// same words and role (in order), else an identifier that names the part (`primer.continue`
        /// for `continue`) with the same role, else the same label with the same role. A stop paired
        /// with nothing is named as the app's element.
        private func partIDs(dumpForms: [SpokenForm]) -> [Int: PartID] {
            let tree = spec.model.tree(state: target.state, environment: target.environment)
            let modelKeys = tree.elements.map { SpokenForm($0.voiceOver(in: words).text, words: words).lenient.key }
            var parts: [Int: PartID] = [:]
            var claimed: Set<Int> = []
            for pair in DiffPairing(LineDiff(expected: modelKeys, actual: dumpForms.map(\.key))).same {
                parts[pair.actual] = tree.elements[pair.expected].id
                claimed.insert(pair.expected)
            }
            let rules: [(DumpElement, AccessibilityElement) -> Bool] = [
                { element, part in element.identifier.map { Self.identifier($0, names: part.id) } ?? false },
                { element, part in
                    let label = SpokenForm(element.label ?? "", words: words).lenient.key
                    return !label.isEmpty && label == SpokenForm(part.label, words: words).lenient.key
                },
            ]
            for rule in rules {
                for (offset, stop) in stops.enumerated() where parts[offset] == nil {
                    let match = tree.elements.indices.first { index in
                        !claimed.contains(index) && Self.sameRole(stop.element, tree.elements[index])
                            && rule(stop.element, tree.elements[index])
                    }
                    guard let match else { continue }
                    parts[offset] = tree.elements[match].id
                    claimed.insert(match)
                }
            }
            return parts
        }

        /// Whether an identifier names a part: `continue`, or ending in `.continue` (case aside).
        static func identifier(_ identifier: String, names part: PartID) -> Bool {
            let identifier = identifier.lowercased(), name = part.description.lowercased()
            return identifier == name || identifier.hasSuffix("." + name)
        }

        /// The traits that say what an element is (not its state).
        static let roleTraits: Set<AccessibilityTrait> = [.button, .link, .adjustable, .image, .searchField]

        /// Whether a dump element and a model part have the same role words.
        static func sameRole(_ element: DumpElement, _ part: AccessibilityElement) -> Bool {
            element.shownTraits.intersection(roleTraits) == part.traits.intersection(roleTraits)
        }

        // MARK: What VoiceOver reads

        private func textErrors(_ pairing: DiffPairing) -> [Finding] {
            var errors: [Finding] = []
            for (expectedIndex, actual) in pairing.changed {
                errors.append(AppDumpFindings.changed(expected[expectedIndex].line, text: expected[expectedIndex].text,
                                                      to: stops[actual]))
            }
            for expectedIndex in pairing.removed {
                errors.append(AppDumpFindings.notInDump(expected[expectedIndex].line, text: expected[expectedIndex].text,
                                                        target: target, first: stops.first))
            }
            for (actual, after) in pairing.inserted {
                let anchor = after.map { expected[$0].hint ?? expected[$0].line }
                errors.append(AppDumpFindings.notInSpec(stops[actual], after: anchor, section: voiceOver.syntax))
            }
            return errors
        }

        /// What the dump cannot show, each at the line it is about.
        private func notVerifiable() -> [Finding] {
            var notes: [Finding] = []
            for item in expected {
                if SpokenForm(item.text, words: words).isHeading { notes.append(AppDumpFindings.heading(item.line, text: item.text)) }
                if let hint = item.hint, case .hint(let token) = hint.content {
                    notes.append(AppDumpFindings.hint(hint, text: token.value))
                }
            }
            for (stopIndex, expectedIndex) in cut.sorted(by: { $0.key < $1.key }) {
                notes.append(AppDumpFindings.cutValue(stops[stopIndex], line: expected[expectedIndex].line,
                                                      text: expected[expectedIndex].text))
            }
            let tree = spec.model.tree(state: target.state, environment: target.environment)
            if let hidden = AppDumpFindings.hidden(tree.hiddenParts, section: voiceOver.syntax) { notes.append(hidden) }
            for stop in stops {
                notes += AppDumpFindings.unreadable(stop)
            }
            return notes
        }
    }
}
