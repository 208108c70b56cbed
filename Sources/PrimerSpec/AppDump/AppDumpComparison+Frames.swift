import PrimerAccessibility
import PrimerAppDump
import PrimerModel
import PrimerMotion
import PrimerSyntax

/// The frames of a comparison: each interactive element's size, the touch-target rule over the
/// measured frames, and each frame against the design's minimum.
extension AppDumpComparison.Run {
    var interactive: [(offset: Int, stop: DumpStop)] {
        stops.enumerated().filter { $0.element.element.isInteractive }.map { ($0.offset, $0.element) }
    }

    /// The part a stop is in the model, or a name of its own for an element outside the model.
    func part(_ offset: Int, _ parts: [Int: PartID]) -> PartID {
        parts[offset] ?? PartID("element", index: offset)
    }

    /// The touch-target rule over the measured frames, and each frame against the design's minimum.
    func targetErrors(parts: [Int: PartID], specLineOf: [Int: Int]) -> [Finding] {
        var measured: [TouchTarget] = []
        var stopOfPart: [PartID: (offset: Int, stop: DumpStop)] = [:]
        for (offset, stop) in interactive {
            guard let frame = stop.element.frame else { continue }
            let id = part(offset, parts)
            measured.append(TouchTarget(part: id, height: .atLeast(frame.height), width: .atLeast(frame.width)))
            stopOfPart[id] = (offset, stop)
        }
        let check = TouchTargetCheck()
        let model = MeasuredTargetsModel(base: spec.model, state: target.state, measured: measured)
        var errors: [Finding] = []
        if case .checked(let findings) = check.evaluate(AuditSubject(blockName: spec.block.name, model: model)) {
            for finding in findings {
                guard let id = finding.subject.part, let (offset, stop) = stopOfPart[id] else { continue }
                errors.append(AppDumpFindings.smallTarget(parts[offset], stop: stop, rule: check.rule,
                                                          specLine: specLineOf[offset].map { expected[$0].line }))
            }
        }
        let designed = spec.model.targets(state: target.state, environment: target.environment)
        for design in designed {
            guard let (offset, stop) = stopOfPart[design.part], let frame = stop.element.frame else { continue }
            if let finding = AppDumpFindings.shrunk(design, frame: frame, stop: stop,
                                                    specLine: specLineOf[offset].map { expected[$0].line }) {
                errors.append(finding)
            }
        }
        return errors
    }

    /// Each interactive element's size, as a note at its dump line.
    func sizeNotes(parts: [Int: PartID]) -> [Finding] {
        let designed = spec.model.targets(state: target.state, environment: target.environment)
        return interactive.map { offset, stop in
            let id = parts[offset]
            return AppDumpFindings.size(id, stop: stop, design: id.flatMap { id in designed.first { $0.part == id } })
        }
    }
}
