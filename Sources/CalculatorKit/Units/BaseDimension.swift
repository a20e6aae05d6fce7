/// One of the independent dimensions every quantity's dimension is a product of powers of: the
/// seven of the SI, information (bits), and any a user declares with `unit USD`.
///
/// ```swift
/// BaseDimension.length.name            // "length"
/// BaseDimension.custom("USD").name     // "USD"
/// BaseDimension(name: "time")          // .time
/// ```
package enum BaseDimension: Hashable, Comparable, Sendable {
    case length, mass, time, current, temperature, amount, luminosity, information
    /// A base a user declares (`unit USD`), named by its unit.
    case custom(String)

    /// The built-in bases, in the order a dimension lists them.
    package static let builtIn: [BaseDimension] = [
        .length, .mass, .time, .current, .temperature, .amount, .luminosity, .information,
    ]

    /// The name in messages and in the definitions file's `[name]`.
    package var name: String {
        switch self {
        case .length: "length"
        case .mass: "mass"
        case .time: "time"
        case .current: "current"
        case .temperature: "temperature"
        case .amount: "amount"
        case .luminosity: "luminosity"
        case .information: "information"
        case .custom(let name): name
        }
    }

    /// The coherent SI unit of the base (`m`, `kg`), a user base's own name (`USD`): how the
    /// reference writes base units, and a root of a quantity that is not exact in its own.
    package var unitSymbol: String {
        switch self {
        case .length: "m"
        case .mass: "kg"
        case .time: "s"
        case .current: "A"
        case .temperature: "K"
        case .amount: "mol"
        case .luminosity: "cd"
        case .information: "bit"
        case .custom(let name): name
        }
    }

    /// The built-in base of that name; nil for any other name.
    package init?(name: String) {
        guard let base = Self.builtIn.first(where: { $0.name == name }) else { return nil }
        self = base
    }
}
