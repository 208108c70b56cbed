// swift-tools-version:6.0
import PackageDescription

/// The kernel knows no block. From the bottom: PrimerModel (sizes, colours, the environment),
/// PrimerAccessibility (trees, VoiceOver text), PrimerMotion (timelines), PrimerSyntax (the spec
/// format, findings, source ranges, the one file reader), PrimerAppInfo (Info.plists, strings files,
/// Xcode projects, xcconfig files, asset catalogs), PrimerCode (an app's Swift code: its tokens, expressions,
/// declarations and the calls of a design a block declares), PrimerAppDump (XCUITest dumps), PrimerSpec (the block seam, the
/// resolver, the checker, the audit, the recorder, strings), PrimerReports (every output format),
/// PrimerScan (an app's Swift code: the permission requests it makes and the keys they need),
/// PrimerLanguageServer (`primer-spec lsp`: the protocol, open documents, the editor's answers) and
/// PrimerCLI (the commands). Each block is a module of its own under Sources/Blocks, and PrimerBlocks
/// registers them for the tool.
let kernel: [Target.Dependency] = ["PrimerModel", "PrimerAccessibility", "PrimerMotion", "PrimerSyntax",
                                   "PrimerAppInfo", "PrimerCode", "PrimerSpec"]
let tool: [Target.Dependency] = kernel + ["PrimerAppDump", "PrimerReports", "PrimerScan", "PrimerCLI", "PrimerBlocks"]
let support: [Target.Dependency] = tool + ["PrimerTestSupport"]

let package = Package(
    name: "PrimerSpec",
    // The releases the code needs (Docs/UsingInYourApp.md, "Platforms"): `replacing(_:with:)` and
    // `split(separator:)` with a string separator (the Swift 5.7 string algorithms), and the benchmark's
    // `ContinuousClock`, are macOS 13 and iOS 16. Nothing needs a later release.
    platforms: [.iOS(.v16), .macOS(.v13)],
    // Products are what an app's code, its tests and its tools import: the model's modules and the
    // blocks (an app builds its view from a block's content), the spec library, the testing library, the
    // tool and its plugins. The readers, reports, scan, language server and commands are the tool's own:
    // their declarations are `package`, shared among the modules and the tests here and with nobody else.
    products: [
        .library(name: "PrimerModel", targets: ["PrimerModel"]),
        .library(name: "PrimerAccessibility", targets: ["PrimerAccessibility"]),
        .library(name: "PrimerMotion", targets: ["PrimerMotion"]),
        .library(name: "PrimerSyntax", targets: ["PrimerSyntax"]),
        .library(name: "PrimerSpec", targets: ["PrimerSpec"]),
        .library(name: "PermissionPrimer", targets: ["PermissionPrimer"]),
        .library(name: "PrimerScreen", targets: ["PrimerScreen"]),
        .library(name: "PermissionPriming", targets: ["PermissionPriming"]),
        .library(name: "PrimerBlocks", targets: ["PrimerBlocks"]),
        .executable(name: "primer-spec", targets: ["primer-spec"]),
        // For an app's own tests: the only product that imports Testing (and XCTest), so the other
        // libraries and the tool never link it.
        .library(name: "PrimerSpecTesting", targets: ["PrimerSpecTesting"]),
        .plugin(name: "PrimerSpecCheck", targets: ["PrimerSpecCheck"]),
        .plugin(name: "PrimerSpecRecord", targets: ["PrimerSpecRecord"]),
        .plugin(name: "PrimerSpecLint", targets: ["PrimerSpecLint"]),
    ],
    targets: [
        .target(name: "PrimerModel"),
        .target(name: "PrimerAccessibility", dependencies: ["PrimerModel"]),
        .target(name: "PrimerMotion", dependencies: ["PrimerModel", "PrimerAccessibility"]),
        .target(name: "PrimerSyntax", dependencies: ["PrimerModel"]),
        .target(name: "PrimerAppInfo", dependencies: ["PrimerModel", "PrimerSyntax"]),
        .target(name: "PrimerCode", dependencies: ["PrimerModel", "PrimerSyntax", "PrimerAppInfo"]),
        .target(name: "PrimerAppDump", dependencies: ["PrimerModel", "PrimerAccessibility", "PrimerSyntax"]),
        .target(name: "PrimerSpec", dependencies: ["PrimerModel", "PrimerAccessibility", "PrimerMotion", "PrimerSyntax",
                                                   "PrimerAppInfo", "PrimerCode", "PrimerAppDump"]),
        .target(name: "PrimerReports", dependencies: ["PrimerModel", "PrimerAccessibility", "PrimerMotion", "PrimerAppDump",
                                                      "PrimerSyntax", "PrimerSpec"]),
        .target(name: "PrimerScan", dependencies: ["PrimerModel", "PrimerSyntax", "PrimerAppInfo", "PrimerCode", "PrimerSpec"]),
        .target(name: "PrimerLanguageServer", dependencies: ["PrimerModel", "PrimerSyntax", "PrimerSpec"]),
        .target(name: "PrimerCLI", dependencies: kernel + ["PrimerAppDump", "PrimerReports", "PrimerScan", "PrimerLanguageServer"]),
        .target(name: "PermissionPrimer", dependencies: kernel, path: "Sources/Blocks/PermissionPrimer"),
        .target(name: "PrimerScreen", dependencies: kernel, path: "Sources/Blocks/PrimerScreen"),
        .target(name: "PermissionPriming", dependencies: kernel, path: "Sources/Blocks/PermissionPriming"),
        .target(name: "PrimerBlocks", dependencies: kernel + ["PermissionPrimer", "PrimerScreen", "PermissionPriming"]),
        .executableTarget(name: "primer-spec", dependencies: ["PrimerBlocks", "PrimerCLI"]),
        .target(name: "PrimerSpecTesting", dependencies: kernel + ["PrimerReports", "PrimerBlocks"]),
        .plugin(name: "PrimerSpecCheck",
                capability: .command(intent: .custom(verb: "primer-spec-check",
                                                     description: "Check the package's spec files (default: Specs/) with primer-spec check.")),
                dependencies: ["primer-spec"]),
        .plugin(name: "PrimerSpecRecord",
                capability: .command(intent: .custom(verb: "primer-spec-record",
                                                     description: "Write what the builders generate into the package's spec files (default: Specs/)."),
                                     permissions: [.writeToPackageDirectory(reason: "primer-spec-record rewrites the bodies of the sections in your .primerspec files that differ from what the builders generate; nothing else in the package changes.")]),
                dependencies: ["primer-spec"]),
        // On every build of a target that adopts it: `primer-spec scan` of its Swift code and `check` of its
        // Specs folder, findings as Xcode's `FILE:LINE:COL: error:` lines; an error fails the build.
        .plugin(name: "PrimerSpecLint", capability: .buildTool(), dependencies: ["primer-spec"]),
        .executableTarget(name: "primer-spec-bench", dependencies: tool + ["PermissionPrimer", "PrimerLanguageServer"],
                         path: "Benchmarks"),
        // Tests: one target per module, block tests in block targets. Two support targets: PrimerTestSupport
        // for the helpers every target shares (line diffs, temporary files, fixtures, the tests' own small
        // blocks), which knows no shipped block, and BlockTestSupport for the helpers that run the tool as it
        // ships (the standard blocks as every entry point's default, `runTool`, the report fixtures).
        // Kernel test targets test the kernel against the small blocks; EndToEndTests runs the real tool
        // on the bundled specs and holds its output against the report goldens. Each target depends on what its
        // files import.
        .target(name: "PrimerTestSupport", dependencies: kernel + ["PrimerAppDump", "PrimerReports", "PrimerCLI"],
                path: "Tests/PrimerTestSupport"),
        .target(name: "BlockTestSupport",
                dependencies: kernel + ["PrimerCLI", "PermissionPrimer", "PrimerBlocks", "PrimerTestSupport"],
                path: "Tests/BlockTestSupport"),
        .testTarget(name: "PrimerModelTests", dependencies: ["PrimerModel"]),
        .testTarget(name: "PrimerAccessibilityTests", dependencies: ["PrimerAccessibility"]),
        .testTarget(name: "PrimerMotionTests", dependencies: ["PrimerModel", "PrimerMotion"]),
        .testTarget(name: "PrimerSyntaxTests",
                    dependencies: ["PrimerModel", "PrimerMotion", "PrimerSyntax", "PrimerSpec", "PrimerTestSupport"]),
        .testTarget(name: "PrimerAppInfoTests",
                    dependencies: ["PrimerModel", "PrimerMotion", "PrimerSyntax", "PrimerAppInfo", "PrimerAppDump", "PrimerSpec",
                                   "PrimerCLI", "PrimerTestSupport"]),
        .testTarget(name: "PrimerAppDumpTests",
                    dependencies: ["PrimerModel", "PrimerMotion", "PrimerSyntax", "PrimerAppDump", "PrimerSpec", "PrimerCLI",
                                   "PrimerTestSupport"]),
        .testTarget(name: "PrimerReportsTests",
                    dependencies: ["PrimerModel", "PrimerMotion", "PrimerSyntax", "PrimerSpec", "PrimerReports", "PrimerCLI",
                                   "PrimerTestSupport"]),
        .testTarget(name: "PrimerCodeTests", dependencies: ["PrimerModel", "PrimerSyntax", "PrimerAppInfo", "PrimerCode",
                                                            "PrimerTestSupport"]),
        .testTarget(name: "PrimerScanTests", dependencies: ["PrimerAppInfo", "PrimerSpec", "PrimerScan", "PrimerCLI", "PrimerTestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "PrimerCLITests",
                    dependencies: ["PrimerModel", "PrimerMotion", "PrimerSyntax", "PrimerSpec", "PrimerReports", "PrimerCLI",
                                   "PrimerTestSupport"]),
        .testTarget(name: "PrimerSpecTests",
                    dependencies: kernel + ["PrimerAppDump", "PrimerReports", "PrimerCLI", "PrimerTestSupport"],
                    // The report goldens EndToEndTests holds the tool's output against (their paths are in them).
                    exclude: ["Golden/Reports"]),
        .testTarget(name: "PrimerLanguageServerTests",
                    dependencies: ["PrimerSyntax", "PrimerSpec", "PrimerLanguageServer", "PrimerTestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: support + ["BlockTestSupport"],
                    exclude: ["Golden/StringCatalog"]),
        .testTarget(name: "PermissionPrimerTests",
                    dependencies: ["PrimerModel", "PrimerAccessibility", "PrimerMotion", "PrimerSyntax", "PrimerSpec",
                                   "PrimerReports", "PrimerCLI", "PermissionPrimer", "PrimerTestSupport", "BlockTestSupport"],
                    exclude: ["Golden/PermissionPrimer"]),
        .testTarget(name: "PrimerScreenTests",
                    dependencies: ["PrimerModel", "PrimerAccessibility", "PrimerMotion", "PrimerSyntax", "PrimerSpec",
                                   "PrimerCLI", "PrimerScreen", "PrimerBlocks", "PrimerTestSupport", "BlockTestSupport"]),
        .testTarget(name: "PermissionPrimingTests",
                    dependencies: ["PrimerModel", "PrimerAccessibility", "PrimerMotion", "PrimerSyntax", "PrimerSpec",
                                   "PrimerCLI", "PermissionPriming", "PrimerBlocks", "PrimerTestSupport", "BlockTestSupport"]),
        .testTarget(name: "PrimerSpecTestingTests",
                    dependencies: ["PrimerModel", "PrimerAccessibility", "PrimerMotion", "PrimerSyntax", "PrimerSpec",
                                   "PrimerSpecTesting", "PermissionPrimer", "PrimerScreen", "PrimerBlocks",
                                   "PrimerTestSupport", "BlockTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
