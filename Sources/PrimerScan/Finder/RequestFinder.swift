import PrimerAppInfo
import PrimerCode
import PrimerSyntax

/// Finds the permission requests in one Swift file's tokens: each call of an API in
/// ``PermissionAPI/all``, told apart by its name, its argument labels and values, and the type at the
/// root of the expression it is called on (`PHPhotoLibrary.requestAuthorization { … }`).
public struct RequestFinder: Sendable {
    /// The file as findings name it.
    public var file: String

    /// Creates a finder for a file.
    public init(file: String) {
        self.file = file
    }

    /// The requests in a file's bytes.
    public func requests(in bytes: [UInt8]) -> [PermissionRequest] {
        requests(in: SwiftLexer.tokens(bytes))
    }

    /// The requests among tokens, in order.
    public func requests(in tokens: [SwiftToken]) -> [PermissionRequest] {
        var found: [PermissionRequest] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            guard Self.names.contains(tokens[index].text) else { continue }
            let call = Call(tokens: tokens, at: index)
            if let (api, permissions) = match(call), let token = tokens[safe: index] {
                found.append(PermissionRequest(location: SourceLocation(file: file, line: token.line, column: token.column),
                                               api: api, permissions: permissions))
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
        "queryPedometerData", "NWBrowser", "NetServiceBrowser",
    ]

    private func match(_ call: Call) -> (PermissionAPI, [Permission]?)? {
        // A declaration of the same name (`func requestAccess(`) or a use as a value (`#selector`) asks nothing.
        if call.isDeclaration || !call.isInvoked { return nil }
        let name = call.name
        switch name {
        case "requestWhenInUseAuthorization" where call.isMethodCall: return (.whenInUse, nil)
        case "requestAlwaysAuthorization" where call.isMethodCall: return (.always, nil)
        case "requestTemporaryFullAccuracyAuthorization" where call.isMethodCall: return (.fullAccuracy, nil)
        case "requestTrackingAuthorization" where call.isMethodCall: return (.tracking, nil)
        case "requestFullAccessToEvents" where call.isMethodCall: return (.eventsFull, nil)
        case "requestWriteOnlyAccessToEvents" where call.isMethodCall: return (.eventsWriteOnly, nil)
        case "requestFullAccessToReminders" where call.isMethodCall: return (.remindersFull, nil)
        case "startActivityUpdates" where call.isMethodCall: return (.motionActivity, nil)
        case "queryActivityStarting" where call.isMethodCall: return (.motionQuery, nil)
        case "queryPedometerData" where call.isMethodCall: return (.pedometer, nil)
        case "requestRecordPermission" where call.isMethodCall:
            return (call.root == "AVAudioSession" || call.chain.contains("sharedInstance") ? .sessionRecordPermission
                    : .recordPermission, nil)
        case "liveUpdates" where call.isMethodCall && call.root == "CLLocationUpdate": return (.liveUpdates, nil)
        case "CLServiceSession" where call.isInitializer:
            return serviceSession(call)
        case "CBCentralManager" where call.isInitializer: return (.bluetoothCentral, nil)
        case "CBPeripheralManager" where call.isInitializer: return (.bluetoothPeripheral, nil)
        case "NWBrowser" where call.isInitializer: return (.browser, nil)
        case "NetServiceBrowser" where call.isInitializer: return (.netServiceBrowser, nil)
        case "PhotosPicker" where call.isInitializer: return (.photosPicker, nil)
        case "photosPicker" where call.isMethodCall: return (.photosPicker, nil)
        case "PHPickerViewController" where call.isInitializer: return (.pickerViewController, nil)
        case "evaluatePolicy" where call.isMethodCall:
            let words = call.argument(at: 0)?.words ?? []
            if words.contains("deviceOwnerAuthenticationWithBiometrics") { return (.faceID, nil) }
            if words.contains("deviceOwnerAuthentication") { return (.deviceOwner, nil) }
            return nil
        case "requestAccess" where call.isMethodCall:
            guard let first = call.argument(at: 0) else { return nil }
            switch first.label {
            case "for":
                if first.words.contains("video") { return (.camera, nil) }
                if first.words.contains("audio") { return (.microphoneCapture, nil) }
                if first.words.contains("contacts") { return (.contacts, nil) }
            case "to":
                if first.words.contains("event") { return (.eventsOld, nil) }
                if first.words.contains("reminder") { return (.remindersOld, nil) }
            default: break
            }
            return nil
        case "requestAuthorization" where call.isMethodCall:
            return authorization(call)
        default:
            return nil
        }
    }

    /// The many `requestAuthorization`s, told apart by their first label, else by the type they are called on.
    private func authorization(_ call: Call) -> (PermissionAPI, [Permission]?)? {
        let first = call.argument(at: 0)
        switch first?.label {
        case "options":
            // An app's own `requestAuthorization(options:)` is told apart by the options it passes.
            let words = Set(first?.words ?? [])
            guard call.root == "UNUserNotificationCenter" || !words.isDisjoint(with: Self.notificationOptions) else {
                return nil
            }
            return (words.contains("provisional") ? .notificationsProvisional : .notifications, nil)
        case "for":
            let words = first?.words ?? []
            if words.contains("addOnly") { return (.photosAddOnly, nil) }
            if words.contains("readWrite") || call.root == "PHPhotoLibrary" { return (.photosReadWrite, nil) }
            return nil
        case "toShare":
            var permissions: [Permission] = []
            if first?.isEmptyCollection == false { permissions.append(.healthWrite) }
            if let read = call.arguments.first(where: { $0.label == "read" }), !read.isEmptyCollection {
                permissions.append(.healthRead)
            }
            return (.healthShare, permissions)
        default:
            switch call.root {
            case "PHPhotoLibrary": return (.photosOld, nil)
            case "SFSpeechRecognizer": return (.speech, nil)
            case "MPMediaLibrary": return (.mediaLibrary, nil)
            default: return nil
            }
        }
    }

    /// `UNAuthorizationOptions`' members.
    static let notificationOptions: Set<String> = [
        "alert", "badge", "sound", "carPlay", "criticalAlert", "provisional", "providesAppNotificationSettings",
        "announcement", "timeSensitive",
    ]

    private func serviceSession(_ call: Call) -> (PermissionAPI, [Permission]?)? {
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
        return (api, permissions)
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
            result.append(Argument(label: label, words: words, isEmptyCollection: empty))
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
