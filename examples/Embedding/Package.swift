// swift-tools-version:6.0
import PackageDescription

// An app that embeds CalculatorKit: depends on the calc package by path, as an outside package would.
let package = Package(
    name: "Embedding",
    dependencies: [
        // A path dependency's identity is its directory's name, which depends on where the
        // clone is; `name:` fixes it, so that `package: "calc"` below works in any checkout.
        .package(name: "calc", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "Embedding",
            dependencies: [.product(name: "CalculatorKit", package: "calc")]
        )
    ]
)
