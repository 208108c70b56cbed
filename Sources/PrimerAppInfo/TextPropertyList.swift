import PrimerSyntax

/// A value of an old-style (OpenStep) text property list, the format Xcode writes `project.pbxproj` in,
/// with where each value was written.
package indirect enum TextPropertyList: Hashable, Sendable {
    /// A string, quoted or not.
    case string(String, at: SourceLocation)
    /// An array, `( a, b, )`.
    case array([TextPropertyList], at: SourceLocation)
    /// A dictionary, `{ key = value; }`, its entries in file order.
    case dictionary([Entry], at: SourceLocation)
    /// Data, `<0fbd 7777>`, as its hex digits.
    case data(String, at: SourceLocation)

    /// One `key = value;` of a dictionary.
    package struct Entry: Hashable, Sendable {
        /// The key.
        package var key: String
        /// Where the key was written.
        package var keyLocation: SourceLocation
        /// The value.
        package var value: TextPropertyList

        /// Creates an entry.
        package init(key: String, keyLocation: SourceLocation, value: TextPropertyList) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// Where the value starts.
    package var location: SourceLocation {
        switch self {
        case .string(_, let at), .array(_, let at), .dictionary(_, let at), .data(_, let at): at
        }
    }

    /// The string, if this is one.
    package var string: String? {
        if case .string(let text, _) = self { return text }
        return nil
    }

    /// The array's values, if this is one.
    package var array: [TextPropertyList]? {
        if case .array(let values, _) = self { return values }
        return nil
    }

    /// The dictionary's entries, if this is one.
    package var entries: [Entry]? {
        if case .dictionary(let entries, _) = self { return entries }
        return nil
    }

    /// The value of a key of a dictionary (the last one written, as property lists keep); nil otherwise.
    package subscript(key: String) -> TextPropertyList? {
        entries?.last { $0.key == key }?.value
    }

    /// What the value is, for messages: `a string`, `an array`, `a dictionary`, `data`.
    package var kindName: String {
        switch self {
        case .string: "a string"
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .data: "data"
        }
    }
}
