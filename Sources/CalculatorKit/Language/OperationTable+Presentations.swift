/// The conversion operator's data: its spellings and the presentations its right side names
/// (`255 to hex`). The parser, its messages, `:help`, completion, the grammar and the fuzz
/// dictionary read them here; the parser learns only an index and a name, never how a value is
/// written. Units will join the presentations as a second kind of right side (issue 30).
extension OperationTable {
    /// The spellings of the conversion operator, the loosest level (``Precedence/conversion``).
    /// The tokenizer spells them itself, as one token kind (a `to` is never a name); the grammar
    /// and fuzz-dictionary tests hold this list to the language.
    ///
    /// ```swift
    /// OperationTable.conversionSpellings   // ["to", "->"]
    /// ```
    public static let conversionSpellings = ["to", "->"]

    /// Every presentation a conversion may name, in `:help` order; a parsed conversion keeps
    /// an index into it.
    ///
    /// ```swift
    /// OperationTable.standard.presentations.first   // .hex
    /// ```
    public var presentations: [OutputFormat] { Self.standardPresentations }

    /// Built once: ``presentations`` is read for every conversion parsed.
    private static let standardPresentations = OutputFormat.allCases

    /// The presentation spelled `name`, if any.
    ///
    /// ```swift
    /// OperationTable.standard.presentation(named: "frac")   // .frac
    /// OperationTable.standard.presentation(named: "x")      // nil
    /// ```
    public func presentation(named name: String) -> OutputFormat? {
        presentationIndex(named: name).map { presentations[$0] }
    }

    /// The presentations' names, for messages and completion: `["hex", "bin", …]`.
    ///
    /// ```swift
    /// OperationTable.standard.presentationNames.last   // "sci"
    /// ```
    public var presentationNames: [String] { presentations.map(\.rawValue) }

    /// The index in ``presentations`` of the one spelled `name`, if any.
    func presentationIndex(named name: String) -> Int? {
        presentations.firstIndex { $0.rawValue == name }
    }

    /// The format a parsed conversion names.
    func format(of conversion: Conversion) -> OutputFormat { presentations[conversion.presentation] }
}
