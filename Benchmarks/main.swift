import Foundation
import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PermissionPrimer
import PrimerBlocks
import PrimerSpec

// Benchmarks: each prints its figures; none asserts a time (machines are shared and noisy).
// Run with: swift run -c release primer-spec-bench [SPECS_FOLDER]

/// Runs `body` `iterations` times after a warm-up and prints the median and best time per run.
func measure(_ name: String, iterations: Int, _ body: () -> Int) {
    _ = body()
    var samples: [Duration] = []
    var checksum = 0
    let clock = ContinuousClock()
    for _ in 0..<iterations {
        let start = clock.now
        checksum &+= body()
        samples.append(clock.now - start)
    }
    samples.sort()
    func ms(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%9.3f ms", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }
    let label = name.padding(toLength: 50, withPad: " ", startingAt: 0)
    print("\(label) median \(ms(samples[samples.count / 2]))  best \(ms(samples[0]))  (\(iterations) runs, checksum \(checksum))")
}

let folder = CommandLine.arguments.dropFirst().first ?? "Specs"
let specs: [(String, [UInt8])] = ((FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? [])
    .filter { $0.hasSuffix(".primerspec") }.sorted()
    .compactMap { name in FileManager.default.contents(atPath: folder + "/" + name).map { (name, [UInt8]($0)) } }
print("primer-spec benchmarks: \(specs.count) spec files from \(folder), \(specs.map(\.1.count).reduce(0, +)) bytes")

measure("parse every spec", iterations: 50) {
    specs.reduce(0) { $0 + SpecParser.parse($1.1, path: $1.0).recovered.sections.count }
}
measure("check every spec (parse, resolve, generate)", iterations: 20) {
    specs.reduce(0) { $0 + Checker(blocks: .standard, workingDirectory: folder).check($1.1, path: folder + "/" + $1.0).sections.count }
}
measure("audit every spec (all states, sizes, appearances, motion settings)", iterations: 10) {
    specs.reduce(0) { total, spec in
        let loaded = SpecLoader.load(spec.1, path: folder + "/" + spec.0, workingDirectory: folder, blocks: .standard)
        return total + (loaded.spec.map { SpecAudit.of($0).results.count } ?? 0)
    }
}
measure("HTML report of every spec (details, timelines, page)", iterations: 5) {
    let checker = Checker(blocks: .standard, workingDirectory: folder)
    var outcomes: [FileOutcome] = []
    var resolved: [ResolvedSpec] = []
    for (name, bytes) in specs {
        outcomes.append(checker.check(bytes, path: folder + "/" + name))
        if let spec = SpecLoader.load(bytes, path: folder + "/" + name, workingDirectory: folder, blocks: .standard).spec {
            resolved.append(spec)
        }
    }
    return HTMLReporter().render(HTMLReportPage.of(CheckReport(files: outcomes), specs: resolved)).utf8.count
}
measure("build trees: 4 kinds x states x 12 sizes", iterations: 50) {
    var count = 0
    for kind in Kind.allCases {
        let content = Content.standard(for: kind, appName: "Reminders")
        for state in StateName.allCases where state.applies(to: kind) {
            for size in DynamicTypeSize.allCases {
                count += SemanticTreeBuilder().build(content: content, phase: state.phase(),
                                                     environment: Environment(dynamicTypeSize: size)).elements.count
            }
        }
    }
    return count
}
measure("plan every transition, Reduce Motion on and off", iterations: 50) {
    var count = 0
    for kind in Kind.allCases {
        let content = Content.standard(for: kind, appName: "Reminders")
        for transition in PrimerMachine(kind: kind, hasCustomRequest: true).allTransitions() {
            for reduce in [false, true] {
                count += MotionPlanner.standard.plan(transition, content: content,
                                                     environment: Environment(reduceMotion: reduce)).entries.count
            }
        }
    }
    return count
}
measure("solve spring settling times (3 presets)", iterations: 200) {
    [Curve.smooth, .snappy, .bouncy].reduce(0) { $0 + Int((($1.springPhysics.map { try? $0.settlingTime().get() } ?? nil) ?? 0) * 1000) }
}
