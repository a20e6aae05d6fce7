/// The presentations a conversion's right side names (`255 to hex`): the table's data, so the
/// parser, its messages and the brain read them from one list, and the parser learns only an
/// index and a name, never how a value is written. Units will join them as a second kind of
/// right side (issue 30).
extension OperationTable {
    /// Every presentation, in `:help` order; a conversion's ``Conversion/presentation`` indexes it.
    ///
    /// ```swift
    /// OperationTable.standard.presentations.first   // .hex
    /// ```
    var presentations: [OutputFormat] { OutputFormat.allCases }

    /// The index of the presentation spelled `name`, if any.
    ///
    /// ```swift
    /// OperationTable.standard.presentation(named: "frac")   // 3
    /// ```
    func presentation(named name: String) -> Int? {
        presentations.firstIndex { $0.rawValue == name }
    }

    /// The presentations' names, for messages and suggestions: `["hex", "bin", …]`.
    ///
    /// ```swift
    /// OperationTable.standard.presentationNames.last   // "sci"
    /// ```
    var presentationNames: [String] { presentations.map(\.rawValue) }

    /// The format a parsed conversion names.
    func format(of conversion: Conversion) -> OutputFormat { presentations[conversion.presentation] }
}
