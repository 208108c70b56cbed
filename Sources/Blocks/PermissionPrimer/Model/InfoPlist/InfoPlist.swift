import Foundation
import PrimerAccessibility
import PrimerModel
import PrimerMotion
import PrimerSpec

/// The parts of an app's Info.plist that the primer reads: its name and its purpose strings.
public struct InfoPlist: Hashable, Sendable {
    /// The file the values came from, as given.
    public var path: String
    /// `CFBundleDisplayName`, else `CFBundleName`.
    public var appName: String
    /// Every purpose-string key the file has, with its value.
    public var purposeStrings: [String: String]

    /// Creates a value directly (for tests and tools that already hold the values).
    public init(path: String, appName: String, purposeStrings: [String: String]) {
        self.path = path
        self.appName = appName
        self.purposeStrings = purposeStrings
    }

    /// The largest Info.plist read, in bytes: real ones are a few kilobytes. A choice.
    public static let sizeLimit = 8 << 20

    /// Reads and validates an XML or binary Info.plist; a path that is not a regular file says what it is.
    public static func load(from path: String) throws(InfoPlistError) -> InfoPlist {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: sizeLimit)
        } catch {
            throw .unreadable(path: path, reason: error.description)
        }
        return try parse(Data(bytes), path: path)
    }

    /// Parses the bytes of an XML or binary Info.plist; `path` names it in errors.
    public static func parse(_ data: Data, path: String) throws(InfoPlistError) -> InfoPlist {
        let dictionary: [String: Any]
        do {
            dictionary = try PropertyListFile.dictionary(from: [UInt8](data))
        } catch .notADictionary {
            throw .notADictionary(path: path)
        } catch {
            throw .notAPropertyList(path: path, reason: error.description)
        }
        let name = ["CFBundleDisplayName", "CFBundleName"].lazy
            .compactMap { key in (dictionary[key] as? String).map { (key, $0) } }
            .first { !$0.1.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        guard let (key, appName) = name else { throw .noAppName(path: path) }
        if appName.contains("$(") || appName.contains("${") {
            throw .unexpandedBuildSetting(
                path: path, line: Self.line(of: appName, in: data), key: key, value: appName)
        }
        var purposes: [String: String] = [:]
        for kind in Kind.allCases {
            if let key = kind.purposeStringKey, let value = dictionary[key] as? String {
                purposes[key] = value
            }
        }
        return InfoPlist(path: path, appName: appName, purposeStrings: purposes)
    }

    /// The purpose string for a kind: nil for notifications (no key), an error when the key is missing.
    public func purposeString(for kind: Kind) throws(InfoPlistError) -> String? {
        guard let key = kind.purposeStringKey else { return nil }
        guard let value = purposeStrings[key],
              !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        else { throw .missingPurposeString(path: path, kind: kind, key: key) }
        return value
    }

    /// The standard content for a kind, named and worded from this Info.plist.
    public func standardContent(for kind: Kind, iOS: IOSVersion = .default) throws(InfoPlistError) -> Content {
        Content.standard(for: kind, appName: appName, purposeString: try purposeString(for: kind), iOS: iOS)
    }

    /// The 1-based line on which `<string>value</string>` first appears, for XML files.
    private static func line(of value: String, in data: Data) -> Int? {
        guard let text = String(data: data, encoding: .utf8),
              let range = text.range(of: "<string>\(value)</string>")
        else { return nil }
        return text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }
}
