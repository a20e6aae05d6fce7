/// Named results (issue 44): a result that arithmetic made a product of SI base units is shown
/// in the named SI unit of its dimension (`70 kg * 9.81 m/s^2` is `686.7 N`, `2 kg * 3 m^2/s^2`
/// is `6 J`), and the reciprocal of a coherent unit in the base unit it inverts (`1/(2 Hz)` is
/// `0.5 s`). When in doubt the user's units stay: a product with any other unit (`3 kW * 2 h`
/// keeps `kW*h`, `3 N * 2 m` keeps `N*m`, torque or energy), a quantity as written (`5 kg*m/s^2`),
/// and every result after `to`.
///
/// ```swift
/// // CalculatorBrain().execute("70 kg * 9.81 m/s^2")   → 686.7 N
/// ```
enum NamedResults {
    /// The SI base units a product may be made of, by spelling.
    static let baseSymbols: Set = ["m", "kg", "s", "A", "K", "mol", "cd"]

    /// The named units a product of base units is shown in, by dimension: the derived SI units
    /// whose dimension no other common unit shares (not Hz, Bq, Gy, Sv: `1/s` and `m^2/s^2`
    /// stay), and the base units themselves for a reciprocal.
    static let named: [Dimension: UnitProduct] = {
        var named: [Dimension: UnitProduct] = [:]
        for symbol in ["N", "J", "W", "Pa", "C", "V", "Ω", "F", "Wb", "T", "H", "S"] + baseSymbols.sorted() {
            guard let unit = UnitProduct.unit(symbol, in: .standard) else { continue }
            named[unit.dimension] = unit
        }
        return named
    }()

    /// `quantity` in the named unit of its dimension when the rule applies; else as it is.
    static func named(_ quantity: Quantity, precision: Int) -> Quantity {
        guard let unit = unit(for: quantity.unit),
            let converted = try? quantity.converted(to: unit, precision: precision)
        else { return quantity }
        return converted
    }

    /// The named unit a result in `unit` is shown in, when the rule applies and it is another
    /// unit; nil when the result keeps its unit.
    static func unit(for unit: UnitProduct) -> UnitProduct? {
        let factors = unit.factors
        guard !factors.isEmpty, unit.factor == .one, !unit.isTemperaturePoint else { return nil }
        let ofBaseUnits = factors.count > 1 && factors.allSatisfy { baseSymbols.contains($0.symbol) }
        let reciprocal = factors.count == 1 && factors[0].exponent == DimensionExponent(-1)
        guard ofBaseUnits || reciprocal, let named = named[unit.dimension], named != unit else { return nil }
        return named
    }

    /// Whether `tree` is a quantity as written, which keeps its units: one number, and units
    /// joined by `* /` and raised to powers (`5 kg*m/s^2`, `1 kg/(m*s^2)`), no other name, call,
    /// operator or second number.
    static func isWrittenQuantity(_ tree: SyntaxTree, table: OperationTable) -> Bool {
        // A power's exponent is the node right before it (the tree is in postfix order).
        var exponents = Set<Int>()
        for (index, node) in tree.nodes.enumerated() {
            if case .infix(let operation) = node.kind, table.operations[operation].builtin == .power {
                exponents.insert(index - 1)
            }
        }
        var numbers = 0
        for (index, node) in tree.nodes.enumerated() {
            switch node.kind {
            case .number:
                if !exponents.contains(index) { numbers += 1 }
            case .name:
                if !tree.isUnit(index) { return false }
            case .call, .prefix, .postfix:
                return false
            case .infix(let operation):
                switch table.operations[operation].builtin {
                case .multiply?, .divide?, .power?: break
                default: return false
                }
            }
        }
        return numbers <= 1
    }
}
