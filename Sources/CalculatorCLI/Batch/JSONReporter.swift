import CalculatorKit

/// `--format json`: JSON Lines on stdout, one object per statement, errors included, so a
/// program can read every outcome from one stream. Nothing goes to stderr but I/O failures.
/// A line stops at its first error: the statements after it are not run and have no object.
///
/// Every object has `file`, `line` and `input` (the statement's text); then one of:
/// - an expression: `"value":4,"text":"4"`; after a conversion `text` is its text
///   (`255 to hex`: `"value":255,"text":"0xff"`);
/// - a quantity adds `"unit":"m/s"` and `"dimension":{"length":1,"time":-1}`, its `value` the
///   magnitude in that unit, which `to` converted (`60 mph to m/s`:
///   `"value":26.8224,"text":"26.8224 m/s"`; after a sum of units, `5 m to ft+inch`, the
///   quantity in its first unit, `"value":16.404…,"unit":"ft"`, and the sum as `text`);
/// - an assignment: `"name":"x","value":3,"text":"3"`, its `text` in the assignment's
///   presentation (`x = 255 to hex`: `"text":"0xff"`);
/// - a complex number: `"value":null,"text":"3 + 4i","re":3,"im":4`;
/// - a list: `"value"` an array of its elements, numbers, or objects for a quantity
///   (`{"value":100,"unit":"cm","dimension":{"length":1}}`) and a complex number
///   (`{"re":1,"im":2}`): `[1 m, 2 ft] to cm` is `"value":[{"value":100,…},{"value":60.96,…}]`;
/// - a date: `"value"` plain ISO 8601 (`"2024-02-29"`, `"2024-03-10T03:00:00-04:00"`), `"text"`
///   the display, `"type"` (`date`, `datetime`, `zoned`), and for a zoned value `"zone"` (its
///   name, `UTC` or the offset) and `"unix"` (its Unix time in seconds);
/// - a definition: `"name":"f","signature":"f(x)"`;
/// - either of those two with `"note"` when a name changed kind (a function became a variable);
/// - always `"notes"`, the notes on contested readings (`6/2(1+2)`, `100 + 10%`), each
///   `{"message":…,"span":{"line":…,"column":…}}`; empty for most statements, and with `--no-notes`;
/// - an error: `"error":{"line":3,"column":5,"kind":"arithmetic","message":"division by zero"}`
///   with `"note"` when there is one.
///
/// `value` is the nearest `Double` at full precision, or `null` for nan and ±inf (JSON has no
/// such numbers) and past `Double`'s range; `text` is the value as calc displays it (`"nan"`,
/// `"-inf"`, `"0.333333333333333"`); `exact`, for a value that keeps its exactness (exact
/// arithmetic's), whether `text` is its exact value.
final class JSONReporter: BatchReporter {
    private let view: StatementView
    private let console: Console

    init(format: ValueFormat, console: Console) {
        view = StatementView(format)
        self.console = console
    }

    func report(_ statement: StatementResult, line: String, at location: LineLocation) -> Bool {
        emit(
            input: statement.input(in: line), statement.outcome, presentation: statement.presentation,
            notes: statement.notes, at: location)
        return statement.error == nil
    }

    func report(invalid error: CalculatorError, line: String, at location: LineLocation) -> Bool {
        emit(input: line, .failure(error), at: location)
        return false
    }

    private func emit(
        input: String, _ outcome: Result<StatementResult.Outcome, CalculatorError>, presentation: Presentation = .plain,
        notes: [Note] = [], at location: LineLocation
    ) {
        var object = JSONWriter()
        object.add("file", location.sourceName)
        object.add("line", location.line)
        object.add("input", input)
        switch outcome {
        case .success(.value(let value)):
            addValue(value, in: presentation, to: &object)
        case .success(.assignment(let name, let value)):
            object.add("name", name)
            addValue(value, in: presentation, to: &object)
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
        if let redefinition = notes.first(where: { $0.kind == .redefinition }) {
            object.add("note", redefinition.message)
        }
        object.add("notes", readingNotes(notes, at: location))
        console.write(object.closed)
        console.write("\n")
    }

    /// `"notes"`: the notes on readings and on decisions taken at the refinement cap, each `{"message":…,"span":{"line":…,"column":…}}`, the
    /// span placed as an error's is.
    private func readingNotes(_ notes: [Note], at location: LineLocation) -> [JSONWriter] {
        var array: [JSONWriter] = []
        for note in notes where note.kind != .redefinition {
            var span = JSONWriter()
            span.add("line", location.line + note.range.line - 1)
            span.add("column", note.range.column)
            var object = JSONWriter()
            object.add("message", note.message)
            object.add("span", span)
            array.append(object)
        }
        return array
    }

    /// `"value"` (the nearest `Double`; null past its range), `"text"` (every digit shown), and
    /// for a value that keeps its exactness `"exact"`: whether the text is the exact value.
    private func addValue(_ value: Value, in presentation: Presentation = .plain, to object: inout JSONWriter) {
        let (text, isExact) = view.value(value, in: presentation)
        // A list: `value` is an array of its elements, each a number, or an object for a
        // quantity (`{"value":100,"unit":"cm"}`) and a complex number (`{"re":1,"im":2}`).
        if let elements = value.elements {
            object.add("value", array: elements.map(element))
            object.add("text", text)
            if let isExact { object.add("exact", isExact) }
            return
        }
        if let date = value.dateTime {
            addDate(date, text: text, to: &object)
            return
        }
        object.add("value", Double(view.format.magnitude(of: value).magnitude))  // null when infinite
        object.add("text", text)
        if let isExact { object.add("exact", isExact) }
        addParts(of: value, to: &object)
        addUnit(of: value, to: &object)
    }

    /// A date's `value` (ISO 8601, no `@`), `text`, `type`, and a zoned value's `zone` and `unix`.
    private func addDate(_ date: DateTime, text: String, to object: inout JSONWriter) {
        object.add("value", date.isoText())
        object.add("text", text)
        object.add("type", date.kind.rawValue)
        if let zone = date.zone {
            object.add("zone", zone.name)
            // Whole seconds as an integer; a fraction (`@0.5`) as the nearest Double.
            if let unix = date.unixTime {
                if let whole = date.unixSeconds, unix.isInteger {
                    object.add("unix", whole)
                } else {
                    object.add("unix", Double(unix))
                }
            }
        }
    }

    /// A list's element as a JSON value.
    private func element(_ value: Value) -> String {
        if let date = value.dateTime {
            var text = ""
            JSONWriter.appendString(date.isoText(), to: &text)
            return text
        }
        if value.complex == nil && value.quantity == nil { return JSONWriter.number(Double(value)) }
        var object = JSONWriter()
        if value.quantity != nil { object.add("value", Double(view.format.magnitude(of: value).magnitude)) }
        addParts(of: value, to: &object)
        addUnit(of: value, to: &object)
        return object.closed
    }

    /// A complex number's parts, `re` and `im`: its `value` is null (it is no JSON number). A
    /// part the text leaves out, its digits meaningless after the inputs' rounding (`exp(i*pi/2)`
    /// is `i`), is 0 here too.
    private func addParts(of value: Value, to object: inout JSONWriter) {
        if let complex = value.complex {
            for (key, part) in [("re", complex.real), ("im", complex.imaginary)] {
                let shown = view.format.string(forNumber: part)
                object.add(key, shown == "0" || shown == "-0" ? 0 : Double(part))
            }
        }
    }

    /// A quantity's `unit` and `dimension`.
    private func addUnit(of value: Value, to object: inout JSONWriter) {
        if let unit = view.format.magnitude(of: value).unit, let quantity = value.quantity {
            object.add("unit", unit)
            var dimension = JSONWriter()
            for term in quantity.dimensionExponents {
                if term.denominator == 1 {
                    dimension.add(term.name, term.numerator)
                } else {
                    dimension.add(term.name, Double(term.numerator) / Double(term.denominator))
                }
            }
            object.add("dimension", dimension)
        }
    }
}
