import PrimerAppInfo
import PrimerCode
import PrimerSyntax

/// Finds the permission requests in one Swift file's tokens: each call of an API in
/// ``PermissionAPI/all``, told apart by its name, its argument labels and values, and the type at the
/// root of the expression it is called on (`PHPhotoLibrary.requestAuthorization { … }`).
package struct RequestFinder: Sendable {
    /// The file as findings name it.
    package var file: String

    /// Creates a finder for a file.
    package init(file: String) {
        self.file = file
    }

    /// The requests in a file's bytes.
    package func requests(in bytes: [UInt8]) -> [PermissionRequest] {
        requests(in: SwiftLexer.tokens(bytes))
    }

    /// The requests among tokens, in order. The file is read twice, each time once: first what it
    /// declares and where each candidate sits (``FileContext``), then each candidate call.
    package func requests(in tokens: [SwiftToken]) -> [PermissionRequest] {
        let context = FileContext(tokens: tokens, file: file) { $0.kind == .identifier && Self.names.contains($0.text) }
        var found: [PermissionRequest] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            guard Self.names.contains(tokens[index].text) else { continue }
            let call = Call(tokens: tokens, at: index)
            let site = Site(call: call, index: index, context: context)
            if let match = match(site), let token = tokens[safe: index] {
                var request = PermissionRequest(location: SourceLocation(file: file, line: token.line, column: token.column),
                                                api: match.api, permissions: match.permissions)
                request.assumptions = match.assumptions
                request.availability = context.availability[index] ?? .anywhere
                found.append(request)
            }
        }
        return found
    }

    /// The names worth looking at: a token with another name is passed over at once.
    static let names: Set<String> = [
        "requestAuthorization", "requestWhenInUseAuthorization", "requestAlwaysAuthorization",
        "requestTemporaryFullAccuracyAuthorization", "liveUpdates", "CLServiceSession", "requestAccess",
        "requestRecordPermission", "PhotosPicker", "photosPicker", "PHPickerViewController", "requestFullAccessToEvents",
        "requestWriteOnlyAccessToEvents", "requestFullAccessToReminders", "requestTrackingAuthorization",
        "CBCentralManager", "CBPeripheralManager", "evaluatePolicy", "startActivityUpdates", "queryActivityStarting",
        "queryPedometerData", "NWBrowser", "NetServiceBrowser", "publish", "resolve", "Service",
        "requestSiriAuthorization", "HMHomeManager", "NFCNDEFReaderSession", "NFCTagReaderSession",
    ]

    /// What a call asks for, and what was assumed to say so.
    struct Match {
        var api: PermissionAPI
        var permissions: [Permission]? = nil
        var assumptions: [String] = []
    }

    /// A call and what its file says around it.
    struct Site {
        let call: Call
        let index: Int
        let context: FileContext

        /// The types the call is made on, as far as the file says: the type at the root of its
        /// expression (`UNUserNotificationCenter.current()`), the type a name was declared or
        /// initialised with (`center`, `self.store`), or, for a bare call or `self.`, the type the call
        /// is inside (`extension CLLocationManager { … }`); each with what the app's own type inherits.
        var receiver: [String] {
            let chain = call.chain
            if !call.isMethodCall || chain == ["self"] || chain == ["Self"] {
                return (context.enclosingType[index] ?? []).flatMap(context.kinds)
            }
            if let root = chain.first, RequestFinder.frameworkTypes.contains(root) { return [root] }
            let named = chain.last.flatMap { context.type(of: $0, at: index) }
            if let named { return context.kinds(of: named) }
            if let root = chain.first, root.first?.isUppercase == true { return context.kinds(of: root) }
            return []
        }

        /// Whether the call is made on the framework type: a method called on anything (the name is
        /// the framework's alone), or a bare call inside the type, an extension or a subclass of it.
        func reaches(_ owner: String) -> Bool {
            call.isMethodCall || call.isBare && receiver.contains(owner)
        }

        /// Whether the file says the call is made on the type.
        func isOn(_ owner: String) -> Bool { receiver.contains(owner) }

        /// An argument's value: its own words, or, when it is a name (`options`, `self.level`), the
        /// words of the value the file gives that name; nil words when the file gives none.
        func value(_ argument: Call.Argument?) -> (words: [String]?, name: String?) {
            guard let argument else { return (nil, nil) }
            guard let name = argument.name else { return (argument.words, nil) }
            return (context.words(of: name, at: index), name)
        }

        /// Whether a name passed as an argument is declared with the type.
        func declares(_ argument: Call.Argument?, as type: String) -> Bool {
            guard let name = argument?.name else { return false }
            return context.type(of: name, at: index) == type
        }
    }

    /// The framework types whose calls are requests: a receiver whose root is one of these is that type.
    static let frameworkTypes: Set<String> = [
        "UNUserNotificationCenter", "CLLocationManager", "CLLocationUpdate", "AVCaptureDevice", "AVAudioSession",
        "AVAudioApplication", "PHPhotoLibrary", "CNContactStore", "EKEventStore", "HKHealthStore", "ATTrackingManager",
        "SFSpeechRecognizer", "LAContext", "CMMotionActivityManager", "CMPedometer", "MPMediaLibrary", "NetService",
        "NWListener", "NWBrowser", "NetServiceBrowser", "INPreferences", "INFocusStatusCenter",
    ]

    private func match(_ site: Site) -> Match? {
        let call = site.call
        // A declaration of the same name (`func requestAccess(`) or a use as a value (`#selector`) asks nothing.
        if call.isDeclaration || !call.isInvoked { return nil }
        switch call.name {
        case "requestWhenInUseAuthorization" where site.reaches("CLLocationManager"): return Match(api: .whenInUse)
        case "requestAlwaysAuthorization" where site.reaches("CLLocationManager"): return Match(api: .always)
        case "requestTemporaryFullAccuracyAuthorization" where site.reaches("CLLocationManager"):
            return Match(api: .fullAccuracy)
        case "requestTrackingAuthorization" where site.reaches("ATTrackingManager"): return Match(api: .tracking)
        case "requestFullAccessToEvents" where site.reaches("EKEventStore"): return Match(api: .eventsFull)
        case "requestWriteOnlyAccessToEvents" where site.reaches("EKEventStore"): return Match(api: .eventsWriteOnly)
        case "requestFullAccessToReminders" where site.reaches("EKEventStore"): return Match(api: .remindersFull)
        case "startActivityUpdates" where site.reaches("CMMotionActivityManager"): return Match(api: .motionActivity)
        case "queryActivityStarting" where site.reaches("CMMotionActivityManager"): return Match(api: .motionQuery)
        case "queryPedometerData" where site.reaches("CMPedometer"): return Match(api: .pedometer)
        case "requestRecordPermission" where site.reaches("AVAudioSession") || site.reaches("AVAudioApplication"):
            return Match(api: site.isOn("AVAudioSession") || call.chain.contains("sharedInstance")
                         ? .sessionRecordPermission : .recordPermission)
        case "liveUpdates" where call.isMethodCall && site.isOn("CLLocationUpdate"): return Match(api: .liveUpdates)
        case "CLServiceSession" where call.isInitializer:
            return serviceSession(call)
        case "CBCentralManager" where call.isInitializer: return Match(api: .bluetoothCentral)
        case "CBPeripheralManager" where call.isInitializer: return Match(api: .bluetoothPeripheral)
        case "NWBrowser" where call.isInitializer: return Match(api: .browser)
        case "NetServiceBrowser" where call.isInitializer: return Match(api: .netServiceBrowser)
        case "publish" where (call.isMethodCall || call.isBare) && site.isOn("NetService"):
            return Match(api: .netServicePublish)
        case "resolve" where (call.isMethodCall || call.isBare) && site.isOn("NetService")
                && call.argument(at: 0)?.label == "withTimeout":
            return Match(api: .netServiceResolve)
        case "Service" where call.isMethodCall && call.chain == ["NWListener"]: return Match(api: .listenerService)
        case "requestSiriAuthorization" where site.reaches("INPreferences"): return Match(api: .siri)
        case "HMHomeManager" where call.isInitializer: return Match(api: .homeManager)
        case "NFCNDEFReaderSession" where call.isInitializer: return Match(api: .nfcNDEF)
        case "NFCTagReaderSession" where call.isInitializer: return Match(api: .nfcTag)
        case "PhotosPicker" where call.isInitializer: return Match(api: .photosPicker)
        case "photosPicker" where call.isMethodCall: return Match(api: .photosPicker)
        case "PHPickerViewController" where call.isInitializer: return Match(api: .pickerViewController)
        case "evaluatePolicy" where site.reaches("LAContext"):
            return policy(site)
        case "requestAccess" where site.reaches("AVCaptureDevice") || site.reaches("CNContactStore")
                || site.reaches("EKEventStore"):
            return access(site)
        case "requestAuthorization":
            return authorization(site)
        default:
            return nil
        }
    }

    /// `evaluatePolicy(_:localizedReason:reply:)`: both policies iOS has can use Face ID.
    private func policy(_ site: Site) -> Match? {
        let argument = site.call.argument(at: 0)
        let (words, name) = site.value(argument)
        if let words {
            if words.contains("deviceOwnerAuthenticationWithBiometrics") { return Match(api: .faceID) }
            if words.contains("deviceOwnerAuthentication") { return Match(api: .deviceOwner) }
            // Another policy, written or given by name (a watch's or a companion's, which are not iOS's).
            if name == nil || words.contains(where: { $0.hasPrefix("deviceOwnerAuthentication") }) { return nil }
        }
        // A policy passed by name: still LAContext's when the call is made on one or reads like it.
        guard site.isOn("LAContext") || site.call.arguments.contains(where: { $0.label == "localizedReason" })
                || site.declares(argument, as: "LAPolicy") else { return nil }
        let shown = name.map { "`\($0)`" } ?? "the policy"
        return Match(api: .policyByName, assumptions: [
            "\(shown) is not known in this file; both policies iOS has (.deviceOwnerAuthenticationWithBiometrics, "
                + ".deviceOwnerAuthentication) can use Face ID, so NSFaceIDUsageDescription is needed",
        ])
    }

    /// `requestAccess(for:)` (the camera, the microphone, contacts) and `requestAccess(to:)` (calendars, reminders).
    private func access(_ site: Site) -> Match? {
        let call = site.call
        guard let first = call.argument(at: 0) else { return nil }
        let (known, name) = site.value(first)
        let words = known ?? []
        let shown = name.map { "`\($0)`" } ?? "the value"
        switch first.label {
        case "for":
            if words.contains("video") { return Match(api: .camera) }
            if words.contains("audio") { return Match(api: .microphoneCapture) }
            if words.contains("contacts") { return Match(api: .contacts) }
            guard name != nil, known == nil else { return nil }
            if site.isOn("CNContactStore") { return Match(api: .contacts) }
            if site.isOn("AVCaptureDevice") || site.declares(first, as: "AVMediaType") {
                return Match(api: .captureByName, assumptions: [
                    "the media type \(shown) is not known in this file: read as either the camera (.video) or the "
                        + "microphone (.audio), so both keys are needed",
                ])
            }
        case "to":
            if words.contains("event") { return Match(api: .eventsOld) }
            if words.contains("reminder") { return Match(api: .remindersOld) }
            guard name != nil, known == nil, site.isOn("EKEventStore") || site.declares(first, as: "EKEntityType")
            else { return nil }
            return Match(api: .entityByName, assumptions: [
                "the entity type \(shown) is not known in this file: read as either calendars (.event) or reminders "
                    + "(.reminder), so both keys are needed",
            ])
        default: break
        }
        return nil
    }

    /// The many `requestAuthorization`s, told apart by their first label, else by the type they are called on.
    private func authorization(_ site: Site) -> Match? {
        let call = site.call
        guard call.isMethodCall || call.isBare else { return nil }
        // Bare, the call is the framework's only inside one of its types: elsewhere it is the app's own method.
        if call.isBare, site.receiver.allSatisfy({ !Self.authorizationOwners.contains($0) }) { return nil }
        let first = call.argument(at: 0)
        switch first?.label {
        case "options":
            // An app's own `requestAuthorization(options:)` is told apart by the options it passes,
            // or by the type it is called on.
            let (known, name) = site.value(first)
            let words = Set(known ?? [])
            let isCenter = site.isOn("UNUserNotificationCenter")
            guard isCenter || !words.isDisjoint(with: Self.notificationOptions)
                    || site.declares(first, as: "UNAuthorizationOptions") else { return nil }
            if known == nil, let name {
                return Match(api: .notifications, assumptions: [
                    "the options `\(name)` are not known in this file: read as asking with a prompt, not .provisional",
                ])
            }
            return Match(api: words.contains("provisional") ? .notificationsProvisional : .notifications)
        case "for":
            let (known, name) = site.value(first)
            let words = known ?? []
            if words.contains("addOnly") { return Match(api: .photosAddOnly) }
            if words.contains("readWrite") { return Match(api: .photosReadWrite) }
            guard site.isOn("PHPhotoLibrary") || site.declares(first, as: "PHAccessLevel") else { return nil }
            guard known == nil else { return Match(api: .photosReadWrite) }
            return Match(api: .photosByLevel, assumptions: [
                "the access level \(name.map { "`\($0)`" } ?? "passed") is not known in this file: read as either "
                    + ".readWrite or .addOnly, so both NSPhotoLibraryUsageDescription and "
                    + "NSPhotoLibraryAddUsageDescription are needed",
            ])
        case "toShare":
            var permissions: [Permission] = []
            if first?.isEmptyCollection == false { permissions.append(.healthWrite) }
            if let read = call.arguments.first(where: { $0.label == "read" }), !read.isEmptyCollection {
                permissions.append(.healthRead)
            }
            return Match(api: .healthShare, permissions: permissions)
        default:
            let receiver = site.receiver
            if receiver.contains("PHPhotoLibrary") { return Match(api: .photosOld) }
            if receiver.contains("SFSpeechRecognizer") { return Match(api: .speech) }
            if receiver.contains("MPMediaLibrary") { return Match(api: .mediaLibrary) }
            if receiver.contains("INFocusStatusCenter") { return Match(api: .focusStatus) }
            return nil
        }
    }

    /// The framework types with a `requestAuthorization`.
    static let authorizationOwners: Set<String> = [
        "UNUserNotificationCenter", "PHPhotoLibrary", "HKHealthStore", "SFSpeechRecognizer", "MPMediaLibrary",
        "INFocusStatusCenter",
    ]

    /// `UNAuthorizationOptions`' members.
    static let notificationOptions: Set<String> = [
        "alert", "badge", "sound", "carPlay", "criticalAlert", "provisional", "providesAppNotificationSettings",
        "announcement", "timeSensitive",
    ]

    private func serviceSession(_ call: Call) -> Match? {
        let authorization = call.arguments.first { $0.label == "authorization" }?.words ?? []
        var permissions: [Permission] = []
        if authorization.contains("always") {
            permissions.append(.locationAlways)
        } else if authorization.contains("whenInUse") {
            permissions.append(.locationWhenInUse)
        }
        let fullAccuracy = call.arguments.contains { $0.label == "fullAccuracyPurposeKey" }
        if fullAccuracy { permissions.append(.locationFullAccuracy) }
        guard !permissions.isEmpty else { return nil }
        let api: PermissionAPI = fullAccuracy ? .serviceSessionFullAccuracy
            : permissions.contains(.locationAlways) ? .serviceSessionAlways : .serviceSessionWhenInUse
        return Match(api: api, permissions: permissions)
    }
}

/// A name in the token stream, with what is around it: the expression it is called on and its arguments.
struct Call {
    /// One argument: its label, and the names and literals of its value.
    struct Argument {
        var label: String?
        var words: [String]
        /// `nil`, `[]`, `Set()`, `Set<HKSampleType>()`: nothing to share or read.
        var isEmptyCollection: Bool
        /// The name the value is, when it is one (`options`, `self.options`, `Self.level`): its value is
        /// the file's to say.
        var name: String? = nil
    }

    let name: String
    /// Whether the name follows a `.`: a method or member.
    let isMethodCall: Bool
    /// Whether the name is used as a type being created: `CBCentralManager(…)`, `CBCentralManager.init(…)`.
    let isInitializer: Bool
    /// Whether the name is declared here (`func`, `var`, `case`, …).
    let isDeclaration: Bool
    /// Whether the name is called: `(` or a trailing closure's `{` follows it (a member named as a
    /// value, `.photosPicker,`, is not a call).
    let isInvoked: Bool
    /// The names of the expression before the `.`, first to last: `UNUserNotificationCenter`, `current`.
    let chain: [String]
    /// The arguments in parentheses after the name (a trailing closure adds none).
    let arguments: [Argument]

    /// Whether the name is called on nothing: `requestWhenInUseAuthorization()` inside a type.
    var isBare: Bool { !isMethodCall && isInvoked && name.first?.isLowercase == true }

    /// The first name of the expression the member is called on.
    var root: String? { chain.first }

    func argument(at index: Int) -> Argument? { arguments.indices.contains(index) ? arguments[index] : nil }

    init(tokens: [SwiftToken], at index: Int) {
        name = tokens[index].text
        let previous = tokens[safe: index - 1]
        isMethodCall = previous?.isPunctuation(".") == true
        let declarers: Set<String> = ["func", "var", "let", "case", "class", "struct", "enum", "protocol", "typealias",
                                      "extension", "actor"]
        isDeclaration = previous.map { $0.kind == .identifier && declarers.contains($0.text) } ?? false
            || previous?.isPunctuation("#") == true
        var next = index + 1
        // `CBCentralManager.init(…)` is the initializer too; a generic `NWBrowser<…>` is not written.
        var viaInit = false
        if tokens[safe: next]?.isPunctuation(".") == true, tokens[safe: next + 1]?.isIdentifier("init") == true {
            next += 2
            viaInit = true
        }
        let opens = tokens[safe: next]?.isPunctuation("(") == true
        isInvoked = opens || tokens[safe: next]?.isPunctuation("{") == true
        isInitializer = !isMethodCall && opens || viaInit
        arguments = opens ? Call.arguments(tokens, from: next) : []
        chain = isMethodCall ? Call.chain(tokens, before: index - 1) : []
    }

    /// The arguments of the parenthesised list opening at `open`, split at its top-level commas.
    static func arguments(_ tokens: [SwiftToken], from open: Int) -> [Argument] {
        var result: [Argument] = []
        var depth = 0
        var current: [SwiftToken] = []
        var index = open
        // A call's arguments rarely run long; an unclosed list stops at a limit rather than reading the file.
        let limit = min(tokens.count, open + 4_000)
        func finish() {
            guard !current.isEmpty else { return }
            var label: String?
            var body = current[...]
            if current.count >= 2, current[0].kind == .identifier, current[1].isPunctuation(":") {
                label = current[0].text
                body = current[2...]
            }
            let words = body.filter { $0.kind == .identifier || $0.kind == .string }.map(\.text)
            let texts = body.map(\.text)
            let empty = texts == ["nil"] || texts == ["[", "]"]
                || texts.first == "Set" && texts.suffix(2) == ["(", ")"]
            // `options`, `self.options`, `Self.options`: a name and nothing else, whose value the file may give.
            var name: String?
            if let last = body.last, last.kind == .identifier, last.text.first?.isLowercase == true,
               !["nil", "true", "false", "self"].contains(last.text),
               texts.count == 1 || texts.count == 3 && ["self", "Self"].contains(texts[0]) && texts[1] == "." {
                name = last.text
            }
            result.append(Argument(label: label, words: words, isEmptyCollection: empty, name: name))
            current = []
        }
        while index < limit {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{":
                    depth += 1
                    if depth == 1 { index += 1; continue }
                case ")", "]", "}":
                    depth -= 1
                    if depth == 0 { finish(); return result }
                case "," where depth == 1:
                    finish()
                    index += 1
                    continue
                default: break
                }
            }
            current.append(token)
            index += 1
        }
        finish()
        return result
    }

    /// The names of the expression ending just before the `.` at `dot`: `A.b().c` gives A, b, c.
    static func chain(_ tokens: [SwiftToken], before dot: Int) -> [String] {
        var names: [String] = []
        var index = dot - 1
        var steps = 0
        while index >= 0, steps < 64 {
            steps += 1
            let token = tokens[index]
            if token.kind == .punctuation, token.text == ")" || token.text == "]" {
                // Skip back over the balanced group.
                var depth = 0
                while index >= 0 {
                    let text = tokens[index].kind == .punctuation ? tokens[index].text : ""
                    if text == ")" || text == "]" { depth += 1 }
                    if text == "(" || text == "[" { depth -= 1 }
                    index -= 1
                    if depth == 0 { break }
                }
                continue
            }
            if token.kind == .punctuation, token.text == "?" || token.text == "!" {
                index -= 1
                continue
            }
            guard token.kind == .identifier else { break }
            names.insert(token.text, at: 0)
            guard index >= 1, tokens[index - 1].isPunctuation(".") else { break }
            index -= 2
        }
        return names
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
