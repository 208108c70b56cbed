// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PrimerSpec",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "PrimerModel", targets: ["PrimerModel"]),
        .library(name: "PrimerAccessibility", targets: ["PrimerAccessibility"]),
        .library(name: "PrimerMotion", targets: ["PrimerMotion"]),
        .library(name: "PrimerSpec", targets: ["PrimerSpec"]),
        .executable(name: "primer-spec", targets: ["primer-spec"]),
    ],
    targets: [
        .target(name: "PrimerModel"),
        .target(name: "PrimerAccessibility", dependencies: ["PrimerModel"]),
        .target(name: "PrimerMotion", dependencies: ["PrimerModel", "PrimerAccessibility"]),
        .target(name: "PrimerSpec", dependencies: ["PrimerModel", "PrimerAccessibility", "PrimerMotion"]),
        .executableTarget(name: "primer-spec", dependencies: ["PrimerSpec"]),
        .executableTarget(name: "primer-spec-bench", dependencies: ["PrimerSpec"], path: "Benchmarks"),
        .testTarget(name: "PrimerModelTests", dependencies: ["PrimerModel"]),
        .testTarget(name: "PrimerAccessibilityTests", dependencies: ["PrimerAccessibility"]),
        .testTarget(name: "PrimerMotionTests", dependencies: ["PrimerMotion"]),
        .testTarget(name: "PrimerSpecTests", dependencies: ["PrimerSpec"], exclude: ["Golden/PermissionPrimer"]),
    ],
    swiftLanguageModes: [.v6]
)
