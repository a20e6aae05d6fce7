import CalculatorNumbers

/// The `@` literal, read: `@2024-01-31` (a date), `@2024-01-31T12:30[:15[.25]]` (a local
/// date-time), with `Z` or `±hh:mm` (a fixed offset) and `[Zone/Name]` (a zone of the tz
/// database) a zoned one, and `@1700000000` (Unix time, a sign and a fraction allowed). The
/// tokenizer finds where one ends (``scanLength(_:at:)``); the name resolver reads it here, so
/// the literal is a value like a constant's and no evaluator knows it.
enum DateLiteral {
    /// Whether `name`, a name token's text, is such a literal (the tokenizer made it one only
    /// when ``starts(_:at:)`` said so).
    static func isLiteral(_ name: String) -> Bool { name.utf8.first == UInt8(ascii: "@") }

    /// Whether the `@` at `start` starts a literal: a digit follows, or a sign and a digit (a
    /// lone `@` stays an unexpected character).
    static func starts(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        var next = start + 1
        if next < bytes.count, bytes[next] == UInt8(ascii: "-") || bytes[next] == UInt8(ascii: "+") { next += 1 }
        return next < bytes.count && Lexicon.isDigit(bytes[next])
    }

    /// The bytes the literal starting with `@` at `start` takes, by its shape; what follows
    /// that could continue a word is taken too, so that `@2024-01-01x` is one bad literal.
    static func scanLength(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
        var position = start + 1
        func digits() -> Int {
            let from = position
            while position < bytes.count, Lexicon.isDigit(bytes[position]) { position += 1 }
            return position - from
        }
        func take(_ byte: Character) -> Bool {
            guard position < bytes.count, bytes[position] == byte.asciiValue else { return false }
            position += 1
            return true
        }
        func takeZone() {
            guard take("[") else { return }
            while position < bytes.count, bytes[position] != UInt8(ascii: "]"), !bytes[position].isCalculatorBlank,
                bytes[position] != UInt8(ascii: "\n")
            {
                position += 1
            }
            _ = take("]")
        }
        func isDigit(at offset: Int) -> Bool { offset < bytes.count && Lexicon.isDigit(bytes[offset]) }
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") {
            position += 1
        }
        let year = digits()
        if year > 0, position < bytes.count, bytes[position] == UInt8(ascii: "-"), isDigit(at: position + 1) {
            position += 1
            _ = digits()
            if take("-") { _ = digits() }
            // A zone after a date alone is an error the reader names (a zone needs a time).
            if position < bytes.count, bytes[position] == UInt8(ascii: "[") { takeZone() }
            if take("T") || take("t") {
                _ = digits()
                while take(":") { _ = digits() }
                if take(".") || take(",") { _ = digits() }
                if take("Z") || take("z") {
                } else if position < bytes.count,
                    bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-"),
                    isDigit(at: position + 1)
                {
                    position += 1
                    _ = digits()
                    while take(":") { _ = digits() }
                }
                takeZone()
            }
        } else if take(".") {
            _ = digits()
        }
        while position < bytes.count,
            Lexicon.isASCIILetter(bytes[position]) || Lexicon.isDigit(bytes[position])
                || bytes[position] == UInt8(ascii: "_") || bytes[position] == UInt8(ascii: ":")
                || bytes[position] == UInt8(ascii: ".")
        {
            position += 1
        }
        return position - start
    }

    /// The value `text` (from its `@`) writes, or the error at `span`.
    static func value(_ text: String, at span: Span) throws(Failure) -> DateTime {
        var reader = LiteralReader(bytes: Array(text.utf8.dropFirst()))
        func invalid(_ why: String) -> Failure {
            Failure(
                .invalidNumber, "'\(text)' is not a date: \(why)", at: span,
                note: "write @YYYY-MM-DD, @YYYY-MM-DDThh:mm[:ss], then Z, ±hh:mm or [Zone/Name], or @unix-seconds")
        }
        // Unix time: digits with a sign and a fraction.
        if let unix = reader.unixTime() {
            guard let instant = try? Number.floor(unix), let whole = instant.exactInt,
                let fraction = try? Number.difference(unix, instant, precision: 30),
                let value = DateTime.zoned(instant: whole, fraction: fraction, in: .utc)
            else { throw invalid("past the years 0001–9999") }
            return value
        }
        guard let year = reader.number(digits: 4), reader.take("-"), let month = reader.number(digits: 2),
            reader.take("-"), let day = reader.number(digits: 2)
        else { throw invalid("expected YYYY-MM-DD") }
        guard (1...12).contains(month) else { throw invalid("there is no month \(month)") }
        guard CivilCalendar.isValid(year, month, day) else {
            throw invalid(
                CivilCalendar.years.contains(year)
                    ? "\(CivilCalendar.monthNames[month - 1]) \(year) has \(CivilCalendar.daysInMonth(year, month)) days"
                    : "the years are 0001–9999")
        }
        let days = CivilCalendar.days(year, month, day)
        if reader.atEnd { return DateTime.date(days: days)! }
        guard reader.take("T") || reader.take("t"), let hour = reader.number(digits: 2), reader.take(":"),
            let minute = reader.number(digits: 2)
        else { throw invalid("expected Thh:mm after the date") }
        var second = 0
        var fraction = Number(0)
        if reader.take(":") {
            guard let written = reader.number(digits: 2) else { throw invalid("expected two digits of seconds") }
            second = written
            if reader.take(".") || reader.take(",") {
                guard let digits = reader.fraction() else { throw invalid("expected digits after the point") }
                fraction = digits
            }
        }
        guard hour < 24, minute < 60 else { throw invalid("there is no time \(hour):\(minute)") }
        guard second < 60 else { throw invalid("a minute has 60 seconds (there are no leap seconds)") }
        let wall = days * CivilCalendar.secondsPerDay + hour * 3600 + minute * 60 + second
        var offset: Int?
        var utc = false
        if reader.take("Z") || reader.take("z") {
            utc = true
        } else if let sign = reader.sign() {
            guard let hours = reader.number(digits: 2), reader.take(":"), let minutes = reader.number(digits: 2),
                hours < 24, minutes < 60
            else { throw invalid("expected an offset ±hh:mm") }
            // Seconds too, as a zone's local mean time before 1900 has them (`+00:53:28`).
            var seconds = 0
            if reader.take(":") {
                guard let written = reader.number(digits: 2), written < 60 else {
                    throw invalid("expected an offset ±hh:mm:ss")
                }
                seconds = written
            }
            offset = sign * (hours * 3600 + minutes * 60 + seconds)
        }
        var zone: DateZone?
        if reader.take("[") {
            guard let name = reader.zoneName() else { throw invalid("expected a zone name and ']'") }
            zone = try Self.zone(named: name, at: span)
        }
        guard reader.atEnd else { throw invalid("unexpected text after the time") }
        if let zone {
            guard let (instant, reading) = zone.instant(ofWall: wall, preferring: utc ? 0 : offset),
                let value = DateTime.zoned(instant: instant, fraction: fraction, in: zone)
            else { throw invalid("the offset is not one the zone has at that time") }
            // A written offset picked the side: nothing to note.
            if offset == nil && !utc { DateTime.noteReading(reading, of: value, wall: wall, at: span) }
            return value
        }
        if utc { return DateTime.zoned(instant: wall, fraction: fraction, in: .utc)! }
        if let offset {
            guard let value = DateTime.zoned(instant: wall - offset, fraction: fraction, in: .fixed(offset)) else {
                throw invalid("past the years 0001–9999")
            }
            return value
        }
        return DateTime.local(wall: wall, fraction: fraction)!
    }

    /// The zone `name` names, or an `unknownName` error at `span` with the nearest name (and a
    /// note to install the database when there is none).
    static func zone(named name: String, at span: Span) throws(Failure) -> DateZone {
        if let zone = DateZone.zone(named: name) { return zone }
        guard ZoneDatabase.isInstalled else {
            throw Failure(
                .unknownName, "unknown time zone '\(name)'", at: span,
                note: "no tz database at \(SystemZoneFiles.directory): install tzdata (UTC and ±hh:mm work without it)")
        }
        let suggestion = NameSuggestion.suggestion(for: name, among: ZoneDatabase.allNames)
        throw Failure(
            .unknownName, "unknown time zone '\(name)'", at: span, note: suggestion.map { "did you mean '\($0)'?" })
    }
}

/// The reading of a literal's bytes after its `@`, left to right.
private struct LiteralReader {
    let bytes: [UInt8]
    var position = 0

    var atEnd: Bool { position == bytes.count }

    mutating func take(_ character: Character) -> Bool {
        guard position < bytes.count, bytes[position] == character.asciiValue else { return false }
        position += 1
        return true
    }

    mutating func sign() -> Int? {
        if take("+") { return 1 }
        if take("-") { return -1 }
        return nil
    }

    /// Exactly `digits` digits, as a number.
    mutating func number(digits: Int) -> Int? {
        guard position + digits <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[position..<position + digits] {
            guard Lexicon.isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        position += digits
        return value
    }

    /// Digits after a decimal point as an exact fraction (at most 18 of them).
    mutating func fraction() -> Number? {
        var (numerator, denominator) = (0, 1)
        let start = position
        while position < bytes.count, Lexicon.isDigit(bytes[position]) {
            guard position - start < 18 else { return nil }
            numerator = numerator * 10 + Int(bytes[position] - UInt8(ascii: "0"))
            denominator *= 10
            position += 1
        }
        return position > start ? Number(numerator: numerator, denominator: denominator) : nil
    }

    /// The whole text as a Unix time, `[+-]digits[.digits]`, when it is one.
    mutating func unixTime() -> Number? {
        var copy = self
        let sign = copy.sign() ?? 1
        var whole = 0
        let start = copy.position
        while copy.position < bytes.count, Lexicon.isDigit(bytes[copy.position]) {
            guard copy.position - start < 15 else { return nil }
            whole = whole * 10 + Int(bytes[copy.position] - UInt8(ascii: "0"))
            copy.position += 1
        }
        guard copy.position > start else { return nil }
        var value = Number(whole)
        if copy.take(".") {
            guard let fraction = copy.fraction(), let sum = try? Number.sum(value, fraction, precision: 30) else {
                return nil
            }
            value = sum
        }
        guard copy.atEnd else { return nil }
        self = copy
        return sign < 0 ? (try? Number.difference(Number(0), value, precision: 30)) : value
    }

    /// A zone's name up to `]`, which must end the literal's zone part.
    mutating func zoneName() -> String? {
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "]") { position += 1 }
        guard position > start, take("]") else { return nil }
        return String(decoding: bytes[start..<position - 1], as: UTF8.self)
    }
}
