import CalculatorKit
import FuzzSupport

/// The state every input starts from: variables and user functions it can use. Each input runs
/// on a new brain restored to it, so that one input's assignments do not change what the next
/// one means (a crash must reproduce alone), without parsing this prelude every time.
nonisolated(unsafe) private var prelude = CalculatorState()

/// Called once by libFuzzer before any input.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutableRawPointer, _ argv: UnsafeMutableRawPointer) -> CInt {
    withoutLeakChecks {
        let brain = CalculatorBrain()
        let results = brain.execute(
            """
            x = 3; y = -0.5; big = 1e300; tiny = 5e-324
            sq(t) = t^2
            hyp(a, b) = sqrt(a^2 + b^2)
            pick(c, a, b) = c * a + (1 - c) * b
            fact2(n) = if(n < 2, 1, n * fact2(n - 2))
            """)
        precondition(results.allSatisfy { $0.error == nil }, "the fuzzer's prelude must run")
        prelude = brain.state
    }
    return 0
}

/// libFuzzer's entry point. The first byte chooses the options — bit 0 degrees, bit 1 IEEE
/// arithmetic, bit 2 exact arithmetic (over bit 1), the high bits a precision (up to 32 digits,
/// more than a Double has) — and the rest is calc source, run statement by
/// statement with `execute`, each result formatted and each error rendered, as the CLI does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let flags = data[0]
    let options = CalculatorOptions(
        angleUnit: flags & 1 == 0 ? .radians : .degrees,
        arithmetic: flags & 4 != 0 ? .exact : flags & 2 == 0 ? .checked : .ieee,
        precision: Int(flags >> 3) + 1)
    let brain = CalculatorBrain(options: options)
    brain.restore(prelude, value: nil)
    let source = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    for result in brain.execute(source) {
        switch result.outcome {
        case .success(.value(let value)), .success(.assignment(_, let value)):
            _ = brain.format(Double(value))
            _ = ValueFormat(options).text(of: value, as: result.conversion)
        case .success(.definition): break
        case .failure(let error): _ = error.rendered(source: source, sourceName: "fuzz", firstLine: 1)
        }
    }
    return 0
}
