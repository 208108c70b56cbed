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
    /// calabash/DeviceAgent.iOS's per-language lists of SpringBoard alert titles and the buttons it
    /// taps, gathered from iOS's own strings for iOS 9.3 to 16 (2019 to 2022) and not keyed by release.
    static func deviceAgent(_ lproj: String) -> String {
        "calabash/DeviceAgent.iOS, Server/Resources.xcassets/springboard-alerts/springboard-alerts-\(lproj)"
            + ".dataset/alerts.json"
    }
    /// calabash/DeviceAgent.iOS's older table of alert words by language (before its JSON lists).
    static let deviceAgentTable = "calabash/DeviceAgent.iOS, Server/Utilities/SpringBoardAlerts.m"
    /// gematik's E-Rezept app, whose German UI tests tap the notifications alert.
    static let gematikNotifications =
        "gematik/E-Rezept-App-iOS, Tests/eRpAppUITests/Tests/MedicationReminderUITests.swift"
    /// gematik's E-Rezept app, whose German UI tests read and answer the location alert.
    static let gematikLocation =
        "gematik/E-Rezept-App-iOS, Tests/eRpAppUITests/Tests/PharmacySearch/PharmacySearchMapUITests.swift"
    /// Apple Support's Spanish (Spain) page on Location Services, naming the location alert's options.
    static let appleSpanishLocation = "Apple Support, support.apple.com/es-es/102647"

    /// The regions whose Spanish is Latin American Spanish (`es-419`): Unicode CLDR,
    /// `common/supplemental/supplementalData.xml`, `<parentLocale parent="es_419" …>`.
    static let latinAmericanRegions: Set<String> = [
        "419", "AR", "BO", "BR", "BZ", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "MX", "NI", "PA", "PE", "PR",
        "PY", "SV", "US", "UY", "VE",
    ]

    /// Whether a Spanish tag reads the Latin American words: `es-419` and CLDR's children of it (`es-MX`).
    static func isLatinAmerican(_ tag: String) -> Bool {
        let subtags = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.uppercased() }
        return subtags.dropFirst().contains(where: latinAmericanRegions.contains)
    }

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

    /// A word DeviceAgent lists for this kind's alert in one language's iOS strings (iOS 9.3 to 16).
    static func listed(_ lproj: String) -> AlertWordStatus {
        .assumed(reason: "in iOS's strings up to iOS 16, not keyed by release", source: deviceAgent(lproj))
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
            return [
                // de, iOS 17–18: E-Rezept's UI test finds the alert by this title.
                title("\(quoted) m\u{00F6}chte dir Mitteilungen senden", current(gematikNotifications, iOS)),
                // The fixed message: no public source gives it in German.
                message(nil, none),
                // de: E-Rezept's location tests tap "Nicht erlauben"; not shown in this alert.
                button(0, dontAllow, elsewhere("location", gematikLocation)),
                // de, iOS 17–18: E-Rezept's UI test taps "Erlauben".
                button(1, "Erlauben", current(gematikNotifications, iOS)),
            ]
        case .location:
            return [
                // de, iOS 17–18: E-Rezept's location tests match this title.
                title("Darf \(quoted) deinen Standort verwenden?", current(gematikLocation, iOS)),
                // de: DeviceAgent's de list gives "Einmal erlauben" with the location title (iOS 13–16 strings).
                button(0, "Einmal erlauben", listed("de")),
                // de, iOS 17–18: E-Rezept's location tests tap it.
                button(1, "Beim Verwenden der App erlauben", current(gematikLocation, iOS)),
                // de, iOS 17–18: E-Rezept's location tests tap it.
                button(2, dontAllow, current(gematikLocation, iOS)),
            ]
        case .camera:
            // de, before 17.6: AutoMate (12.2) and DeviceAgent's de list tap "OK"; from 17.6 the
            // notifications alert's "Erlauben" (as English went from OK to Allow).
            let allow = iOS >= IOSVersion(major: 17, minor: 6)
                ? button(1, "Erlauben", elsewhere("notifications", gematikNotifications))
                : button(1, "OK", old("SystemAlertAllow.json"))
            return [
                // de, 12.2: AutoMate CameraAlert.json; DeviceAgent's de list has the same title.
                title("\(quoted) m\u{00F6}chte auf deine Kamera zugreifen", old("CameraAlert.json")),
                button(0, dontAllow, elsewhere("location", gematikLocation)),
                allow,
            ]
        case .photos:
            // de, 14–16: AutoMate PhotosAlert.json (12.2); from 17 no German source.
            let photosTitle = iOS.major >= 17
                ? title(nil, none)
                : title("\(quoted) m\u{00F6}chte auf deine Fotos zugreifen", old("PhotosAlert.json"))
            return [photosTitle, button(0, nil, none), button(1, nil, none),
                    button(2, dontAllow, elsewhere("location", gematikLocation))]
        }
    }

    // MARK: Spanish

    /// Spain's Spanish (`es`), or Latin American Spanish (`es-419` and its CLDR children such as
    /// `es-MX`) where DeviceAgent's `es_419` list gives a word of its own.
    static func spanish(_ kind: PrimerKind, app: String, iOS: IOSVersion, latinAmerica: Bool = false) -> [Entry] {
        let quoted = "\u{201C}\(app)\u{201D}"
        let dontAllow = "No permitir"
        let lproj = latinAmerica ? "es_419" : "es"
        // es and es-419, before 17.6: DeviceAgent's lists tap "OK" in the camera alert
        // (SpringBoardAlerts.m: alert(@"OK", …, @"quiere acceder a la cámara"); es_419 lists only "OK").
        // From 17.6: DeviceAgent's es list also gives "Permitir" for the camera title; es-419 has no
        // source and reads Spain's word.
        let cameraAllow = iOS >= IOSVersion(major: 17, minor: 6)
            ? button(1, "Permitir", latinAmerica ? elsewhere("Spain's Spanish camera", deviceAgent("es")) : listed("es"))
            : button(1, "OK", listed(lproj))
        switch kind {
        case .notifications:
            return [
                // es and es-419: both DeviceAgent lists hold this title (iOS 13–16 strings).
                title("\(quoted) quiere enviarte notificaciones", listed(lproj)),
                // The fixed message: no public source gives it in Spanish.
                message(nil, none),
                // es: Apple's page names "No permitir" in the location alert; es-419: the Face ID alert's.
                button(0, dontAllow, latinAmerica ? elsewhere("Face ID", deviceAgent("es_419"))
                                                  : elsewhere("location", appleSpanishLocation)),
                // es and es-419: DeviceAgent lists "Permitir" for this title.
                button(1, "Permitir", listed(lproj)),
            ]
        case .location:
            if latinAmerica {
                return [
                    // es-419: DeviceAgent's es_419 list, the first-ask title since iOS 13.4.
                    title("\u{00BF}Permitir a \(quoted) utilizar tu ubicaci\u{00F3}n?", listed("es_419")),
                    // es-419: DeviceAgent's es_419 list gives "Permitir una vez" with a location title.
                    button(0, "Permitir una vez", listed("es_419")),
                    // es-419: DeviceAgent's es_419 list gives "Permitir al usar la app".
                    button(1, "Permitir al usar la app", listed("es_419")),
                    // es-419: DeviceAgent's es_419 list has "No permitir" in the Face ID alert only.
                    button(2, dontAllow, elsewhere("Face ID", deviceAgent("es_419"))),
                ]
            }
            return [
                // es: DeviceAgent's es list, the first-ask title since iOS 13.4.
                title("\u{00BF}Permitir que \(quoted) use tu ubicaci\u{00F3}n?", listed("es")),
                // es, iOS 17–18: Apple Support (Spain) names the three options.
                button(0, "Permitir una vez", current(appleSpanishLocation, iOS)),
                button(1, "Permitir al usarse la app", current(appleSpanishLocation, iOS)),
                button(2, dontAllow, current(appleSpanishLocation, iOS)),
            ]
        case .camera:
            return [
                // es and es-419: DeviceAgent's lists (and AutoMate CameraAlert.json, 12.2) give this title.
                title("\(quoted) quiere acceder a la c\u{00E1}mara", listed(lproj)),
                button(0, dontAllow, latinAmerica ? elsewhere("Face ID", deviceAgent("es_419"))
                                                  : elsewhere("location", appleSpanishLocation)),
                cameraAllow,
            ]
        case .photos:
            // es and es-419, 14–16: DeviceAgent's lists (and AutoMate PhotosAlert.json); from 17 no source.
            let photosTitle = iOS.major >= 17
                ? title(nil, none)
                : title("\(quoted) quiere acceder a tus fotos", listed(lproj))
            return [photosTitle, button(0, nil, none), button(1, nil, none),
                    button(2, dontAllow, latinAmerica ? elsewhere("Face ID", deviceAgent("es_419"))
                                                      : elsewhere("location", appleSpanishLocation))]
        }
    }

    // MARK: Russian

    static func russian(_ kind: PrimerKind, app: String, iOS: IOSVersion) -> [Entry] {
        let quoted = "\u{00AB}\(app)\u{00BB}"
        let dontAllow = "Запретить"
        // ru: DeviceAgent's ru list taps "Разрешить" in the notifications, camera and photos alerts
        // (and AutoMate SystemAlertAllow.json, 12.2).
        let allow = button(1, "Разрешить", listed("ru"))
        switch kind {
        case .notifications:
            return [
                // ru: DeviceAgent's ru list, the «Приложение …» wording (iOS 13–16 strings).
                title("Приложение \(quoted) запрашивает разрешение на отправку Вам уведомлений.", listed("ru")),
                // The fixed message: no public source gives it in Russian.
                message(nil, none),
                // ru, 12.2: AutoMate SystemAlertDeny.json.
                button(0, dontAllow, old("SystemAlertDeny.json")),
                allow,
            ]
        case .location:
            return [
                // ru: DeviceAgent's ru list, the first-ask title since iOS 13.4.
                title("Разрешить приложению \(quoted) использовать Вашу геопозицию?", listed("ru")),
                // ru: DeviceAgent's ru list gives "Однократно" in the one-time precise-location alert.
                button(0, "Однократно", elsewhere("one-time precise location", deviceAgent("ru"))),
                // ru: DeviceAgent's ru list gives "При использовании" with the first-ask title.
                button(1, "При использовании", listed("ru")),
                // ru, 12.2: AutoMate LocationAlertDeny.json.
                button(2, dontAllow, old("LocationAlertDeny.json")),
            ]
        case .camera:
            return [
                // ru: DeviceAgent's ru list, the «Приложение …» wording (the older «Программа …» is AutoMate's 12.2).
                title("Приложение \(quoted) запрашивает доступ к Камере.", listed("ru")),
                button(0, dontAllow, old("SystemAlertDeny.json")),
                allow,
            ]
        case .photos:
            // ru, 14–16: DeviceAgent's ru list; from 17 no Russian source.
            let photosTitle = iOS.major >= 17
                ? title(nil, none)
                : title("Приложение \(quoted) запрашивает доступ к Фото.", listed("ru"))
            return [photosTitle, button(0, nil, none), button(1, nil, none), button(2, dontAllow, old("SystemAlertDeny.json"))]
        }
    }
}
