import CalculatorKit

/// Evaluates non-interactive input: `-e` expressions, files and standard input, one result a
/// line on standard output, diagnostics on standard error.
public final class BatchController {
    private let brain: CalculatorBrain
    private let settings: Settings
    private var output = OutputStream.standardOutput
    private var errors = OutputStream.standardError

    public init(brain: CalculatorBrain, settings: Settings) {
        self.brain = brain
        self.settings = settings
    }

    /// Runs every input in order with one shared state; returns the exit status.
    public func run() -> Int32 {
        var status = ExitStatus.success
        for input in settings.inputs {
            switch input {
            case .expression(let source):
                if !evaluate(source, sourceName: "<expr>", line: 1) { status = ExitStatus.failure }
            case .file:
                break
            }
            if status != ExitStatus.success && settings.failFast { break }
        }
        output.flush()
        errors.flush()
        return status
    }

    /// Evaluates one line; returns false when a statement failed.
    private func evaluate(_ source: String, sourceName: String, line: Int) -> Bool {
        var succeeded = true
        for statement in brain.execute(source) {
            switch statement.outcome {
            case .success(.value(let value)):
                output.write(brain.format(value))
                output.write("\n")
            case .success:
                break
            case .failure(let error):
                succeeded = false
                errors.write(error.rendered(source: source, sourceName: sourceName, firstLine: line))
            }
        }
        return succeeded
    }
}
