// swift-tools-version:6.0
// calc is licensed under the Apache License 2.0: see LICENSE.
import PackageDescription

let package = Package(
    name: "calc",
    products: [
        .library(name: "CalculatorKit", targets: ["CalculatorKit"]),
        .executable(name: "calc", targets: ["calc"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation --target CalculatorKit` (make docs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The model: tokens, operation table, parser, compiled programs, brain, formatting.
        // No I/O, no libedit, no Foundation.
        .target(name: "CalculatorKit", dependencies: ["CNumberFormat"]),
        // `%.*g` without Swift's varargs boxing, for ResultFormatter.
        .target(name: "CNumberFormat"),
        // libedit, wrapped for Swift. Only LineEditor imports it.
        .systemLibrary(
            name: "CEditline",
            path: "Sources/CEditline",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        .target(name: "LineEditor", dependencies: ["CEditline"]),
        // Controllers (batch, REPL) and views (prompt, results, diagnostics).
        .target(name: "CalculatorCLI", dependencies: ["CalculatorKit", "LineEditor"]),
        .executableTarget(
            name: "calc",
            dependencies: [
                "CalculatorCLI",
                "CalculatorKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // A seeded random generator for generated inputs: benchmarks and tests (not a product).
        .target(name: "SeededRandom"),
        // `make bench`: how fast calc parses, evaluates and starts, against a native closure and
        // `bc -l` (BENCHMARKS.md).
        .executableTarget(name: "calc-bench", dependencies: ["CalculatorKit", "SeededRandom"]),
        // What several test targets share: temporary directories, small-stack threads, running
        // the built calc, finding fixture files (not a product; nothing outside Tests uses it).
        .target(name: "CalculatorTestSupport"),
        .testTarget(
            name: "CalculatorKitTests", dependencies: ["CalculatorKit", "CalculatorTestSupport", "SeededRandom"],
            exclude: ["Expectations/Files", "Diagnostics/ErrorCorpus"]),
        .testTarget(name: "LineEditorTests", dependencies: ["LineEditor", "CalculatorTestSupport"]),
        .testTarget(name: "CalculatorCLITests", dependencies: ["CalculatorCLI", "CalculatorKit", "LineEditor"]),
        // Runs the built calc binary (.build/debug/calc) on the command-line cases in Cases/;
        // `make end-to-end`.
        .testTarget(
            name: "EndToEndTests", dependencies: ["CalculatorTestSupport", "SeededRandom"], exclude: ["Cases"]),
    ]
)
