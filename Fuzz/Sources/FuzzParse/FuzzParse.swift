import CalculatorKit
import FuzzSupport

/// One brain for every input: parsing does not change it.
nonisolated(unsafe) private let brain = withoutLeakChecks { CalculatorBrain() }

/// Called once by libFuzzer before any input: sets up the brain outside the leak checks.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutableRawPointer, _ argv: UnsafeMutableRawPointer) -> CInt {
    withoutLeakChecks { _ = brain.parseTree("1") }
    return 0
}

/// libFuzzer's entry point: tokenizes and parses the bytes as calc source, every statement
/// printed as an S-expression (which walks the whole tree). Any crash, trap or sanitizer report
/// is a bug; errors are the expected answer to most inputs.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let trees = brain.parseTree(source)
    // Every statement is either a tree or an error, never empty text.
    precondition(trees.allSatisfy { !$0.isEmpty }, "an empty parse tree for \(source.debugDescription)")
    return 0
}
