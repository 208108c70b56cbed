// libFuzzer target: the Xcode project reader (XcodeProject over TextPropertyListParser), which reads
// a project.pbxproj's targets, configurations and base xcconfig paths. Built and run by scripts/fuzz.sh.
//
// Each input is read as the text of a project.pbxproj; every target is resolved, and every
// configuration of each target and of the project, base configuration path included (no file is
// read: the paths are only resolved). Properties checked on every input, beyond "nothing traps":
// every error and warning is located in the project file (line and column from 1), and no message
// is longer than the quoting rule allows (TextExcerpt.shown cuts quoted text at 1,000 characters).
import Foundation
import PrimerAppInfo
import PrimerSpec
import PrimerSyntax

/// The longest message a diagnostic may have, counting each `\u{…}` escape as the one character it
/// shows: one quoted line (1,000 characters and its length) and a few quoted names (40 each) in a sentence.
private let messageLimit = 2_000

/// The text's length with each `\u{…}` escape (an invisible character, as TextExcerpt.shown writes
/// it) counted as one character.
private func shownLength(_ text: String) -> Int {
    text.replacing(#/\\u\{[0-9A-F]{1,6}\}/#, with: "?").count
}

private func fail(_ message: String, _ bytes: [UInt8]) -> Never {
    let shown = bytes.map { String(format: "%02x", $0) }.joined()
    FileHandle.standardError.write(Data("PROPERTY FAILED: \(message)\n--- input (hex) ---\n\(shown)\n---\n".utf8))
    abort()
}

private func check(_ diagnostic: Finding, _ bytes: [UInt8]) {
    let at = diagnostic.location
    if at.file != "App.xcodeproj/project.pbxproj" || at.line < 1 || at.column < 1 {
        fail("a diagnostic located outside the project file: \(diagnostic.rendered.prefix(300))", bytes)
    }
    if shownLength(diagnostic.message) > messageLimit {
        fail("a message of \(diagnostic.message.count) characters: \(diagnostic.message.prefix(300))", bytes)
    }
    if let offending = diagnostic.offendingText, shownLength(offending) > messageLimit {
        fail("offending text of \(offending.count) characters", bytes)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProject(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let text = String(decoding: bytes, as: UTF8.self)
    let file = FilePath(absolute: "/fuzz/App.xcodeproj/project.pbxproj", display: "App.xcodeproj/project.pbxproj")
    switch XcodeProject.parse(text, file: file) {
    case .failure(let error):
        check(error, bytes)
    case .success(let project):
        project.warnings.forEach { check($0, bytes) }
        var lists: [XcodeProject.ConfigurationList] = [project.configurations]
        for target in project.targets {
            do {
                lists.append(try project.configurations(of: target))
            } catch {
                check(error, bytes)
            }
            // The files the target builds: its phases through the groups, and its synchronized folders.
            for kind in [XcodeProject.FileKind.sources, .resources] {
                do {
                    let files = try project.files(of: target, kind: kind)
                    files.warnings.forEach { check($0, bytes) }
                    if Set(files.files.map(\.path.absolute)).count != files.files.count {
                        fail("a file listed twice for one target", bytes)
                    }
                } catch {
                    check(error, bytes)
                }
            }
        }
        for list in lists {
            for name in list.names {
                do {
                    guard let configuration = try project.configuration(named: name, in: list) else {
                        fail("a listed configuration '\(name.prefix(100))' is not found", bytes)
                    }
                    configuration.warnings.forEach { check($0, bytes) }
                    if configuration.baseConfiguration != nil, configuration.baseConfigurationLocation == nil {
                        fail("a base configuration without the place naming it", bytes)
                    }
                } catch {
                    check(error, bytes)
                }
            }
        }
    }
    return 0
}
