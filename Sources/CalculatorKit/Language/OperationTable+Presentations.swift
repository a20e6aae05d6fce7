/// The conversion operator's data: its spellings and the presentations its right side names
/// (`255 to hex`). The parser, its messages, `:help`, completion, the grammar and the fuzz
/// dictionary read them here; the parser resolves a name to a ``ConversionTarget``, never
/// learning how a value is written. Units are the other kind of right side (`to m/s`), looked
/// up in the unit table.
extension OperationTable {
    /// The spellings of the conversion operator, the loosest level (``Precedence/conversion``):
    /// its row's, which every table holds. The tokenizer reads `to` as a word and `->` as a
    /// symbol, and the parser finds them in the table (a `to` is never a name); the grammar and
    /// fuzz-dictionary tests hold this list to the language.
    ///
    /// ```swift
    /// OperationTable.conversionSpellings   // ["to", "->"]
    /// ```
    public static var conversionSpellings: [String] { ConversionOperator.standard.spellings }

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

    /// The conversion target spelled `name`, if it is one of the formats.
    func conversionTarget(named name: String) -> ConversionTarget? {
        presentation(named: name).map(ConversionTarget.format)
    }

    /// The index in ``presentations`` of the one spelled `name`, if any.
    func presentationIndex(named name: String) -> Int? {
        presentations.firstIndex { $0.rawValue == name }
    }
}
