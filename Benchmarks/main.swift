import Foundation
import PermissionPrimer
import PrimerAccessibility
import PrimerAppDump
import PrimerBlocks
import PrimerCLI
import PrimerModel
import PrimerMotion
import PrimerReports
import PrimerSpec
import PrimerSyntax

// Benchmarks: each prints its figures; none asserts a time (machines are shared and noisy).
// Run with: swift run -c release primer-spec-bench [SPECS_FOLDER]
// Two more modes serve scripts/bench.sh (Docs/Performance.md):
//   primer-spec-bench corpus OUTDIR SECTIONS    writes a varied corpus of spec files with empty section bodies
//   primer-spec-bench stages DIR [REPETITIONS]  times parse, resolve, generate, compare and render in-process
//   primer-spec-bench scan [LINES]              times primer-spec scan over a generated Swift tree (default 100,000 lines)
//   primer-spec-bench lsp [--lines] [EDITS [SPEC]]
//                                               times the language server's diagnostics for EDITS edits (default 20)
//                                               of a 2,000-line spec; 0 only opens it (for instruction counts);
//                                               SPEC keeps the generated spec (read when there, else written);
//                                               --lines types and deletes a line break, shifting the lines below
//   primer-spec-bench lsp-scale [EDITS [DIR]]   ms an edit at 2,000 and 32,000 lines: many small sections, one long section
//   primer-spec-bench memory [MEGABYTES]        peak memory per byte of spec of check and the language server (default 20 MB)

/// Runs one mode: its arguments (after the mode's name) are checked by `parse`, which returns what
/// `run` needs or nil for a usage error (exit 2); a thrown error exits 1, success 0.
func runMode<Arguments>(_ usage: String, _ parse: ([String]) -> Arguments?, _ run: (Arguments) throws -> Void) -> Never {
    guard let arguments = parse(Array(CommandLine.arguments.dropFirst(2))) else {
        FileHandle.standardError.write(Data("usage: primer-spec-bench \(usage)\n".utf8))
        exit(2)
    }
    do {
        try run(arguments)
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
}

switch CommandLine.arguments.dropFirst().first {
case "corpus":
    runMode("corpus OUTDIR SECTIONS", { arguments in
        guard arguments.count == 2, let sections = Int(arguments[1]), sections > 0 else { return nil }
        return (arguments[0], sections)
    }) { (folder: String, sections: Int) in
        let (files, written) = try Corpus.write(to: folder, sections: sections)
        print("corpus: \(written) sections in \(files) files under \(folder)")
    }
case "stages":
    runMode("stages DIR [REPETITIONS]", { arguments in
        guard (1...2).contains(arguments.count), let repetitions = Int(arguments.dropFirst().first ?? "5"), repetitions > 0
        else { return nil }
        return (arguments[0], repetitions)
    }) { (folder: String, repetitions: Int) in try Stages.run(folder: folder, repetitions: repetitions) }
case "scan":
    runMode("scan [LINES]", { arguments in
        guard arguments.count <= 1, let lines = Int(arguments.first ?? "100000"), lines > 0 else { return nil }
        return lines
    }) { lines in try ScanBench.run(lines: lines) }
case "lsp":
    runMode("lsp [--lines] [EDITS [SPEC]]", { arguments in
        let lines = arguments.first == "--lines"
        let rest = Array(arguments.dropFirst(lines ? 1 : 0))
        guard rest.count <= 2, let edits = Int(rest.first ?? "20"), edits >= 0 else { return nil }
        return (edits, rest.dropFirst().first, lines)
    }) { (edits: Int, spec: String?, lines: Bool) in
        try LanguageServerBench.run(edits: edits, specFile: spec, typesLineBreaks: lines) { name, iterations, body in
            measure(name, iterations: iterations, body)
        }
    }
case "lsp-scale":
    runMode("lsp-scale [EDITS [FOLDER]]", { arguments in
        guard arguments.count <= 2, let edits = Int(arguments.first ?? "20"), edits > 0 else { return nil }
        return (edits, arguments.dropFirst().first)
    }) { (edits: Int, folder: String?) in try EditScaleBench.run(edits: edits, folder: folder) }
case "memory":
    runMode("memory [MEGABYTES]", { arguments in
        guard let megabytes = Int(arguments.first ?? "20"), megabytes > 0 else { return nil }
        return megabytes
    }) { megabytes in try MemoryBench.run(megabytes: megabytes) }
case "memory-case":
    MemoryBench.runCase(Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
default:
    break
}

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
let specRun = SpecRun(blocks: .standard, workingDirectory: folder)
measure("check every spec (parse, resolve, generate)", iterations: 20) {
    specs.reduce(0) { $0 + specRun.check(specRun.load($1.1, path: folder + "/" + $1.0)).sections.count }
}
measure("audit every spec (all states, sizes, appearances, motion settings)", iterations: 10) {
    specs.reduce(0) { total, spec in
        total + (specRun.audit(specRun.load(spec.1, path: folder + "/" + spec.0)).audit?.results.count ?? 0)
    }
}
measure("HTML report of every spec (details, timelines, page)", iterations: 5) {
    // As `check --format html` does: each spec loaded once, for its outcome and its drawing.
    var outcomes: [FileOutcome] = []
    var resolved: [ResolvedSpec] = []
    for (name, bytes) in specs {
        let loaded = specRun.load(bytes, path: folder + "/" + name)
        let outcome = specRun.check(loaded)
        outcomes.append(outcome)
        if outcome.errors.isEmpty, let spec = loaded.spec { resolved.append(spec) }
    }
    return HTMLReporter().render(HTMLReportPage.of(CheckReport(files: outcomes), specs: resolved)).utf8.count
}
measure("build trees: 4 kinds x states x 12 sizes", iterations: 50) {
    var count = 0
    for kind in PrimerKind.allCases {
        let content = PrimerContent.standard(for: kind, appName: "Reminders")
        for state in PrimerStateName.allCases where state.applies(to: kind) {
            for size in DynamicTypeSize.allCases {
                count += SemanticTreeBuilder().build(content: content, phase: state.phase(),
                                                     environment: PrimerEnvironment(dynamicTypeSize: size)).elements.count
            }
        }
    }
    return count
}
measure("plan every transition, Reduce Motion on and off", iterations: 50) {
    var count = 0
    for kind in PrimerKind.allCases {
        let content = PrimerContent.standard(for: kind, appName: "Reminders")
        for transition in PrimerMachine(kind: kind, hasCustomRequest: true).allTransitions() {
            for reduce in [false, true] {
                count += MotionPlanner.standard.plan(transition, content: content,
                                                     environment: PrimerEnvironment(reduceMotion: reduce)).entries.count
            }
        }
    }
    return count
}
measure("solve spring settling times (3 presets)", iterations: 200) {
    [Curve.smooth, .snappy, .bouncy].reduce(0) { $0 + Int((($1.springPhysics.map { try? $0.settlingTime().get() } ?? nil) ?? 0) * 1000) }
}

// App dumps (Docs/AppDumps.md): the fixtures, and one dump of 10,000 cells, read and held against a spec.
let dumpFolder = "Tests/AppDumps"
let dumps: [[UInt8]] = ((try? FileManager.default.contentsOfDirectory(atPath: dumpFolder)) ?? [])
    .filter { $0.hasSuffix(".txt") }.sorted()
    .compactMap { FileManager.default.contents(atPath: dumpFolder + "/" + $0).map { [UInt8]($0) } }
let cells = (0..<10_000).map { index in
    "        Cell, 0x\(String(index, radix: 16)), {{0.0, \(index).0}, {393.0, 44.0}}\n"
        + "          StaticText, 0x\(String(index, radix: 16))1, {{16.0, \(index).0}, {200.0, 20.0}}, label: 'Row \(index)', value: \(index)\n"
}.joined()
let bigDump = Array(("Element subtree:\n →Application, 0x1, pid: 1, label: 'App'\n    Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}\n"
    + "      CollectionView, 0x3, {{0.0, 0.0}, {393.0, 852.0}}\n" + cells).utf8)
print("app dumps: \(dumps.count) fixtures from \(dumpFolder); a generated dump of \(bigDump.count) bytes")
measure("read every app dump fixture", iterations: 200) {
    dumps.reduce(0) { $0 + AppDumpParser.parse($1, path: "d.txt").dump.elements.count }
}
measure("read a dump of 10,000 cells (20,003 elements)", iterations: 10) {
    AppDumpParser.parse(bigDump, path: "big.txt").dump.elements.count
}
if let spec = SpecLoader.load(Array("primer notifications\n\nvoiceover ready\n  \"Continue. Button.\"\n".utf8), path: "s.primerspec",
                              workingDirectory: nil, blocks: .standard).spec {
    let big = AppDumpParser.parse(bigDump, path: "big.txt").dump
    measure("hold the 10,000-cell dump against a spec (whole app)", iterations: 10) {
        let target = AppDumpTarget(state: "ready", writtenPath: "big.txt", scope: .wholeApp, dump: big)
        return AppDumpComparison(target: target).outcome(in: spec, line: 3, title: target.description,
                                                         headerRange: SourceRange(at: SourceLocation(file: "s", line: 3, column: 1)))
            .findings.count
    }
}

// The language server (Docs/Performance.md, "The language server").
try? LanguageServerBench.run { name, iterations, body in measure(name, iterations: iterations, body) }
