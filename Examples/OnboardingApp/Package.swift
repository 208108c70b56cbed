// swift-tools-version:6.0
import PackageDescription

// An app's own package that adopts PrimerSpec: its onboarding content, the SwiftUI view built from it,
// the specs that check it, and a Swift Testing test. In your package, depend on PrimerSpec by URL:
//     .package(url: "https://github.com/your-org/PrimerSpec.git", from: "0.1.0"),
// Here it is the repository this example lives in.
let package = Package(
    name: "OnboardingApp",
    // The view uses SwiftUI's iOS 17 animations (`spring(duration:bounce:)`); PrimerSpec needs iOS 16.
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "OnboardingApp", targets: ["OnboardingApp"]),
    ],
    dependencies: [
        .package(name: "PrimerSpec", path: "../.."),
    ],
    targets: [
        // PrimerSpecLint runs `primer-spec scan` and `check` on every build of the target: an error (a
        // purpose string missing from Info.plist, a spec that drifted) fails the build at its line.
        .target(name: "OnboardingApp", dependencies: [
            .product(name: "PrimerScreen", package: "PrimerSpec"),
            .product(name: "PermissionPrimer", package: "PrimerSpec"),
        ],
        exclude: ["Info.plist"],
        plugins: [.plugin(name: "PrimerSpecLint", package: "PrimerSpec")]),
        .testTarget(name: "OnboardingAppTests", dependencies: [
            "OnboardingApp",
            .product(name: "PrimerSpecTesting", package: "PrimerSpec"),
            .product(name: "PrimerScreen", package: "PrimerSpec"),
            .product(name: "PermissionPrimer", package: "PrimerSpec"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
