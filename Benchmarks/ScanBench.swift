import Foundation
import PrimerBlocks
import PrimerCode
import PrimerScan
import PrimerSpec

/// `primer-spec-bench scan [LINES]`: writes a Swift tree of about LINES lines (default 100,000) in
/// files of 200 lines (types, comments, strings with interpolation, a permission request every few
/// files, and a view calling each design in each form), then times `scan`'s reading, lexing, finding
/// and reading the designs' calls over it. Prints figures; asserts none.
enum ScanBench {
    /// One file's text: `lines` lines of code, comments and strings, with a request when `asks`.
    static func file(_ index: Int, lines: Int, asks: Bool) -> String {
        var text = "import Foundation\nimport CoreLocation\n\n/// Generated type \(index).\nstruct Model\(index) {\n"
        var written = 5
        var member = 0
        while written < lines - 2 {
            member += 1
            text += """
                    // A comment naming manager.requestAlwaysAuthorization(), which is not a call.
                    /* A block comment /* nested */ with AVCaptureDevice.requestAccess(for: .video) */
                    var name\(member): String { "value \\(member) of \\(String(describing: self))" }
                    func compute\(member)(_ values: [Int]) -> Int {
                        let raw = #"raw "quoted" text"#
                        return values.reduce(0) { $0 + $1 * \(member) } + raw.count
                    }

                """
            written += 8
        }
        if asks { text += "    func ask(_ m: CLLocationManager) { m.requestWhenInUseAuthorization() }\n" }
        return text + "}\n" + designs(index)
    }

    /// A view calling each design in each form it is called (the three blocks' five shapes), with
    /// literals, a constant to follow, trailing closures and a modifier chain: 22 lines.
    static func designs(_ index: Int) -> String {
        """
        enum Copy\(index) { static let title = "Scan receipts \(index)" }
        struct Screen\(index): View {
            var body: some View {
                VStack {
                    PermissionPrimer(kind: .camera, content: .standard(for: .camera, appName: "App \(index)"))
                    PermissionPrimerScreen(systemImage: "location.fill", title: "Find trails", message: "Nearby",
                                           benefits: [
                                               PermissionPrimerScreenBenefit(systemImage: "map", title: "Maps", text: "Offline"),
                                           ], tint: .indigo) {
                        go()
                    }
                    PermissionPrimingView(permissionType: .microphone, onGranted: { go() }, onDenied: {})
                    PermissionPrimingView(permissionType: .photoLibrary, customTitle: Copy\(index).title,
                                          customDescription: "Pick", onGranted: {}, onDenied: {})
                    Text("Gallery")
                        .padding()
                        .permissionGated(.camera, title: "Camera \(index)")
                }
            }
            func go() {}
        }

        """
    }

    static func run(lines: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("primer-spec-scan-bench-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Sources", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let perFile = 200
        var files: [SwiftSourceFiles.File] = []
        var total = 0
        var index = 0
        while total < lines {
            index += 1
            let text = file(index, lines: perFile - 22, asks: index % 5 == 0)
            let path = folder + "/Sources/Model\(index).swift"
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            total += text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            files.append(SwiftSourceFiles.File(display: "Sources/Model\(index).swift", absolute: path))
        }
        // The edited copies of the designs an app ships (Lanternfish's), so `scan` reads copies as an app's.
        let copies = try copyFiles()
        for (name, text) in copies {
            let path = folder + "/Sources/" + name
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            total += text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            files.append(SwiftSourceFiles.File(display: "Sources/" + name, absolute: path))
        }
        let clock = ContinuousClock()
        var samples: [Duration] = []
        var found = 0
        var calls = 0
        var read = 0
        for _ in 0..<6 {
            let start = clock.now
            let result = AppScanner.scan(AppScanner.Input(sources: SwiftSourceFiles.find([
                SwiftSourceFiles.File(display: "Sources", absolute: folder + "/Sources")]).files, appInfo: nil, specs: nil,
                blocks: .standard))
            samples.append(clock.now - start)
            found = result.requests.count
            calls = result.primerCalls.count
            read = result.lines
        }
        // The first run warms the file cache and is left out.
        let sorted = samples.dropFirst().sorted()
        // What reading the copies adds: finding each block's types and reading the copies found, on
        // the module scan builds.
        let module = SwiftModule(files: files.compactMap { file in
            (try? Data(contentsOf: URL(fileURLWithPath: file.absolute))).map { SwiftFile(path: file.display, bytes: Array($0)) }
        })
        var copySamples: [Duration] = []
        var differences = 0
        var copiesFound = 0
        for _ in 0..<6 {
            let start = clock.now
            let found = DesignSource.copies(in: module, values: CodeValues(module: module), blocks: .standard)
            copySamples.append(clock.now - start)
            copiesFound = found.count
            differences = found.reduce(0) { $0 + $1.reading.differences.count }
        }
        let copySorted = copySamples.dropFirst().sorted()
        func ms(_ duration: Duration) -> String {
            String(format: "%.1f ms", Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3)
        }
        print("scan: \(files.count) files, \(read) lines, \(found) requests (\(calls) calls of designs): median \(ms(sorted[sorted.count / 2])), "
              + "best \(ms(sorted[0])) (find, read, lex, find requests, check; 5 runs after a warm-up)")
        let share = Double(copySorted[copySorted.count / 2].components.attoseconds) / max(1, Double(sorted[sorted.count / 2].components.attoseconds))
        print("  of which reading copies: \(copiesFound) copies of designs (\(differences) differences): median "
              + "\(ms(copySorted[copySorted.count / 2])), \(String(format: "%.1f", share * 100)) % of the scan")
    }

    /// The Swift files of an app's edited copies of the designs (Tests/Apps/Lanternfish's Design
    /// folder, read from the current folder), each with its name; none when the folder is not there.
    static func copyFiles() throws -> [(String, String)] {
        let root = "Tests/Apps/Lanternfish/Lanternfish/Design"
        guard let names = FileManager.default.enumerator(atPath: root)?.compactMap({ $0 as? String }) else { return [] }
        return try names.filter { $0.hasSuffix(".swift") }.sorted().map { name in
            ("Copy" + name.replacingOccurrences(of: "/", with: "-"), try String(contentsOfFile: root + "/" + name, encoding: .utf8))
        }
    }
}
