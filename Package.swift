// swift-tools-version:6.0
import PackageDescription

/// The kernel (PrimerModel, PrimerAccessibility, PrimerMotion, PrimerSpec) knows no block; each block
/// is a module of its own under Sources/Blocks, and PrimerBlocks registers them for the tool.
let kernel: [Target.Dependency] = ["PrimerModel", "PrimerAccessibility", "PrimerMotion", "PrimerSpec"]

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
    ],
    targets: [
        .target(name: "PrimerModel"),
        .target(name: "PrimerAccessibility", dependencies: ["PrimerModel"]),
        .target(name: "PrimerMotion", dependencies: ["PrimerModel", "PrimerAccessibility"]),
        .target(name: "PrimerSpec", dependencies: ["PrimerModel", "PrimerAccessibility", "PrimerMotion"]),
        .target(name: "PermissionPrimer", dependencies: kernel, path: "Sources/Blocks/PermissionPrimer"),
        .target(name: "PrimerScreen", dependencies: kernel, path: "Sources/Blocks/PrimerScreen"),
        .target(name: "PermissionPriming", dependencies: kernel, path: "Sources/Blocks/PermissionPriming"),
        .target(name: "PrimerBlocks", dependencies: kernel + ["PermissionPrimer", "PrimerScreen", "PermissionPriming"]),
        .executableTarget(name: "primer-spec", dependencies: ["PrimerBlocks"]),
        .target(name: "PrimerSpecTesting", dependencies: ["PrimerSpec", "PrimerBlocks"]),
        .plugin(name: "PrimerSpecCheck",
                capability: .command(intent: .custom(verb: "primer-spec-check",
                                                     description: "Check the package's spec files (default: Specs/) with primer-spec check.")),
                dependencies: ["primer-spec"]),
        .plugin(name: "PrimerSpecRecord",
                capability: .command(intent: .custom(verb: "primer-spec-record",
                                                     description: "Write what the builders generate into the package's spec files (default: Specs/)."),
                                     permissions: [.writeToPackageDirectory(reason: "primer-spec-record rewrites the bodies of the sections in your .primerspec files that differ from what the builders generate; nothing else in the package changes.")]),
                dependencies: ["primer-spec"]),
        .executableTarget(name: "primer-spec-bench", dependencies: ["PrimerBlocks", "PermissionPrimer"], path: "Benchmarks"),
        .testTarget(name: "PrimerModelTests", dependencies: ["PrimerModel", "PermissionPrimer"]),
        .testTarget(name: "PrimerAccessibilityTests", dependencies: ["PrimerAccessibility", "PermissionPrimer"]),
        .testTarget(name: "PrimerMotionTests", dependencies: ["PrimerMotion", "PermissionPrimer"]),
        .testTarget(name: "PrimerScreenTests", dependencies: ["PrimerScreen", "PrimerBlocks"] + kernel),
        .testTarget(name: "PermissionPrimingTests", dependencies: ["PermissionPriming", "PrimerBlocks"]),
        .testTarget(name: "PrimerSpecTestingTests",
                    dependencies: ["PrimerSpecTesting", "PrimerBlocks", "PermissionPrimer", "PrimerScreen"] + kernel),
        .testTarget(name: "PrimerSpecTests", dependencies: ["PrimerSpec", "PermissionPrimer", "PrimerBlocks"],
                    exclude: ["Golden/PermissionPrimer", "Golden/Reports"]),
    ],
    swiftLanguageModes: [.v6]
)
