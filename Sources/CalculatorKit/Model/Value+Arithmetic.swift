import CalculatorNumbers

/// An operation of the table as values are given to it: the operation, its body on numbers in
/// the options' angle unit and precision (made once, when the operation is compiled), and the
/// options its other kinds need (`--real`, the angle unit for complex numbers).
struct ValueOperation: Sendable {
    let operation: Operation
    let numbers: Body<Number>
    /// The body as an operation the value machine calls directly on two numbers, when it is one.
    let direct: DirectOperation?
    let options: CalculatorOptions

    init(_ operation: Operation, options: CalculatorOptions) {
        self.operation = operation
        self.options = options
        numbers = operation.body(in: ArithmeticContext(options))
        direct = DirectOperation(operation.builtin)
    }

    var builtin: Builtin? { operation.builtin }
    var symbol: String { operation.symbol }

    /// Whether the operation makes a complex number of real operands (`i`, `polar`): complex
    /// arithmetic computes it whatever its operands' kinds.
    var makesComplex: Bool { builtin == .imaginaryUnit || builtin == .polar }

    /// Whether the operation computes on values, not on numbers alone: `i` and `polar` make
    /// complex numbers, and a kind's own functions (``ValueFunction``) take their operands as
    /// they are. Their bodies on numbers are unavailable, which is no error for them.
    var takesValues: Bool {
        if case .values = operation.definition { return true }
        return makesComplex
    }

    /// The body on `operands`, numbers.
    func number(_ operands: [Number]) throws(NumberError) -> Number {
        guard let result = try numbers.result(operands) else {
            throw .domain("\(symbol) cannot take \(operands.count) operands")
        }
        return result
    }

    /// The body on `operands` with angles in radians: how a function takes an angle given with
    /// its unit (`sin(30 deg)`), whatever the angle mode.
    func numberInRadians(_ operands: [Number]) throws(NumberError) -> Number {
        var radians = options
        radians.angleUnit = .radians
        let body: Body<Number> = operation.body(in: ArithmeticContext(radians))
        if case .unavailable(let reason) = body { throw .domain(reason) }
        guard let result = try body.result(operands) else {
            throw .domain("\(symbol) cannot take \(operands.count) operands")
        }
        return result
    }
}

/// Where an operation is written, for its errors: the whole expression (`sqrt(-1 m^2)`), the
/// operator (`+` in `1 m + 1 s`), and whether it joins a number and its units (`20 °C`, `J/°C`),
/// where a temperature scale may stand as no operand of `*` may.
struct OperationSite: Sendable {
    var span: Span
    var operatorSpan: Span
    var joining = false

    /// An operation written nowhere (a key of the keypad): its errors are not shown.
    static let keypad = OperationSite(span: Span(0, 0), operatorSpan: Span(0, 0))
}

/// The one kind dispatch: which arithmetic computes an operation, decided over its operands'
/// kinds in this one place, each kind's arithmetic in its own file. Numbers compute by the
/// operation's body on numbers (Number+Builtins.swift), and a real function with no real value
/// there (`sqrt(-1)`) by complex arithmetic unless ``CalculatorOptions/real`` is set; a quantity
/// among the operands by the rules of quantities (Quantity+Builtins.swift); a complex number, and
/// `i` and `polar`, by complex arithmetic (Complex+Builtins.swift); `Double`s alone by the
/// operation's `Double` body (Double+Builtins.swift), and a `Double` among numbers as the number
/// it is; a list among the operands element by element (List+Builtins.swift); and a kind's own
/// function (``ValueFunction``: `mean`, `sort`) takes the operands as they are. The value machine
/// and the keypad apply every operation here; a new kind of value is a case here and a file of
/// its own, and no evaluator changes.
///
/// ```swift
/// let table = OperationTable.standard
/// let add = ValueOperation(table.operations[table.infix("+")!], options: CalculatorOptions())
/// try Value.apply(add, [.number(Number(1)), .float(0.5)], at: .keypad)   // .number(3/2)
/// ```
extension Value {
    static func apply(_ operation: ValueOperation, _ operands: [Value], at site: OperationSite) throws(Failure)
        -> Value
    {
        // A constant of any kind (the keypad's `c`) is its value.
        if operands.isEmpty, let value = operation.operation.value { return value }
        // A kind's own function (a list's `mean`) takes the operands as they are.
        if case .values(let function) = operation.operation.definition {
            return try function.body(operands, operation, site)
        }
        var hasQuantity = false
        var hasComplex = false
        var hasList = false
        var hasDate = false
        var floats = 0
        for operand in operands {
            switch operand {
            case .number: break
            case .float: floats += 1
            case .quantity: hasQuantity = true
            case .complex: hasComplex = true
            case .list: hasList = true
            case .date: hasDate = true
            }
        }
        if hasList {
            return try Value.applyToLists(operation, operands, at: site)
        }
        if hasDate {
            return try DateTime.apply(operation, operands, at: site)
        }
        if hasQuantity {
            return try Quantity.apply(operation, operands, at: site)
        }
        if hasComplex || operation.makesComplex {
            return try ComplexNumber.apply(operation, operands, at: site)
        }
        if floats > 0 && floats == operands.count {
            let doubles = operands.map { Double($0) }
            let body = operation.operation.body(in: operation.options.angleUnit)
            guard let result = body.result(count: doubles.count, { doubles[$0] }) else {
                throw Failure(.misuse, "\(operation.symbol) cannot take \(doubles.count) operands", at: site.span)
            }
            return .float(result)
        }
        var numbers: [Number] = []
        numbers.reserveCapacity(operands.count)
        for operand in operands {
            guard let number = operand.number else {
                throw Failure(
                    .arithmetic, "\(ValueFormat().string(for: operand)) is a value of IEEE arithmetic only",
                    at: site.span)
            }
            numbers.append(number)
        }
        do throws(NumberError) {
            return .number(try operation.number(numbers))
        } catch {
            // A real function with no real value here has a complex one.
            if case .noRealValue = error, !operation.options.real {
                return try ComplexNumber.apply(operation, operands, at: site)
            }
            throw Failure.number(error, at: site.span)
        }
    }

    /// This value as an operand of `arithmetic`, of the kind it computes with: in exact arithmetic
    /// a number stays itself and a `Double` becomes the decimal it shows (`0.1` is 1/10, so that
    /// `0.1 + 0.2 == 0.3` on the keypad as in a line; `inf` and `nan` stay, no number being
    /// them); in checked and IEEE arithmetic a value is its nearest `Double`. How the keypad
    /// takes a typed number or a variable's value.
    ///
    /// ```swift
    /// Value.float(0.1).operand(in: .exact)              // .number(1/10)
    /// Value.number(Number(1)).operand(in: .ieee)        // .float(1.0)
    /// ```
    func operand(in arithmetic: CalculatorOptions.Arithmetic) -> Value {
        switch (self, arithmetic) {
        case (.number, .exact): self
        case (.float(let double), .exact): Number(decimal: double).map(Value.number) ?? self
        case (.quantity, .exact), (.complex, .exact), (.list, .exact), (.date, .exact): self
        case (.date, .checked), (.date, .ieee): self
        case (.number, .checked), (.number, .ieee), (.float, .checked), (.float, .ieee), (.quantity, .checked),
            (.quantity, .ieee), (.complex, .checked), (.complex, .ieee), (.list, .checked), (.list, .ieee):
            .float(Double(self))
        }
    }
}
