extension ReadingNotes {
    /// Matches the table's shapes (``Shape``) at a node of a tree: by the nodes' kinds, their
    /// operations' builtins, their flags and their spans, never by the source's text but a
    /// literal's own digits.
    struct Finder {
        let tree: SyntaxTree
        let table: OperationTable
        let source: SourceLocator

        /// The shape the node at `index` has, with the spans its message names; nil for none.
        func match(at index: Int) -> (Shape, Parts)? {
            let node = tree.nodes[index]
            switch node.kind {
            case .infix(let operation):
                let right = index - 1
                let left = tree.nodes[right].start - 1
                switch table.operations[operation].builtin {
                case .multiply? where isDegreeBeforeTemperatureLetter(index):
                    // `5 deg C`: the degree of angle, then the coulomb.
                    return (.degreeBeforeTemperatureLetter, Parts(u: tree.nodes[right].span))
                case .multiply? where node.flags.contains(.implicit):
                    // `6/2(1+2)`: the division's operands, then what multiplies it.
                    guard builtin(of: left) == .divide, !isParenthesized(left) else { return nil }
                    let divisor = left - 1
                    let dividend = tree.nodes[divisor].start - 1
                    return (
                        .implicitProductAfterDivision,
                        Parts(
                            a: tree.nodes[dividend].span, b: tree.nodes[divisor].span, c: tree.nodes[right].span,
                            op: tree.nodes[left].operatorSpan)
                    )
                case .multiply? where isFractionOfUnits(index):
                    // `1/2 cup`: the fraction the parser read tight before the unit.
                    let divisor = left - 1
                    let dividend = tree.nodes[divisor].start - 1
                    return (
                        .fractionOfUnit,
                        Parts(
                            a: tree.nodes[dividend].span, b: tree.nodes[divisor].span,
                            op: tree.nodes[left].operatorSpan, u: tree.nodes[right].span)
                    )
                case .divide?:
                    // `1 / 2 m`: the right operand a number and its unit, unparenthesized, the
                    // left one no quantity (`50 cm / 2 m` has one reading).
                    guard isQuantity(right), !isParenthesized(right), !hasUnits(left) else { return nil }
                    let unit = right - 1
                    let number = tree.nodes[unit].start - 1
                    return (
                        .divisionByQuantity,
                        Parts(
                            a: tree.nodes[left].span, b: tree.nodes[right].span, op: node.operatorSpan,
                            n: tree.nodes[number].span, u: tree.nodes[unit].span)
                    )
                case .power?:
                    if builtin(of: right) == .power, !isParenthesized(right) {
                        let exponent = right - 1
                        let base = tree.nodes[exponent].start - 1
                        return (
                            .powerOfPower,
                            Parts(
                                a: tree.nodes[left].span, b: tree.nodes[base].span, c: tree.nodes[exponent].span,
                                op: node.operatorSpan)
                        )
                    }
                    // `5 ^ 3`, the whole expression: two whole numbers and a spaced operator.
                    guard index == tree.root, isDigits(left), isDigits(right),
                        tree.nodes[left].span.end < node.operatorSpan.start
                            || node.operatorSpan.end < tree.nodes[right].span.start
                    else { return nil }
                    return (.spacedPowerOfIntegers, Parts(a: tree.nodes[left].span, b: tree.nodes[right].span))
                case .increaseByPercent?, .decreaseByPercent?:
                    // `100 kg + 10%` has one reading: a quantity plus a number is no sum.
                    guard !hasUnits(left) else { return nil }
                    let shape: Shape =
                        table.operations[operation].builtin == .increaseByPercent
                        ? .increaseByPercent : .decreaseByPercent
                    var parts = Parts(
                        a: tree.nodes[left].span, aIsOneOperand: isOneOperand(left), b: tree.nodes[right].span)
                    // A percent written `10%` or `(x + 1)%`: its value is `0.1`, `(x + 1)/100`.
                    if case .postfix = tree.nodes[right].kind, !isParenthesized(right) {
                        let operand = right - 1
                        parts.percentOperand = tree.nodes[operand].span
                        parts.percentIsLiteral = isDecimal(operand)
                    }
                    return (shape, parts)
                default:
                    return nil
                }
            case .prefix(let operation):
                // `-2^2`: a minus before an unparenthesized power.
                let operand = index - 1
                guard table.operations[operation].builtin == .negate, builtin(of: operand) == .power,
                    !isParenthesized(operand)
                else { return nil }
                let exponent = operand - 1
                let base = tree.nodes[exponent].start - 1
                return (
                    .negatedPower,
                    Parts(
                        a: tree.nodes[base].span, b: tree.nodes[exponent].span,
                        op: tree.nodes[operand].operatorSpan)
                )
            case .postfix(let operation):
                // `3!!`: a factorial of an unparenthesized factorial.
                let operand = index - 1
                guard table.operations[operation].builtin == .factorial,
                    case .postfix(let inner) = tree.nodes[operand].kind, table.operations[inner].builtin == .factorial,
                    !isParenthesized(operand)
                else { return nil }
                return (.factorialOfFactorial, Parts(a: tree.nodes[operand - 1].span))
            case .call(let name, _):
                // `stdev(xs)`: numbat and numpy's `std` divide by n.
                guard Self.sampleStatistics.contains(tree.names[name]) else { return nil }
                return (.sampleStatistic, Parts(op: node.operatorSpan))
            default:
                return nil
            }
        }

        /// The statistics of a sample, which divide by n − 1.
        static let sampleStatistics: Set<String> = ["stdev", "variance"]

        /// The builtin of the infix operation at `index`; nil for any other node.
        func builtin(of index: Int) -> Builtin? {
            guard case .infix(let operation) = tree.nodes[index].kind else { return nil }
            return table.operations[operation].builtin
        }

        /// Whether the node at `index` is written in parentheses of its own: its span is wider
        /// than what it is made of (the parser widens a node's span over its parentheses).
        func isParenthesized(_ index: Int) -> Bool {
            let node = tree.nodes[index]
            switch node.kind {
            case .number, .name, .call, .prefix: return node.span.start < node.operatorSpan.start
            case .postfix: return node.span.end > node.operatorSpan.end
            case .infix:
                let left = tree.nodes[index - 1].start - 1
                return node.span.start < tree.nodes[left].span.start
            }
        }

        /// Whether the node at `index` reads as one operand in a message: a leaf, a call, a
        /// postfix operation, anything in parentheses.
        func isOneOperand(_ index: Int) -> Bool {
            switch tree.nodes[index].kind {
            case .number, .name, .call, .postfix: true
            case .prefix, .infix: isParenthesized(index)
            }
        }

        /// Whether the node at `index` is a number with its unit (`2 m`), as the parser makes it:
        /// a written-out multiplication of a number by units.
        func isQuantity(_ index: Int) -> Bool {
            let node = tree.nodes[index]
            guard builtin(of: index) == .multiply, !node.flags.contains(.implicit) else { return false }
            let number = tree.nodes[index - 1].start - 1
            guard case .number = tree.nodes[number].kind else { return false }
            return number < index && tree.hasUnit(in: number + 1..<index)
        }

        /// Whether the node at `index` joins units to a fraction written tight, decimal over
        /// decimal (`1/2 cup`), as the parser makes it: a multiplication with no operator between
        /// the fraction and its units.
        func isFractionOfUnits(_ index: Int) -> Bool {
            let node = tree.nodes[index]
            let right = index - 1
            let left = tree.nodes[right].start - 1
            guard !node.flags.contains(.implicit), node.operatorSpan.start == tree.nodes[left].span.end,
                builtin(of: left) == .divide, !isParenthesized(left), !hasUnits(left), hasUnits(right)
            else { return false }
            let divisor = left - 1
            let dividend = tree.nodes[divisor].start - 1
            return isDecimal(dividend) && isDecimal(divisor)
                && !source.text(of: node.operatorSpan).contains("*")
        }

        /// Whether the node at `index` multiplies what ends in the unit `deg` by a unit `C` or `F`
        /// (`5 deg C`, `100 deg F`), as written without an operator.
        func isDegreeBeforeTemperatureLetter(_ index: Int) -> Bool {
            let right = index - 1
            let left = tree.nodes[right].start - 1
            guard case .name = tree.nodes[right].kind, tree.isUnit(right),
                ["C", "F"].contains(source.text(of: tree.nodes[right].span)),
                !source.text(of: tree.nodes[index].operatorSpan).contains("*")
            else { return false }
            return source.text(of: tree.nodes[left].span).hasSuffix("deg")
        }

        /// Whether the subtree of the node at `index` has a unit in it.
        func hasUnits(_ index: Int) -> Bool {
            let first = tree.nodes[index].start
            return first <= index && tree.hasUnit(in: first..<index + 1)
        }

        /// Whether the node at `index` is a decimal literal of digits alone (`5`, `42`), unparenthesized.
        func isDigits(_ index: Int) -> Bool {
            isDecimal(index) && !source.text(of: tree.nodes[index].operatorSpan).contains(".")
        }

        /// Whether the node at `index` is a decimal literal written with digits and at most a
        /// point (`10`, `12.5`), unparenthesized: a percent of it is shown as its value (`0.125`).
        /// (A literal's own bytes are the one text read to match a shape.)
        func isDecimal(_ index: Int) -> Bool {
            guard case .number(.inline(let literal)) = tree.nodes[index].kind, literal.radix == 10,
                !isParenthesized(index)
            else { return false }
            return SourceText.isPlainDecimal(source.text(of: tree.nodes[index].operatorSpan))
        }
    }
}
