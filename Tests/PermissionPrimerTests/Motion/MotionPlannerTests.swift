@testable import PermissionPrimer
import PrimerModel
@testable import PrimerMotion
@testable import PrimerTestSupport
import Testing

@Suite("Motion planner")
struct MotionPlannerTests {
    @Test("There is something to plan: every kind, with and without a custom request")
    func coverage() {
        for kind in PrimerKind.allCases {
            for custom in [false, true] {
                #expect(PlannedCase.all.contains { $0.kind == kind && $0.hasCustomRequest == custom })
            }
        }
        #expect(PlannedCase.all.count > 40)
    }

    @Test("Every transition plans, with Reduce Motion off and on", arguments: PlannedCase.all)
    func plansEverything(planned: PlannedCase) {
        for reduceMotion in [false, true] {
            let timeline = planned.plan(reduceMotion: reduceMotion)
            for track in timeline.tracks {
                #expect(track.start >= 0 && track.duration.isFinite && track.duration > 0)
                #expect(track.curve.validationError == nil)
            }
            for cue in timeline.cues { #expect(cue.time >= 0) }
        }
    }

    @Test("Under Reduce Motion the audit finds nothing", arguments: PlannedCase.all)
    func reduceMotionOnlyFades(planned: PlannedCase) {
        let announcements = [TimelineAnnouncement(text: "Something changed", priority: "high")]
        #expect(MotionAudit.audit(planned.plan(reduceMotion: true, announcements: announcements)) == [])
        #expect(MotionAudit.audit(planned.plan(reduceMotion: true), fadeLimit: ReduceMotionSwap.maximumFade) == [])
    }

    @Test("Cues keep identical times with Reduce Motion on and off; tracks keep their parts and starts",
          arguments: PlannedCase.all)
    func cuesKeepTimes(planned: PlannedCase) {
        let announcements = [TimelineAnnouncement(text: "Done", priority: "default")]
        let full = planned.plan(reduceMotion: false, announcements: announcements)
        let reduced = planned.plan(reduceMotion: true, announcements: announcements)
        #expect(full.cues == reduced.cues)
        #expect(full.tracks.map(\.part) == reduced.tracks.map(\.part))
        #expect(full.tracks.map(\.start) == reduced.tracks.map(\.start))
    }

    @Test("Full motion moves where the design says things move", arguments: PlannedCase.all)
    func fullMotionMoves(planned: PlannedCase) {
        let timeline = planned.plan(reduceMotion: false)
        let key = planned.transition.key
        let symbolChanges = key.from == .requesting && [.granted, .limited, .denied].contains(key.to)
            || key.from == .denied && [.granted, .limited].contains(key.to)
        #expect(timeline.tracks.contains { $0.part == .symbol && $0.change.movement == .symbolReplace } == symbolChanges)
    }

    @Test("Cues come from the transition's effects, one for each effect a person or the app can notice",
          arguments: PlannedCase.all)
    func cuesFromEffects(planned: PlannedCase) {
        let timeline = planned.plan(reduceMotion: false)
        var expected: [Cue] = []
        for effect in planned.transition.effects {
            switch effect {
            case .haptic(let haptic): expected.append(Cue(.haptic(haptic)))
            case .callOnGranted(let status, let delay): expected.append(Cue(.call(.onGranted(status)), at: delay))
            case .callOnNotNow: expected.append(Cue(.call(.onNotNow)))
            case .openURL(let url): expected.append(Cue(.openURL(url)))
            case .request(let request): expected.append(Cue(.request(request)))
            case .readStatus, .retainLocationManager, .releaseLocationManager: break
            }
        }
        #expect(timeline.cues == expected)
    }

    @Test("Appearing on a status opens on that state without animating", arguments: PlannedCase.all.filter {
        $0.transition.key.via == .appear
    })
    func appearDoesNotAnimate(planned: PlannedCase) {
        for reduceMotion in [false, true] {
            let timeline = planned.plan(reduceMotion: reduceMotion)
            #expect(timeline.tracks.isEmpty)
            #expect(!timeline.cues.contains { if case .haptic = $0.event { true } else { false } })
        }
    }

    @Test("Events that keep the state only call or open", arguments: PlannedCase.all.filter {
        [.done, .openSettings, .notNow].contains($0.transition.key.via)
    })
    func sameStateEvents(planned: PlannedCase) throws {
        let timeline = planned.plan(reduceMotion: false)
        #expect(timeline.tracks.isEmpty)
        let cue = try #require(timeline.cues.first)
        #expect(timeline.cues.count == 1 && cue.time == 0)
        switch planned.transition.key.via {
        case .done: #expect(cue.event == .call(.onGranted(planned.transition.key.to == .limited ? .limited : .granted)))
        case .openSettings: #expect(cue.event == .openURL(PrimerEffect.settingsURL))
        default: #expect(cue.event == .call(.onNotNow))
        }
    }

    @Test("Granted: Continue's check first, then the symbol; Done at 0.70; success at 0, onGranted at 1.00",
          arguments: PrimerKind.allCases)
    func grantedSequence(kind: PrimerKind) throws {
        let planned = try #require(PlannedCase.find(kind, .requesting, .granted, via: .answer))
        let content = planned.content
        let tracks = planned.plan(reduceMotion: false).tracks
        let check = try #require(tracks.first { $0.part == .continueButton && $0.change == .symbolReplace(
            from: "progress", to: "checkmark") })
        let symbol = try #require(tracks.first { $0.part == .symbol && $0.change == .symbolReplace(
            from: content.symbol, to: content.grantedSymbol) })
        #expect(check.start < symbol.start)
        #expect(check.start == 0 && check.curve == .snappy)
        #expect(symbol.start == 0.3 && symbol.curve == .smooth)
        #expect(tracks.contains(Track(part: .symbol, change: .color(from: .textPrimary, to: .success), curve: .smooth,
                                      start: 0.3)))
        #expect(tracks.contains(Track(part: .title, change: .text, curve: .smooth, start: 0.3)))
        #expect(tracks.contains(Track(part: .reason, change: .text, curve: .smooth, start: 0.3)))
        #expect(tracks.contains(Track(part: .done, change: .appear(.opacity), curve: .smooth, start: 0.7)))
        #expect(tracks.contains(Track(part: .continueButton, change: .disappear(.opacity), curve: .smooth, start: 0.7)))
        let cues = planned.plan(reduceMotion: false).cues
        #expect(cues == [Cue(.haptic(.success), at: 0), Cue(.call(.onGranted(.granted)), at: PrimerMetrics.onGrantedDelay)])
        #expect(cues.last?.time == 1.0)
    }

    @Test("Photos limited: the granted sequence, calling onGranted(limited)")
    func limited() throws {
        let limited = try #require(PlannedCase.find(.photos, .requesting, .limited, via: .answer))
        let granted = try #require(PlannedCase.find(.photos, .requesting, .granted, via: .answer))
        #expect(limited.plan(reduceMotion: false).tracks == granted.plan(reduceMotion: false).tracks)
        #expect(limited.plan(reduceMotion: false).cues.last == Cue(.call(.onGranted(.limited)), at: 1))
    }

    @Test("Denied: the off symbol in textSecondary, new words, the sample alert gone, Open Settings, a warning", arguments: PrimerKind.allCases)
    func deniedSequence(kind: PrimerKind) throws {
        let planned = try #require(PlannedCase.find(kind, .requesting, .denied, via: .answer))
        let timeline = planned.plan(reduceMotion: false)
        let smooth = Curve.smooth
        #expect(timeline.tracks == [
            Track(part: .symbol, change: .symbolReplace(from: planned.content.symbol, to: planned.content.deniedSymbol),
                  curve: smooth),
            Track(part: .symbol, change: .color(from: .textPrimary, to: .textSecondary), curve: smooth),
            Track(part: .title, change: .text, curve: smooth),
            Track(part: .reason, change: .text, curve: smooth),
            // The question is answered: its drawing leaves the screen.
            Track(part: .sampleAlert, change: .disappear(.opacity), curve: smooth),
            Track(part: .continueButton, change: .disappear(.opacity), curve: smooth),
            Track(part: .openSettings, change: .appear(.opacity), curve: smooth),
        ])
        #expect(timeline.cues == [Cue(.haptic(.warning))])
    }

    @Test("Back from Settings granted: like granted, from the off symbol, with no button check to wait for")
    func returnedGranted() throws {
        let planned = try #require(PlannedCase.find(.camera, .denied, .granted, via: .returnFromSettings))
        let timeline = planned.plan(reduceMotion: false)
        #expect(timeline.tracks.contains(Track(part: .symbol, change: .symbolReplace(from: "camera.slash",
                                                                                     to: "checkmark.circle"),
                                               curve: .smooth)))
        #expect(timeline.tracks.contains(Track(part: .symbol, change: .color(from: .textSecondary, to: .success),
                                               curve: .smooth)))
        #expect(timeline.tracks.contains(Track(part: .done, change: .appear(.opacity), curve: .smooth)))
        #expect(timeline.tracks.contains(Track(part: .openSettings, change: .disappear(.opacity), curve: .smooth)))
        #expect(timeline.cues == [Cue(.haptic(.success)), Cue(.call(.onGranted(.granted)), at: 1)])
    }

    @Test("Continue shows progress; an answer of not determined brings the title back", arguments: PrimerKind.allCases)
    func progress(kind: PrimerKind) throws {
        let asking = try #require(PlannedCase.find(kind, .ready, .requesting, via: .continueTapped))
        #expect(asking.plan(reduceMotion: false).tracks == [
            Track(part: .continueButton, change: .progress(shown: true), curve: .snappy),
        ])
        #expect(asking.plan(reduceMotion: false).cues == [Cue(.request(kind.systemRequest))])
        let back = try #require(PlannedCase.find(kind, .requesting, .ready, via: .answer))
        #expect(back.plan(reduceMotion: false).tracks == [
            Track(part: .continueButton, change: .progress(shown: false), curve: .snappy),
        ])
    }

    @Test("A thrown error appears under Continue; trying again takes it away")
    func failed() throws {
        let failing = try #require(PlannedCase.find(.notifications, custom: true, .requesting, .failed, via: .error))
        #expect(failing.plan(reduceMotion: false).tracks == [
            Track(part: .continueButton, change: .progress(shown: false), curve: .snappy),
            Track(part: .error, change: .appear(.opacity), curve: .smooth),
        ])
        let retry = try #require(PlannedCase.find(.notifications, custom: true, .failed, .requesting, via: .continueTapped))
        #expect(retry.plan(reduceMotion: false).tracks.contains(Track(part: .error, change: .disappear(.opacity),
                                                                      curve: .smooth)))
        #expect(retry.plan(reduceMotion: false).cues == [Cue(.request(.custom))])
    }

    @Test("Announcements are placed when the words change, else at 0")
    func announcements() throws {
        let announcement = TimelineAnnouncement(text: "Notifications are on", priority: "high")
        let granted = try #require(PlannedCase.find(.notifications, .requesting, .granted, via: .answer))
        #expect(granted.plan(reduceMotion: false, announcements: [announcement]).cues.contains(
            Cue(.announcement(announcement), at: 0.3)))
        #expect(granted.plan(reduceMotion: true, announcements: [announcement]).cues.contains(
            Cue(.announcement(announcement), at: 0.3)))
        let asking = try #require(PlannedCase.find(.notifications, .ready, .requesting, via: .continueTapped))
        #expect(asking.plan(reduceMotion: false, announcements: [announcement]).cues.contains(
            Cue(.announcement(announcement), at: 0)))
    }

    @Test("The choreography's choices can be changed")
    func customChoreography() throws {
        let planner = MotionPlanner(choreography: Choreography(symbolDelay: 0.5, buttonSwapDelay: 1, feedback: .smooth),
                                    reduceMotion: ReduceMotionSwap(fadeDuration: 0.1))
        let planned = try #require(PlannedCase.find(.notifications, .requesting, .granted, via: .answer))
        let full = planner.plan(planned.transition, content: planned.content)
        #expect(full.tracks.first { $0.part == .symbol }?.start == 0.5)
        #expect(full.tracks.first { $0.part == .done }?.start == 1)
        #expect(full.tracks.first?.curve == .smooth)
        let reduced = planner.plan(planned.transition, content: planned.content,
                                   environment: PrimerEnvironment(reduceMotion: true))
        #expect(reduced.tracks.allSatisfy { $0.curve == .easeInOut(duration: 0.1) })
        #expect(MotionAudit.audit(reduced, fadeLimit: 0.1) == [])
    }
}
