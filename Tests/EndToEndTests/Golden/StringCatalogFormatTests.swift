@testable import BlockTestSupport
import Foundation
@testable import PrimerSpec
@testable import PrimerTestSupport
import Testing

/// The String Catalog byte for byte as Xcode writes one, and its values as format strings read them;
/// the JSON catalogue with its version, the same shape for every block.
@Suite("String Catalog format")
struct StringCatalogFormatTests {
    /// Xcode writes `" : "`, two-space indents and no newline after the closing brace.
    @Test(arguments: ["permission-primer", "primer-screen", "permission-priming"])
    func writtenAsXcodeWritesIt(_ block: String) throws {
        let text = runTool("strings", "--block", block, "--format", "xcstrings").output
        #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"))
        #expect(text.hasSuffix("\n  \"version\" : \"1.0\"\n}"))
        #expect(!text.hasSuffix("\n"))
        #expect(!text.contains("\\/"))
    }

    /// A `%` in a plain value is doubled; a format (which AppNameFormat escaped already) is left as it is.
    @Test(arguments: [
        ("100% private", false, "100%% private"),
        ("%@ uses 5%% of", true, "%@ uses 5%% of"),
        ("%@ needs it", true, "%@ needs it"),
        ("no percent", false, "no percent"),
        ("%@", false, "%%@"),
    ])
    func aBarePercentIsDoubled(_ value: String, _ format: Bool, _ written: String) {
        #expect(StringCatalogRenderer.escapingPercents(value, format: format) == written)
    }

    /// Every value of every block's catalog: each `%` begins `%%` or is the one `%@` of a format.
    @Test(arguments: ["permission-primer", "primer-screen", "permission-priming"])
    func noValueHoldsAStrayFormatSpecifier(_ block: String) throws {
        let entries = try StringsOutput.catalogEntries(runTool("strings", "--block", block, "--format", "xcstrings").output)
        for (key, entry) in entries {
            let value = entry.value ?? ""
            let stray = value.replacingOccurrences(of: "%%", with: "").replacingOccurrences(of: "%@", with: "")
            #expect(!stray.contains("%"), "\(key): \(value)")
        }
    }

    @Test(arguments: ["permission-primer", "primer-screen", "permission-priming"])
    func theJSONCarriesItsVersion(_ block: String) throws {
        let text = runTool("strings", "--block", block, "--format", "json").output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == VersionedCatalogue.formatVersion)
        #expect(object["sections"] is [Any])
    }
}
