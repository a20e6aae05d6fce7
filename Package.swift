// swift-tools-version:6.0
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
        .target(name: "CalculatorKit"),
        // libedit, wrapped for Swift. Only LineEditor imports it.
        .systemLibrary(
            name: "CEditline",
            path: "CEditline",
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
        .testTarget(
            name: "CalculatorKitTests", dependencies: ["CalculatorKit"], exclude: ["Golden"]),
        .testTarget(name: "LineEditorTests", dependencies: ["LineEditor"]),
    ]
)
