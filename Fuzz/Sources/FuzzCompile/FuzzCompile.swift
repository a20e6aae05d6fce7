import CalculatorKit
import FuzzSupport

/// A brain with a variable and functions to capture, so that compiling sees both known and free
/// names. Compiling does not change it.
nonisolated(unsafe) private let brain = withoutLeakChecks { CalculatorBrain() }

/// Called once by libFuzzer before any input: sets up the brain outside the leak checks.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutableRawPointer, _ argv: UnsafeMutableRawPointer) -> CInt {
    withoutLeakChecks {
        let results = brain.execute("k = 2.5; sq(t) = t^2; hyp(a, b) = sqrt(a^2 + b^2)")
        precondition(results.allSatisfy { $0.error == nil }, "the fuzzer's prelude must run")
    }
    return 0
}

/// libFuzzer's entry point: compiles the bytes as one expression and, when that succeeds,
/// evaluates it once with its free variables bound to small values. Errors are rendered too,
/// since rendering slices the source at the error's range.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let expression = try brain.compile(source)
        let arguments = expression.variableNames.indices.map { Double($0) + 0.5 }
        _ = expression.evaluate(arguments)
    } catch {
        _ = error.rendered(source: source, sourceName: "fuzz", firstLine: 1)
    }
    return 0
}
