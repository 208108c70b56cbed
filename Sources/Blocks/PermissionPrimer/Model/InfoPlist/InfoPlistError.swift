import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// Why an Info.plist could not give what the primer needs. Every case names the file.
public enum InfoPlistError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file does not exist or cannot be read.
    case unreadable(path: String, reason: String)
    /// The file is neither an XML nor a binary property list.
    case notAPropertyList(path: String, reason: String)
    /// The property list's top level is not a dictionary.
    case notADictionary(path: String)
    /// Neither `CFBundleDisplayName` nor `CFBundleName` is a non-empty string.
    case noAppName(path: String)
    /// The app name is an unexpanded build setting such as `$(PRODUCT_NAME)`.
    case unexpandedBuildSetting(path: String, line: Int?, key: String, value: String)
    /// The purpose-string key for the kind is missing or empty.
    case missingPurposeString(path: String, kind: Kind, key: String)

    /// The file the error is about.
    public var path: String {
        switch self {
        case .unreadable(let path, _), .notAPropertyList(let path, _), .notADictionary(let path),
             .noAppName(let path), .unexpandedBuildSetting(let path, _, _, _),
             .missingPurposeString(let path, _, _):
            path
        }
    }

    /// The 1-based line in the file the error points at, when the file is XML and the line is known.
    public var line: Int? {
        if case .unexpandedBuildSetting(_, let line, _, _) = self { return line }
        return nil
    }

    /// What went wrong and what was expected, without the location.
    public var message: String {
        switch self {
        case .unreadable(_, let reason):
            "cannot read the Info.plist: \(reason)"
        case .notAPropertyList(_, let reason):
            "not a property list (expected an XML or binary Info.plist): \(reason)"
        case .notADictionary:
            "the property list's top level is not a dictionary; expected an Info.plist dictionary"
        case .noAppName:
            "no app name: expected a non-empty CFBundleDisplayName or CFBundleName string"
        case .unexpandedBuildSetting(_, _, let key, let value):
            "\(key) is '\(TextExcerpt.shown(value))', an unexpanded build setting; point at the built app's Info.plist or pass --app NAME"
        case .missingPurposeString(_, let kind, let key):
            "missing \(key): the \(kind) primer needs this purpose string, and the app would crash asking for \(kind) without it"
        }
    }

    /// `path:line:column: message`, or `path: message` when no line is known.
    public var description: String {
        let path = TextExcerpt.shown(path)
        if let line { return "\(path):\(line):1: \(message)" }
        return "\(path): \(message)"
    }
}
