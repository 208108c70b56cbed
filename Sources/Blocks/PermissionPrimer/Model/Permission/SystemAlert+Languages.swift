import PrimerModel

/// Whether one word of a localized system alert is on record, and where.
public enum AlertWordStatus: Hashable, Sendable {
    /// A public source shows this word in this kind's alert on this release.
    case recorded(source: String)
    /// A public source shows this word, but in another release's alert or in another kind's alert;
    /// `reason` says which, so the word is an assumption here.
    case assumed(reason: String, source: String)
    /// No public source: iOS's word in the language is not known, and the English word stands in.
    case notOnRecord

    /// Whether the word is iOS's own for this kind, release and language.
    public var isOnRecord: Bool {
        if case .recorded = self { return true }
        return false
    }
}

/// One word of a localized system alert: where it sits, what it reads and whether it is on record.
public struct LocalizedAlertWord: Hashable, Sendable {
    /// Where a word sits in the alert.
    public enum Part: Hashable, Sendable, CustomStringConvertible {
        /// The bold title.
        case title
        /// The fixed message (notifications only: the others show the app's purpose string).
        case message
        /// A button, by its position in the order iOS lays them out.
        case button(Int)

        /// `title`, `message`, `button 2`: how notes name the part.
        public var description: String {
            switch self {
            case .title: "title"
            case .message: "message"
            case .button(let index): "button \(index + 1)"
            }
        }
    }

    /// Where the word sits.
    public var part: Part
    /// What the alert shows (the English word when the language's is not on record).
    public var text: String
    /// Whether it is on record.
    public var status: AlertWordStatus
}

/// A system alert in one language, with what is and is not on record about its words.
public struct LocalizedSystemAlert: Hashable, Sendable {
    /// The alert as shown.
    public var alert: SystemAlert
    /// The language the words are for (`en`, `de`, `es`, `es-419`, `ru`, or the language subtag asked
    /// for): a region without words of its own reads its language's (`de-AT` → `de`, `es-MX` → `es-419`).
    public var language: String
    /// The title, the fixed message (notifications) and the buttons, each with its status.
    public var words: [LocalizedAlertWord]

    /// The words that are not iOS's own on record for this kind, release and language.
    public var notOnRecord: [LocalizedAlertWord] { words.filter { !$0.status.isOnRecord } }
    /// Whether every word is on record.
    public var onRecord: Bool { notOnRecord.isEmpty }

    /// The `assumption: …` sentence a caller prints as `note: assumption`, or nil when every word
    /// is on record.
    public func note(kind: PrimerKind, iOS: IOSVersion) -> String? {
        let missing = notOnRecord
        guard !missing.isEmpty else { return nil }
        let parts = missing.map { word -> String in
            switch word.status {
            case .notOnRecord: "\(word.part) (not on record; the English \u{201C}\(word.text)\u{201D} stands in)"
            case .assumed(let reason, _): "\(word.part) (\(reason))"
            case .recorded: "\(word.part)"
            }
        }
        return "assumption: the \(kind) alert's words in '\(language)' on iOS \(iOS) are not all on record: "
            + parts.joined(separator: "; ") + " (Docs/Sources.md, system alert words by language)"
    }
}

/// The languages whose system alert words PrimerSpec has a table for.
public enum AlertLanguage: String, CaseIterable, Hashable, Sendable {
    case english = "en"
    case german = "de"
    case spanish = "es"
    case russian = "ru"

    /// The language of a BCP 47 tag or `.lproj` name (`de-AT`, `es_419`, `ru`), if it has a table.
    public init?(tag: String) {
        let language = AlertLanguage.languageSubtag(of: tag)
        guard let known = AlertLanguage(rawValue: language) else { return nil }
        self = known
    }

    /// The lower-cased language subtag of a tag: `de-AT` → `de`, `pt_BR` → `pt`.
    static func languageSubtag(of tag: String) -> String {
        String(tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(tag)).lowercased()
    }
}

extension SystemAlert {
    /// The system alert for a kind and release in a language, with the words not on record named.
    ///
    /// English is ``english(for:appName:purposeString:iOS:)`` unchanged; its words are on record
    /// where ``AlertWordsRecord`` says so. German, Spanish and Russian words come from the public
    /// sources in Docs/Sources.md ("System alert words by language and release"); a word with no
    /// source is never made up: the English word stands in and the result lists it in
    /// ``LocalizedSystemAlert/notOnRecord``, so the caller prints `note: assumption` or the spec
    /// states the words (`alert-title`, `alert-buttons`). A language without a table reads every
    /// word as not on record.
    /// - Parameters:
    ///   - kind: The permission asked for.
    ///   - appName: The app's name as the alert shows it (the localized `CFBundleDisplayName`).
    ///   - purposeString: The kind's purpose string in the language; ignored for notifications.
    ///   - iOS: The release.
    ///   - language: A BCP 47 tag or `.lproj` name; its language subtag chooses the table.
    public static func localized(
        for kind: PrimerKind, appName: String, purposeString: String, iOS: IOSVersion = PrimerRelease.default,
        language: String
    ) -> LocalizedSystemAlert {
        let english = english(for: kind, appName: appName, purposeString: purposeString, iOS: iOS)
        let englishWords = AlertWordTable.parts(of: english, kind: kind)
        let subtag = AlertLanguage.languageSubtag(of: language)
        let entries: [AlertWordTable.Entry]
        switch AlertLanguage(tag: language) {
        case .english:
            let status: AlertWordStatus
            switch AlertWordsRecord.of(kind, on: iOS) {
            case .recorded: status = .recorded(source: AlertWordTable.englishSource)
            case .assumed(let from):
                status = .assumed(reason: "iOS \(from.major)'s English word", source: AlertWordTable.englishSource)
            }
            entries = englishWords.map { AlertWordTable.Entry(part: $0.part, text: $0.text, status: status) }
        case .german:
            entries = AlertWordTable.german(kind, app: appName, iOS: iOS)
        case .spanish:
            entries = AlertWordTable.spanish(kind, app: appName, iOS: iOS,
                                             latinAmerica: AlertWordTable.isLatinAmerican(language))
        case .russian:
            entries = AlertWordTable.russian(kind, app: appName, iOS: iOS)
        case nil:
            entries = englishWords.map { AlertWordTable.Entry(part: $0.part, text: nil, status: .notOnRecord) }
        }
        var alert = english
        var words: [LocalizedAlertWord] = []
        for (index, standIn) in englishWords.enumerated() {
            let entry = index < entries.count ? entries[index] : AlertWordTable.Entry(part: standIn.part, text: nil, status: .notOnRecord)
            let text = entry.text ?? standIn.text
            let status: AlertWordStatus = entry.text == nil ? .notOnRecord : entry.status
            words.append(LocalizedAlertWord(part: standIn.part, text: text, status: status))
            switch standIn.part {
            case .title: alert.title = text
            case .message: alert.message = text
            case .button(let position): alert.buttons[position] = text
            }
        }
        var name = AlertLanguage(tag: language)?.rawValue ?? subtag
        if name == AlertLanguage.spanish.rawValue, AlertWordTable.isLatinAmerican(language) { name = "es-419" }
        return LocalizedSystemAlert(alert: alert, language: name, words: words)
    }
}
