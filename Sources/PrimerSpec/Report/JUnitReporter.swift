/// The report as JUnit XML: a testsuite per spec file, a testcase per section.
public struct JUnitReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// The XML document.
    public func render(_ report: CheckReport) -> String {
        let errorFiles = report.files.filter { !$0.errors.isEmpty }.count
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites name=\"primer-spec\" tests=\"\(report.sections.count + errorFiles)\" failures=\"\(report.failedCount)\" errors=\"\(errorFiles)\">",
        ]
        for file in report.files {
            let failures = file.sections.filter { $0.status == .failed }.count
            let tests = file.errors.isEmpty ? file.sections.count : 1
            lines.append("  <testsuite name=\"\(escape(file.path))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(file.errors.isEmpty ? 0 : 1)\">")
            if !file.errors.isEmpty {
                let text = file.errors.map(\.rendered).joined(separator: "\n")
                // Parsing or resolving (an unknown state, a missing purpose string) stopped the file: one case for both.
                lines.append("    <testcase classname=\"\(escape(file.path))\" name=\"spec (parse and resolve)\">")
                lines.append("      <error message=\"\(escape(file.errors[0].message))\">\(escape(text))</error>")
                lines.append("    </testcase>")
            }
            for section in file.sections {
                let name = escape("\(section.title) (line \(section.line))")
                guard section.status == .failed else {
                    lines.append("    <testcase classname=\"\(escape(file.path))\" name=\"\(name)\"/>")
                    continue
                }
                let body = LineDiffRenderer().render(section.diff, expectedLineNumbers: section.expectedLineNumbers)
                    + "\n" + section.findings.map(\.rendered).joined(separator: "\n")
                let message = section.findings.first?.message ?? "the section does not match"
                lines.append("    <testcase classname=\"\(escape(file.path))\" name=\"\(name)\">")
                lines.append("      <failure message=\"\(escape(message))\">\(escape(body))</failure>")
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Escapes text for XML attributes and content; drops characters XML 1.0 cannot hold.
    func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
