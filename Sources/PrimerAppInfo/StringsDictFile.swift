import PrimerModel
import PrimerSyntax

/// Reads a `.stringsdict` file (`LANG.lproj/Localizable.stringsdict`): an XML property list whose keys
/// are the app's keys, each a dictionary with `NSStringLocalizedFormatKey` (a format naming its
/// variables `%#@name@`) and a dictionary per variable giving `NSStringFormatSpecTypeKey` and a
/// string per case; or `NSStringVariableWidthRuleType`, a string per width. The rule types and keys
/// are Apple's ("Localizing strings that contain plurals"; Foundation's `NSStringPluralRuleType`,
/// `NSStringDeviceSpecificRuleType`, `NSStringVariableWidthRuleType`).
///
/// Every value keeps its line and column; a file that does not have this shape is refused with the
/// place, the offending text and what was expected, never half read.
package enum StringsDictFile {
    /// The largest `.stringsdict` read, in bytes. A choice.
    package static let sizeLimit = 8 << 20

    /// How a variable's cases are chosen.
    package enum RuleType: String, Hashable, Sendable, CaseIterable {
        /// By the CLDR plural category of a number: `zero`, `one`, `two`, `few`, `many`, `other`.
        case plural = "NSStringPluralRuleType"
        /// By the device: `iphone`, `ipad`, `mac`, `other`, …
        case device = "NSStringDeviceSpecificRuleType"
    }

    /// One `%#@name@` variable of an entry: its rule and its cases.
    package struct Variable: Hashable, Sendable {
        /// The variable's name.
        package var name: String
        /// How its case is chosen.
        package var rule: RuleType
        /// `NSStringFormatValueTypeKey` (`d`, `ld`, `@`), if given.
        package var valueType: String?
        /// The text per case.
        package var cases: [String: LocatedValue]
        /// Where the variable's key is.
        package var location: SourceLocation
    }

    /// One key of the file.
    package struct Entry: Hashable, Sendable {
        /// The key (the source text the code looks up).
        package var key: String
        /// Where the key is.
        package var location: SourceLocation
        /// `NSStringLocalizedFormatKey`; nil for a width-only entry.
        package var format: LocatedValue?
        /// The variables the format names, by name.
        package var variables: [String: Variable]
        /// `NSStringVariableWidthRuleType`: the text per width, if given.
        package var widths: [String: LocatedValue]
    }

    /// A whole file: its language and its entries by key.
    package struct Table: Hashable, Sendable {
        /// The file, as messages show it.
        package var file: String
        /// The language its `.lproj` folder names.
        package var language: String
        /// The entries by key.
        package var entries: [String: Entry]
    }

    /// Reads the file at `path`; `origin` locates an error reading it.
    package static func load(_ path: FilePath, language: String, origin: SourceRange,
                            files: AppFileCache? = nil) -> Result<Table, Finding> {
        files.value("stringsdict", path, detail: language) {
            path.read(limit: sizeLimit, noun: "stringsdict file", expected: "a readable .stringsdict file", at: origin)
                .flatMap { parse($0, file: path.display, language: language) }
        }
    }

    /// Parses the bytes of a `.stringsdict`; locations name `file`.
    package static func parse(_ bytes: [UInt8], file: String, language: String) -> Result<Table, Finding> {
        if bytes.starts(with: Array("bplist".utf8)) {
            let expected = "an XML .stringsdict (convert it with plutil -convert xml1)"
            return .failure(.error("the file is a binary property list; expected \(expected)",
                                   at: SourceRange(at: SourceLocation(file: file, line: 1, column: 1)),
                                   offendingText: "bplist", expected: expected))
        }
        return LocatedPlistXML.parse(bytes, file: file).flatMap { root in
            Result { () throws(Finding) -> Table in
                guard let keys = root.entries else {
                    throw shape("the top level is \(root.kindName)", at: root.location, offending: root.kindName,
                                expected: "a <dict> of keys")
                }
                var entries: [String: Entry] = [:]
                for key in keys { entries[key.key] = try entry(key) }
                return Table(file: file, language: language, entries: entries)
            }
        }
    }

    private static func entry(_ key: LocatedPlistXML.Entry) throws(Finding) -> Entry {
        let name = "'\(TextExcerpt.shown(key.key))'"
        guard let fields = key.value.entries else {
            throw shape("the key \(name) is \(key.value.kindName)", at: key.value.location, offending: key.value.kindName,
                        expected: "a <dict> with NSStringLocalizedFormatKey")
        }
        var entry = Entry(key: key.key, location: key.keyLocation, format: nil, variables: [:], widths: [:])
        if let widths = key.value.entry("NSStringVariableWidthRuleType") {
            entry.widths = try strings(of: widths, in: name, allowed: nil)
        }
        guard let formatEntry = key.value.entry("NSStringLocalizedFormatKey") else {
            if !entry.widths.isEmpty { return entry }
            throw shape("the key \(name) has no NSStringLocalizedFormatKey", at: key.keyLocation, offending: key.key,
                        expected: "<key>NSStringLocalizedFormatKey</key> and a format such as %#@count@")
        }
        guard let format = formatEntry.value.string else {
            throw shape("the NSStringLocalizedFormatKey of \(name) is \(formatEntry.value.kindName)", at: formatEntry.value.location,
                        offending: formatEntry.value.kindName, expected: "a <string> format such as %#@count@")
        }
        entry.format = LocatedValue(format, at: formatEntry.value.location)
        let named = variableNames(in: format)
        for field in fields where field.key != "NSStringLocalizedFormatKey" && field.key != "NSStringVariableWidthRuleType" {
            entry.variables[field.key] = try variable(field, in: name)
        }
        for variable in named where entry.variables[variable] == nil {
            throw shape("the format of \(name) names %#@\(variable)@, which the key does not define",
                        at: formatEntry.value.location, offending: format,
                        expected: "<key>\(variable)</key> and a <dict> with NSStringFormatSpecTypeKey")
        }
        return entry
    }

    private static func variable(_ field: LocatedPlistXML.Entry, in entryName: String) throws(Finding) -> Variable {
        let name = "the variable '\(TextExcerpt.shown(field.key))' of \(entryName)"
        guard field.value.entries != nil else {
            throw shape("\(name) is \(field.value.kindName)", at: field.value.location, offending: field.value.kindName,
                        expected: "a <dict> with NSStringFormatSpecTypeKey and a string per case")
        }
        guard let typeEntry = field.value.entry("NSStringFormatSpecTypeKey") else {
            throw shape("\(name) has no NSStringFormatSpecTypeKey", at: field.keyLocation, offending: field.key,
                        expected: "<key>NSStringFormatSpecTypeKey</key> and one of \(ruleTypes)")
        }
        guard let typeName = typeEntry.value.string, let rule = RuleType(rawValue: typeName) else {
            throw shape("\(name) has the rule type \(typeEntry.value.string.map { "'\(TextExcerpt.shown($0))'" } ?? typeEntry.value.kindName)",
                        at: typeEntry.value.location, offending: typeEntry.value.string ?? typeEntry.value.kindName,
                        expected: "one of \(ruleTypes)")
        }
        let allowed = rule == .plural ? CatalogForm.pluralCategories : CatalogForm.devices
        let cases = try strings(of: field, in: name, allowed: allowed,
                                skipping: ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"])
        if rule == .plural, cases["other"] == nil {
            throw shape("\(name) has no 'other' case", at: field.keyLocation, offending: field.key,
                        expected: "<key>other</key>: every language's plural rules end in 'other'")
        }
        return Variable(name: field.key, rule: rule, valueType: field.value["NSStringFormatValueTypeKey"]?.string,
                        cases: cases, location: field.keyLocation)
    }

    /// The string values of a dictionary entry, each case checked against `allowed` (any, when nil).
    private static func strings(of field: LocatedPlistXML.Entry, in owner: String, allowed: Set<String>?,
                                skipping: Set<String> = []) throws(Finding) -> [String: LocatedValue] {
        guard let members = field.value.entries else {
            throw shape("\(field.key) of \(owner) is \(field.value.kindName)", at: field.value.location,
                        offending: field.value.kindName, expected: "a <dict> of strings")
        }
        var result: [String: LocatedValue] = [:]
        for member in members where !skipping.contains(member.key) {
            if let allowed, !allowed.contains(member.key) {
                throw shape("\(owner) has the case '\(TextExcerpt.shown(member.key))'", at: member.keyLocation,
                            offending: member.key, expected: "one of \(allowed.sorted().joined(separator: ", "))")
            }
            guard let text = member.value.string else {
                throw shape("the case '\(TextExcerpt.shown(member.key))' of \(owner) is \(member.value.kindName)",
                            at: member.value.location, offending: member.value.kindName, expected: "a <string>")
            }
            result[member.key] = LocatedValue(text, at: member.value.location)
        }
        return result
    }

    /// The names of `%#@name@` in a format, in order.
    static func variableNames(in format: String) -> [String] {
        var names: [String] = []
        var rest = format[...]
        while let start = rest.range(of: "%#@") {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: "@") else { break }
            names.append(String(after[..<end]))
            rest = after[after.index(after: end)...]
        }
        return names
    }

    private static var ruleTypes: String { RuleType.allCases.map(\.rawValue).joined(separator: ", ") }

    private static func shape(_ problem: String, at location: SourceLocation, offending: String, expected: String) -> Finding {
        .error("\(problem); expected \(expected)", at: SourceRange(at: location), offendingText: TextExcerpt.shown(offending),
               expected: expected)
    }
}
