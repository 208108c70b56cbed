import Foundation
import PrimerBlocks
import PrimerCLI
import PrimerModel
import PrimerMotion
import PrimerReports
import PrimerSpec
import PrimerSyntax

// `primer-spec-bench stages DIR [REPETITIONS]`: times the stages of `primer-spec check` in-process on the
// spec files under DIR (read into memory first, so no file I/O is timed), through the library's public API:
//
//   parse     SpecParser.parse                               bytes -> SpecFile
//   resolve   SpecResolver.resolve                           SpecFile -> ResolvedSpec (model built, app info read)
//   generate  SectionGenerator.lines                         every section's lines, as the builders make them
//   compare   SectionContext + Checker.standardRules         diff against the spec's lines, findings, outcome
//   render    ReportFormat.text.render                       the text report of every outcome
//
// and, as a cross-check, Checker.check on every file plus the render: what `check` does after reading the
// files. Each figure is the CPU time of the one thread the stages run on (other work on the machine barely
// changes it), with the wall time beside it. Each stage is reached separately; compare is what Checker.check(_:in:) does after generating,
// as `check` runs it for the text report (passing sections' lines not kept). It is rebuilt here from public API: if the checker
// changes what it does per section, change it here too.

enum Stages {
    struct Sample {
        var name: String
        var note: String
        var times: [Double] = []   // CPU seconds of this thread
        var walls: [Double] = []   // wall seconds
        var median: Double { Self.median(times) }
        var wallMedian: Double { Self.median(walls) }
        var best: Double { times.min() ?? 0 }
        static func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        }
    }

    static func files(in folder: String) -> [(String, [UInt8])] {
        ((FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? [])
            .filter { $0.hasSuffix(".primerspec") }.sorted()
            .compactMap { name in FileManager.default.contents(atPath: folder + "/" + name).map { (folder + "/" + name, [UInt8]($0)) } }
    }

    static func run(folder: String, repetitions: Int) throws {
        let specs = files(in: folder)
        guard !specs.isEmpty else { throw BenchError("stages: no .primerspec files under \(folder)") }
        let bytes = specs.reduce(0) { $0 + $1.1.count }
        let clock = ContinuousClock()
        func seconds(_ duration: Duration) -> Double {
            let (whole, atto) = duration.components
            return Double(whole) + Double(atto) / 1e18
        }
        // CPU time of this thread (the stages run on it alone), so other work on the machine barely
        // changes the figures; wall time beside it.
        func threadCPU() -> Double {
            var now = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
            return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
        }
        func time<T>(_ body: () -> T) -> (T, (cpu: Double, wall: Double)) {
            let (start, cpuStart) = (clock.now, threadCPU())
            let value = body()
            return (value, (threadCPU() - cpuStart, seconds(clock.now - start)))
        }
        var samples = [Sample(name: "parse", note: "SpecParser.parse"),
                       Sample(name: "resolve", note: "SpecResolver.resolve"),
                       Sample(name: "generate", note: "SectionGenerator.lines"),
                       Sample(name: "compare", note: "SectionContext + standard rules + outcome"),
                       Sample(name: "render", note: "text report"),
                       Sample(name: "check, end to end", note: "Checker.check per file + text report")]
        var sectionCount = 0
        var failures = 0
        let resolver = SpecResolver(blocks: .standard, workingDirectory: folder)
        let checker = Checker(blocks: .standard, workingDirectory: folder)
        // One untimed warm-up run, then the timed ones.
        for repetition in 0...repetitions {
            let (parsed, parseTime) = time { specs.map { SpecParser.parse($0.1, path: $0.0) } }
            let (resolved, resolveTime) = time { parsed.map { resolver.resolve($0.recovered) } }
            let (generated, generateTime) = time {
                resolved.map { result -> [[String]] in
                    guard let spec = result.spec else { return [] }
                    return spec.sections.map { section in
                        if case .appDump = section.target { return [] }
                        return SectionGenerator.lines(for: section.target, in: spec)
                    }
                }
            }
            let (outcomes, compareTime) = time {
                zip(resolved, generated).enumerated().map { index, pair -> FileOutcome in
                    let ((spec, diagnostics), lines) = pair
                    guard let spec else { return FileOutcome(path: specs[index].0, errors: diagnostics) }
                    let sections = zip(spec.sections, lines).map { section, actual -> SectionOutcome in
                        if case .appDump = section.target { return checker.check(section, in: spec) }
                        // As Checker.check(_:in:keepsPassingLines: false) does for `check`'s text report: the
                        // rules in a loop, and a passing section's display diff and line numbers not worked out.
                        let context = SectionContext(section: section, actual: actual, file: spec.file,
                                                     vocabulary: spec.model.vocabulary)
                        var findings: [Finding] = []
                        for rule in Checker.standardRules { findings += rule.evaluate(context).findings }
                        findings = findings.sortedByLocation()
                        let status: SectionOutcome.Status = findings.containsErrors ? .failed : .passed
                        let showsLines = status == .failed
                        return SectionOutcome(
                            file: spec.file.path, line: section.syntax.headerLine, title: section.syntax.canonicalHeaderText,
                            status: status, diff: showsLines ? context.displayDiff : LineDiff(expected: [], actual: []),
                            expectedLineNumbers: showsLines ? context.expected.map(\.line) : [], findings: findings)
                    }
                    return FileOutcome(path: spec.file.path, sections: sections,
                                       warnings: diagnostics.filter { $0.severity == .warning })
                }
            }
            let (text, renderTime) = time { ReportFormat.text.render(CheckReport(files: outcomes)) }
            let (endToEnd, wholeTime) = time { () -> Int in
                let report = CheckReport(files: specs.map { checker.check($0.1, path: $0.0) })
                return ReportFormat.text.render(report).utf8.count
            }
            if repetition == 0 {
                // The warm-up: count, and check the stages did what check does.
                let report = CheckReport(files: outcomes)
                sectionCount = report.sections.count
                failures = report.failedCount + report.errors.count
                if text.utf8.count != endToEnd {
                    print("note: the staged report (\(text.utf8.count) bytes) differs from Checker.check's (\(endToEnd) bytes)")
                }
                continue
            }
            for (index, measured) in [parseTime, resolveTime, generateTime, compareTime, renderTime, wholeTime].enumerated() {
                samples[index].times.append(measured.cpu)
                samples[index].walls.append(measured.wall)
            }
        }
        let (parse, resolve, generate, compare, render, whole) = (samples[0], samples[1], samples[2], samples[3], samples[4], samples[5])
        let stages = [parse, resolve, generate, compare, render]
        let sum = stages.reduce(0) { $0 + $1.median }
        let megabytes = Double(bytes) / 1_000_000
        print("stages of check, in-process: \(specs.count) files, \(sectionCount) sections, "
              + String(format: "%.2f MB", megabytes) + ", medians of \(repetitions) runs after a warm-up; CPU time of the thread"
              + (failures > 0 ? " (\(failures) failing sections or errors!)" : ""))
        func row(_ cells: [String]) -> String {
            zip(cells, [18, 10, 10, 10, 11, 7, 44]).enumerated().map { index, pair in
                index == cells.count - 1 ? pair.0
                    : index == 0 ? pair.0.padding(toLength: pair.1, withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: max(0, pair.1 - pair.0.count)) + pair.0
            }.joined(separator: "  ")
        }
        print(row(["stage", "CPU ms", "best CPU", "wall ms", "CPU µs/sec.", "share", "what is timed"]))
        for stage in stages + [whole] {
            let isWhole = stage.name == whole.name
            print(row([stage.name, String(format: "%.1f", stage.median * 1000), String(format: "%.1f", stage.best * 1000),
                       String(format: "%.1f", stage.wallMedian * 1000), String(format: "%.1f", stage.median * 1e6 / Double(max(sectionCount, 1))),
                       isWhole ? "" : String(format: "%.1f%%", 100 * stage.median / max(sum, 1e-12)), stage.note]))
        }
        print(row(["sum of stages", String(format: "%.1f", sum * 1000), "", String(format: "%.1f", stages.reduce(0) { $0 + $1.wallMedian } * 1000),
                   String(format: "%.1f", sum * 1e6 / Double(max(sectionCount, 1))),
                   "100%", "parse + resolve + generate + compare + render"]))
        print(String(format: "parse throughput: %.2f MB/s (%.2f MB in %.1f ms of CPU); parse + resolve: %.2f MB/s",
                     megabytes / max(parse.median, 1e-12), megabytes, parse.median * 1000,
                     megabytes / max(parse.median + resolve.median, 1e-12)))
        print("machine-readable: stages parse=\(parse.median) resolve=\(resolve.median) generate=\(generate.median) "
              + "compare=\(compare.median) render=\(render.median) check=\(whole.median) bytes=\(bytes) sections=\(sectionCount)")
    }
}
