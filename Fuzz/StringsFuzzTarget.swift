// libFuzzer target: the localized Info.plist readers, the strings-file reader (StringsFile) and the
// String Catalog reader (StringCatalogFile, over LocatedJSON). Built and run by scripts/fuzz.sh.
//
// Properties checked on every input, beyond "nothing traps": every value read and every warning is
// located in the file it came from (line and column from 1), every error too, and no message or
// quoted offending text grows past a bound whatever the input's size (quoting goes through
// TextExcerpt.shown, which cuts at 1,000 characters and writes invisible ones as \u{…}).
import Foundation
import PrimerAppInfo
import PrimerSpec
import PrimerSyntax

private func fail(_ message: String, _ bytes: [UInt8]) -> Never {
    let shown = bytes.prefix(4_096).map { String(format: "%02x", $0) }.joined()
    FileHandle.standardError.write(Data("PROPERTY FAILED: \(message)\n--- input (hex) ---\n\(shown)\n---\n".utf8))
    abort()
}

/// The longest quoted excerpt: 1,000 characters, each at most `\u{10FFFF}` once invisible ones are
/// written out, and the "… (N characters)" that says how long the text was.
private let excerptLimit = 10 * 1_000 + 64
/// The longest message the readers may write: up to three quoted excerpts and their words.
private let messageLimit = 3 * excerptLimit + 1_000

private func checkLocated(_ location: SourceLocation, file: String, what: String, _ bytes: [UInt8]) {
    if location.file != file || location.line < 1 || location.column < 1 {
        fail("\(what) located outside the file: \(location)", bytes)
    }
}

private func checkFinding(_ diagnostic: Finding, file: String, _ bytes: [UInt8]) {
    checkLocated(diagnostic.location, file: file, what: "a diagnostic", bytes)
    if diagnostic.message.count > messageLimit { fail("a message of \(diagnostic.message.count) characters", bytes) }
    if let offending = diagnostic.offendingText, offending.count > excerptLimit {
        fail("offending text of \(offending.count) characters", bytes)
    }
    for note in diagnostic.notes {
        guard let at = note.location else { fail("a note without a location", bytes) }
        checkLocated(at, file: file, what: "a note", bytes)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let stringsFile = "fr.lproj/InfoPlist.strings"
    switch StringsFile.parse(bytes, file: stringsFile, language: "fr") {
    case .success(let table):
        for value in table.values.values {
            guard let at = value.location else { fail("a value without a location", bytes) }
            checkLocated(at, file: stringsFile, what: "a value", bytes)
        }
        for warning in table.warnings { checkFinding(warning, file: stringsFile, bytes) }
    case .failure(let error):
        checkFinding(error, file: stringsFile, bytes)
    }
    let catalogFile = "InfoPlist.xcstrings"
    switch StringCatalogFile.parse(bytes, file: catalogFile) {
    case .success(let catalog):
        for table in catalog.tables.values {
            for value in table.values.values {
                guard let at = value.location else { fail("a catalog value without a location", bytes) }
                checkLocated(at, file: catalogFile, what: "a catalog value", bytes)
            }
        }
        for refusals in catalog.refused.values {
            for refusal in refusals.values { checkFinding(refusal, file: catalogFile, bytes) }
        }
    case .failure(let error):
        checkFinding(error, file: catalogFile, bytes)
    }
    return 0
}
