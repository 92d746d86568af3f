// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "swift-intent-kit",
  defaultLocalization: "en",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "IntentKit", targets: ["IntentKit"]),
    .library(name: "IntentKitTesting", targets: ["IntentKitTesting"]),
    .library(name: "IntentKitSamples", targets: ["IntentKitSamples"]),
    .executable(name: "intentkit", targets: ["IntentKitDemo"]),
    .executable(name: "intentkit-bench", targets: ["IntentKitBench"]),
    // Generates IntentKit intents from Xcode's `.intentdefinition` files at build time.
    .plugin(name: "IntentDefinitionPlugin", targets: ["IntentDefinitionPlugin"]),
  ],
  targets: [
    .target(name: "IntentKit"),
    .target(name: "IntentKitTesting", dependencies: ["IntentKit"]),
    // Sample worlds (contacts, accounts, bills, a Bay Area ride service) for the demo, the
    // benchmarks, the tests and anyone trying IntentKit out; not part of `import IntentKit`.
    .target(name: "IntentKitSamples", dependencies: ["IntentKit"]),
    .target(name: "CAllocationCounter"),
    // Reads Xcode's `.intentdefinition` files and writes IntentKit Swift: the engine of
    // `intentkit generate`, `intentkit-generate` and the build-tool plugin.
    .target(name: "IntentKitGenerator"),
    .executableTarget(name: "intentkit-generate", dependencies: ["IntentKitGenerator"]),
    .plugin(
      name: "IntentDefinitionPlugin",
      capability: .buildTool(),
      dependencies: ["intentkit-generate"]
    ),
    .target(
      name: "IntentKitDemoCore",
      dependencies: ["IntentKit", "IntentKitSamples", "IntentKitGenerator"]
    ),
    .executableTarget(
      name: "IntentKitDemo",
      dependencies: ["IntentKit", "IntentKitDemoCore"]
    ),
    .executableTarget(
      name: "IntentKitBench",
      dependencies: ["IntentKit", "IntentKitSamples", "IntentKitGenerator", "CAllocationCounter"]
    ),
    .testTarget(
      name: "IntentKitTests",
      dependencies: ["IntentKit", "IntentKitSamples", "IntentKitTesting"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "IntentKitGeneratorTests",
      dependencies: ["IntentKitGenerator", "IntentKitTesting"],
      exclude: ["Malformed", "Snapshots"]
    ),
    .testTarget(
      name: "IntentKitGeneratedTests",
      dependencies: ["IntentKit", "IntentKitTesting"],
      plugins: ["IntentDefinitionPlugin"]
    ),
    .testTarget(
      name: "IntentKitDemoTests",
      // IntentKitDemo is a dependency so that `swift test` builds the `intentkit` executable that
      // the process tests run.
      dependencies: [
        "IntentKit", "IntentKitSamples", "IntentKitDemoCore", "IntentKitDemo", "IntentKitTesting",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// Settings every Swift target shares (plugins take none). Keep this list identical across targets.
for target in package.targets where target.type != .plugin && target.name != "CAllocationCounter" {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      // SE-0335: existential types are spelled `any P`.
      .enableUpcomingFeature("ExistentialAny"),
      // SE-0409: imports are internal unless written `public import`.
      .enableUpcomingFeature("InternalImportsByDefault"),
      // SE-0444: a file sees members only from modules it imports itself.
      .enableUpcomingFeature("MemberImportVisibility"),
      // SE-0461: a nonisolated async function runs on its caller's executor unless marked
      // `@concurrent`.
      .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    ]
}
