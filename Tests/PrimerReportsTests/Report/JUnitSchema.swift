import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What Jenkins' JUnit schema (`junit-10.xsd`, from the xUnit plugin) requires of a report, written
/// out as checks: the elements it allows where it allows them, the attributes each may have, those
/// it requires (`testsuite`: `name`, `tests`, `failures`, `errors`; `testcase`: `name`), and counts
/// that agree with the cases, as Jenkins and GitLab add them up. Empty when the document conforms.
enum JUnitSchema {
    static let attributes: [String: (allowed: Set<String>, required: Set<String>)] = [
        "testsuites": (["name", "time", "tests", "failures", "errors"], []),
        "testsuite": (["name", "tests", "failures", "errors", "group", "time", "skipped", "timestamp", "hostname", "id",
                       "package", "file", "log", "url", "version"], ["name", "tests", "failures", "errors"]),
        "testcase": (["name", "time", "classname", "group"], ["name"]),
        "failure": (["type", "message"], []),
        "error": (["type", "message"], []),
        "skipped": (["type", "message"], []),
        "system-out": ([], []),
        "system-err": ([], []),
        "properties": ([], []),
        "property": (["name", "value"], ["name", "value"]),
    ]

    static let children: [String: Set<String>] = [
        "testsuites": ["testsuite"],
        "testsuite": ["testsuite", "properties", "testcase", "system-out", "system-err"],
        "testcase": ["skipped", "error", "failure", "rerunFailure", "rerunError", "flakyFailure", "flakyError",
                     "system-out", "system-err"],
        "properties": ["property"],
    ]

    /// Every way the document departs from the schema, one line each.
    static func problems(_ xml: String) -> [String] {
        guard let document = try? XMLDocument(xmlString: xml, options: []), let root = document.rootElement() else {
            return ["not well-formed XML"]
        }
        var problems: [String] = []
        if root.name != "testsuites" { problems.append("the root is <\(root.name ?? "?")>, not <testsuites>") }
        check(root, path: "testsuites", into: &problems)
        for suite in root.elements(forName: "testsuite") { checkCounts(suite, into: &problems) }
        return problems
    }

    private static func check(_ element: XMLElement, path: String, into problems: inout [String]) {
        let name = element.name ?? "?"
        guard let rule = attributes[name] else {
            problems.append("\(path): <\(name)> is not an element of the schema")
            return
        }
        let present = Set((element.attributes ?? []).compactMap(\.name))
        for extra in present.subtracting(rule.allowed).sorted() { problems.append("\(path): <\(name)> has \(extra)") }
        for missing in rule.required.subtracting(present).sorted() { problems.append("\(path): <\(name)> lacks \(missing)") }
        if name == "testsuite", let time = element.attribute(forName: "time")?.stringValue,
           time.wholeMatch(of: /(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]{0,3})?/) == nil {
            problems.append("\(path): time \(time) is not a SUREFIRE_TIME")
        }
        let allowed = children[name] ?? []
        for case let child as XMLElement in element.children ?? [] {
            let childName = child.name ?? "?"
            if !allowed.contains(childName) {
                problems.append("\(path): <\(name)> cannot hold <\(childName)>")
                continue
            }
            check(child, path: path + "/" + childName, into: &problems)
        }
    }

    /// `tests`, `failures`, `errors` and `skipped` of a suite against its cases.
    private static func checkCounts(_ suite: XMLElement, into problems: inout [String]) {
        let cases = suite.elements(forName: "testcase")
        let name = suite.attribute(forName: "name")?.stringValue ?? "?"
        let counts = [("tests", cases.count),
                      ("failures", cases.filter { !$0.elements(forName: "failure").isEmpty }.count),
                      ("errors", cases.filter { !$0.elements(forName: "error").isEmpty }.count),
                      ("skipped", cases.filter { !$0.elements(forName: "skipped").isEmpty }.count)]
        for (attribute, count) in counts {
            guard let value = suite.attribute(forName: attribute)?.stringValue else { continue }
            if value != String(count) { problems.append("suite \(name): \(attribute)=\(value) but \(count) cases") }
        }
    }
}
