import CalculatorNumbers

extension Number {
    /// The number itself; a `Double` as the decimal it shows, as a variable's is taken; a
    /// quantity or a complex number is the value machine's to push, not a number's body.
    static func body(ofConstant value: Value, named name: String) -> Body<Number> {
        guard value.isPlainNumber, let number = value.operand(in: .exact).number else {
            return .unavailable(Value.kindOfConstant(value, named: name))
        }
        return .constant(number)
    }

    /// A custom operation's body on numbers: its exact body (``Operation/exact(_:)``) when it
    /// has one, or else its `Double` body on the operands' nearest doubles, its result
    /// approximate; a non-finite result is a domain error, in checked arithmetic's words.
    static func body(ofCustom operation: Operation, computing body: Body<Double>) -> Body<Number> {
        if let exact = operation.exactBody { return .variadic(.init(exact)) }
        let name = operation.symbol
        @Sendable func computed(_ operands: [Double], _ result: Double) throws(NumberError) -> Number {
            guard let number = Number(computed: result) else {
                throw .domain(CheckedArithmeticMessages.message(name, nil, operands, result))
            }
            return number
        }
        switch body {
        case .constant(let value):
            return (try? computed([], value)).map { .constant($0) } ?? .unavailable("\(name) is not finite")
        case .unary(let function):
            return .unary(
                .init { x throws(NumberError) in
                    let operand = Double(x)
                    return try computed([operand], function(operand))
                })
        case .binary(let function):
            return .binary(
                .init { x, y throws(NumberError) in
                    let operands = (Double(x), Double(y))
                    return try computed([operands.0, operands.1], function(operands.0, operands.1))
                })
        case .variadic(let function):
            return .variadic(
                .init { xs throws(NumberError) in
                    let operands = xs.map { Double($0) }
                    return try computed(operands, function(operands))
                })
        case .conditional:
            return .conditional
        case .unavailable(let reason):
            return .unavailable(reason)
        }
    }
}
