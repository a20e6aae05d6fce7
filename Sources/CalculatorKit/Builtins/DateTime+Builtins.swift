import CalculatorNumbers

/// The arithmetic of dates, the file ``Value/apply(_:_:at:)`` hands an operation with a date
/// among its operands. `+` and `-` of a quantity of time: whole `month`s and `year`s (and
/// `decade`, `century`) move the calendar month, clamped to its end; whole `d`s and `week`s
/// (`fortnight`) the calendar day, a zoned value keeping its wall clock; anything else of time
/// (`h`, `min`, `s`, `1.5 d`) is elapsed time. A date less a date is whole days, a date-time
/// less a date-time elapsed seconds; comparisons within a kind, zoned values as instants.
extension DateTime {
    static func apply(_ operation: ValueOperation, _ operands: [Value], at site: OperationSite) throws(Failure)
        -> Value
    {
        let symbol = operation.symbol
        switch operation.builtin {
        case .plus?:
            return operands[0]
        case .add? where operands.count == 2:
            if case .date(let date) = operands[0] { return try moved(date, by: operands[1], sign: 1, at: site, 1) }
            if case .date(let date) = operands[1] { return try moved(date, by: operands[0], sign: 1, at: site, 0) }
        case .subtract? where operands.count == 2:
            guard case .date(let date) = operands[0] else { break }
            if case .date(let other) = operands[1] { return try difference(date, other, at: site) }
            return try moved(date, by: operands[1], sign: -1, at: site, 1)
        case .equal?, .notEqual?, .less?, .lessEqual?, .greater?, .greaterEqual?:
            guard case .date(let a) = operands[0], case .date(let b) = operands[1] else {
                throw atOperand(
                    .dateOperation("\(symbol) compares a date with a date", at: site.operatorSpan),
                    operands.firstIndex { $0.dateTime == nil })
            }
            try checkSameKind(a, b, symbol: symbol, at: site)
            let order = a.compared(to: b)
            let holds: Bool =
                switch operation.builtin! {
                case .equal: order == 0
                case .notEqual: order != 0
                case .less: order < 0
                case .lessEqual: order <= 0
                case .greater: order > 0
                default: order >= 0
                }
            return .number(Number(holds ? 1 : 0))
        default:
            break
        }
        throw Failure.dateOperation(
            "\(symbol) takes no date", at: site.operatorSpan,
            note: "a date takes + and − of a time (1 month, 3 d, 2 h), − of a date, and comparisons")
    }

    /// `failure` pointed at operand `index`, when there is one.
    private static func atOperand(_ failure: Failure, _ index: Int?) -> Failure {
        var failure = failure
        failure.operand = index
        return failure
    }

    /// `date` moved by `step` (a quantity of time) forward (`sign` 1) or back.
    private static func moved(_ date: DateTime, by step: Value, sign: Int, at site: OperationSite, _ index: Int)
        throws(Failure) -> Value
    {
        guard case .quantity(let quantity) = step, quantity.dimension == CalendarUnits.shared.second.dimension else {
            let written = ValueFormat().string(for: step)
            let note =
                step.dateTime != nil
                ? "a date less a date is the time between them; a date plus a date means nothing"
                : step.plainNumber != nil ? "write a unit of time: \(written) d, \(written) h" : nil
            throw atOperand(
                .dateOperation(
                    "\(sign > 0 ? "+" : "-") takes a date and a time, not \(step.kindName)", at: site.operatorSpan,
                    note: note),
                index)
        }
        let result: DateTime?
        switch try CalendarUnits.shared.step(of: quantity, at: site) {
        case .months(let count):
            let moved = date.adding(months: sign * count)
            result = moved?.value
            if let moved {
                if moved.clamped {
                    ValueNotes.record(.monthEndClamped, on: date, Failure.clampedNote(date, moved.value), at: site.span)
                }
                DateTime.noteReading(moved.reading, of: moved.value, wall: moved.wall, at: site.span)
            }
        case .days(let count):
            let moved = date.adding(days: sign * count)
            result = moved?.value
            if let moved { DateTime.noteReading(moved.reading, of: moved.value, wall: moved.wall, at: site.span) }
        case .seconds(let seconds):
            let signed = sign > 0 ? seconds : (try? Number.difference(Number(0), seconds, precision: 30)) ?? seconds
            result = date.adding(seconds: signed)
        }
        guard let result else { throw Failure.dateOutOfRange(at: site.span) }
        return .date(result)
    }

    /// `a − b`: whole days between dates, elapsed seconds between date-times of one kind.
    private static func difference(_ a: DateTime, _ b: DateTime, at site: OperationSite) throws(Failure) -> Value {
        try checkSameKind(a, b, symbol: "-", at: site)
        let seconds = a.seconds(since: b)
        if a.kind == .date {
            let days = (a.wall - b.wall) / CivilCalendar.secondsPerDay
            return .quantity(Quantity(Number(days), CalendarUnits.shared.day))
        }
        let elapsed = Value.quantity(Quantity(seconds, CalendarUnits.shared.second))
        // Shown as `1 d + 3 h + 30 min` (zero parts left out); `ans` keeps the seconds.
        if !seconds.isZero { ValueNotes.show(elapsed, as: CalendarUnits.shared.elapsedSum) }
        return elapsed
    }

    /// An error unless `a` and `b` are of one kind (a date with a date, a zoned value with a zoned one).
    private static func checkSameKind(_ a: DateTime, _ b: DateTime, symbol: String, at site: OperationSite)
        throws(Failure)
    {
        guard a.kind != b.kind else { return }
        let note =
            a.kind == .zoned || b.kind == .zoned
            ? "give both a zone: write the local one with [Zone/Name] or Z, or convert the other with to local"
            : "make both date-times: @2024-01-01 is @2024-01-01T00:00"
        throw Failure.dateOperation(
            "\(symbol) takes two values of one kind, not \(a.kindName) and \(b.kindName)", at: site.operatorSpan,
            note: note)
    }
}

/// The units of time a date reads by the calendar, found once on a date's first step.
struct CalendarUnits: Sendable {
    enum Step { case months(Int), days(Int), seconds(Number) }

    let second: UnitProduct
    let day: UnitProduct
    /// `d+h+min+s`, how a date-time difference is shown.
    let elapsedSum: [UnitProduct]
    /// The factors of units counted in calendar months, and how many months each is.
    let monthUnits: [(UnitFactor, Int)]
    /// The factors of units counted in calendar days, and how many days each is.
    let dayUnits: [(UnitFactor, Int)]

    /// More months or days than any two dates of years 0001–9999 are apart: past it a step is
    /// out of the years, and its product cannot overflow.
    static let largestCount = 10_000_000

    static let shared: CalendarUnits = {
        let table = UnitTable.standard
        func unit(_ name: String) -> UnitProduct { UnitProduct.unit(name, in: table)! }
        return CalendarUnits(
            second: unit("s"), day: unit("d"), elapsedSum: ["d", "h", "min", "s"].map(unit),
            monthUnits: [("month", 1), ("year", 12), ("decade", 120), ("century", 1200)].map { (unit($0).factor, $1) },
            dayUnits: [("d", 1), ("week", 7), ("fortnight", 14)].map { (unit($0).factor, $1) })
    }()

    /// How a quantity of time moves a date: a whole number of a calendar unit as written is
    /// calendar months or days; a fraction of a day unit, or any other unit, elapsed seconds.
    func step(of quantity: Quantity, at site: OperationSite) throws(Failure) -> Step {
        let factors = quantity.unit.factors
        if factors.count == 1, factors[0].exponent == .one {
            let factor = quantity.unit.factor
            if let months = monthUnits.first(where: { $0.0 == factor })?.1 {
                guard let count = quantity.magnitude.exactInt else {
                    throw Failure.dateOperation(
                        "calendar months are whole: \(ValueFormat().string(for: .quantity(quantity)))",
                        at: site.span, note: "write whole months and days, as in 1 month + 15 d")
                }
                guard abs(count) <= Self.largestCount else { throw Failure.dateOutOfRange(at: site.span) }
                return .months(count * months)
            }
            if let days = dayUnits.first(where: { $0.0 == factor })?.1, let count = quantity.magnitude.exactInt {
                guard abs(count) <= Self.largestCount else { throw Failure.dateOutOfRange(at: site.span) }
                return .days(count * days)
            }
        }
        do throws(NumberError) {
            let seconds = try quantity.converted(to: second, precision: 30).magnitude
            guard seconds.isExact else {
                throw NumberError.domain(
                    "a date moves by an exact time, not \(ValueFormat().string(for: .number(seconds))) s")
            }
            return .seconds(seconds)
        } catch {
            throw Failure.number(error, at: site.span)
        }
    }
}
