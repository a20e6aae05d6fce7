// swift-tools-version:6.0
import PackageDescription

// An app that embeds CalculatorKit: depends on the calc package by path, as an outside package would.
let package = Package(
    name: "Embedding",
    dependencies: [
        .package(name: "calc", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "Embedding",
            dependencies: [.product(name: "CalculatorKit", package: "calc")]
        )
    ]
)
