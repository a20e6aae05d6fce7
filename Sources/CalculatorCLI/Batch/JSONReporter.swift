import CalculatorKit

/// `--format json`: JSON Lines on stdout, one object per statement, errors included, so a
/// program can read every outcome from one stream. Nothing goes to stderr but I/O failures.
///
/// Every object has `file`, `line` and `input` (the statement's text); then one of:
/// - an expression: `"value":4,"text":"4"`; after a conversion `text` is its text
///   (`255 to hex`: `"value":255,"text":"0xff"`);
/// - an assignment: `"name":"x","value":3,"text":"3"`;
/// - a definition: `"name":"f","signature":"f(x)"`;
/// - either of those two with `"note"` when a name changed kind (a function became a variable);
/// - an error: `"error":{"line":3,"column":5,"kind":"arithmetic","message":"division by zero"}`
///   with `"note"` when there is one.
///
/// `value` is the number at full precision, or `null` for nan and ±inf (JSON has no such
/// numbers); `text` is the value as calc displays it (`"nan"`, `"-inf"`, `"0.333333333333333"`).
final class JSONReporter: BatchReporter {
    private let format: NumberFormat
    private let console: Console

    init(format: NumberFormat, console: Console) {
        self.format = format
        self.console = console
    }

    func report(_ statement: StatementResult, line: String, at location: LineLocation) -> Bool {
        emit(
            input: statement.input(in: line), statement.outcome, number: statement.number,
            converted: statement.conversion.flatMap { format in statement.convertedText.map { (format, $0) } },
            note: statement.note, at: location)
        return statement.error == nil
    }

    func report(invalid error: CalculatorError, line: String, at location: LineLocation) -> Bool {
        emit(input: line, .failure(error), at: location)
        return false
    }

    private func emit(
        input: String, _ outcome: Result<StatementResult.Outcome, CalculatorError>, number: Number? = nil,
        converted: (format: OutputFormat, text: String)? = nil, note: String? = nil, at location: LineLocation
    ) {
        var object = JSONWriter()
        object.add("file", location.sourceName)
        object.add("line", location.line)
        object.add("input", input)
        switch outcome {
        case .success(.value(let value)):
            addValue(value, number, converted: converted, to: &object)
        case .success(.assignment(let name, let value)):
            object.add("name", name)
            addValue(value, number, to: &object)
        case .success(.definition(let name, let signature)):
            object.add("name", name)
            object.add("signature", signature)
        case .failure(let error):
            var details = JSONWriter()
            details.add("line", location.line + error.range.line - 1)
            details.add("column", error.range.column)
            details.add("kind", error.kind.rawValue)
            details.add("message", error.message)
            if let note = error.note { details.add("note", note) }
            object.add("error", details)
        }
        if let note { object.add("note", note) }
        console.write(object.closed)
        console.write("\n")
    }

    /// `"value"` (the nearest `Double`; null past its range in exact arithmetic), `"text"` (every
    /// digit shown), and in exact arithmetic `"exact"`: whether the text is the exact value.
    private func addValue(
        _ value: Double, _ number: Number?, converted: (format: OutputFormat, text: String)? = nil,
        to object: inout JSONWriter
    ) {
        if let number {
            object.add("value", value)  // null when infinite
            object.add("text", converted?.text ?? format.string(forNumber: number))
            object.add("exact", format.isExact(number, as: converted?.format))
        } else {
            object.add("value", value)
            object.add("text", converted?.text ?? format.string(for: value))
        }
    }
}
