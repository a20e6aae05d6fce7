// swift-tools-version:6.0
// calc is licensed under the Apache License 2.0: see LICENSE.
import PackageDescription

// Test code is compiled unoptimized in a release build too (`make unit-test-release`): that stage
// tests the optimized library (its stack use a level of nesting, 10 MB lines in linear time),
// and optimizing the tests' own 16,000 lines only lengthened its build.
let testCode: [SwiftSetting] = [.unsafeFlags(["-Onone"], .when(configuration: .release))]

let testTargets: [Target] = [
    .testTarget(
        name: "CalculatorKitTests",
        dependencies: [
            "CalculatorKit", "CalculatorNumbers", "CalculatorTestSupport", "Platform", "SeededRandom",
        ],
        exclude: ["Expectations/Files", "Diagnostics/ErrorCorpus", "Constants/CODATA"], swiftSettings: testCode),
    .testTarget(
        name: "CalculatorNumbersTests",
        dependencies: ["CalculatorNumbers", "CChildCall", "CGMP", "Platform", "SeededRandom"],
        exclude: ["CrossCheck"], swiftSettings: testCode),
    .testTarget(
        name: "LineEditorTests", dependencies: ["LineEditor", "CalculatorTestSupport", "Platform"],
        swiftSettings: testCode),
    .testTarget(
        name: "CalculatorCLITests",
        dependencies: ["CalculatorCLI", "CalculatorKit", "LineEditor", "CalculatorTestSupport", "Plotting"],
        swiftSettings: testCode),
    // The text and SVG plots against golden files (Golden/), and their geometry.
    .testTarget(
        name: "PlottingTests", dependencies: ["Plotting", "CalculatorKit", "CalculatorTestSupport"],
        exclude: ["Golden"], swiftSettings: testCode),
    // Runs the built calc binary (.build/debug/calc) on the command-line cases in Cases/;
    // `make end-to-end`.
    .testTarget(
        name: "EndToEndTests", dependencies: ["CalculatorTestSupport", "SeededRandom"],
        exclude: ["Cases"], swiftSettings: testCode),
]

let threadSanitizerTests: [Target] = [
    .testTarget(
        name: "CalculatorKitTests", dependencies: ["CalculatorKit"],
        sources: ["Brain/ConcurrencyTests.swift", "Units/StandardUnitsConcurrencyTests.swift"]),
    .testTarget(
        name: "CalculatorCLITests", dependencies: ["CalculatorCLI", "CalculatorKit", "LineEditor"],
        sources: ["REPL/REPLSessionTests.swift", "REPL/LivePreviewTests.swift"]),
]

// `make sanitize-thread` builds only the tests it runs (CALC_TEST_SUBSET=threads): compiled
// expressions and the standard units shared between threads, and the REPL's background jobs. The whole test bundle under
// the thread sanitizer cost five CPU-minutes of CI for twenty seconds of tests.
let threadSanitizerTestsOnly = Context.environment["CALC_TEST_SUBSET"] == "threads"

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
        // The model, in folders by phase (its README.md): Syntax, Language, Builtins, Evaluation,
        // FloatMachine, Units, Constants, Dates, Brain, Formatting, Diagnostics, over the Model floor
        // (Value, options, state). No libedit, no Foundation, and no I/O but the system's tz
        // database, read on a zone's first use (Dates/SystemZoneFiles.swift).
        .target(
            name: "CalculatorKit", dependencies: ["CNumberFormat", "CExecutableMemory", "CalculatorNumbers"],
            exclude: [
                "README.md", "FloatMachine/README.md", "Brain/README.md", "Evaluation/README.md",
            ]),
        // `%.*g` without Swift's varargs boxing, for ResultFormatter.
        .target(name: "CNumberFormat"),
        // Pages for the float machine's machine code: mapped writable, then executable.
        .target(name: "CExecutableMemory"),
        // libedit, wrapped for Swift. Only LineEditor imports it.
        .systemLibrary(
            name: "CEditline",
            path: "CEditline",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        // The system calls calc makes (files, terminals, processes), under their C names: the one
        // file that imports the C library for the targets that talk to the system, re-exporting
        // none of it. CalculatorKit does not use it, so embedders get no libc from calc.
        .systemLibrary(name: "CLibc", path: "Sources/CLibc"),
        .target(name: "Platform", dependencies: ["CLibc"]),
        .target(
            name: "LineEditor", dependencies: ["CEditline", "Platform"],
            // strunvis, to read the newest lines of a history file without libedit reading all of it.
            linkerSettings: [.linkedLibrary("bsd", .when(platforms: [.linux]))]),
        // GMP (integers, rationals) and MPFR (floating point), wrapped for Swift. Only
        // CalculatorNumbers imports it.
        .systemLibrary(
            name: "CGMP",
            path: "Sources/CGMP",
            pkgConfig: "mpfr",
            providers: [.apt(["libgmp-dev", "libmpfr-dev"]), .brew(["gmp", "mpfr"])]
        ),
        // The number model: exact rationals with a machine-word fast path, MPFR approximations
        // with an error bound, their formatting. Knows no parser.
        .target(name: "CalculatorNumbers", dependencies: ["CGMP", "CChildCall"], exclude: ["README.md"]),
        // One GMP or MPFR call in a child process that a stop can kill (C only: the child of a
        // multithreaded process must not run Swift). Only CalculatorNumbers imports it.
        .target(name: "CChildCall", dependencies: ["CGMP"]),
        // `calc-number-bench`: the small-value fast path against GMP-only arithmetic, in ns/op.
        .executableTarget(name: "calc-number-bench", dependencies: ["CalculatorNumbers"]),
        // The views of a plot (issue 33): braille text and SVG, drawn from CalculatorKit's `Plot`.
        // A target of its own so that the CLI and `calc-bench` draw with the same code.
        .target(name: "Plotting", dependencies: ["CalculatorKit"], exclude: ["README.md"]),
        // Controllers and views, in folders Input, Batch, REPL, Views (its README.md).
        .target(
            name: "CalculatorCLI", dependencies: ["CalculatorKit", "LineEditor", "Platform", "Plotting"],
            exclude: ["README.md"]),
        // What calc's executable does before main in C: the Swift runtime's argument hook,
        // without reading /proc/self/maps (Sources/CStartup/Arguments.c).
        .target(name: "CStartup"),
        .executableTarget(
            name: "calc",
            dependencies: [
                "CStartup",
                "CalculatorCLI",
                "CalculatorKit",
                "Platform",
                "Plotting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `calc-units-dump`: the units table as Markdown (docs/units.md) or TSV (scripts/units-vs-pint.py).
        .executableTarget(name: "calc-units-dump", dependencies: ["CalculatorKit"]),
        // A seeded random generator for generated inputs: benchmarks and tests (not a product).
        .target(name: "SeededRandom"),
        // `make bench`: how fast calc parses, evaluates and starts, against a native closure and
        // `bc -l` (BENCHMARKS.md).
        .executableTarget(
            name: "calc-bench", dependencies: ["CalculatorKit", "Platform", "Plotting", "SeededRandom"]),
        // What several test targets share: temporary directories, small-stack threads, running
        // the built calc, finding fixture files (not a product; nothing outside Tests uses it).
        .target(name: "CalculatorTestSupport", dependencies: ["Platform"]),
    ] + (threadSanitizerTestsOnly ? threadSanitizerTests : testTargets)
)
