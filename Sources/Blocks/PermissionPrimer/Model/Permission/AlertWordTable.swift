import PrimerModel

/// iOS's permission alert words in German, Spanish and Russian, each with its public source.
///
/// Docs/Sources.md ("System alert words by language and release") lists every source. A `nil`
/// text is a word no source records: ``SystemAlert/localized(for:appName:purposeString:iOS:language:)``
/// shows the English word in its place and reports it. Entries follow the English alert's order:
/// the title, the fixed message (notifications only), then the buttons.
enum AlertWordTable {
    /// One word of a table: its place, its text (nil: not on record) and its status.
    struct Entry: Hashable, Sendable {
        var part: LocalizedAlertWord.Part
        var text: String?
        var status: AlertWordStatus
    }

    static let englishSource = "the English alert words (Docs/Model.md, Releases)"

    /// PGSSoft/AutoMate's tables of the alerts' words in every language, for iOS 10.2 to 12.2.
    static func autoMate(_ file: String) -> String { "PGSSoft/AutoMate, AutoMate/Models/Messages/\(file)" }
    /// gematik's E-Rezept app, whose German UI tests tap the notifications alert.
    static let gematikNotifications =
        "gematik/E-Rezept-App-iOS, Tests/eRpAppUITests/Tests/MedicationReminderUITests.swift"
    /// gematik's E-Rezept app, whose German UI tests read and answer the location alert.
    static let gematikLocation =
        "gematik/E-Rezept-App-iOS, Tests/eRpAppUITests/Tests/PharmacySearch/PharmacySearchMapUITests.swift"
    /// Apple Support's Spanish (Spain) page on Location Services, naming the location alert's options.
    static let appleSpanishLocation = "Apple Support, support.apple.com/es-es/102647"

    /// The releases the current sources (UI tests run on recent simulators, Apple's current support
    /// pages) are taken to record: iOS 17 and 18, as for the English words (**choice**).
    static let currentReleases = 17...18

    /// The title, fixed message and buttons of an English alert, in table order.
    static func parts(of alert: SystemAlert, kind: PrimerKind) -> [(part: LocalizedAlertWord.Part, text: String)] {
        var parts: [(LocalizedAlertWord.Part, String)] = [(.title, alert.title)]
        if kind == .notifications { parts.append((.message, alert.message)) }
        for (index, button) in alert.buttons.enumerated() { parts.append((.button(index), button)) }
        return parts
    }

    // MARK: Statuses

    /// A word a current source shows in this kind's alert: on record on 17 and 18, assumed elsewhere.
    static func current(_ source: String, _ iOS: IOSVersion) -> AlertWordStatus {
        if currentReleases.contains(iOS.major) { return .recorded(source: source) }
        return .assumed(reason: "on record for iOS 17 and 18 only", source: source)
    }

    /// A word PGSSoft/AutoMate records for this kind's alert up to iOS 12.2.
    static func old(_ file: String) -> AlertWordStatus {
        .assumed(reason: "on record for iOS 12.2, not for later releases", source: autoMate(file))
    }

    /// A word a source shows in another kind's alert.
    static func elsewhere(_ alert: String, _ source: String) -> AlertWordStatus {
        .assumed(reason: "on record in the \(alert) alert, not in this one", source: source)
    }

    static func title(_ text: String?, _ status: AlertWordStatus) -> Entry { Entry(part: .title, text: text, status: status) }
    static func message(_ text: String?, _ status: AlertWordStatus) -> Entry { Entry(part: .message, text: text, status: status) }
    static func button(_ index: Int, _ text: String?, _ status: AlertWordStatus) -> Entry {
        Entry(part: .button(index), text: text, status: status)
    }
    static let none = AlertWordStatus.notOnRecord

    // MARK: German

    static func german(_ kind: PrimerKind, app: String, iOS: IOSVersion) -> [Entry] {
        let quoted = "\u{201E}\(app)\u{201C}"
        let dontAllow = "Nicht erlauben"
        switch kind {
        case .notifications:
            return [title("\(quoted) m\u{00F6}chte dir Mitteilungen senden", current(gematikNotifications, iOS)),
                    message(nil, none),
                    button(0, dontAllow, elsewhere("location", gematikLocation)),
                    button(1, "Erlauben", current(gematikNotifications, iOS))]
        case .location:
            return [title("Darf \(quoted) deinen Standort verwenden?", current(gematikLocation, iOS)),
                    button(0, nil, none),
                    button(1, "Beim Verwenden der App erlauben", current(gematikLocation, iOS)),
                    button(2, dontAllow, current(gematikLocation, iOS))]
        case .camera:
            let allow = iOS >= IOSVersion(major: 17, minor: 6)
                ? button(1, "Erlauben", elsewhere("notifications", gematikNotifications))
                : button(1, "OK", old("SystemAlertAllow.json"))
            return [title("\(quoted) m\u{00F6}chte auf deine Kamera zugreifen", old("CameraAlert.json")),
                    button(0, dontAllow, elsewhere("location", gematikLocation)),
                    allow]
        case .photos:
            let photosTitle = iOS.major >= 17
                ? title(nil, none)
                : title("\(quoted) m\u{00F6}chte auf deine Fotos zugreifen", old("PhotosAlert.json"))
            return [photosTitle, button(0, nil, none), button(1, nil, none),
                    button(2, dontAllow, elsewhere("location", gematikLocation))]
        }
    }

    // MARK: Spanish

    static func spanish(_ kind: PrimerKind, app: String, iOS: IOSVersion) -> [Entry] {
        let quoted = "\u{201C}\(app)\u{201D}"
        let dontAllow = "No permitir"
        let allow = button(1, "Permitir", old("SystemAlertAllow.json"))
        switch kind {
        case .notifications:
            return [title(nil, none), message(nil, none),
                    button(0, dontAllow, elsewhere("location", appleSpanishLocation)), allow]
        case .location:
            return [title(nil, none),
                    button(0, "Permitir una vez", current(appleSpanishLocation, iOS)),
                    button(1, "Permitir al usarse la app", current(appleSpanishLocation, iOS)),
                    button(2, dontAllow, current(appleSpanishLocation, iOS))]
        case .camera:
            return [title("\(quoted) quiere acceder a la c\u{00E1}mara", old("CameraAlert.json")),
                    button(0, dontAllow, elsewhere("location", appleSpanishLocation)), allow]
        case .photos:
            let photosTitle = iOS.major >= 17
                ? title(nil, none)
                : title("\(quoted) quiere acceder a tus fotos", old("PhotosAlert.json"))
            return [photosTitle, button(0, nil, none), button(1, nil, none),
                    button(2, dontAllow, elsewhere("location", appleSpanishLocation))]
        }
    }

    // MARK: Russian

    static func russian(_ kind: PrimerKind, app: String, iOS: IOSVersion) -> [Entry] {
        let quoted = "\u{00AB}\(app)\u{00BB}"
        let dontAllow = "Запретить"
        let allow = button(1, "Разрешить", old("SystemAlertAllow.json"))
        switch kind {
        case .notifications:
            return [title(nil, none), message(nil, none), button(0, dontAllow, old("SystemAlertDeny.json")), allow]
        case .location:
            return [title(nil, none), button(0, nil, none), button(1, nil, none),
                    button(2, dontAllow, old("LocationAlertDeny.json"))]
        case .camera:
            return [title("Программа \(quoted) запрашивает доступ к \u{00AB}Камере\u{00BB}.", old("CameraAlert.json")),
                    button(0, dontAllow, old("SystemAlertDeny.json")), allow]
        case .photos:
            let photosTitle = iOS.major >= 17
                ? title(nil, none)
                : title("Программа \(quoted) запрашивает доступ к \u{00AB}Фото\u{00BB}.", old("PhotosAlert.json"))
            return [photosTitle, button(0, nil, none), button(1, nil, none), button(2, dontAllow, old("SystemAlertDeny.json"))]
        }
    }
}
