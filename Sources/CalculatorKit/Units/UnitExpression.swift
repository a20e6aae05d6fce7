import CalculatorNumbers

/// A definition's right-hand side reduced to coherent SI base units: `550 ft*lbf/s` is
/// (745.69987158227022, mass*length^2/time^3).
///
/// The grammar, smallest first:
///
/// ```
/// product  ::= power ( ( '*' | '/' | juxtaposition ) power )*    left to right
/// power    ::= primary ( '^' exponent )?
/// exponent ::= '-'? integer | '(' '-'? integer ( '/' integer )? ')'
/// primary  ::= decimal | 'pi' | unit | '(' product ')'
/// ```
///
/// So `1/1000 kg` is (1/1000)·kg and `pi/180 rad` is (π/180)·rad. A unit is looked up with
/// prefixes (`cm`, `dm^3`); an affine scale (`°C`) counts as its difference.
///
/// ```swift
/// let table = UnitTable.standard
/// let hp = try UnitExpression.reduce("550 ft*lbf/s", in: table, line: 1, column: 1)
/// hp.factor.description        // "37284993579113511/50000000000000"
/// hp.dimension.description     // "power"
/// ```
package struct UnitExpression: Sendable {
    package let factor: UnitFactor
    package let dimension: Dimension

    package init(factor: UnitFactor, dimension: Dimension) {
        self.factor = factor
        self.dimension = dimension
    }

    /// Parses and reduces `text`, whose first character stands at `line`:`column` of the file.
    package static func reduce(_ text: String, in table: UnitTable, line: Int, column: Int) throws(UnitDefinitionError)
        -> UnitExpression
    {
        var parser = Parser(scalars: Array(text.unicodeScalars), table: table, line: line, column: column)
        let result = try parser.product()
        parser.skipBlanks()
        if parser.position < parser.scalars.count {
            throw parser.error("unexpected '\(parser.scalars[parser.position])'")
        }
        return result
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        let table: UnitTable
        let line: Int
        let column: Int
        var position = 0

        init(scalars: [Unicode.Scalar], table: UnitTable, line: Int, column: Int) {
            self.scalars = scalars
            self.table = table
            self.line = line
            self.column = column
        }

        func error(_ message: String, at position: Int? = nil) -> UnitDefinitionError {
            UnitDefinitionError(line: line, column: column + (position ?? self.position), message)
        }

        var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

        mutating func skipBlanks() {
            while let c = current, c.isCalculatorBlank { position += 1 }
        }

        static let operators: Set<Unicode.Scalar> = ["*", "/", "^", "(", ")", "-", "+", ","]

        mutating func product() throws(UnitDefinitionError) -> UnitExpression {
            var result = try power()
            while true {
                skipBlanks()
                guard let c = current, c != ")" else { return result }
                let at = position
                var dividing = false
                if c == "*" || c == "/" {
                    dividing = c == "/"
                    position += 1
                }
                let right = try power()
                let factor: UnitFactor
                do throws(NumberError) {
                    factor =
                        dividing
                        ? try result.factor.divided(by: right.factor) : try result.factor.multiplied(by: right.factor)
                } catch {
                    throw self.error(error.message, at: at)
                }
                guard
                    let dimension = dividing
                        ? result.dimension.divided(by: right.dimension)
                        : result.dimension.multiplied(by: right.dimension)
                else { throw error("a dimension's exponent is too large", at: at) }
                result = UnitExpression(factor: factor, dimension: dimension)
            }
        }

        mutating func power() throws(UnitDefinitionError) -> UnitExpression {
            let base = try primary()
            skipBlanks()
            guard current == "^" else { return base }
            let at = position
            position += 1
            let exponent = try self.exponent()
            guard let dimension = base.dimension.power(exponent) else {
                throw error("a dimension's exponent is too large", at: at)
            }
            let factor: UnitFactor?
            do throws(NumberError) {
                factor = try base.factor.power(exponent)
            } catch {
                throw self.error(error.message, at: at)
            }
            guard let factor else { throw error("the power has no exact factor", at: at) }
            return UnitExpression(factor: factor, dimension: dimension)
        }

        mutating func exponent() throws(UnitDefinitionError) -> DimensionExponent {
            skipBlanks()
            let parenthesized = current == "("
            if parenthesized { position += 1 }
            let numerator = try integer()
            var denominator = 1
            if parenthesized {
                skipBlanks()
                if current == "/" {
                    position += 1
                    denominator = try integer()
                }
                skipBlanks()
                guard current == ")" else { throw error("expected ')'") }
                position += 1
            }
            guard let exponent = DimensionExponent(numerator, denominator) else { throw error("bad exponent") }
            return exponent
        }

        mutating func integer() throws(UnitDefinitionError) -> Int {
            skipBlanks()
            let start = position
            if current == "-" { position += 1 }
            while let c = current, ("0"..."9").contains(c) { position += 1 }
            guard let value = Int(String(String.UnicodeScalarView(scalars[start..<position]))) else {
                throw error("expected an integer", at: start)
            }
            return value
        }

        mutating func primary() throws(UnitDefinitionError) -> UnitExpression {
            skipBlanks()
            guard let c = current else { throw error("expected a number or a unit") }
            if c == "(" {
                position += 1
                let inner = try product()
                skipBlanks()
                guard current == ")" else { throw error("expected ')'") }
                position += 1
                return inner
            }
            if ("0"..."9").contains(c) { return try decimal() }
            let start = position
            while let c = current, !c.isCalculatorBlank, !Self.operators.contains(c) { position += 1 }
            guard position > start else { throw error("expected a number or a unit") }
            let word = String(String.UnicodeScalarView(scalars[start..<position]))
            if word == "pi" {
                return UnitExpression(factor: UnitFactor(Number(1), piPower: 1), dimension: .dimensionless)
            }
            switch table.lookUp(word) {
            case .unit(let match)?: return UnitExpression(factor: match.factor, dimension: match.unit.dimension)
            case .refused?: throw error("'\(word)' is refused; name the unit meant", at: start)
            case nil: throw error("unknown unit '\(word)'", at: start)
            }
        }

        /// `12`, `2.54`, `1.602176634e-19`: exact, read as the language reads a literal
        /// (``NumberScanner``), so that a definition's number means what it means in a statement.
        mutating func decimal() throws(UnitDefinitionError) -> UnitExpression {
            let start = position
            var text = String(String.UnicodeScalarView(scalars[position...]))
            let scanned: Result<(literal: NumberLiteral, end: Int), Failure> = text.withUTF8 { bytes in
                do throws(Failure) {
                    return .success(try NumberScanner(bytes: bytes).literal(at: 0))
                } catch {
                    return .failure(error)
                }
            }
            do throws(Failure) {
                let (literal, end) = try scanned.get()
                // A literal is ASCII: as many scalars as bytes.
                position += end
                let value = try ValueCompiler.number(literal, at: Span(0, 0))
                return UnitExpression(factor: UnitFactor(value), dimension: .dimensionless)
            } catch {
                throw self.error(error.message, at: start)
            }
        }
    }
}
