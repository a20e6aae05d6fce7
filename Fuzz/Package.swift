// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for CalculatorKit, in their own package so that the main package's
// targets need no fuzzer flags. Build and run them with `make fuzz` or `make fuzz-ci` from the
// repository root; see Fuzz/run.
let package = Package(
    name: "CalcFuzz",
    dependencies: [
        // A path dependency's identity is its directory's name, which depends on where the
        // clone is; `name:` fixes it, so that `package: "calc"` below works in any checkout.
        .package(name: "calc", path: "..")
    ],
    targets: [
        // What every target shares: setting up long-lived values outside the leak checks.
        .target(name: "FuzzSupport"),
        // Tokenizer and parser: `brain.parseTree(input)`.
        .executableTarget(
            name: "fuzz-parse", dependencies: [.product(name: "CalculatorKit", package: "calc"), "FuzzSupport"],
            path: "Sources/FuzzParse"),
        // Parser and compiler: `brain.compile(input)`, then one evaluation of the compiled expression.
        .executableTarget(
            name: "fuzz-compile", dependencies: [.product(name: "CalculatorKit", package: "calc"), "FuzzSupport"],
            path: "Sources/FuzzCompile"),
        // End to end: `brain.execute(input)` on a brain with variables and user functions.
        .executableTarget(
            name: "fuzz-execute", dependencies: [.product(name: "CalculatorKit", package: "calc"), "FuzzSupport"],
            path: "Sources/FuzzExecute"),
    ]
)
