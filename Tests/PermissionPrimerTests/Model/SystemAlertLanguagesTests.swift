@testable import PermissionPrimer
import PrimerModel
import Testing

@Suite("System alert words by language (the sources in Docs/Sources.md)")
struct SystemAlertLanguagesTests {
    /// One alert in one language: the words shown and the parts that are not on record.
    struct Case: Sendable, CustomStringConvertible {
        var language: String
        var kind: PrimerKind
        var iOS: IOSVersion
        var title: String
        var message: String
        var buttons: [String]
        var notOnRecord: [String]
        var description: String { "\(kind) in \(language) on iOS \(iOS)" }
    }

    static let dontAllow = "Don\u{2019}t Allow"
    static let notificationsMessage = SystemAlert.notificationsMessage

    static let cases: [Case] = [
        // German: the location alert is on record in full but for "Einmal erlauben" (DeviceAgent's list).
        Case(language: "de", kind: .location, iOS: IOSVersion(major: 18),
             title: "Darf \u{201E}Rezepte\u{201C} deinen Standort verwenden?", message: "PURPOSE",
             buttons: ["Einmal erlauben", "Beim Verwenden der App erlauben", "Nicht erlauben"],
             notOnRecord: ["button 1"]),
        Case(language: "de-AT", kind: .notifications, iOS: IOSVersion(major: 17),
             title: "\u{201E}Rezepte\u{201C} m\u{00F6}chte dir Mitteilungen senden", message: notificationsMessage,
             buttons: ["Nicht erlauben", "Erlauben"], notOnRecord: ["message", "button 1"]),
        Case(language: "de", kind: .notifications, iOS: IOSVersion(major: 26),
             title: "\u{201E}Rezepte\u{201C} m\u{00F6}chte dir Mitteilungen senden", message: notificationsMessage,
             buttons: ["Nicht erlauben", "Erlauben"], notOnRecord: ["title", "message", "button 1", "button 2"]),
        Case(language: "de", kind: .camera, iOS: IOSVersion(major: 17, minor: 5),
             title: "\u{201E}Rezepte\u{201C} m\u{00F6}chte auf deine Kamera zugreifen", message: "PURPOSE",
             buttons: ["Nicht erlauben", "OK"], notOnRecord: ["title", "button 1", "button 2"]),
        Case(language: "de", kind: .camera, iOS: IOSVersion(major: 17, minor: 6),
             title: "\u{201E}Rezepte\u{201C} m\u{00F6}chte auf deine Kamera zugreifen", message: "PURPOSE",
             buttons: ["Nicht erlauben", "Erlauben"], notOnRecord: ["title", "button 1", "button 2"]),
        Case(language: "de", kind: .photos, iOS: IOSVersion(major: 18),
             title: "\u{201C}Rezepte\u{201D} would like full access to your Photo Library.", message: "PURPOSE",
             buttons: ["Limit Access\u{2026}", "Allow Full Access", "Nicht erlauben"],
             notOnRecord: ["title", "button 1", "button 2", "button 3"]),
        Case(language: "de", kind: .photos, iOS: IOSVersion(major: 16),
             title: "\u{201E}Rezepte\u{201C} m\u{00F6}chte auf deine Fotos zugreifen", message: "PURPOSE",
             buttons: ["Select Photos\u{2026}", "Allow Access to All Photos", "Nicht erlauben"],
             notOnRecord: ["title", "button 1", "button 2", "button 3"]),
        // Spanish: the location alert's buttons are Apple's support page's, its title DeviceAgent's list's.
        Case(language: "es", kind: .location, iOS: IOSVersion(major: 18),
             title: "\u{00BF}Permitir que \u{201C}Rezepte\u{201D} use tu ubicaci\u{00F3}n?", message: "PURPOSE",
             buttons: ["Permitir una vez", "Permitir al usarse la app", "No permitir"], notOnRecord: ["title"]),
        // Latin American Spanish, and Mexico's (its CLDR parent is es-419): DeviceAgent's es_419 list.
        Case(language: "es-419", kind: .location, iOS: IOSVersion(major: 14),
             title: "\u{00BF}Permitir a \u{201C}Rezepte\u{201D} utilizar tu ubicaci\u{00F3}n?", message: "PURPOSE",
             buttons: ["Permitir una vez", "Permitir al usar la app", "No permitir"],
             notOnRecord: ["title", "button 1", "button 2", "button 3"]),
        Case(language: "es-MX", kind: .location, iOS: IOSVersion(major: 18),
             title: "\u{00BF}Permitir a \u{201C}Rezepte\u{201D} utilizar tu ubicaci\u{00F3}n?", message: "PURPOSE",
             buttons: ["Permitir una vez", "Permitir al usar la app", "No permitir"],
             notOnRecord: ["title", "button 1", "button 2", "button 3"]),
        // Spain's region reads Spain's words.
        Case(language: "es-ES", kind: .location, iOS: IOSVersion(major: 18),
             title: "\u{00BF}Permitir que \u{201C}Rezepte\u{201D} use tu ubicaci\u{00F3}n?", message: "PURPOSE",
             buttons: ["Permitir una vez", "Permitir al usarse la app", "No permitir"], notOnRecord: ["title"]),
        // The Spanish camera alert taps OK before 17.6 (DeviceAgent), Permitir from 17.6.
        Case(language: "es", kind: .camera, iOS: IOSVersion(major: 17, minor: 5),
             title: "\u{201C}Rezepte\u{201D} quiere acceder a la c\u{00E1}mara", message: "PURPOSE",
             buttons: ["No permitir", "OK"], notOnRecord: ["title", "button 1", "button 2"]),
        Case(language: "es", kind: .camera, iOS: IOSVersion(major: 18),
             title: "\u{201C}Rezepte\u{201D} quiere acceder a la c\u{00E1}mara", message: "PURPOSE",
             buttons: ["No permitir", "Permitir"], notOnRecord: ["title", "button 1", "button 2"]),
        Case(language: "es", kind: .notifications, iOS: IOSVersion(major: 18),
             title: "\u{201C}Rezepte\u{201D} quiere enviarte notificaciones", message: notificationsMessage,
             buttons: ["No permitir", "Permitir"], notOnRecord: ["title", "message", "button 1", "button 2"]),
        // Russian: the «Приложение …» wording of DeviceAgent's list, AutoMate's 12.2 deny word.
        Case(language: "ru", kind: .camera, iOS: IOSVersion(major: 18),
             title: "Приложение \u{00AB}Rezepte\u{00BB} запрашивает доступ к Камере.", message: "PURPOSE",
             buttons: ["Запретить", "Разрешить"], notOnRecord: ["title", "button 1", "button 2"]),
        Case(language: "ru", kind: .location, iOS: IOSVersion(major: 18),
             title: "Разрешить приложению \u{00AB}Rezepte\u{00BB} использовать Вашу геопозицию?", message: "PURPOSE",
             buttons: ["Однократно", "При использовании", "Запретить"],
             notOnRecord: ["title", "button 1", "button 2", "button 3"]),
        Case(language: "ru", kind: .notifications, iOS: IOSVersion(major: 18),
             title: "Приложение \u{00AB}Rezepte\u{00BB} запрашивает разрешение на отправку Вам уведомлений.",
             message: notificationsMessage, buttons: ["Запретить", "Разрешить"],
             notOnRecord: ["title", "message", "button 1", "button 2"]),
        // A language without a table: every word is English and not on record.
        Case(language: "fr", kind: .notifications, iOS: IOSVersion(major: 18),
             title: "\u{201C}Rezepte\u{201D} Would Like to Send You Notifications", message: notificationsMessage,
             buttons: [dontAllow, "Allow"], notOnRecord: ["title", "message", "button 1", "button 2"]),
    ]

    @Test("Each language's alert shows its recorded words and names the rest", arguments: cases)
    func localizedAlert(_ testCase: Case) {
        let result = SystemAlert.localized(for: testCase.kind, appName: "Rezepte", purposeString: "PURPOSE",
                                           iOS: testCase.iOS, language: testCase.language)
        #expect(result.alert == SystemAlert(title: testCase.title, message: testCase.message, buttons: testCase.buttons))
        #expect(result.notOnRecord.map(\.part.description) == testCase.notOnRecord)
        #expect(result.onRecord == testCase.notOnRecord.isEmpty)
    }

    @Test("English is today's English alert, on record where the releases say so",
          arguments: PrimerKind.allCases, [IOSVersion(major: 14), IOSVersion(major: 17, minor: 5), IOSVersion(major: 18),
                                           IOSVersion(major: 26)])
    func englishUnchanged(kind: PrimerKind, iOS: IOSVersion) {
        let result = SystemAlert.localized(for: kind, appName: "Rezepte", purposeString: "PURPOSE", iOS: iOS,
                                           language: "en-GB")
        #expect(result.alert == SystemAlert.english(for: kind, appName: "Rezepte", purposeString: "PURPOSE", iOS: iOS))
        #expect(result.language == "en")
        #expect(result.onRecord == (AlertWordsRecord.of(kind, on: iOS) == .recorded))
    }

    @Test("Every word not on record that shows a translation says where it is recorded")
    func assumedWordsNameTheirSource() {
        for language in ["de", "es", "ru"] {
            for kind in PrimerKind.allCases {
                for iOS in [IOSVersion(major: 16), IOSVersion(major: 18)] {
                    let result = SystemAlert.localized(for: kind, appName: "A", purposeString: "P", iOS: iOS,
                                                       language: language)
                    for word in result.words {
                        switch word.status {
                        case .recorded(let source), .assumed(_, let source):
                            #expect(source.contains("/"), "\(language) \(kind) \(word.part): \(source)")
                        case .notOnRecord:
                            let english = SystemAlert.english(for: kind, appName: "A", purposeString: "P", iOS: iOS)
                            #expect([english.title, english.message].contains(word.text) || english.buttons.contains(word.text))
                        }
                    }
                }
            }
        }
    }

    @Test("The note names each word not on record and why")
    func note() {
        let result = SystemAlert.localized(for: .location, appName: "Rezepte", purposeString: "P",
                                           iOS: IOSVersion(major: 18), language: "de")
        #expect(result.note(kind: .location, iOS: IOSVersion(major: 18)) ==
            "assumption: the location alert's words in 'de' on iOS 18.0 are not all on record: button 1 (in iOS's "
            + "strings up to iOS 16, not keyed by release) (Docs/Sources.md, system alert words by language)")
        let recorded = SystemAlert.localized(for: .location, appName: "Rezepte", purposeString: "P",
                                             iOS: IOSVersion(major: 18), language: "en")
        #expect(recorded.note(kind: .location, iOS: IOSVersion(major: 18)) == nil)
    }

    @Test("Language tags choose a table by their language subtag",
          arguments: [("de", AlertLanguage.german), ("de_CH", .german), ("es-419", .spanish), ("RU", .russian),
                      ("en-US", .english)])
    func languageTag(tag: String, expected: AlertLanguage) {
        #expect(AlertLanguage(tag: tag) == expected)
    }

    @Test("A language without a table has none", arguments: ["fr", "pt-BR", "", "zh-Hant"])
    func noTable(tag: String) {
        #expect(AlertLanguage(tag: tag) == nil)
    }
}
