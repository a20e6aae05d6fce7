/// A physical constant calc knows: CODATA 2022's value, in the SI unit of NIST's table, from
/// `data/constants.def`. In a statement a constant is a value like any other (`2 c`,
/// `m_e * c^2 to MeV`), and a unit after `to` (`1e8 m/s to c`); the user's names shadow it.
///
/// ```swift
/// let c = PhysicalConstant.named("speed_of_light")!
/// c.name            // "c"
/// c.value           // .quantity(299792458 m/s)
/// c.uncertainty     // nil: exact
/// PhysicalConstant.named("G")?.uncertainty   // "0.00015e-11"
/// PhysicalConstant.all.count   // 47
/// ```
public struct PhysicalConstant: Sendable {
    /// Where the values come from.
    public static let source = "CODATA 2022"

    package let definition: ConstantDefinition
    /// Its value: a quantity, or a number for a ratio (`alpha`).
    public let value: Value

    /// The canonical name (`c`, `planck`, `m_e`).
    public var name: String { definition.name }
    /// The other names and symbols it is written with (`speed_of_light`; `ℎ`).
    public var aliases: [String] { Array(definition.names.dropFirst()) }
    /// The SI unit its value is shown in (`m/s`), `1` for a number.
    public var unit: String { definition.unitText }
    /// Its definition as the constants file writes it (`N_A k_B`, `6.67430e-11 m^3/(kg*s^2)`).
    public var definitionText: String { definition.definitionText }
    /// CODATA's standard uncertainty in ``unit``, as published (`0.00015e-11`); nil when exact.
    public var uncertainty: String? { definition.uncertainty }
    /// What it is, as NIST names it ("Newtonian constant of gravitation").
    public var summary: String { definition.summary }
    /// The group it is listed in ("The SI defining constants", "Measured").
    public var section: String { definition.section }

    /// The constant spelled `name`, by any of its names.
    public static func named(_ name: String) -> PhysicalConstant? {
        PhysicalConstants.index(of: name).map(constant(at:))
    }

    /// Every constant, in the file's order.
    public static var all: [PhysicalConstant] {
        PhysicalConstants.definitions.constants.indices.map(constant(at:))
    }

    private static func constant(at index: Int) -> PhysicalConstant {
        PhysicalConstant(
            definition: PhysicalConstants.definitions.constants[index], value: PhysicalConstants.reduced.values[index])
    }
}
