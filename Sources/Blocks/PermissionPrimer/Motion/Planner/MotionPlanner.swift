import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// Plans what moves and what happens, and when, on one transition of the block's state machine.
///
/// The movements follow the design's behaviour; the times and curves it leaves open come from
/// ``Choreography``. With Reduce Motion on, ``ReduceMotionSwap`` turns every movement into a short
/// fade and leaves every cue's time alone.
public struct MotionPlanner: Hashable, Sendable {
    /// Times and curves the design leaves open.
    public var choreography: Choreography
    /// How movements become fades under Reduce Motion.
    public var reduceMotion: ReduceMotionSwap

    /// Creates a planner; the defaults are PrimerSpec's choices.
    public init(choreography: Choreography = .standard, reduceMotion: ReduceMotionSwap = .standard) {
        self.choreography = choreography
        self.reduceMotion = reduceMotion
    }

    /// The planner with PrimerSpec's choices.
    public static let standard = MotionPlanner()

    /// The timeline of a transition.
    ///
    /// - Parameters:
    ///   - transition: A transition of ``PrimerModel/PrimerMachine``.
    ///   - content: The primer's words and symbols (symbol names appear in the timeline).
    ///   - environment: Reduce Motion on swaps movements for fades; the text size changes nothing here.
    ///   - announcements: What VoiceOver announces on this transition, from PrimerAccessibility. Each is
    ///     placed when the words change (the first `text` track), or at 0 if they do not.
    public func plan(_ transition: PrimerTransition, content: PrimerContent, environment: PrimerEnvironment = .standard,
                     announcements: [TimelineAnnouncement] = []) -> Timeline {
        let tracks = movements(for: transition, content: content)
        let wordsChange = tracks.filter { $0.change == .text }.map(\.start).min() ?? 0
        let cues = transition.effects.compactMap(Self.cue(for:))
            + announcements.map { Cue(.announcement($0), at: wordsChange) }
        let timeline = Timeline(tracks: tracks, cues: cues)
        return environment.reduceMotion ? reduceMotion.apply(to: timeline) : timeline
    }

    /// The tracks of a transition with full motion.
    ///
    /// Appearing on a status (already granted or denied) opens on that state without animating, and
    /// events that keep the phase (Done, Open Settings, Not now, a status read) only have cues.
    public func movements(for transition: PrimerTransition, content: PrimerContent) -> [Track] {
        let feedback = choreography.feedback.curve
        let smooth = choreography.content.curve
        switch (transition.from, transition.to) {
        case (.ready, .requesting):
            // Continue's title gives way to a spinner; the benefits and the sample alert stay.
            return [Track(part: .continueButton, change: .progress(shown: true), curve: feedback)]
        case (.failed, .requesting):
            // Trying again: the spinner comes back and the error line goes.
            return [Track(part: .continueButton, change: .progress(shown: true), curve: feedback),
                    Track(part: .error, change: .disappear(.opacity), curve: smooth)]
        case (.requesting, .ready):
            // No answer: the spinner gives way to Continue's title again.
            return [Track(part: .continueButton, change: .progress(shown: false), curve: feedback)]
        case (.requesting, .failed):
            // A thrown error: the title comes back and the message appears under Continue.
            return [Track(part: .continueButton, change: .progress(shown: false), curve: feedback),
                    Track(part: .error, change: .appear(.opacity), curve: smooth)]
        case (.requesting, .granted):
            return granted(content: content)
        case (.requesting, .denied):
            return denied(content: content)
        case (.denied, .granted):
            return returnedGranted(content: content)
        default:
            return []
        }
    }

    /// Granted: a check on Continue first, then the symbol turns into a check in the success colour, the
    /// words change and the sample alert (a question now answered) leaves, then Continue gives way to
    /// Done and Not now goes.
    private func granted(content: PrimerContent) -> [Track] {
        let smooth = choreography.content.curve
        let symbolAt = choreography.symbolDelay
        let swapAt = choreography.buttonSwapDelay
        return [
            Track(part: .continueButton,
                  change: .symbolReplace(from: Change.progressName, to: choreography.buttonCheckSymbol),
                  curve: choreography.feedback.curve, start: 0),
        ] + resultTracks(from: content.symbol, to: content.grantedSymbol, fromColor: PartStyle.of(.symbol).color,
                         toColor: .success, start: symbolAt)
          + [Track(part: .sampleAlert, change: .disappear(.opacity), curve: smooth, start: symbolAt)]
          + [
            Track(part: .continueButton, change: .disappear(.opacity), curve: smooth, start: swapAt),
            Track(part: .done, change: .appear(.opacity), curve: smooth, start: swapAt),
            Track(part: .notNow, change: .disappear(.opacity), curve: smooth, start: swapAt),
          ]
    }

    /// Denied: the symbol turns to its off form in `textSecondary`, the words say where to turn it on,
    /// the sample alert leaves, and Continue gives way to Open Settings, all at once (no check to wait
    /// for). Not now stays.
    private func denied(content: PrimerContent) -> [Track] {
        let smooth = choreography.content.curve
        return resultTracks(from: content.symbol, to: content.deniedSymbol, fromColor: PartStyle.of(.symbol).color,
                            toColor: .textSecondary, start: 0)
            + [Track(part: .sampleAlert, change: .disappear(.opacity), curve: smooth),
               Track(part: .continueButton, change: .disappear(.opacity), curve: smooth),
               Track(part: .openSettings, change: .appear(.opacity), curve: smooth)]
    }

    /// Back from Settings with the permission on: like granted, but Open Settings never showed a spinner,
    /// so there is no button check to come first and everything starts at once.
    private func returnedGranted(content: PrimerContent) -> [Track] {
        let smooth = choreography.content.curve
        return resultTracks(from: content.deniedSymbol, to: content.grantedSymbol, fromColor: .textSecondary,
                            toColor: .success, start: 0)
            + [Track(part: .openSettings, change: .disappear(.opacity), curve: smooth),
               Track(part: .done, change: .appear(.opacity), curve: smooth),
               Track(part: .notNow, change: .disappear(.opacity), curve: smooth)]
    }

    /// The symbol's replace and colour change and the title's and reason's new words, together.
    private func resultTracks(from symbol: String, to newSymbol: String, fromColor: ColorToken, toColor: ColorToken,
                              start: Double) -> [Track] {
        let smooth = choreography.content.curve
        return [
            Track(part: .symbol, change: .symbolReplace(from: symbol, to: newSymbol), curve: smooth, start: start),
            Track(part: .symbol, change: .color(from: fromColor, to: toColor), curve: smooth, start: start),
            Track(part: .title, change: .text, curve: smooth, start: start),
            Track(part: .reason, change: .text, curve: smooth, start: start),
        ]
    }

    /// The cue an effect puts on the timeline, or nil for effects nobody sees (reading the status,
    /// holding the location manager).
    static func cue(for effect: PrimerEffect) -> Cue? {
        switch effect {
        case .haptic(let haptic): Cue(.haptic(haptic), at: 0)
        case .callOnGranted(let status, let delay): Cue(.call(.onGranted(status)), at: delay)
        case .callOnNotNow: Cue(.call(.onNotNow), at: 0)
        case .openURL(let url): Cue(.openURL(url), at: 0)
        case .request(let request): Cue(.request(request), at: 0)
        case .readStatus, .retainLocationManager, .releaseLocationManager: nil
        }
    }
}
