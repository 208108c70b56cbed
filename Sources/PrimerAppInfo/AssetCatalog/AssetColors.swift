import Foundation
import PrimerModel
import PrimerSyntax

/// Reads the colours of an app's asset catalogs, as SwiftUI's `Color("NAME")` and UIKit's
/// `UIColor(named:)` find them: a colour set `NAME.colorset` in any `*.xcassets` folder of the app's
/// sources, following Xcode's format as Apple documents it (Asset Catalog Format Reference, "Named
/// Color Type":
/// https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html).
///
/// Names match exactly, namespaces included (`Brand/Tint`), as Xcode's generated asset symbols spell them.
/// Every refusal is one `Finding` at the file, line and column it is about; nothing traps.
package enum AssetColors {
    /// Finds the colour `name` in the asset catalogs under `folder` and reads its light and dark values.
    ///
    /// `origin` is where the name was written (a spec's line, a `Color("…")` in Swift): a colour that is
    /// not there, a folder that does not read, or a colour set whose file does not read is an error at it.
    /// Two colour sets of one name are an error naming both, at the second.
    package static func find(named name: String, under folder: FilePath, at origin: SourceRange) -> Result<AssetColor, Finding> {
        find(named: name, under: folder, at: origin, folderLimit: AssetCatalogSearch.folderLimit)
    }

    /// ``find(named:under:at:)`` listing at most `folderLimit` folders, for tests of the limit.
    static func find(named name: String, under folder: FilePath, at origin: SourceRange,
                     folderLimit: Int) -> Result<AssetColor, Finding> {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.hasSuffix("/"), !name.contains("//") else {
            return .failure(.error("\(StringLiteral.quoted(TextExcerpt.shown(name, limit: TextExcerpt.wordLimit))) is not a colour "
                                   + "name; expected an asset name such as \"BrandTint\" or \"Brand/Tint\"", at: origin,
                                   offendingText: StringLiteral.quoted(TextExcerpt.shown(name)),
                                   expected: "an asset name such as \"BrandTint\""))
        }
        var status = stat()
        guard stat(folder.absolute, &status) == 0, UInt32(status.st_mode) & 0o170000 == 0o040000 else {
            let shown = TextExcerpt.shown(folder.display)
            return .failure(.error("\(shown): not a folder; expected the app's source folder, which holds its asset catalogs",
                                   at: origin, offendingText: shown, expected: "a folder"))
        }
        let found = AssetCatalogSearch.walk(folder, origin: origin, folderLimit: folderLimit)
        let leaf = String(name.split(separator: "/").last ?? Substring(name))
        if let unsure = found.colorSets.first(where: { $0.leafName == leaf && $0.namespaceProblem != nil }),
           let problem = unsure.namespaceProblem {
            return .failure(problem)
        }
        let matches = found.colorSets.filter { $0.name == name }
        guard let first = matches.first else {
            return .failure(notFound(name, under: folder, found: found, origin: origin, folderLimit: folderLimit))
        }
        if matches.count > 1 {
            return .failure(definedTwice(name, first: first.folder, second: matches[1].folder))
        }
        return ColorSetFile.load(first.folder.child("Contents.json"), name: name, origin: origin).map { color in
            var color = color
            if found.truncated {
                color.notes.append(Finding(severity: .warning, range: origin,
                                           message: "the search for asset catalogs under \(TextExcerpt.shown(folder.display)) "
                                               + "stopped after \(folderLimit) folders; a second colour set "
                                               + "named \"\(name)\" beyond them would not be seen",
                                           expected: "a smaller folder to search"))
            }
            return color
        }
    }

    /// The error for a colour no catalog holds, with the nearest name found and what the search skipped.
    private static func notFound(_ name: String, under folder: FilePath, found: AssetCatalogSearch.Found,
                                 origin: SourceRange, folderLimit: Int) -> Finding {
        let shownName = TextExcerpt.shown(name, limit: TextExcerpt.wordLimit)
        let expected = "\(shownName).colorset in an .xcassets folder under \(TextExcerpt.shown(folder.display))"
        var notes: [Finding.Note] = []
        if found.truncated {
            notes.append(.init("the search stopped after \(folderLimit) folders (a limit)"))
        }
        for path in found.unreadable.prefix(3) {
            notes.append(.init("\(TextExcerpt.shown(path.display)): cannot list the folder"))
        }
        if found.unreadable.count > 3 {
            notes.append(.init("and \(found.unreadable.count - 3) more folders that cannot be listed"))
        }
        return .error("no colour set \"\(shownName)\" in the asset catalogs under \(TextExcerpt.shown(folder.display)); "
                      + "expected \(expected)" + suggestion(for: name, among: found.colorSets),
                      at: origin, offendingText: StringLiteral.quoted(TextExcerpt.shown(name)), expected: expected, notes: notes)
    }

    /// ` (did you mean 'Brand/Tint'?)`: a colour of the same name in another namespace, else the closest name.
    private static func suggestion(for name: String, among colorSets: [AssetCatalogSearch.ColorSet]) -> String {
        let leaf = String(name.split(separator: "/").last ?? Substring(name))
        if let sameLeaf = colorSets.first(where: { $0.leafName == leaf }) {
            return " (did you mean '\(TextExcerpt.shown(sameLeaf.name, limit: TextExcerpt.wordLimit))'?)"
        }
        return Suggestion.didYouMean(name, among: colorSets.map(\.name))
    }

    /// The error for two colour sets of one name: an app's asset names are unique across its catalogs
    /// (Apple, Asset Catalog Format Reference, "Unique Asset Names").
    private static func definedTwice(_ name: String, first: FilePath, second: FilePath) -> Finding {
        let firstFile = first.child("Contents.json")
        let secondFile = second.child("Contents.json")
        let shownName = TextExcerpt.shown(name, limit: TextExcerpt.wordLimit)
        return .error("the colour \"\(shownName)\" is defined twice, in \(TextExcerpt.shown(first.display)) and "
                      + "\(TextExcerpt.shown(second.display)); expected one colour set of each name (an app's asset names "
                      + "are unique across its catalogs)",
                      at: SourceRange(at: SourceLocation(file: secondFile.display, line: 1, column: 1)),
                      offendingText: TextExcerpt.shown(second.display), expected: "one colour set named \"\(shownName)\"",
                      notes: [.init("the first \"\(shownName)\" is here", at: SourceLocation(file: firstFile.display, line: 1, column: 1))])
    }
}
