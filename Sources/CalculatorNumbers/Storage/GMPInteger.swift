import CChildCall
import CGMP

/// An arbitrary-size integer: one GMP `mpz`, owned and cleared by this object.
///
/// Immutable once built: every operation returns a new object, so a `Number` holding a reference
/// keeps value semantics and can be shared between threads.
final class GMPInteger: @unchecked Sendable {
    let z: UnsafeMutablePointer<__mpz_struct>

    init() {
        z = .allocate(capacity: 1)
        cgmp_z_init(z)
    }

    convenience init(_ value: Int64) {
        self.init()
        cgmp_z_set_si(z, Int(value))
    }

    convenience init(_ value: Int) {
        self.init()
        cgmp_z_set_si(z, value)
    }

    /// `digits` in `radix` (2…36), no sign, no prefix; nil when a character is not a digit.
    convenience init?(digits: String, radix: Int) {
        self.init()
        let status = digits.withCString { cgmp_z_set_str(z, $0, Int32(radix)) }
        if status != 0 { return nil }
    }

    deinit {
        cgmp_z_clear(z)
        z.deallocate()
    }

    /// Builds a result in a fresh value.
    static func make(_ body: (UnsafeMutablePointer<__mpz_struct>) -> Void) -> GMPInteger {
        let result = GMPInteger()
        body(result.z)
        return result
    }

    var sign: Int { Int(cgmp_z_sgn(z)) }
    var isOdd: Bool { cgmp_z_odd(z) != 0 }
    /// Bits of the magnitude, 0 for 0.
    var bitWidth: Int { cgmp_z_bits(z) }

    /// log2 of the magnitude, to a double's precision; −∞ for 0. What size estimates reckon with:
    /// ``bitWidth`` is off by up to one bit, a digit's worth near the size limit.
    var magnitudeLog2: Double {
        guard sign != 0 else { return -.infinity }
        var exponent = 0
        let fraction = cgmp_z_get_d_2exp(&exponent, z)
        return Double(exponent) + binaryLog(Swift.abs(fraction))
    }

    /// The value, when it fits in an `Int64` other than `Int64.min` (kept out so negation is safe).
    var int64: Int64? {
        guard cgmp_z_fits_slong(z) != 0 else { return nil }
        let value = cgmp_z_get_si(z)
        return value == Int.min ? nil : Int64(value)
    }

    /// The digits in `radix` (2…36), lower case, with a leading `-` when negative. Every digit
    /// of a 10,000,000-digit number takes a second or more: such a conversion runs as
    /// ``LongCall`` runs a long call, and is empty when it was stopped
    /// (``StopCheck/conversions(_:_:)`` says so).
    func digits(radix: Int = 10) -> String {
        let cost = LongCall.Cost.digits(bits: bitWidth)
        if cost != .short {
            var job = calc_job()
            job.kind = CALC_JOB_Z_DIGITS
            job.z_a = z
            job.base = Int32(radix)
            defer { withExtendedLifetime(self) {} }
            return StopCheck.text(of: &job, cost: cost)
        }
        let capacity = cgmp_z_sizeinbase(z, Int32(radix)) + 2
        var buffer = [CChar](repeating: 0, count: capacity)
        buffer.withUnsafeMutableBufferPointer { _ = cgmp_z_get_str($0.baseAddress, Int32(radix), z) }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func compare(_ a: GMPInteger, _ b: GMPInteger) -> Int { Int(cgmp_z_cmp(a.z, b.z)) }

    static func + (a: GMPInteger, b: GMPInteger) -> GMPInteger { make { cgmp_z_add($0, a.z, b.z) } }
    static func - (a: GMPInteger, b: GMPInteger) -> GMPInteger { make { cgmp_z_sub($0, a.z, b.z) } }
    static func * (a: GMPInteger, b: GMPInteger) -> GMPInteger { make { cgmp_z_mul($0, a.z, b.z) } }
    static prefix func - (a: GMPInteger) -> GMPInteger { make { cgmp_z_neg($0, a.z) } }
    var magnitude: GMPInteger { sign >= 0 ? self : -self }

    /// Quotient rounded towards zero.
    func truncatingDivided(by b: GMPInteger) -> GMPInteger { Self.make { cgmp_z_tdiv_q($0, z, b.z) } }
    /// Quotient rounded towards −∞.
    func flooringDivided(by b: GMPInteger) -> GMPInteger { Self.make { cgmp_z_fdiv_q($0, z, b.z) } }
    /// Quotient rounded towards +∞.
    func ceilingDivided(by b: GMPInteger) -> GMPInteger { Self.make { cgmp_z_cdiv_q($0, z, b.z) } }
    /// Quotient of a division known to be exact (faster than the general one).
    func exactlyDivided(by b: GMPInteger) -> GMPInteger { Self.make { cgmp_z_divexact($0, z, b.z) } }
    func isDivisible(by b: GMPInteger) -> Bool { cgmp_z_divisible(z, b.z) != 0 }

    /// Quotient towards zero and remainder with the dividend's sign.
    func quotientAndRemainder(dividingBy b: GMPInteger) -> (GMPInteger, GMPInteger) {
        let (q, r) = (GMPInteger(), GMPInteger())
        cgmp_z_tdiv_qr(q.z, r.z, z, b.z)
        return (q, r)
    }

    /// The greatest common divisor: what keeps every fraction in lowest terms, and seconds of
    /// GMP for two numbers of millions of bits (`3^(2*10^7) / 7^(5*10^6)`), so it runs as
    /// ``LongCall`` runs a long call. Its callers cannot throw: stopped, it gives up for the
    /// stand-in 1 (a fraction left unreduced) and notes the stop, and the statement fails with
    /// it (``StopCheck/statement(_:_:)``).
    static func gcd(_ a: GMPInteger, _ b: GMPInteger) -> GMPInteger {
        let cost = LongCall.Cost.gcd(bits: Swift.min(a.bitWidth, b.bitWidth))
        guard cost != .short else { return make { cgmp_z_gcd($0, a.z, b.z) } }
        var job = calc_job()
        job.kind = CALC_JOB_Z_GCD
        job.z_a = a.z
        job.z_b = b.z
        defer { withExtendedLifetime((a, b)) {} }
        do throws(NumberError) {
            return try run(&job, cost: cost)
        } catch {
            StopCheck.giveUp(error)
            return GMPInteger(1)
        }
    }
    static func lcm(_ a: GMPInteger, _ b: GMPInteger) -> GMPInteger { make { cgmp_z_lcm($0, a.z, b.z) } }

    /// Callers check the result's size first: GMP aborts the process on a size overflow.
    func power(_ exponent: UInt) -> GMPInteger { Self.make { cgmp_z_pow_ui($0, z, exponent) } }
    static func power(_ base: UInt, _ exponent: UInt) -> GMPInteger { make { cgmp_z_ui_pow_ui($0, base, exponent) } }
    /// n!, run as ``LongCall`` runs a call of its cost: a child process that a stop kills when
    /// the result has millions of bits.
    static func factorial(_ n: UInt) throws(NumberError) -> GMPInteger {
        var job = calc_job()
        job.kind = CALC_JOB_Z_FACTORIAL
        job.u_a = n
        let bits = Double(n) * binaryLog(Double(Swift.max(n, 2)))
        return try run(&job, cost: .integer(bits: bits))
    }

    /// This value choose k, as ``factorial(_:)`` runs n!: C(10^7, 5·10^6) takes seconds.
    func choose(_ k: UInt) throws(NumberError) -> GMPInteger {
        var job = calc_job()
        job.kind = CALC_JOB_Z_BINOMIAL
        job.z_a = z
        job.u_a = k
        // k·log2 n (n^k): more than the result's size, about as much more as GMP's binomial
        // is slower than its factorial, so an estimate of the work.
        let bits = Double(k) * Swift.max(1, magnitudeLog2)
        defer { withExtendedLifetime(self) {} }
        return try Self.run(&job, cost: .integer(bits: bits))
    }

    private static func run(_ job: inout calc_job, cost: LongCall.Cost) throws(NumberError) -> GMPInteger {
        let result = GMPInteger()
        job.z_result = result.z
        try LongCall.run(&job, cost: cost)
        return result
    }

    /// The `n`th root when it is exact (for a non-negative value, or odd `n`): half a second for
    /// √(3^(2*10^7)), so run as ``gcd(_:_:)`` runs, its stand-in nil (not exact: the caller goes
    /// on to an approximation, which a stop ends).
    func exactRoot(_ n: UInt) -> GMPInteger? {
        let cost = LongCall.Cost.root(bits: bitWidth)
        guard cost != .short else {
            let result = GMPInteger()
            return cgmp_z_root(result.z, z, n) != 0 ? result : nil
        }
        var job = calc_job()
        job.kind = CALC_JOB_Z_ROOT
        job.z_a = z
        job.u_a = n
        defer { withExtendedLifetime(self) {} }
        do throws(NumberError) {
            let result = try Self.run(&job, cost: cost)
            return job.ternary != 0 ? result : nil
        } catch {
            StopCheck.giveUp(error)
            return nil
        }
    }

    /// The value without its factors `factor`, and how many there were: seconds for every 10
    /// of 10^9999999, so run as ``gcd(_:_:)`` runs, its stand-in the value itself with none.
    func removing(_ factor: GMPInteger) -> (GMPInteger, Int) {
        let cost = LongCall.Cost.removal(bits: bitWidth)
        guard cost != .short else {
            let result = GMPInteger()
            let count = cgmp_z_remove(result.z, z, factor.z)
            return (result, Int(count))
        }
        var job = calc_job()
        job.kind = CALC_JOB_Z_REMOVE
        job.z_a = z
        job.z_b = factor.z
        defer { withExtendedLifetime((self, factor)) {} }
        do throws(NumberError) {
            let result = try Self.run(&job, cost: cost)
            return (result, Int(job.ternary))
        } catch {
            StopCheck.giveUp(error)
            return (self, 0)
        }
    }

    static func & (a: GMPInteger, b: GMPInteger) -> GMPInteger { make { cgmp_z_and($0, a.z, b.z) } }
    static func | (a: GMPInteger, b: GMPInteger) -> GMPInteger { make { cgmp_z_ior($0, a.z, b.z) } }
    static func ^ (a: GMPInteger, b: GMPInteger) -> GMPInteger { make { cgmp_z_xor($0, a.z, b.z) } }
    static prefix func ~ (a: GMPInteger) -> GMPInteger { make { cgmp_z_com($0, a.z) } }
    func shiftedLeft(_ count: UInt) -> GMPInteger { Self.make { cgmp_z_mul_2exp($0, z, count) } }
    /// Shifted right, rounding towards −∞ (as two's complement does).
    func shiftedRight(_ count: UInt) -> GMPInteger { Self.make { cgmp_z_fdiv_q_2exp($0, z, count) } }
}
