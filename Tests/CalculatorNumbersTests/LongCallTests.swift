import CChildCall
import CGMP
import Platform
import Synchronization
import Testing

@testable import CalculatorNumbers

/// A long GMP or MPFR call run in a child process (``LongCall``) gives the value the same call
/// gives in this process, bit for bit, MPFR's ternary value included; a stop kills the child and
/// reaps it; a test that refuses long calls starts none.
@Suite struct LongCallTests {
    /// Never stops: a child runs to its end.
    struct GoOn: StopTest {
        func stopMessage() -> String? { nil }
        func refusalMessage() -> String? { nil }
    }

    /// Stops once asked `after` times (the first ask is before the child starts).
    final class StopLater: StopTest, Sendable {
        let after: Int
        let asked = Atomic(0)
        init(after: Int) { self.after = after }
        func stopMessage() -> String? {
            asked.add(1, ordering: .relaxed).newValue > after ? "stopped by the test" : nil
        }
        func refusalMessage() -> String? { nil }
    }

    /// Refuses every long call.
    struct Refuse: StopTest {
        func stopMessage() -> String? { nil }
        func refusalMessage() -> String? { "refused by the test" }
    }

    struct FloatCase: CustomTestStringConvertible, Sendable {
        let name: String
        let bits: Int
        let argument: Double
        let function: UnaryMPFR
        var testDescription: String { "\(name)(\(argument)) at \(bits) bits" }
    }

    static let floatCases = [
        FloatCase(name: "gamma", bits: 2_048, argument: 2.5, function: { mpfr_gamma($0, $1, MPFR_RNDN) }),
        FloatCase(name: "sin", bits: 60_000, argument: 1, function: { mpfr_sin($0, $1, MPFR_RNDN) }),
        // Exact: ternary value 0.
        FloatCase(name: "sqrt", bits: 60_000, argument: 4, function: { mpfr_sqrt($0, $1, MPFR_RNDN) }),
        FloatCase(name: "neg", bits: 100, argument: 0.75, function: { mpfr_neg($0, $1, MPFR_RNDN) }),
        // Special values: NaN, an infinity, zero.
        FloatCase(name: "gamma", bits: 100, argument: -1, function: { mpfr_gamma($0, $1, MPFR_RNDN) }),
        FloatCase(name: "log", bits: 100, argument: 0, function: { mpfr_log($0, $1, MPFR_RNDN) }),
        FloatCase(name: "sin", bits: 100, argument: 0, function: { mpfr_sin($0, $1, MPFR_RNDN) }),
    ]

    /// Sign, exponent, precision and every limb; the same NaN.
    static func identical(_ a: MPFRFloat, _ b: MPFRFloat) -> Bool {
        if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
        guard a.bits == b.bits, a.x.pointee._mpfr_sign == b.x.pointee._mpfr_sign,
            a.x.pointee._mpfr_exp == b.x.pointee._mpfr_exp
        else { return false }
        if a.isZero || a.isInfinite { return true }
        let limbs = (a.bits + 63) / 64
        return (0..<limbs).allSatisfy { a.x.pointee._mpfr_d[$0] == b.x.pointee._mpfr_d[$0] }
    }

    @Test(arguments: floatCases)
    func floatInAChildIsTheFloatHere(_ c: FloatCase) throws {
        let argument = MPFRFloat.make(bits: 64) { mpfr_set_d($0, c.argument, MPFR_RNDN) }.0
        let here = try MPFRFloat.make(bits: c.bits, cost: .short, c.function, argument)
        var started = false
        var job = calc_job()
        job.kind = CALC_JOB_FR_UNARY
        job.fr_unary = c.function
        job.fr_a = argument.x
        let child = MPFRFloat(bits: c.bits)
        job.fr_result = child.x
        try LongCall.runInChild(&job, test: GoOn()) { _ in started = true }
        #expect(started)
        #expect(Self.identical(here.0, child), "\(c.testDescription)")
        #expect(here.exact == (job.ternary == 0))
    }

    /// The ternary value's sign, not only whether it is 0: rounded up and rounded down differ.
    @Test func ternaryValueComesBackWithItsSign() throws {
        let argument = MPFRFloat.make(bits: 64) { mpfr_set_d($0, 2, MPFR_RNDN) }.0
        for bits in [100, 101, 102, 103] {
            var here = calc_job()
            here.kind = CALC_JOB_FR_UNARY
            here.fr_unary = { mpfr_sqrt($0, $1, MPFR_RNDN) }
            here.fr_a = argument.x
            var child = here
            let (a, b) = (MPFRFloat(bits: bits), MPFRFloat(bits: bits))
            here.fr_result = a.x
            child.fr_result = b.x
            calc_job_run_here(&here)
            try LongCall.runInChild(&child, test: GoOn())
            #expect(here.ternary == child.ternary && here.ternary != 0)
            #expect(Self.identical(a, b))
        }
    }

    struct IntegerCase: CustomTestStringConvertible, Sendable {
        let name: String
        let make: @Sendable () throws -> GMPInteger
        var testDescription: String { name }
    }

    /// Long enough to run in a child (``LongCall/Cost/integer(bits:)``), as the library runs them.
    static let integerCases = [
        IntegerCase(name: "300000!") { try GMPInteger.factorial(300_000) },
        IntegerCase(name: "C(500000, 250000)") { try GMPInteger(500_000).choose(250_000) },
        IntegerCase(name: "C(-500000, 250001)") { try GMPInteger(-500_000).choose(250_001) },
        IntegerCase(name: "gcd(3^300000·11^1000, 7^150000·11^1000)") {
            let common = GMPInteger.power(11, 1_000)
            return GMPInteger.gcd(GMPInteger.power(3, 300_000) * common, GMPInteger.power(7, 150_000) * common)
        },
    ]

    @Test(arguments: integerCases)
    func integerInAChildIsTheIntegerHere(_ c: IntegerCase) throws {
        let here = try c.make()
        let child = try StopCheck.with(GoOn()) { try c.make() }
        #expect(GMPInteger.compare(here, child) == 0)
        #expect(here.sign == child.sign && here.bitWidth == child.bitWidth && here.bitWidth > 3_000)
    }

    @Test func digitsInAChildAreTheDigitsHere() throws {
        let value = try GMPInteger.factorial(100_000) * GMPInteger(-1)
        let here = value.digits(radix: 10)
        let child = StopCheck.conversions(GoOn()) { value.digits(radix: 10) }
        #expect(child == here)
        #expect(here.hasPrefix("-2824229407960347874293421578024535518477494926091"))
        let float = MPFRFloat.make(bits: 1_200_000) { mpfr_const_pi($0, MPFR_RNDN) }.0
        let digits = float.decimalDigits(400_000)
        let childDigits = StopCheck.conversions(GoOn()) { float.decimalDigits(400_000) }
        #expect(childDigits?.digits == digits.digits && childDigits?.exponent == 1)
        #expect(digits.digits.hasPrefix("31415926535897932384626433832795"))
    }

    /// Γ(2.5) at 30,000 bits takes a minute: a stop a few polls in kills the child, which is
    /// reaped (no zombie under /proc), and the call throws the test's message.
    @Test func stopKillsAndReapsTheChild() throws {
        let argument = MPFRFloat.make(bits: 64) { mpfr_set_d($0, 2.5, MPFR_RNDN) }.0
        let result = MPFRFloat(bits: 30_000)
        var job = calc_job()
        job.kind = CALC_JOB_FR_UNARY
        job.fr_unary = { mpfr_gamma($0, $1, MPFR_RNDN) }
        job.fr_a = argument.x
        job.fr_result = result.x
        var pid: Int32 = 0
        #expect(throws: NumberError.stopped("stopped by the test")) {
            try LongCall.runInChild(&job, test: StopLater(after: 3)) { pid = $0 }
        }
        #expect(pid > 0)
        #expect(access("/proc/\(pid)", 0) != 0, "the child \(pid) is still there")
        var status: Int32 = 0
        #expect(waitpid(pid, &status, 0) == -1, "the child \(pid) was not reaped")
    }

    @Test func aStopBeforeTheCallStartsNone() {
        #expect(throws: NumberError.stopped("stopped by the test")) {
            try StopCheck.with(StopLater(after: 0)) { () throws(NumberError) in try GMPInteger.factorial(300_000) }
        }
    }

    /// The live preview's way: a long call is refused before it starts, a short one runs.
    @Test func aRefusingTestStartsNoLongCall() throws {
        #expect(throws: NumberError.stopped("refused by the test")) {
            try StopCheck.with(Refuse()) { () throws(NumberError) in try GMPInteger.factorial(300_000) }
        }
        let small = try StopCheck.with(Refuse()) { () throws(NumberError) in try GMPInteger.factorial(1_000) }
        #expect(small.bitWidth == 8_530)
        let value = try GMPInteger.factorial(100_000)
        #expect(StopCheck.conversions(Refuse()) { value.digits() } == nil)
        #expect(StopCheck.conversions(Refuse()) { GMPInteger(12345).digits() } == "12345")
    }

    /// Every factor 10 of 10^700000·3 (2.3 million bits) removed in a child, as here; refused,
    /// the stand-in is the value itself with none removed.
    @Test func removalInAChildIsTheRemovalHere() {
        let value = GMPInteger.power(10, 700_000) * GMPInteger(3)
        let here = value.removing(GMPInteger(10))
        let (child, givenUp) = StopCheck.statement(GoOn()) { value.removing(GMPInteger(10)) }
        #expect(givenUp == nil)
        #expect(GMPInteger.compare(here.0, child.0) == 0 && GMPInteger.compare(here.0, GMPInteger(3)) == 0)
        #expect(here.1 == 700_000 && child.1 == 700_000)
        let (refused, reason) = StopCheck.statement(Refuse()) { value.removing(GMPInteger(10)) }
        #expect(refused.1 == 0 && GMPInteger.compare(refused.0, value) == 0 && reason == "refused by the test")
    }

    /// A square root of 4.6 million bits in a child, exact and not, as here; refused, nil.
    @Test func rootInAChildIsTheRootHere() {
        let root = GMPInteger.power(3, 1_450_000)
        let square = root * root
        let (exact, givenUp) = StopCheck.statement(GoOn()) { square.exactRoot(2) }
        #expect(givenUp == nil && exact.map { GMPInteger.compare($0, root) == 0 } == true)
        #expect(square.exactRoot(2).map { GMPInteger.compare($0, root) == 0 } == true)
        let (inexact, _) = StopCheck.statement(GoOn()) { (square + GMPInteger(1)).exactRoot(2) }
        #expect(inexact == nil)
        let (refused, reason) = StopCheck.statement(Refuse()) { square.exactRoot(2) }
        #expect(refused == nil && reason == "refused by the test")
    }

    /// A call whose caller cannot throw gives up for a stand-in and says why: a gcd refused is 1,
    /// and the statement around it is told.
    @Test func aGcdRefusedGivesUpForOne() {
        let (a, b) = (GMPInteger.power(3, 300_000) * GMPInteger(5), GMPInteger.power(7, 150_000) * GMPInteger(5))
        let (gcd, givenUp) = StopCheck.statement(Refuse()) { GMPInteger.gcd(a, b) }
        #expect(GMPInteger.compare(gcd, GMPInteger(1)) == 0)
        #expect(givenUp == "refused by the test")
        #expect(GMPInteger.compare(GMPInteger.gcd(a, b), GMPInteger(5)) == 0)
    }

    /// Without a stop test (the library used directly), every call runs in this process.
    @Test func noTestRunsHere() throws {
        #expect(StopCheck.current == nil)
        #expect(try GMPInteger.factorial(300_000).bitWidth > 4_000_000)
    }
}
