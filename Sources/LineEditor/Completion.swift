/// The answer of a completion closure for the word before the cursor.
///
/// The closure decides which names match; the editor only inserts and lists what it is told.
///
///     // "sq" typed, one match:
///     Completion(insertion: "rt(")
///     // "si" typed, two matches sharing "si":
///     Completion(candidates: ["sin", "sinh"])
///     // "as" typed, two matches sharing "asin":
///     Completion(insertion: "in", candidates: ["asin", "asinh"])
public struct Completion: Equatable, Sendable {
    /// Text inserted at the cursor: the rest of a unique match, or of the prefix all matches share.
    public var insertion: String
    /// The matches to list below the line; listed only when there are two or more.
    public var candidates: [String]

    public init(insertion: String = "", candidates: [String] = []) {
        self.insertion = insertion
        self.candidates = candidates
    }

    /// Nothing to insert or list: the editor beeps.
    public static let none = Completion()
}
