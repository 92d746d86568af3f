// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "swift-intent-kit",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "IntentKit", targets: ["IntentKit"]),
    .library(name: "IntentKitTesting", targets: ["IntentKitTesting"]),
    .executable(name: "intentkit", targets: ["IntentKitDemo"]),
    .executable(name: "intentkit-bench", targets: ["IntentKitBench"]),
  ],
  targets: [
    .target(name: "IntentKit"),
    .target(name: "IntentKitTesting", dependencies: ["IntentKit"]),
    .target(name: "CAllocationCounter"),
    .target(name: "IntentKitDemoCore", dependencies: ["IntentKit"]),
    .executableTarget(name: "IntentKitDemo", dependencies: ["IntentKit", "IntentKitDemoCore"]),
    .executableTarget(name: "IntentKitBench", dependencies: ["IntentKit", "CAllocationCounter"]),
    .testTarget(
      name: "IntentKitTests",
      dependencies: ["IntentKit", "IntentKitTesting"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "IntentKitDemoTests",
      // IntentKitDemo is a dependency so that `swift test` builds the `intentkit` executable that
      // the process tests run.
      dependencies: ["IntentKit", "IntentKitDemoCore", "IntentKitDemo", "IntentKitTesting"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// Settings every target shares. Keep this list identical across the package's targets.
for target in package.targets where target.name != "CAllocationCounter" {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      // SE-0335: existential types are spelled `any P`.
      .enableUpcomingFeature("ExistentialAny"),
      // SE-0409: imports are internal unless written `public import`.
      .enableUpcomingFeature("InternalImportsByDefault"),
      // SE-0444: a file sees members only from modules it imports itself.
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
