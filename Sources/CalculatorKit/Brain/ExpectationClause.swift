/// One answer written beside an input line of a `.calc` file, in the one dialect `calc --check`
/// and the engine's own expectation files read.
///
/// ```
/// 2^10  # => 1024                            every mode
/// 1/0   # => error                           the line must fail
/// 1/0   # checked => error  # ieee => inf    one answer per arithmetic mode
/// ```
///
/// A clause starts at `# =>` (every mode) or at `# MODE =>`, where MODE is the raw value of a
/// ``CalculatorOptions/Arithmetic`` (`checked`, `ieee`), with one space on each side of the
/// mode. Its text runs to the next clause or the end of the line, without the spaces and tabs
/// around it: a number (or anything that reads as one, such as `-inf`), or `error`. A line
/// checked in a mode takes that mode's clause, else its clause for every mode; with neither it
/// expects nothing in that mode. Clauses sit in a comment, so evaluation ignores them, and a
/// comment before the first clause is an ordinary comment.
///
/// Exact arithmetic will give many lines two answers, so they sit side by side on the line
/// rather than in a file per mode: `1/3  # => 0.333333333333333` holds in every mode until a
/// clause such as `# exact => 1/3` says otherwise for one.
package struct ExpectationClause: Equatable, Sendable {
    /// The mode the clause speaks for; nil for every mode.
    package var mode: CalculatorOptions.Arithmetic?
    /// The expected answer as written: `1024`, `-inf`, `error`.
    package var text: String

    package init(mode: CalculatorOptions.Arithmetic? = nil, _ text: String) {
        self.mode = mode
        self.text = text
    }

    /// Whether the line must fail.
    package var expectsError: Bool { text == "error" }

    /// Why a line's expectations cannot be read.
    package enum Malformed: Error, Equatable {
        /// `# float => 1`: a word before `=>` that names no mode.
        case unknownMode(String)
        /// Two clauses for the same mode (nil: for every mode) on one line.
        case repeated(CalculatorOptions.Arithmetic?)

        /// The message `--check` shows after `FILE:LINE: `.
        package var message: String {
            switch self {
            case .unknownMode(let word):
                let modes = CalculatorOptions.Arithmetic.allCases.map { "'# \($0.rawValue) =>'" }
                return "unknown mode '\(word)' in '# \(word) =>': write "
                    + modes.joined(separator: ", ") + " or '# =>' for every mode"
            case .repeated(let mode?): return "more than one '# \(mode.rawValue) =>' on the line"
            case .repeated(nil): return "more than one '# =>' on the line"
            }
        }
    }

    /// The clause of `line` for `mode`: the one tagged with `mode`, else the one for every mode,
    /// else nil.
    ///
    /// ```swift
    /// try ExpectationClause.clause(in: "1/0  # => error  # ieee => inf", for: .ieee)   // inf
    /// ```
    package static func clause(
        in line: String, for mode: CalculatorOptions.Arithmetic
    ) throws(Malformed) -> ExpectationClause? {
        let clauses = try clauses(in: line)
        return clauses.first { $0.mode == mode } ?? clauses.first { $0.mode == nil }
    }

    /// Every clause of `line`, left to right.
    package static func clauses(in line: String) throws(Malformed) -> [ExpectationClause] {
        let bytes = Array(line.utf8)
        var markers: [(start: Int, end: Int, mode: Substring?)] = []
        for index in bytes.indices where bytes[index] == UInt8(ascii: "#") {
            if let marker = marker(in: bytes, at: index) { markers.append(marker) }
        }
        var clauses: [ExpectationClause] = []
        for (number, marker) in markers.enumerated() {
            let end = number + 1 < markers.count ? markers[number + 1].start : bytes.count
            let text = String(decoding: bytes[marker.end..<end], as: UTF8.self)
            var mode: CalculatorOptions.Arithmetic?
            if let word = marker.mode {
                guard let known = CalculatorOptions.Arithmetic(rawValue: String(word)) else {
                    throw .unknownMode(String(word))
                }
                mode = known
            }
            guard !clauses.contains(where: { $0.mode == mode }) else { throw .repeated(mode) }
            clauses.append(ExpectationClause(mode: mode, text.trimmingBlanks()))
        }
        return clauses
    }

    /// The clause marker starting at the `#` at `start`: `# =>` (or `#=>`), or `# WORD =>` with
    /// WORD made of ASCII letters; nil when the `#` starts no marker.
    private static func marker(in bytes: [UInt8], at start: Int) -> (start: Int, end: Int, mode: Substring?)? {
        let space = UInt8(ascii: " ")
        let arrow = Array("=>".utf8)
        var index = start + 1
        // `#=>` is read as `# =>`: skipping it would pass a line that was meant to be checked.
        if bytes[index...].starts(with: arrow) { return (start, index + arrow.count, nil) }
        guard index < bytes.count, bytes[index] == space else { return nil }
        index += 1
        if bytes[index...].starts(with: arrow) { return (start, index + arrow.count, nil) }
        let wordStart = index
        while index < bytes.count, isLetter(bytes[index]) { index += 1 }
        guard index > wordStart, index < bytes.count, bytes[index] == space,
            bytes[(index + 1)...].starts(with: arrow)
        else { return nil }
        let word = Substring(decoding: bytes[wordStart..<index], as: UTF8.self)
        return (start, index + 1 + arrow.count, word)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
