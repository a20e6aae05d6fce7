/// Settings that change what expressions mean or how results look.
///
/// ```swift
/// let brain = CalculatorBrain(options: CalculatorOptions(angleUnit: .degrees))
/// try brain.evaluate("sin(30)")   // 0.5
/// ```
public struct CalculatorOptions: Hashable, Sendable {
    /// What trigonometric functions take and inverse ones return.
    ///
    /// ```swift
    /// CalculatorOptions(angleUnit: .degrees)
    /// ```
    public enum AngleUnit: String, Hashable, Sendable {
        /// `sin(pi / 2)` is 1.
        case radians
        /// `sin(90)` is 1.
        case degrees
    }

    /// What numbers are: exact (the default), or `Double`s, checked or IEEE.
    ///
    /// ```swift
    /// CalculatorOptions(arithmetic: .ieee)   // 1/0 is inf
    /// ```
    public enum Arithmetic: String, CaseIterable, Hashable, Sendable {
        /// `Double`s; an operation that turns finite inputs into a non-finite result is an error.
        case checked
        /// `Double`s, IEEE 754: `1/0` is `inf`, `0/0` is `nan`.
        case ieee
        /// Exact numbers, the default: rationals of any size where the result is rational (`2^64`,
        /// `0.1 + 0.2 == 0.3`), approximations at the precision otherwise, errors as ``checked``'s.
        /// Compiled expressions compute in `Double`, as ``checked``.
        case exact
    }

    /// What trigonometric functions take and inverse ones return.
    ///
    /// ```swift
    /// brain.options.angleUnit = .degrees
    /// ```
    public var angleUnit: AngleUnit
    /// Exact (the default), checked `Double` (an error when finite inputs give a non-finite
    /// result) or IEEE `Double`.
    ///
    /// ```swift
    /// brain.options.arithmetic = .ieee
    /// try brain.evaluate("0/0")   // nan
    /// ```
    public var arithmetic: Arithmetic
    /// Significant digits in displayed results, 1 to 100,000 (a `Double` shows 17 at most); values
    /// outside are clamped.
    ///
    /// ```swift
    /// brain.options.precision = 5
    /// brain.format(1.0 / 3)   // "0.33333"
    /// ```
    public var precision: Int {
        didSet { precision = Self.validPrecision.clamped(precision) }
    }

    /// How long one statement may run before it stops with an error of kind
    /// ``CalculatorError/Kind-swift.enum/interrupted``; `nil` (the default) for no limit. Checked
    /// where ``Interruption`` is (the brain's statements; compiled expressions have no limit),
    /// within a long GMP or MPFR call too, which then runs in a child process that the limit
    /// kills. A limit under 0.1 s refuses such a call before it starts.
    ///
    /// ```swift
    /// brain.options.timeLimit = .seconds(2)
    /// ```
    public var timeLimit: Duration?
    /// The base integer results are shown in: decimal, or `hex`, `bin` or `oct` (`:base`,
    /// `--base`); values that are not integers stay decimal. Only the display changes.
    ///
    /// ```swift
    /// brain.options.base = .hex
    /// brain.format(255)   // "0xff"
    /// ```
    public var base: IntegerBase = .dec
    /// Real numbers only: a real function with no real value at its argument (`sqrt(-1)`,
    /// `ln(-1)`, `asin(2)`) is an error, and `i` is refused, instead of giving a complex number
    /// (the default). `--real` and `:real on` set it.
    ///
    /// ```swift
    /// brain.options.real = true
    /// try brain.evaluate("sqrt(-1)")   // throws: square root of a negative number
    /// ```
    public var real = false
    /// Whether a statement's result carries notes on the readings calc took of contested
    /// expressions (`6/2(1+2)`, `-2^2`, `100 + 10%`: ``StatementResult/notes``); on by default.
    ///
    /// ```swift
    /// brain.options.notes = false
    /// brain.execute("2^3^2")[0].notes   // []
    /// ```
    public var notes = true
    /// The clock `now` and `today` read: the system's (the default), or a fixed instant
    /// (`--now 2026-12-01T12:00:00Z`, `CALC_NOW`), which makes a date's test repeatable.
    ///
    /// ```swift
    /// brain.options.clock = .fixed(unixSeconds: 1_796_126_400)
    /// ```
    public var clock: DateClock = .system
    /// The local zone, a name of the tz database (`Europe/Berlin`, `--tz`): the zone of `now`,
    /// `today` and `to local`; nil (the default) for `$TZ`, else `/etc/localtime`, else UTC.
    ///
    /// ```swift
    /// brain.options.timeZone = "Asia/Tokyo"
    /// ```
    public var timeZone: String?
    /// User function calls one statement may make, ``Limits/maximumCallCount``; tests lower it,
    /// so that reaching the limit takes a thousand calls, not the ten million that take a debug
    /// build a minute (and AddressSanitizer's several).
    var maximumCallCount = Limits.maximumCallCount

    /// The precisions a result can be shown with. Exact arithmetic computes its approximations
    /// with this many digits (`--precision 1000 -e pi`); a `Double` shows at most
    /// ``doublePrecision``, all it has.
    ///
    /// ```swift
    /// CalculatorOptions.validPrecision.contains(10_000)   // true
    /// ```
    public static let validPrecision = 1...100_000

    /// The most significant digits a `Double` result shows: 17 always round-trip it.
    ///
    /// ```swift
    /// CalculatorOptions.doublePrecision   // 17
    /// ```
    public static let doublePrecision = 17

    /// Options; the defaults are radians, exact arithmetic, 15 digits and no time limit.
    ///
    /// ```swift
    /// CalculatorOptions(angleUnit: .degrees, precision: 10)
    /// ```
    public init(
        angleUnit: AngleUnit = .radians, arithmetic: Arithmetic = .exact, precision: Int = 15,
        timeLimit: Duration? = nil
    ) {
        self.angleUnit = angleUnit
        self.arithmetic = arithmetic
        self.precision = Self.validPrecision.clamped(precision)
        self.timeLimit = timeLimit
    }
}

extension ClosedRange where Bound == Int {
    func clamped(_ value: Int) -> Int { Swift.min(Swift.max(value, lowerBound), upperBound) }
}
