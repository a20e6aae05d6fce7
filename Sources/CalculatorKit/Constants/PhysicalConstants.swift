import CalculatorNumbers

/// The constants of `data/constants.def`, loaded in two steps, each on first use and never at
/// start-up (global `let`s in Swift are initialised lazily): the file parsed, which a name that
/// may be a constant's asks for, and their values, which the first statement that uses one
/// reduces, all at once. Whether a name is a constant's, which every unit look-up that tries a
/// prefix asks, is read from a generated list of the names instead.
///
/// A constant is reduced as a unit is (``UnitExpression``): its definition, over units and the
/// constants before it, to an exact rational times a power of π. Each becomes a unit of a table
/// of its own (``reduced``), so that later definitions name it (`N_A * k_B`) and `to c` can show a
/// speed in it; its value is one of that unit converted to the SI unit it is shown in, exact
/// unless π is left over (`hbar`), then correct to ``precision`` digits.
///
/// ```swift
/// PhysicalConstants.isName("c")   // true
/// PhysicalConstants.value(named: "c")   // .quantity(299792458 m/s)
/// ```
package enum PhysicalConstants {
    /// The significant digits of a value that is not exact (a power of π is left over).
    static let precision = 50

    /// The file parsed: its constants in order, with a look-up by every name, and its sections.
    package struct Definitions: Sendable {
        package var constants: [ConstantDefinition] = []
        package var sections: [(title: String, text: [String])] = []
        var index: [String: Int] = [:]

        /// The constants of `text`, in the constants file's format.
        package init(parsing text: String) throws(UnitDefinitionError) {
            var section = ""
            // Bytes, not Characters (ConstantDefinition says why).
            let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            for (offset, line) in lines.enumerated() {
                if line.starts(with: "## ".utf8) {
                    section = String(decoding: line.dropFirst(3), as: UTF8.self)
                    sections.append((section, []))
                    continue
                }
                if line.starts(with: "#.".utf8) {
                    if sections.isEmpty { sections.append(("", [])) }
                    sections[sections.count - 1].text.append(String(decoding: line.dropFirst(3), as: UTF8.self))
                    continue
                }
                if line.first == UInt8(ascii: "#") { continue }
                guard
                    let constant = try ConstantDefinition(
                        parsing: String(decoding: line, as: UTF8.self), line: offset + 1, section: section)
                else { continue }
                for name in constant.names {
                    guard index.updateValue(constants.count, forKey: name) == nil else {
                        throw UnitDefinitionError(
                            line: offset + 1, column: 1, "'\(name)' names an earlier constant", file: "constants.def")
                    }
                }
                constants.append(constant)
            }
        }
    }

    /// The constants reduced: a table of the standard units and a unit per constant, and each
    /// constant's value.
    package struct Reduced: Sendable {
        package var units: UnitTable
        package var values: [Value] = []

        /// Reduces `definitions` in order against the units of `table`.
        package init(_ definitions: Definitions, units table: UnitTable) throws(UnitDefinitionError) {
            units = table
            for constant in definitions.constants {
                func error(_ message: String, column: Int = 1) -> UnitDefinitionError {
                    UnitDefinitionError(line: constant.line, column: column, message, file: "constants.def")
                }
                let definition = UnitDefinition(
                    line: constant.line, section: constant.section, names: constant.names, symbols: [],
                    body: .expression(constant.definitionText, column: constant.definitionColumn),
                    definitionText: constant.definitionText, note: constant.summary)
                do {
                    try units.define(definition)
                } catch {
                    throw UnitDefinitionError(
                        line: error.line, column: error.column, error.message, file: "constants.def")
                }
                guard case .unit(let match)? = units.lookUp(constant.name) else {
                    throw error("'\(constant.name)' does not name the constant it defines")
                }
                values.append(try Self.value(of: match, named: constant.name, in: constant.unitText, error: error))
            }
        }

        /// One `match` in `unitText` (`1`: a number), in the SI units of the standard table.
        private static func value(
            of match: UnitMatch, named name: String, in unitText: String,
            error failure: (String, Int) -> UnitDefinitionError
        ) throws(UnitDefinitionError) -> Value {
            if unitText == "1" {
                guard match.unit.dimension == .dimensionless else {
                    throw failure("the definition is \(match.unit.dimension), not a number", 1)
                }
                return .number(match.factor.number(precision: precision))
            }
            let shown: UnitProduct
            do throws(CalculatorError) {
                shown = try Value.unitProduct(unitText, in: .standard, operations: .standard)
            } catch {
                throw failure("the unit '\(unitText)': \(error.message)", 1)
            }
            guard shown.dimension == match.unit.dimension else {
                throw failure("the definition is \(match.unit.dimension), the unit \(shown.dimension)", 1)
            }
            do throws(NumberError) {
                return .quantity(
                    try Quantity(Number(1), UnitProduct(match, spelled: name)).converted(
                        to: shown, precision: precision))
            } catch {
                throw failure(error.message, 1)
            }
        }
    }

    /// The names of the constants in the library's `data/constants.def`.
    package static let definitions: Definitions = {
        do {
            return try Definitions(parsing: ConstantDefinitions.text)
        } catch {
            // The tests parse the same text, so this is a build that skipped them.
            preconditionFailure("the embedded constants do not parse: \(error)")
        }
    }()

    /// Their values, against the standard units.
    package static let reduced: Reduced = {
        do {
            return try Reduced(definitions, units: .standard)
        } catch {
            preconditionFailure("the embedded constants do not reduce: \(error)")
        }
    }()

    /// Whether `name` is one of the constants' names: asked before a prefix and a unit are
    /// tried for it (`hbar` is ħ, not a hectobar). Answered by the names `scripts/generate-units`
    /// lists (ConstantDefinitions+Names.swift), without parsing the file: a unit look-up asks it,
    /// and parsing the file was a tenth of `60 mph to m/s` (issue 47).
    package static func isName(_ name: String) -> Bool {
        ConstantDefinitions.names.sortedIndex(of: name) { $0 } != nil
    }

    /// The names an unknown name may be a typo of: those of four letters or more. The short ones
    /// (`c_1`, `E_h`, `G`) are near too many slips (`_1`, `e_5`) to be the likely one.
    package static let suggestedNames: [String] = definitions.index.keys.filter { $0.unicodeScalars.count >= 4 }

    /// The position in the file of the constant `name` names.
    package static func index(of name: String) -> Int? {
        definitions.index[name]
    }

    /// The value of the constant `name` names.
    package static func value(named name: String) -> Value? {
        definitions.index[name].map { reduced.values[$0] }
    }

    /// The constant `name` names as a unit, for the right side of `to` (`1e8 m/s to c`).
    package static func unit(named name: String) -> UnitLookup? {
        guard isName(name) else { return nil }
        return reduced.units.lookUp(name)
    }

    /// The note for a user's variable or function that takes a constant's name (`c = 3`): what
    /// the name was, and how the constant is still written. Nil for any other name, and when the
    /// user's name is already there.
    ///
    /// ```swift
    /// PhysicalConstants.shadowingNote(for: "c", kind: "variable")
    /// // "'c' was the speed of light in vacuum (CODATA 2022); it now names your variable, and the constant is still written speed_of_light"
    /// ```
    package static func shadowingNote(for name: String, kind: String) -> String? {
        guard let index = index(of: name) else { return nil }
        let constant = definitions.constants[index]
        let other = constant.names.first { $0 != name }
        return "'\(name)' was the \(constant.summary) (\(PhysicalConstant.source)); it now names your \(kind)"
            + (other.map { ", and the constant is still written \($0)" } ?? "")
    }

    /// The note for a statement that took the hour `h` for Planck's constant: a dimension error
    /// in a statement with `h` beside a constant (`h * c / (500 nm) to eV`).
    package static let hourNote = "h is the hour; Planck's constant is planck (ℎ)"

    /// Whether `text` uses the hour `h` and a constant, neither of them one of the user's names.
    package static func mixesHourWithConstant(_ text: String, isUserName: (String) -> Bool) -> Bool {
        guard !isUserName("h") else { return false }
        // One word at a time, never the statement's words at once: it may be megabytes long.
        var sawHour = false
        var sawConstant = false
        var word = ""
        func finish() {
            if word == "h" {
                sawHour = true
            } else if !sawConstant, word.first?.isNumber == false, isName(word), !isUserName(word) {
                sawConstant = true
            }
            word = ""
        }
        for scalar in text.unicodeScalars {
            if CalculatorBrain.canAppearInName(scalar) {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                finish()
                if sawHour && sawConstant { return true }
            }
        }
        if !word.isEmpty { finish() }
        return sawHour && sawConstant
    }
}
