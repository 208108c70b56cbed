// swift-tools-version:6.0
import PackageDescription

/// The kernel (PrimerModel, PrimerAccessibility, PrimerMotion, PrimerSpec) knows no block; each block
/// is a module of its own under Sources/Blocks, and PrimerBlocks registers them for the tool.
let kernel: [Target.Dependency] = ["PrimerModel", "PrimerAccessibility", "PrimerMotion", "PrimerSpec"]

let package = Package(
    name: "PrimerSpec",
    platforms: [.macOS(.v14)],
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
        .executableTarget(name: "primer-spec-bench", dependencies: ["PrimerBlocks", "PermissionPrimer"], path: "Benchmarks"),
        .testTarget(name: "PrimerModelTests", dependencies: ["PrimerModel", "PermissionPrimer"]),
        .testTarget(name: "PrimerAccessibilityTests", dependencies: ["PrimerAccessibility", "PermissionPrimer"]),
        .testTarget(name: "PrimerMotionTests", dependencies: ["PrimerMotion", "PermissionPrimer"]),
        .testTarget(name: "PrimerScreenTests", dependencies: ["PrimerScreen", "PrimerBlocks"] + kernel),
        .testTarget(name: "PermissionPrimingTests", dependencies: ["PermissionPriming", "PrimerBlocks"]),
        .testTarget(name: "PrimerSpecTests", dependencies: ["PrimerSpec", "PermissionPrimer", "PrimerBlocks"],
                    exclude: ["Golden/PermissionPrimer"]),
    ],
    swiftLanguageModes: [.v6]
)
