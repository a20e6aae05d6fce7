import CalculatorNumbers

/// A prefix that scales a unit: `k`/`kilo` (10^3), `Ki`/`kibi` (2^10). Short prefixes go on
/// symbols (`km`, `GiB`), long ones on names (`kilometre`, `gibibyte`).
///
/// ```swift
/// UnitPrefix.all.first { $0.symbols.contains("k") }?.name   // "kilo"
/// ```
package struct UnitPrefix: Sendable, Hashable {
    /// The families a unit's definition line allows (its prefixes field).
    package enum Family: String, Sendable, CaseIterable {
        /// `si`: every SI prefix, quecto to quetta.
        case si
        /// `si+`: the SI multiples only, deca to quetta (`kB`, not `mB`).
        case siMultiples = "si+"
        /// `bin`: the binary prefixes, kibi to yobi.
        case binary = "bin"
    }

    /// The long prefix: `kilo`, `kibi`.
    package let name: String
    /// The short spellings: `k`; `µ`, `μ` and `u` for micro.
    package let symbols: [String]
    /// The power of `base` it multiplies by.
    package let base: Int
    package let exponent: Int
    /// Other long spellings (`deka`).
    package let aliases: [String]
    /// The long spellings, the name first: what a unit's name may start with (kept, so that a
    /// look-up makes no array per prefix tried).
    package let longSpellings: [String]

    /// The factor it multiplies a unit by, exact. Worked out where it is asked for, not kept:
    /// the 32 prefixes' powers, made when ``all`` was, were 75,000 instructions of every unit
    /// conversion's start (`calc -e '60 mph to m/s'`, issue 47), which asks for one or none.
    package var factor: Number {
        // 10^±30 and 2^80 are well inside the number model's limits.
        (try? Number.power(Number(base), Number(exponent), precision: 15)) ?? Number(1)
    }

    /// Whether the family `family` contains this prefix.
    package func belongs(to family: Family) -> Bool {
        switch family {
        case .si: base == 10
        case .siMultiples: base == 10 && exponent > 0
        case .binary: base == 2
        }
    }

    private init(_ name: String, _ symbols: [String], _ base: Int, _ exponent: Int, aliases: [String] = []) {
        self.name = name
        self.symbols = symbols
        self.base = base
        self.exponent = exponent
        self.aliases = aliases
        longSpellings = [name] + aliases
    }

    /// Every prefix: the SI's (2022, with ronna/quetta) and the IEC's binary ones.
    package static let all: [UnitPrefix] = [
        UnitPrefix("quetta", ["Q"], 10, 30), UnitPrefix("ronna", ["R"], 10, 27),
        UnitPrefix("yotta", ["Y"], 10, 24), UnitPrefix("zetta", ["Z"], 10, 21),
        UnitPrefix("exa", ["E"], 10, 18), UnitPrefix("peta", ["P"], 10, 15),
        UnitPrefix("tera", ["T"], 10, 12), UnitPrefix("giga", ["G"], 10, 9),
        UnitPrefix("mega", ["M"], 10, 6), UnitPrefix("kilo", ["k"], 10, 3),
        UnitPrefix("hecto", ["h"], 10, 2), UnitPrefix("deca", ["da"], 10, 1, aliases: ["deka"]),
        UnitPrefix("deci", ["d"], 10, -1), UnitPrefix("centi", ["c"], 10, -2),
        UnitPrefix("milli", ["m"], 10, -3),
        // U+00B5 MICRO SIGN and U+03BC GREEK SMALL LETTER MU are different characters that look
        // alike; keyboards give either. `u` is the ASCII spelling.
        UnitPrefix("micro", ["µ", "μ", "u"], 10, -6),
        UnitPrefix("nano", ["n"], 10, -9), UnitPrefix("pico", ["p"], 10, -12),
        UnitPrefix("femto", ["f"], 10, -15), UnitPrefix("atto", ["a"], 10, -18),
        UnitPrefix("zepto", ["z"], 10, -21), UnitPrefix("yocto", ["y"], 10, -24),
        UnitPrefix("ronto", ["r"], 10, -27), UnitPrefix("quecto", ["q"], 10, -30),
        UnitPrefix("kibi", ["Ki"], 2, 10), UnitPrefix("mebi", ["Mi"], 2, 20),
        UnitPrefix("gibi", ["Gi"], 2, 30), UnitPrefix("tebi", ["Ti"], 2, 40),
        UnitPrefix("pebi", ["Pi"], 2, 50), UnitPrefix("exbi", ["Ei"], 2, 60),
        UnitPrefix("zebi", ["Zi"], 2, 70), UnitPrefix("yobi", ["Yi"], 2, 80),
    ]
}
