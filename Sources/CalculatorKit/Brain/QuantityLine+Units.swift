import CalculatorNumbers

/// The units of a ``QuantityLine`` by number, and what the operators make of them, remembered:
/// a file of unit arithmetic writes the same few units on every line, and each line's operators
/// then compute only with its numbers. The products of units, the ratios between them and the
/// named units of results are worked out once per pair by the same ``UnitProduct`` operations
/// ``Value/quantityResult(of:symbol:_:precision:joining:numbers:inRadians:)`` applies, and the
/// magnitudes are computed as it computes them, so every result is the same. On row 9's lines
/// these operations were 5,000 instructions a line (a product of units 3,000, a ratio 700).
extension QuantityLine {
    /// A quantity while a line is read: its magnitude, and its unit by its number in the memo.
    struct Term {
        var magnitude: Number
        var unit: Int
    }
}

extension QuantityLine.Memo {
    /// How a magnitude in one unit becomes one in another.
    enum Conversion {
        /// The units are equal: the magnitude stays.
        case same
        /// Times the ratio of the units' factors, as ``UnitProduct/converted(_:to:precision:)``.
        case ratio(Number)
        /// Different dimensions, or a ratio that cannot be computed: the line is not the path's.
        case impossible
    }

    /// Two units' numbers and a detail (the operator, the precision): a key of the tables.
    struct PairKey: MemoKey {
        let first: Int
        let second: Int
        let detail: Int

        var hash: Int {
            var hash = UInt64(truncatingIfNeeded: first) &* 0x9E37_79B9_7F4A_7C15
            hash = (hash ^ UInt64(truncatingIfNeeded: second)) &* 0x9E37_79B9_7F4A_7C15
            hash = (hash ^ UInt64(truncatingIfNeeded: detail)) &* 0x9E37_79B9_7F4A_7C15
            return Int(truncatingIfNeeded: hash ^ (hash >> 29))
        }
    }

    /// `unit`'s number, a new one: its text is worked out now, as units read are shown again
    /// and again.
    func number(of unit: UnitProduct) -> Int {
        products.append(unit.writingText())
        return products.count - 1
    }

    /// The unit of a product (`multiply`) or quotient of quantities in units `left` and `right`;
    /// nil where the evaluator's result is no quantity (the units cancel) or fails.
    func combined(_ left: Int, _ right: Int, multiply: Bool) -> Int? {
        let key = PairKey(first: left, second: right, detail: multiply ? 1 : 0)
        if let known = combinations[key] { return known < 0 ? nil : known }
        var result = -1
        let (a, b) = (products[left], products[right])
        if let unit = multiply ? a.multiplied(by: b) : a.divided(by: b), !unit.dimension.isDimensionless {
            result = number(of: unit)
        }
        combinations.set(result, for: key)
        return result < 0 ? nil : result
    }

    /// How a magnitude in unit `from` is one in unit `to`, at `precision`.
    func conversion(from: Int, to: Int, precision: Int) -> Conversion {
        let key = PairKey(first: from, second: to, detail: precision)
        if let known = conversions[key] { return known }
        let (a, b) = (products[from], products[to])
        let conversion: Conversion
        // A temperature point's conversion moves its zero too: the general path's (the reader
        // reads no scale; this is a guard).
        if a.dimension != b.dimension || a.isTemperaturePoint || b.isTemperaturePoint {
            conversion = .impossible
        } else if a == b {
            conversion = .same
        } else if let ratio = try? a.ratio(to: b, precision: precision) {
            conversion = .ratio(ratio)
        } else {
            conversion = .impossible
        }
        conversions.set(conversion, for: key)
        return conversion
    }

    /// The named unit results in unit `unit` are shown in (``NamedResults/unit(for:)``), by
    /// number; nil when they keep theirs.
    func namedUnit(of unit: Int) -> Int? {
        let key = PairKey(first: unit, second: 0, detail: 0)
        if let known = namedUnits[key] { return known < 0 ? nil : known }
        let result = NamedResults.unit(for: products[unit]).map(number(of:)) ?? -1
        namedUnits.set(result, for: key)
        return result < 0 ? nil : result
    }
}
