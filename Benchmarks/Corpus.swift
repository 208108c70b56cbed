import Foundation
import PrimerBlocks
import PrimerModel
import PrimerMotion
import PrimerSpec
import PrimerSyntax

// `primer-spec-bench corpus OUTDIR SECTIONS`: writes a varied corpus of spec files for the benchmark
// (scripts/bench.sh, Docs/Performance.md). Every file has a header of its own (block, kind or type, app
// name and content overrides that differ from file to file) and about 40 section headers with EMPTY
// bodies, chosen among what the file's model allows: every state at several Dynamic Type sizes, Reduce
// Motion on and off, light and dark where the block has contrast, every transition. The bodies are then
// written by `primer-spec check --record`, so the sections are whatever the builders generate.
//
// The corpus is deterministic: the same SECTIONS gives the same bytes, so scripts/bench.sh can cache it.

/// A small deterministic random number generator (SplitMix64), seeded per file.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x1234_5678 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

enum Corpus {
    /// Sections per file (the last file takes what is left).
    static let sectionsPerFile = 40

    static let appNames = ["Reminders", "Atlas", "CoffeeFinder", "Receipts", "Trailhead", "Pantry", "Lumen", "Harbor",
                           "Quill", "Orbit", "Fieldnotes", "Tandem", "Mosaic", "Sprout", "Kiln", "Beacon", "Juniper",
                           "Cadence", "Ledger", "Café Olé", "Nordlys", "Zürich Transit", "Ōtaku", "Ação"]
    static let subjects = ["due dates", "your orders", "new messages", "the weather", "your runs", "shared lists",
                           "price drops", "your plants", "nearby cafés", "the next train", "receipts", "your photos"]
    static let symbols = ["bell.badge", "calendar", "tag.fill", "star", "leaf", "map", "cart", "clock",
                          "heart", "paperplane", "bolt", "sparkles", "shippingbox.fill", "moon.fill", "camera", "photo"]
    static let tints = ["blue", "indigo", "green", "red", "orange", "yellow", "pink", "purple", "teal", "mint",
                        "cyan", "brown", "gray", "#5856D6", "#FFD60A", "#1E7F4F", "#C2185B"]
    static let primerKinds = ["notifications", "location", "camera", "photos"]
    static let primingTypes = ["notifications", "camera", "photo-library", "location-when-in-use", "location-always",
                               "microphone", "contacts", "health", "tracking"]
    static let primingStatuses = ["not-determined", "denied", "authorized"]

    /// Writes the corpus; returns (files, sections) written.
    static func write(to folder: String, sections total: Int) throws -> (files: Int, sections: Int) {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let fileCount = max(1, (total + sectionsPerFile - 1) / sectionsPerFile)
        var written = 0
        for index in 0..<fileCount {
            let count = min(sectionsPerFile, total - written)
            guard count > 0 else { break }
            let (name, text, sections) = try file(index: index, sections: count)
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
            written += sections
        }
        return (fileCount, written)
    }

    /// One file: its name, its text (header and empty section headers) and its number of sections.
    static func file(index: Int, sections count: Int) throws -> (String, String, Int) {
        var random = SplitMix(seed: UInt64(index) &+ 1)
        // Blocks in a cycle of 12 files: 4 permission primers, 3 primer screens, 5 permission primings, so
        // even 25 files (the 1,000-section corpus) have every kind with and without a custom request, and
        // every priming type. `ordinal` counts the files of the same block before this one.
        let cycle: [Character] = Array("PSGPGSGPGSGP")
        let letter = cycle[index % cycle.count]
        let perCycle = cycle.filter { $0 == letter }.count
        let ordinal = index / cycle.count * perCycle + cycle[..<(index % cycle.count)].filter { $0 == letter }.count
        var header: [String]
        let name: String
        switch letter {
        case "P":
            let kind = primerKinds[ordinal % primerKinds.count]
            header = primerHeader(kind: kind, index: index, customRequest: ordinal % 8 >= 4, random: &random)
            name = String(format: "%05d-primer-%@.primerspec", index, kind)
        case "S":
            header = screenHeader(index: index, random: &random)
            name = String(format: "%05d-screen.primerspec", index)
        default:
            let type = primingTypes[ordinal % primingTypes.count]
            header = primingHeader(type: type, index: index, withStatus: ordinal % 4 == 3, random: &random)
            name = String(format: "%05d-priming-%@.primerspec", index, type)
        }
        // A header line the model refuses (a status the type never has, say) is dropped, and the header
        // resolved again; the first lines (block, primer or type) are never dropped.
        var model: (any BlockModel)?
        var blockValue: (any Block)?
        for _ in 0..<8 {
            let text = header.joined(separator: "\n") + "\n"
            let loaded = SpecLoader.load(Array(text.utf8), path: name, workingDirectory: nil, blocks: .standard)
            if let spec = loaded.spec { model = spec.model; blockValue = spec.block; break }
            let bad = Set(loaded.diagnostics.filter { $0.severity == .error }.map { $0.range.lowerBound.line - 1 })
            let keep = header.enumerated().filter { !bad.contains($0.offset) || $0.offset < 2 }.map(\.element)
            guard keep.count < header.count else {
                throw BenchError("corpus: \(name): the header does not resolve:\n"
                                 + loaded.diagnostics.map(\.rendered).joined(separator: "\n"))
            }
            header = keep
        }
        guard let model, let blockValue else { throw BenchError("corpus: \(name): the header does not resolve") }
        var targets = pick(count, model: model, kinds: Set(blockValue.sectionKinds), random: &random)
        // Drop any section the model refuses (none should be), then check that the file resolves.
        for _ in 0..<4 {
            let text = render(header: header, targets: targets)
            let loaded = SpecLoader.load(Array(text.utf8), path: name, workingDirectory: nil, blocks: .standard)
            if loaded.spec != nil { return (name, text, targets.count) }
            let bad = Set(loaded.diagnostics.filter { $0.severity == .error }.map { $0.range.lowerBound.line })
            let firstSectionLine = header.count + 2
            let kept = targets.enumerated().filter { !bad.contains(firstSectionLine + 2 * $0.offset) }.map(\.element)
            guard kept.count < targets.count else {
                throw BenchError("corpus: \(name) does not resolve:\n" + loaded.diagnostics.map(\.rendered).joined(separator: "\n"))
            }
            targets = kept
        }
        throw BenchError("corpus: \(name) does not resolve")
    }

    static func render(header: [String], targets: [SectionTarget]) -> String {
        // Header, a blank line, then each section header followed by a blank line (an empty body).
        header.joined(separator: "\n") + "\n\n" + targets.map { $0.description + "\n\n" }.joined()
    }

    /// `count` different sections the model allows, spread over the section kinds, states, sizes,
    /// Reduce Motion on and off, appearances and transitions.
    static func pick(_ count: Int, model: any BlockModel, kinds: Set<SectionKeyword>,
                     random: inout SplitMix) -> [SectionTarget] {
        let states = model.stateNames.filter { model.problem(withState: $0) == nil }
        let sizes = DynamicTypeSize.allCases
        func shuffled<T>(_ items: [T]) -> [T] { items.shuffled(using: &random) }
        var groups: [(weight: Int, items: [SectionTarget])] = []
        if kinds.contains(.voiceover) {
            // Every state at the default size first, with and without Reduce Motion; then other sizes.
            let plain = states.map { SectionTarget.voiceover(state: $0, environment: PrimerEnvironment()) }
            let rest = shuffled(states.flatMap { state in
                sizes.flatMap { size in [false, true].compactMap { reduce -> SectionTarget? in
                    size == .default && !reduce ? nil
                        : .voiceover(state: state, environment: PrimerEnvironment(dynamicTypeSize: size, reduceMotion: reduce))
                } }
            })
            groups.append((10, plain + rest))
        }
        if kinds.contains(.sizes) {
            groups.append((6, shuffled(states.flatMap { state in
                sizes.map { SectionTarget.sizes(state: state, environment: PrimerEnvironment(dynamicTypeSize: $0)) } })))
        }
        if kinds.contains(.targets) {
            groups.append((4, shuffled(states.flatMap { state in
                sizes.map { SectionTarget.targets(state: state, environment: PrimerEnvironment(dynamicTypeSize: $0)) } })))
        }
        if kinds.contains(.contrast) {
            groups.append((2, Appearance.allCases.map { SectionTarget.contrast($0) }))
        }
        if kinds.contains(.announce) {
            // Transitions that announce something first: most announce nothing, which checks little.
            let (speaking, silent) = model.transitions.reduce(into: ([TransitionName](), [TransitionName]())) { split, transition in
                if model.announcements(for: transition).isEmpty { split.1.append(transition) } else { split.0.append(transition) }
            }
            groups.append((4, (shuffled(speaking) + shuffled(silent)).map { SectionTarget.announce($0) }))
        }
        if kinds.contains(.motion) {
            // Every transition with Reduce Motion off and on at the default size first; then other sizes.
            let plain = shuffled(model.transitions.flatMap { transition in
                [false, true].map { SectionTarget.motion(transition, environment: PrimerEnvironment(reduceMotion: $0)) } })
            let sized = shuffled(model.transitions.flatMap { transition in
                sizes.filter { $0 != .default }.flatMap { size in [false, true].map {
                    SectionTarget.motion(transition, environment: PrimerEnvironment(dynamicTypeSize: size, reduceMotion: $0)) } } })
            groups.append((14, plain + sized))
        }
        // Weighted round robin: each group gives `weight` items a round until `count` are picked.
        var picked: [SectionTarget] = []
        var cursors = Array(repeating: 0, count: groups.count)
        while picked.count < count {
            var progressed = false
            for (offset, group) in groups.enumerated() {
                for _ in 0..<group.weight where picked.count < count && cursors[offset] < group.items.count {
                    picked.append(group.items[cursors[offset]])
                    cursors[offset] += 1
                    progressed = true
                }
            }
            if !progressed { break }
        }
        return picked
    }

    static func quoted(_ text: String) -> String { "\"" + text + "\"" }

    static func appName(_ index: Int) -> String { "\(appNames[index % appNames.count]) \(index)" }

    static func primerHeader(kind: String, index: Int, customRequest: Bool, random: inout SplitMix) -> [String] {
        let app = appName(index)
        let subject = subjects.randomElement(using: &random)!
        var lines = ["# Benchmark corpus file \(index): the \(kind) primer of \(app).", "primer \(kind)", "app \(quoted(app))"]
        if kind != "notifications" {
            lines.append("purpose \(quoted("\(app) uses this to show \(subject) (file \(index))."))")
        }
        if customRequest {
            lines.append("custom-request")
            lines.append("error-message \(quoted("Couldn’t reach \(app). Try again (\(index))."))")
        }
        if Bool.random(using: &random) { lines.append("ios \(["17", "17.6", "18", "18.2", "26"].randomElement(using: &random)!)") }
        if Bool.random(using: &random) { lines.append("symbol \(quoted(symbols.randomElement(using: &random)!))") }
        if Bool.random(using: &random) { lines.append("title \(quoted("Never miss \(subject), \(app)"))") }
        if Bool.random(using: &random) { lines.append("reason \(quoted("\(app) tells you about \(subject) when it matters (\(index))."))") }
        if Bool.random(using: &random) {
            for benefit in 0..<Int.random(in: 2...3, using: &random) {
                lines.append("benefit \(quoted(symbols.randomElement(using: &random)!)) \(quoted("Benefit \(benefit + 1) of \(index)")) "
                             + quoted("What \(app) does with \(subjects.randomElement(using: &random)!), number \(benefit + 1)."))
            }
        }
        if Bool.random(using: &random) { lines.append("continue-title \(quoted(["Continue", "Next", "Turn on", "Allow access"].randomElement(using: &random)!))") }
        if Bool.random(using: &random) { lines.append("not-now-title \(quoted(["Not now", "Maybe later", "Skip", "Later"].randomElement(using: &random)!))") }
        if Bool.random(using: &random) { lines.append("granted-title \(quoted("All set, \(app)"))") }
        if Bool.random(using: &random) { lines.append("granted-line \(quoted("You will hear about \(subject) (\(index))."))") }
        if Bool.random(using: &random) { lines.append("denied-title \(quoted("\(app) is not allowed"))") }
        if Bool.random(using: &random) { lines.append("denied-line \(quoted("Turn it on in Settings whenever you like (\(index))."))") }
        if kind == "photos" && Bool.random(using: &random) {
            lines.append("limited-title \(quoted("Some photos are shared with \(app)"))")
            lines.append("limited-line \(quoted("Share more in Settings (\(index))."))")
        }
        if Bool.random(using: &random) { lines.append("done-title \(quoted(["Done", "Great", "OK"].randomElement(using: &random)!))") }
        if Bool.random(using: &random) { lines.append("open-settings-title \(quoted(["Open Settings", "Settings", "Go to Settings"].randomElement(using: &random)!))") }
        if Bool.random(using: &random) { lines.append("granted-symbol \(quoted(["checkmark.circle", "checkmark.seal", "hand.thumbsup"].randomElement(using: &random)!))") }
        if Bool.random(using: &random) { lines.append("denied-symbol \(quoted(["xmark.circle", "bell.slash", "nosign"].randomElement(using: &random)!))") }
        return lines
    }

    static func screenHeader(index: Int, random: inout SplitMix) -> [String] {
        let app = appName(index)
        let subject = subjects.randomElement(using: &random)!
        var lines = ["# Benchmark corpus file \(index): a primer screen for \(app).", "block primer-screen"]
        if Bool.random(using: &random) { lines.append("symbol \(quoted(symbols.randomElement(using: &random)!))") }
        lines.append("title \(quoted("\(app): stay on top of \(subject)"))")
        if Bool.random(using: &random) { lines.append("message \(quoted("Turn it on and \(app) only writes when it matters (\(index))."))") }
        if Bool.random(using: &random) {
            for benefit in 0..<Int.random(in: 1...4, using: &random) {
                lines.append("benefit \(quoted(symbols.randomElement(using: &random)!)) \(quoted("Perk \(benefit + 1) of \(index)")) "
                             + quoted("Hear about \(subjects.randomElement(using: &random)!) first (\(benefit + 1))."))
            }
        }
        if Bool.random(using: &random) { lines.append("continue-title \(quoted(["Continue", "Next", "Turn on"].randomElement(using: &random)!))") }
        switch Int.random(in: 0..<3, using: &random) {
        case 0: lines.append("no-skip")
        case 1: lines.append("skip-title \(quoted(["Maybe later", "Skip", "Not now"].randomElement(using: &random)!))")
        default: break
        }
        lines.append("tint \(quoted(tints[index % tints.count]))")
        if Bool.random(using: &random) { lines.append("ios \(["18", "18.2", "26"].randomElement(using: &random)!)") }
        return lines
    }

    static func primingHeader(type: String, index: Int, withStatus: Bool, random: inout SplitMix) -> [String] {
        let app = appName(index)
        var lines = ["# Benchmark corpus file \(index): the \(type) permission priming of \(app).", "block permission-priming",
                     "type \(type)", "app \(quoted(app))"]
        if withStatus { lines.append("status \(primingStatuses.randomElement(using: &random)!)") }
        if Bool.random(using: &random) {
            lines.append("title \(quoted("\(app) would like access"))")
            lines.append("description \(quoted("\(app) needs this for \(subjects.randomElement(using: &random)!) (\(index))."))")
        }
        if Bool.random(using: &random) { lines.append("continue-title \(quoted(["Enable", "Allow", "Turn on"].randomElement(using: &random)!))") }
        if Bool.random(using: &random) { lines.append("not-now-title \(quoted(["Not Now", "Later", "Skip"].randomElement(using: &random)!))") }
        if Bool.random(using: &random) { lines.append("open-settings-title \(quoted(["Open Settings", "Settings"].randomElement(using: &random)!))") }
        if Bool.random(using: &random) { lines.append("denied-title \(quoted("No access for \(app)"))") }
        if Bool.random(using: &random) { lines.append("denied-line \(quoted("Change it in Settings (\(index))."))") }
        if Bool.random(using: &random) { lines.append("progress-reading \(quoted(["In progress", "Loading", "Waiting"].randomElement(using: &random)!))") }
        if Bool.random(using: &random) { lines.append("ios \(["17.0", "17.6", "18", "18.3"].randomElement(using: &random)!)") }
        if Bool.random(using: &random) { lines.append("tint \(quoted(tints[(index / 7) % tints.count]))") }
        return lines
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
