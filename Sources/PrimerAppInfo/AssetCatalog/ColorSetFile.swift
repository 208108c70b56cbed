import PrimerModel
import PrimerSyntax

/// Reads a colour set's `Contents.json` (`NAME.colorset`, Apple's Asset Catalog Format Reference,
/// "Named Color Type":
/// https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html):
/// `colors`, each entry an `idiom`, optional `appearances` and a `color` of `color-space` and `components`.
///
/// Which entries it reads, for an iPhone at standard contrast:
/// - idiom `iphone` where the set has one for that appearance, else `universal`; other idioms are not read;
/// - an entry whose appearances include `contrast` `high` is not read (a note says so);
/// - where entries differ only by `display-gamut`, the `sRGB` one (or the one without a gamut) before `display-P3`;
/// - light: the `luminosity` `light` entry, else the one without a luminosity (Xcode's Any Appearance);
///   dark: the `dark` entry, else Any Appearance, else the light one, as iOS falls back (a choice
///   where the set has Light and Dark but no Any: each is its own).
///
/// An entry the reader needs that has no `color` (an appearance left empty in Xcode), a set with no
/// colours, two entries for one appearance, and every value of the wrong type or out of range are
/// errors at their line and column, never guessed.
enum ColorSetFile {
    /// The largest `Contents.json` read; Xcode writes well under 2 KB. A choice.
    static let sizeLimit = 1 << 20

    /// Reads the colour set `name` from its `Contents.json`; `origin` locates an error reading the file.
    static func load(_ path: FilePath, name: String, origin: SourceRange) -> Result<AssetColor, Finding> {
        path.read(limit: sizeLimit, noun: "colour set", expected: "a readable Contents.json in \(name).colorset", at: origin)
            .flatMap { parse($0, file: path, name: name) }
    }

    /// Parses the bytes of a colour set's `Contents.json`; locations name `file.display`.
    static func parse(_ bytes: [UInt8], file: FilePath, name: String) -> Result<AssetColor, Finding> {
        LocatedJSON.parse(bytes, file: file.display).flatMap { root in
            Result { () throws(Finding) -> AssetColor in try read(root, file: file, name: name) }
        }
    }

    /// Where an entry applies.
    private enum Luminosity: Hashable { case any, light, dark }

    /// One entry of `colors` the reader may use.
    private struct Entry {
        var luminosity: Luminosity
        /// Lower is preferred: iphone before universal, sRGB before display-P3.
        var rank: Int
        var json: LocatedJSON
    }

    private static func read(_ root: LocatedJSON, file: FilePath, name: String) throws(Finding) -> AssetColor {
        guard root.members != nil else {
            throw shape("the top level is \(root.kindName)", root, expected: "an object with \"colors\"")
        }
        guard let colorsJSON = root["colors"] else {
            throw shape("the colour set \"\(name)\" has no \"colors\" (Xcode's Any Appearance is empty)", root,
                        expected: "\"colors\": [ { \"idiom\": \"universal\", \"color\": { … } } ]")
        }
        guard case .array(let entries, _) = colorsJSON else {
            throw shape("\"colors\" is \(colorsJSON.kindName)", colorsJSON, expected: "an array of colours")
        }
        guard !entries.isEmpty else {
            throw shape("the colour set \"\(name)\" has no colours (Xcode's Any Appearance is empty)", colorsJSON,
                        expected: "at least a universal colour for Any Appearance")
        }
        var chosen: [Luminosity: Entry] = [:]
        var highContrast: LocatedJSON?
        for entryJSON in entries {
            guard let entry = try entry(entryJSON, highContrast: &highContrast) else { continue }
            if let earlier = chosen[entry.luminosity] {
                if earlier.rank < entry.rank { continue }
                if earlier.rank == entry.rank {
                    throw Finding.error("a second colour for the same appearance and idiom; expected one entry each "
                                        + "(a colour set as Xcode writes it)", at: SourceRange(at: entryJSON.location),
                                        offendingText: "{…}", expected: "one entry for each appearance and idiom",
                                        notes: [.init("the first is here", at: earlier.json.location)])
                }
            }
            chosen[entry.luminosity] = entry
        }
        guard let lightEntry = chosen[.light] ?? chosen[.any] else {
            throw shape("the colour set \"\(name)\" has no colour for Any Appearance or Light on iPhone", colorsJSON,
                        expected: "an entry with idiom \"universal\" or \"iphone\" and no \"dark\" luminosity")
        }
        let darkEntry = chosen[.dark] ?? chosen[.any] ?? lightEntry
        var notes: [Finding] = []
        let light = try color(of: lightEntry, appearance: "light", notes: &notes)
        let dark = darkEntry.json == lightEntry.json ? light
            : try color(of: darkEntry, appearance: "dark", notes: &notes)
        if let highContrast {
            notes.append(Finding(severity: .note, range: SourceRange(at: highContrast.location),
                                 message: "the colour set \"\(name)\" has a High Contrast variant; PrimerSpec reads the "
                                     + "standard-contrast colour, as with Increase Contrast off",
                                 offendingText: "\"high\""))
        }
        return AssetColor(name: name, light: light.color, dark: dark.color, file: file,
                          lightLocation: light.location, darkLocation: dark.location, notes: notes)
    }

    /// The entry as the reader uses it, or nil for one it does not read (another idiom, high contrast).
    private static func entry(_ json: LocatedJSON, highContrast: inout LocatedJSON?) throws(Finding) -> Entry? {
        guard json.members != nil else {
            throw shape("an entry of \"colors\" is \(json.kindName)", json, expected: "an object with an idiom and a colour")
        }
        var rank = 0
        if let idiomJSON = json["idiom"] {
            guard let idiom = idiomJSON.string else {
                throw shape("\"idiom\" is \(idiomJSON.kindName)", idiomJSON, expected: "a string such as \"universal\"")
            }
            switch idiom {
            case "iphone": rank = 0
            case "universal": rank = 2
            default: return nil
            }
        } else {
            rank = 2
        }
        if let gamutJSON = json["display-gamut"] {
            guard let gamut = gamutJSON.string, gamut == "sRGB" || gamut == "display-P3" else {
                throw shape("unknown \"display-gamut\" \(excerpt(of: gamutJSON))", gamutJSON, expected: "\"sRGB\" or \"display-P3\"")
            }
            if gamut == "display-P3" { rank += 1 }
        }
        var luminosity = Luminosity.any
        if let appearancesJSON = json["appearances"] {
            guard case .array(let appearances, _) = appearancesJSON else {
                throw shape("\"appearances\" is \(appearancesJSON.kindName)", appearancesJSON,
                            expected: "an array such as [ { \"appearance\": \"luminosity\", \"value\": \"dark\" } ]")
            }
            for appearance in appearances {
                let expected = "{ \"appearance\": \"luminosity\", \"value\": \"light\" or \"dark\" } or "
                    + "{ \"appearance\": \"contrast\", \"value\": \"high\" }"
                guard appearance.members != nil, let kindJSON = appearance["appearance"], let kind = kindJSON.string,
                      let valueJSON = appearance["value"], let value = valueJSON.string
                else {
                    throw shape("an appearance is not an appearance and a value", appearance, expected: expected)
                }
                switch (kind, value) {
                case ("luminosity", "light"): luminosity = .light
                case ("luminosity", "dark"): luminosity = .dark
                case ("contrast", "high"):
                    if highContrast == nil { highContrast = valueJSON }
                    return nil
                case ("luminosity", _), ("contrast", _):
                    throw shape("unknown \(kind) \(excerpt(of: valueJSON))", valueJSON,
                                expected: kind == "luminosity" ? "\"light\" or \"dark\"" : "\"high\"")
                default:
                    throw shape("unknown appearance \(excerpt(of: kindJSON))", kindJSON, expected: "\"luminosity\" or \"contrast\"")
                }
            }
        }
        return Entry(luminosity: luminosity, rank: rank, json: json)
    }

    /// The sRGB colour of an entry, with where its `color` starts.
    private static func color(of entry: Entry, appearance: String,
                              notes: inout [Finding]) throws(Finding) -> (color: SRGBColor, location: SourceLocation) {
        let slot = entry.luminosity == .any ? "Any Appearance" : appearance == "light" ? "Light" : "Dark"
        guard let colorJSON = entry.json["color"] else {
            throw shape("the \(slot) colour is empty (no \"color\")", entry.json,
                        expected: "a colour picked in Xcode's attributes inspector, written as \"color\": { \"color-space\": …, \"components\": … }")
        }
        guard colorJSON.members != nil else {
            throw shape("\"color\" is \(colorJSON.kindName)", colorJSON, expected: "an object with color-space and components")
        }
        if let reference = colorJSON["reference"] {
            throw shape("the \(slot) colour refers to the system colour \(excerpt(of: reference)); PrimerSpec reads colours "
                        + "given by components", reference, expected: "\"color-space\" and \"components\"")
        }
        let spaces = AssetColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
        guard let spaceJSON = colorJSON["color-space"] else {
            throw shape("the \(slot) colour has no \"color-space\"", colorJSON, expected: "one of \(spaces)")
        }
        guard let spaceName = spaceJSON.string, let space = AssetColorSpace(rawValue: spaceName) else {
            throw shape("unknown color-space \(excerpt(of: spaceJSON))", spaceJSON, expected: "one of \(spaces)")
        }
        guard let componentsJSON = colorJSON["components"] else {
            throw shape("the \(slot) colour has no \"components\"", colorJSON,
                        expected: space.componentNames.map { "\"\($0)\"" }.joined(separator: ", ") + " and \"alpha\"")
        }
        guard componentsJSON.members != nil else {
            throw shape("\"components\" is \(componentsJSON.kindName)", componentsJSON, expected: "an object of components")
        }
        var channels: [Double] = []
        for componentName in space.componentNames {
            guard let valueJSON = componentsJSON[componentName] else {
                throw shape("the \(space.rawValue) components have no \"\(componentName)\"", componentsJSON,
                            expected: space.componentNames.map { "\"\($0)\"" }.joined(separator: ", ") + " and \"alpha\"")
            }
            channels.append(try component(valueJSON, named: componentName, space: space))
        }
        var alpha = 1.0
        if let alphaJSON = componentsJSON["alpha"] {
            alpha = try alphaComponent(alphaJSON)
        }
        let converted = space.srgbComponents(channels)
        // Half a step of 8 bits outside 0…1 is rounding, not a colour outside sRGB.
        let tolerance = 0.5 / 255
        if converted.contains(where: { $0 < -tolerance || $0 > 1 + tolerance }) {
            let shown = converted.map(thousandths).joined(separator: ", ")
            notes.append(Finding(severity: .warning, range: SourceRange(at: componentsJSON.location),
                                 message: "the \(slot) colour (\(space.rawValue)) lies outside sRGB (red, green, blue "
                                     + "\(shown)); PrimerSpec clips each channel to 0…1 and measures contrast on that colour",
                                 offendingText: "{…}", expected: "a colour inside sRGB"))
        }
        let clipped = converted.map { min(max($0, 0), 1) * 255 }
        return (SRGBColor(red: clipped[0], green: clipped[1], blue: clipped[2], alpha: alpha), colorJSON.location)
    }

    /// A red, green, blue or white component on the 0…1 scale.
    private static func component(_ json: LocatedJSON, named name: String, space: AssetColorSpace) throws(Finding) -> Double {
        let read: (value: Double, form: ColorComponent.Form)?
        switch json {
        case .string(let text, _): read = ColorComponent.read(text)
        case .number(let text, _): read = ColorComponent.number(text).map { ($0, .fraction) }
        default:
            throw shape("the component \"\(name)\" is \(json.kindName)", json, expected: ColorComponent.forms)
        }
        guard let read else {
            throw shape("the component \"\(name)\" is \(excerpt(of: json)), which is not a number Xcode writes", json,
                        expected: ColorComponent.forms)
        }
        let inRange = read.form == .fraction && space.isExtended ? true : (0...1).contains(read.value)
        guard inRange else {
            throw shape("the component \"\(name)\" is \(excerpt(of: json)), out of range", json,
                        expected: space.isExtended ? "an integer from 0 to 255 or hex from 0x00 to 0xFF"
                            : ColorComponent.forms)
        }
        return read.value
    }

    /// The alpha: an opacity from 0 to 1 in every input method (a whole `"1"` is opaque, not 1/255;
    /// a choice, as Xcode shows opacity as a percentage), or hex.
    private static func alphaComponent(_ json: LocatedJSON) throws(Finding) -> Double {
        var value: Double?
        switch json {
        case .string(let text, _):
            if let read = ColorComponent.read(text) {
                value = read.form == .integer ? Double(text) : read.value
            }
        case .number(let text, _): value = ColorComponent.number(text)
        default:
            throw shape("the component \"alpha\" is \(json.kindName)", json, expected: ColorComponent.alphaForms)
        }
        guard let value, (0...1).contains(value) else {
            throw shape("the component \"alpha\" is \(excerpt(of: json))\(value == nil ? ", which is not a number Xcode writes" : ", out of range")",
                        json, expected: ColorComponent.alphaForms)
        }
        return value
    }

    /// `1.225`, `-0.042`, `1`: a value to three decimals, for messages.
    static func thousandths(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        guard abs(rounded) < 1_000_000 else { return String(value) }
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// An error about the file's shape, at the offending value.
    static func shape(_ problem: String, _ value: LocatedJSON, expected: String) -> Finding {
        .error("\(problem); expected \(expected) (a colour set as Xcode writes it)", at: SourceRange(at: value.location),
               offendingText: excerpt(of: value), expected: expected)
    }

    /// A value as messages quote it: a string or number as written, a container by its brackets.
    static func excerpt(of value: LocatedJSON) -> String {
        switch value {
        case .object: "{…}"
        case .array: "[…]"
        case .string(let text, _): "\"" + TextExcerpt.shown(text, limit: TextExcerpt.wordLimit) + "\""
        case .number(let text, _): TextExcerpt.shown(text, limit: TextExcerpt.wordLimit)
        case .bool(let flag, _): flag ? "true" : "false"
        case .null: "null"
        }
    }
}
