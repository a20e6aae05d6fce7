import CalculatorNumbers

/// One entry of the operation table: a constant, a prefix, postfix or infix operator, or a
/// function, with its spellings, a one-line summary for `:help`, and its meaning.
///
/// The table is the single source of truth: the tokenizer learns symbols from it, the parser
/// derives binding powers from it and evaluation calls its functions. Adding an operation to a
/// brain's table makes it work everywhere:
///
/// ```swift
/// brain.operations.add(.infix("⊕", precedence: .additive, summary: "mean of two") { ($0 + $1) / 2 })
/// try brain.evaluate("1 ⊕ 3")   // 2
/// ```
public struct Operation: Sendable {
    /// What part an operation plays in the grammar.
    ///
    /// ```swift
    /// OperationTable.standard.operations(spelled: "^").first?.role   // .infix(.exponent, .right)
    /// ```
    public enum Role: Hashable, Sendable {
        /// A name standing for a value: `pi`.
        case constant
        /// An operator before its operand: `√x`.
        case prefix
        /// An operator after its operand: `x!`.
        case postfix
        /// An operator between two operands, with its precedence and associativity: `a + b`.
        case infix(Precedence, Associativity)
        /// A name called with arguments in parentheses: `hypot(3, 4)`.
        case function(Arity)
    }

    /// What an operation computes: a builtin, whose body each number type supplies, or the
    /// closure (or value) of a custom operation, which computes in `Double`. Kept apart from
    /// ``Role`` so that a one-argument function and a prefix operator share the same fast path.
    enum Definition: Sendable {
        case builtin(Builtin)
        case custom(Body<Double>)
        /// A constant of any kind of value, exact (`c = 299792458 m/s`): the value machine
        /// pushes it as it is; the `Double` machine takes a number's nearest `Double` and refuses
        /// a quantity or a complex number, as it refuses a variable holding one.
        case value(Value)
        /// A function of values that a kind of value defines (a list's `mean`, `sort`, `seq`):
        /// it takes its operands as they are, in exact arithmetic only (``ValueFunction``).
        case values(ValueFunction)
    }

    /// The main spelling, shown in `:help`.
    ///
    /// ```swift
    /// OperationTable.standard.named("π")?.symbol   // "pi"
    /// ```
    public let symbol: String
    /// Other spellings of the same operation (`×` and `·` for `*`).
    ///
    /// ```swift
    /// OperationTable.standard.named("pi")?.aliases   // ["π"]
    /// ```
    public let aliases: [String]
    /// Constant, prefix, postfix, infix (with precedence and associativity) or function (with arity).
    ///
    /// ```swift
    /// OperationTable.standard.named("sin")?.role   // .function(.exactly(1))
    /// ```
    public let role: Role
    /// One line for `:help`.
    ///
    /// ```swift
    /// OperationTable.standard.named("sin")?.summary   // "sine, of radians (:deg for degrees; sin(30 deg))"
    /// ```
    public let summary: String
    /// Names of a function's arguments, for signatures such as `atan2(y, x)`; empty when the
    /// table gives none (``signature`` then uses `x`, `y`, `z`).
    ///
    /// ```swift
    /// OperationTable.standard.named("ncr")?.parameters   // ["n", "k"]
    /// ```
    public let parameters: [String]
    let definition: Definition
    /// False for operations whose result may change between calls (`rand`): never folded.
    let isPure: Bool
    /// A custom operation's body in exact arithmetic (see ``exact(_:)``); nil for a builtin, and
    /// for a custom operation computed through its `Double` body.
    private(set) var exactBody: (@Sendable ([Number]) throws(NumberError) -> Number)?

    /// A row of a kind's own functions: data, naming the function of values that computes it.
    init(
        _ symbol: String, aliases: [String] = [], _ role: Role, _ function: ValueFunction, summary: String,
        parameters: [String] = [], isPure: Bool = true
    ) {
        self.init(
            symbol: symbol, aliases: aliases, role: role, summary: summary, parameters: parameters,
            definition: .values(function), isPure: isPure)
    }

    /// A row of the standard table: pure data, naming the builtin that gives its meaning.
    init(
        _ symbol: String, aliases: [String] = [], _ role: Role, _ builtin: Builtin, summary: String,
        parameters: [String] = [], isPure: Bool = true
    ) {
        self.init(
            symbol: symbol, aliases: aliases, role: role, summary: summary, parameters: parameters,
            definition: .builtin(builtin), isPure: isPure)
    }

    private init(
        symbol: String, aliases: [String] = [], role: Role, summary: String, parameters: [String] = [],
        definition: Definition, isPure: Bool = true
    ) {
        self.symbol = symbol
        self.aliases = aliases
        self.role = role
        self.summary = summary
        self.parameters = parameters
        self.definition = definition
        self.isPure = isPure
    }

    /// All spellings: the symbol, then the aliases.
    ///
    /// ```swift
    /// OperationTable.standard.named("pi")?.spellings   // ["pi", "π"]
    /// ```
    public var spellings: [String] { [symbol] + aliases }

    /// How many operands the operation takes: none for a constant, one for a prefix or postfix
    /// operator, two for an infix one, and the function's arity for a function.
    ///
    /// ```swift
    /// OperationTable.standard.named("log")?.arity.description   // "1 or 2 arguments"
    /// ```
    public var arity: Arity {
        switch role {
        case .constant: .exactly(0)
        case .prefix, .postfix: .exactly(1)
        case .infix: .exactly(2)
        case .function(let arity): arity
        }
    }

    /// True for functions, which are called as `name(…)`.
    ///
    /// ```swift
    /// OperationTable.standard.named("sin")?.isFunction   // true
    /// ```
    public var isFunction: Bool {
        if case .function = role { true } else { false }
    }

    /// A named constant.
    ///
    /// ```swift
    /// brain.operations.add(.constant("c", 299_792_458, summary: "speed of light in m/s"))
    /// ```
    public static func constant(
        _ name: String, _ value: Double, aliases: [String] = [], summary: String = ""
    ) -> Operation {
        Operation(
            symbol: name, aliases: aliases, role: .constant, summary: summary, definition: .custom(.constant(value)))
    }

    /// A named constant of any kind of value, kept exactly: a number, a quantity, a complex
    /// number. Exact arithmetic computes with it as it is; checked and IEEE arithmetic, and
    /// compiled expressions, take a number's nearest `Double` and refuse a quantity or a complex
    /// number with the reason, as they do a variable holding one.
    ///
    /// ```swift
    /// let light = try brain.evaluateValue("299792458 m/s")
    /// brain.operations.add(.constant("c0", light, summary: "speed of light in vacuum"))
    /// try brain.evaluateValue("c0 * 1 s to km").description   // "299792.458 km"
    /// ```
    public static func constant(
        _ name: String, _ value: Value, aliases: [String] = [], summary: String = ""
    ) -> Operation {
        Operation(symbol: name, aliases: aliases, role: .constant, summary: summary, definition: .value(value))
    }

    /// The value of a constant made with ``constant(_:_:aliases:summary:)-(_,Value,_,_)``; nil
    /// for every other operation (the builtin constants, `pi`, have a body for each arithmetic).
    var value: Value? {
        if case .value(let value) = definition { value } else { nil }
    }

    /// A prefix operator, written before its operand with the precedence of unary minus.
    ///
    /// ```swift
    /// brain.operations.add(.prefix("∛", summary: "cube root") { cbrt($0) })
    /// ```
    public static func prefix(
        _ symbol: String, aliases: [String] = [], summary: String = "",
        _ function: @escaping @Sendable (Double) -> Double
    ) -> Operation {
        Operation(
            symbol: symbol, aliases: aliases, role: .prefix, summary: summary,
            definition: .custom(.unary(.init(function))))
    }

    /// A postfix operator, written after its operand, binding tighter than `^`.
    ///
    /// ```swift
    /// brain.operations.add(.postfix("%%", summary: "per cent") { $0 / 100 })
    /// ```
    public static func postfix(
        _ symbol: String, aliases: [String] = [], summary: String = "",
        _ function: @escaping @Sendable (Double) -> Double
    ) -> Operation {
        Operation(
            symbol: symbol, aliases: aliases, role: .postfix, summary: summary,
            definition: .custom(.unary(.init(function))))
    }

    /// An infix operator with a precedence and associativity.
    ///
    /// ```swift
    /// brain.operations.add(.infix("⊕", precedence: .additive, summary: "mean") { ($0 + $1) / 2 })
    /// ```
    public static func infix(
        _ symbol: String, precedence: Precedence, associativity: Associativity = .left,
        aliases: [String] = [], summary: String = "",
        _ function: @escaping @Sendable (Double, Double) -> Double
    ) -> Operation {
        Operation(
            symbol: symbol, aliases: aliases, role: .infix(precedence, associativity), summary: summary,
            definition: .custom(.binary(.init(function))))
    }

    /// A function of one argument.
    ///
    /// ```swift
    /// brain.operations.add(.function("sq", summary: "square") { $0 * $0 })
    /// ```
    public static func function(
        _ name: String, aliases: [String] = [], summary: String = "", parameters: [String] = [],
        _ function: @escaping @Sendable (Double) -> Double
    ) -> Operation {
        Operation(
            symbol: name, aliases: aliases, role: .function(.exactly(1)), summary: summary, parameters: parameters,
            definition: .custom(.unary(.init(function))))
    }

    /// A function of two arguments.
    ///
    /// ```swift
    /// brain.operations.add(.function("avg2", summary: "mean of two") { ($0 + $1) / 2 })
    /// ```
    public static func function(
        _ name: String, aliases: [String] = [], summary: String = "", parameters: [String] = [],
        _ function: @escaping @Sendable (Double, Double) -> Double
    ) -> Operation {
        Operation(
            symbol: name, aliases: aliases, role: .function(.exactly(2)), summary: summary, parameters: parameters,
            definition: .custom(.binary(.init(function))))
    }

    /// A function of any number of arguments that `arity` accepts; it receives them as an array.
    ///
    /// ```swift
    /// brain.operations.add(.function("avg", arity: .atLeast(1), summary: "mean") { $0.reduce(0, +) / Double($0.count) })
    /// ```
    public static func function(
        _ name: String, arity: Arity, aliases: [String] = [], summary: String = "", parameters: [String] = [],
        _ function: @escaping @Sendable ([Double]) -> Double
    ) -> Operation {
        Operation(
            symbol: name, aliases: aliases, role: .function(arity), summary: summary, parameters: parameters,
            definition: .custom(.variadic(.init(function))))
    }
}

extension Operation {
    /// This custom operation with a body for exact arithmetic, which gets the operands as
    /// ``Number``s (one for a prefix or postfix operator, two for an infix one, the arguments of
    /// a function) and may keep the result exact. Without one, exact arithmetic converts the
    /// operands to `Double`s, calls the `Double` body and takes its result as an approximation.
    /// An error thrown (`NumberError.domain("…")`) is shown at the operation, as a builtin's is.
    /// A builtin keeps its own exact body.
    ///
    /// ```swift
    /// brain.operations.add(
    ///     .function("half", summary: "x / 2") { $0 / 2 }
    ///         .exact { x throws(NumberError) in try x[0].divided(by: Number(2)) })
    /// try brain.evaluateNumber("half(1/3)").description   // "0.166666666666667", exactly 1/6
    /// ```
    public func exact(_ body: @escaping @Sendable ([Number]) throws(NumberError) -> Number) -> Operation {
        guard case .custom = definition else { return self }
        var operation = self
        operation.exactBody = body
        return operation
    }

    /// The builtin the operation is, if it is one.
    var builtin: Builtin? {
        if case .builtin(let builtin) = definition { builtin } else { nil }
    }

    /// How the operation computes on `Operand` as `context` says: a builtin's body from that
    /// type's switch, or the custom operation's for that type (``Arithmetic``). The keypad and
    /// the exact machines ask for `Body<Number>`.
    ///
    /// ```swift
    /// let half: Body<Number> = operation.body(in: ArithmeticContext(options))
    /// ```
    func body<Operand: Arithmetic>(in context: ArithmeticContext) -> Body<Operand> {
        switch definition {
        case .builtin(let builtin): Operand.body(of: builtin, in: context)
        case .custom(let body): Operand.body(ofCustom: self, computing: body)
        case .value(let value): Operand.body(ofConstant: value, named: symbol)
        case .values: .unavailable(ValueFunction.exactOnly(symbol))
        }
    }

    /// How the operation computes in `Double` with angles in `unit`: a builtin's body from
    /// ``Double/body(of:in:)``, or the custom operation's own.
    @inline(__always)
    func body(in unit: CalculatorOptions.AngleUnit) -> Body<Double> {
        switch definition {
        case .builtin(let builtin): Double.body(of: builtin, in: ArithmeticContext(angles: unit))
        case .custom(let body): body
        case .value(let value): Double.body(ofConstant: value, named: symbol)
        case .values: .unavailable(ValueFunction.exactOnly(symbol))
        }
    }
}
