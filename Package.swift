// swift-tools-version:6.0
import PackageDescription

/// The kernel knows no block. From the bottom: PrimerModel (sizes, colours, the environment),
/// PrimerAccessibility (trees, VoiceOver text), PrimerMotion (timelines), PrimerSyntax (the spec
/// format, findings, source ranges, the one file reader), PrimerAppInfo (Info.plists, strings files,
/// Xcode projects, xcconfig files), PrimerAppDump (XCUITest dumps), PrimerSpec (the block seam, the
/// resolver, the checker, the audit, the recorder, strings), PrimerReports (every output format) and
/// PrimerCLI (the commands). Each block is a module of its own under Sources/Blocks, and PrimerBlocks
/// registers them for the tool.
let kernel: [Target.Dependency] = ["PrimerModel", "PrimerAccessibility", "PrimerMotion", "PrimerSyntax",
                                   "PrimerAppInfo", "PrimerSpec"]
let tool: [Target.Dependency] = kernel + ["PrimerAppDump", "PrimerReports", "PrimerCLI", "PrimerBlocks"]
let support: [Target.Dependency] = tool + ["PrimerTestSupport"]

let package = Package(
    name: "PrimerSpec",
    // The releases the code needs (Docs/UsingInYourApp.md, "Platforms"): `replacing(_:with:)` and
    // `split(separator:)` with a string separator (the Swift 5.7 string algorithms), and the benchmark's
    // `ContinuousClock`, are macOS 13 and iOS 16. Nothing needs a later release.
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "PrimerModel", targets: ["PrimerModel"]),
        .library(name: "PrimerAccessibility", targets: ["PrimerAccessibility"]),
        .library(name: "PrimerMotion", targets: ["PrimerMotion"]),
        .library(name: "PrimerSyntax", targets: ["PrimerSyntax"]),
        .library(name: "PrimerAppInfo", targets: ["PrimerAppInfo"]),
        .library(name: "PrimerAppDump", targets: ["PrimerAppDump"]),
        .library(name: "PrimerSpec", targets: ["PrimerSpec"]),
        .library(name: "PrimerReports", targets: ["PrimerReports"]),
        .library(name: "PrimerCLI", targets: ["PrimerCLI"]),
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
    ],
    targets: [
        .target(name: "PrimerModel"),
        .target(name: "PrimerAccessibility", dependencies: ["PrimerModel"]),
        .target(name: "PrimerMotion", dependencies: ["PrimerModel", "PrimerAccessibility"]),
        .target(name: "PrimerSyntax", dependencies: ["PrimerModel"]),
        .target(name: "PrimerAppInfo", dependencies: ["PrimerModel", "PrimerSyntax"]),
        .target(name: "PrimerAppDump", dependencies: ["PrimerModel", "PrimerAccessibility", "PrimerSyntax"]),
        .target(name: "PrimerSpec", dependencies: ["PrimerModel", "PrimerAccessibility", "PrimerMotion", "PrimerSyntax",
                                                   "PrimerAppInfo", "PrimerAppDump"]),
        .target(name: "PrimerReports", dependencies: ["PrimerModel", "PrimerAccessibility", "PrimerMotion", "PrimerAppDump",
                                                      "PrimerSyntax", "PrimerSpec"]),
        .target(name: "PrimerCLI", dependencies: kernel + ["PrimerAppDump", "PrimerReports"]),
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
        .executableTarget(name: "primer-spec-bench", dependencies: tool + ["PermissionPrimer"], path: "Benchmarks"),
        // Tests: one target per module, block tests in block targets, and one support target for the
        // helpers every target shares (line diffs, temporary files, fixtures, the standard blocks' defaults).
        .target(name: "PrimerTestSupport", dependencies: tool + ["PermissionPrimer"], path: "Tests/PrimerTestSupport"),
        .testTarget(name: "PrimerModelTests", dependencies: ["PrimerModel"]),
        .testTarget(name: "PrimerAccessibilityTests", dependencies: ["PrimerAccessibility"]),
        .testTarget(name: "PrimerMotionTests", dependencies: ["PrimerMotion"]),
        .testTarget(name: "PrimerSyntaxTests", dependencies: support),
        .testTarget(name: "PrimerAppInfoTests", dependencies: support),
        .testTarget(name: "PrimerAppDumpTests", dependencies: support),
        .testTarget(name: "PrimerReportsTests", dependencies: support + ["PermissionPrimer"]),
        .testTarget(name: "PrimerCLITests", dependencies: support + ["PermissionPrimer", "PrimerScreen"]),
        .testTarget(name: "PrimerSpecTests", dependencies: support + ["PermissionPrimer"],
                    exclude: ["Golden/PermissionPrimer", "Golden/Reports"]),
        .testTarget(name: "PermissionPrimerTests", dependencies: support + ["PermissionPrimer"]),
        .testTarget(name: "PrimerScreenTests", dependencies: support + ["PrimerScreen"]),
        .testTarget(name: "PermissionPrimingTests", dependencies: support + ["PermissionPriming"]),
        .testTarget(name: "PrimerSpecTestingTests",
                    dependencies: support + ["PrimerSpecTesting", "PermissionPrimer", "PrimerScreen"]),
    ],
    swiftLanguageModes: [.v6]
)
