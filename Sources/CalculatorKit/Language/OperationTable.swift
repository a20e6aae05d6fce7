/// The operations a brain knows, indexed by spelling for each grammatical role.
///
/// A symbol may be both prefix and infix (`-`); a name is either a constant or a function.
/// The tokenizer asks its `nonWordSpellings` which non-word spellings exist, the parser asks for binding
/// powers, and the compiler for bodies: nothing about an operation is written down elsewhere.
///
/// ```swift
/// var table = OperationTable.standard
/// table.add(.constant("g", 9.80665, summary: "standard gravity in m/s²"))
/// let brain = CalculatorBrain(operations: table)
/// ```
public struct OperationTable: Sendable {
    /// The table's data, behind one reference: every parse and compile copies the table (into
    /// the tokenizer, the name resolver), and a copy of one reference is one retain and one
    /// release, where the seven arrays and more it holds cost a retain and a release each.
    private var storage: SharedContents<Contents>

    /// Every operation added, in order, including those replaced since (see ``current``).
    ///
    /// ```swift
    /// OperationTable.standard.operations.first?.symbol   // "pi"
    /// ```
    public var operations: [Operation] {
        _read { yield storage.contents.operations }
    }
    /// The roles of every spelling, word or symbol: the one record of what each spelling means.
    /// The parser looks a name token up here, once per token.
    private var spellings: SpellingIndex {
        _read { yield storage.contents.spellings }
    }
    /// Spellings that are not words (`+`, `**`, `√`, `∞`), longest first, for the tokenizer.
    var nonWordSpellings: NonWordSpellings {
        _read { yield storage.contents.nonWordSpellings }
    }
    /// ``spellings``' entry for each non-word spelling, by its index in ``nonWordSpellings``:
    /// the parser's lookup for such a token is an array index, with no `String` and no hashing.
    private var nonWordRoles: [Roles] {
        _read { yield storage.contents.nonWordRoles }
    }
    /// The infix operation that multiplies, by builtin rather than spelling: what the parser
    /// inserts for implicit multiplication (`2pi`, `3(x + 1)`).
    var multiplication: Int? { storage.contents.multiplication }
    /// The infix operations that divide and add, by builtin: what a vulgar fraction (`⅜`) and a
    /// mixed number (`3½`) are read with.
    var division: Int? { storage.contents.division }
    var addition: Int? { storage.contents.addition }
    /// The symbol spellings of prefix and infix operators, as UTF-8: a statement cannot end with
    /// one. And their last bytes, to answer most lines with one test.
    private var operatorSymbols: [[UInt8]] {
        _read { yield storage.contents.operatorSymbols }
    }
    private var operatorLastBytes: ByteSet { storage.contents.operatorLastBytes }

    /// What the table holds.
    private struct Contents: Sendable {
        var operations: [Operation]
        var spellings: SpellingIndex
        var nonWordSpellings = NonWordSpellings()
        /// The roles themselves, not keys into ``spellings``: the parser reads them for every
        /// operator, and a copy is cheaper than decoding packed roles (2.9% of a compile, row 2
        /// of BENCHMARKS.md). Building an array of `Roles` has the runtime make its metadata
        /// (11,000 instructions), which a start that never reads the standard table skips.
        var nonWordRoles: [Roles] = []
        var multiplication: Int?
        var division: Int?
        var addition: Int?
        var operatorSymbols: [[UInt8]] = []
        var operatorLastBytes = ByteSet()
        /// The spellings with a name role (constants and functions), each once, in the order
        /// added: every unknown name's suggestion searches them, so they are kept rather than
        /// gathered from ``spellings`` at each error (a debug build spent a fifth of a line of
        /// unknown names gathering them).
        var nameSpellings: [String] = []
        /// The postfix operation that makes a percent, the signs and the forms of the percent
        /// rule (``PercentRule``).
        var percent: Int?
        var percentSigns = PercentRule.Pair()
        var percentOperations = PercentRule.Pair()
        var percentForms = PercentRule.Pair()

        /// A table of `operations`, not yet indexed. Initialized, not assigned over an empty
        /// array: the assignment's destroy of the old one had the runtime instantiate
        /// `Array<Operation>`'s metadata (echo 1+1 | calc: 6,000 instructions).
        init(_ operations: consuming [Operation], capacity: Int) {
            self.operations = operations
            spellings = SpellingIndex(capacity: capacity)
            for spelling in ConversionOperator.standard.spellings { addConversion(spelling) }
        }

        /// Records `spelling` as the conversion operator's: a word (`to`) is looked up as any
        /// word operator is, a symbol (`->`) joins the tokenizer's non-word spellings.
        mutating func addConversion(_ spelling: String) {
            let roles = spellings.update(spelling) { $0.isConversion = true }.after
            guard !Lexicon.isWord(spelling) else { return }
            let nonWord = nonWordSpellings.insert(spelling)
            if nonWord == nonWordRoles.count { nonWordRoles.append(Roles()) }
            nonWordRoles[nonWord] = roles
        }

        mutating func add(_ operation: Operation) {
            operations.append(operation)
            index(operations.count - 1)
        }

        /// Records the spellings and roles of the operation at `index` of ``operations``. Its
        /// fields are read in place: a copy of an operation retains each of them, and the
        /// standard table indexes its hundred rows at every start.
        mutating func index(_ index: Int) {
            let role = operations[index].role
            if case .infix = role {
                switch operations[index].builtin {
                case .multiply?: multiplication = index
                case .divide?: division = index
                case .add?: addition = index
                default: break
                }
            }
            notePercentRole(at: index)
            // The symbol, then each alias: not `spellings`, an array made for each row.
            register(operations[index].symbol, role, index)
            for alias in operations[index].aliases { register(alias, role, index) }
        }

        /// Records `spelling` as operation `index`'s, in `role`.
        private mutating func register(_ spelling: String, _ role: Operation.Role, _ index: Int) {
            let (before, roles) = spellings.set(role, index, for: spelling)
            switch role {
            case .constant, .function:
                if before?.name == nil { nameSpellings.append(spelling) }
            case .prefix, .postfix, .infix: break
            }
            guard !Lexicon.isWord(spelling) else { return }
            let nonWord = nonWordSpellings.insert(spelling)
            if nonWord == nonWordRoles.count { nonWordRoles.append(Roles()) }
            nonWordRoles[nonWord] = roles
            switch role {
            case .prefix, .infix:
                let bytes = spelling.utf8Bytes
                if !operatorSymbols.contains(bytes) { operatorSymbols.append(bytes) }
                operatorLastBytes.insert(spelling.utf8.last!)
            case .constant, .postfix, .function: break
            }
        }

        /// Keeps the percent rule's record of the operation at `index`: the postfix percent, a
        /// replacement of it by another postfix of its spelling, a sign.
        private mutating func notePercentRole(at index: Int) {
            let builtin = operations[index].builtin
            switch operations[index].role {
            case .postfix:
                if builtin == .percent {
                    percent = index
                } else if let percent,
                    operations[percent].spellings.contains(where: operations[index].spellings.contains)
                {
                    self.percent = nil
                }
            case .prefix where builtin == .negate:
                percentSigns.first = index
            case .prefix where builtin == .plus:
                percentSigns.second = index
            default:
                break
            }
        }

        mutating func addPercentForm(_ form: Operation) {
            guard case .infix = form.role, let plain = spellings[form.symbol]?.infix else { return }
            operations.append(form)
            percentOperations.append(plain)
            percentForms.append(operations.count - 1)
        }
    }

    /// The table's ``PercentRule``; nil when no postfix operation makes a percent.
    ///
    /// ```swift
    /// OperationTable().percentRule   // nil
    /// ```
    var percentRule: PercentRule? {
        guard let percent = storage.contents.percent else { return nil }
        return PercentRule(
            percent: percent, signs: storage.contents.percentSigns, operations: storage.contents.percentOperations,
            forms: storage.contents.percentForms)
    }

    /// Adds `form` as the percent form of the infix operation spelled as its symbol: a row the
    /// parser puts in that operation's place (``PercentRule``), reached by no spelling of its own.
    mutating func addPercentForm(_ form: Operation) {
        storage.contents.addPercentForm(form)
    }

    /// What a spelling is in each grammatical role: an index into ``operations``, or nil.
    struct Roles: Sendable {
        var prefix: Int?
        var postfix: Int?
        var infix: Int?
        var name: Int?
        /// Whether the spelling is the conversion operator's (`ConversionOperator`).
        var isConversion = false

        /// Records `index` as the operation in `role`. (A switch, not key paths: key paths are
        /// instantiated at run time, and the standard table is built at every start.)
        mutating func set(_ role: Operation.Role, _ index: Int) {
            switch role {
            case .constant, .function: name = index
            case .prefix: prefix = index
            case .postfix: postfix = index
            case .infix: infix = index
            }
        }

        /// The operations of every role, for listings.
        var all: [Int] { [prefix, postfix, infix, name].compactMap { $0 } }

        /// Whether the spelling is an operator in some role. (The conversion operator is apart: it
        /// is listed with the presentations, not with the operations.)
        var isOperator: Bool { prefix != nil || postfix != nil || infix != nil }
    }

    /// An empty table: a language of numbers and parentheses only.
    ///
    /// ```swift
    /// var table = OperationTable()
    /// table.add(.infix("+", precedence: .additive) { $0 + $1 })
    /// ```
    public init() { storage = SharedContents(Contents([], capacity: 0)) }

    /// A table of `operations`, added in order (later ones replace earlier ones).
    ///
    /// ```swift
    /// let table = OperationTable([.constant("c", 299_792_458), .function("sq") { $0 * $0 }])
    /// ```
    public init(_ operations: consuming [Operation]) {
        // Room for every spelling at once: the standard table is built at every start.
        // The rows as given, taken rather than copied row by row: the standard table hands over
        // its one array, with room left in it for the percent rule's two forms.
        let capacity = operations.count * 2
        var contents = Contents(operations, capacity: capacity)
        for index in contents.operations.indices { contents.index(index) }
        storage = SharedContents(contents)
    }

    /// Adds `operation`, replacing any operation with the same spelling in the same role
    /// (a constant or function replaces a constant or function of that name).
    ///
    /// ```swift
    /// var table = OperationTable.standard
    /// table.add(.postfix("²", summary: "square") { $0 * $0 })
    /// ```
    public mutating func add(_ operation: Operation) {
        storage.contents.add(operation)
    }

    /// The constant or function spelled `name`.
    ///
    /// ```swift
    /// OperationTable.standard.named("tau")?.summary   // "2π, a full turn in radians"
    /// ```
    public func named(_ name: String) -> Operation? { self.name(name).map { operations[$0] } }

    func prefix(_ spelling: String) -> Int? { spellings[spelling]?.prefix }
    func postfix(_ spelling: String) -> Int? { spellings[spelling]?.postfix }
    func infix(_ spelling: String) -> Int? { spellings[spelling]?.infix }
    func name(_ spelling: String) -> Int? { spellings[spelling]?.name }
    /// Every spelling of a constant or function, unordered (``nameSpellings`` sorts them), for
    /// "did you mean", kept as operations are added.
    var unorderedNameSpellings: [String] { storage.contents.nameSpellings }

    /// The roles of a non-word token (by its index in ``nonWordSpellings``) or of a word.
    func roles(ofNonWord index: Int) -> Roles { nonWordRoles[index] }
    func roles(ofWord word: String) -> Roles { spellings[word] ?? Roles() }
    /// The roles of the word whose UTF-8 is `bytes`.
    func roles(ofWord bytes: UnsafeBufferPointer<UInt8>) -> Roles { spellings[bytes] ?? Roles() }

    /// Every spelling of a constant or function, for suggestions and completion.
    ///
    /// ```swift
    /// OperationTable.standard.nameSpellings.filter { $0.hasPrefix("si") }   // ["sign", "sin", "sinh"]
    /// ```
    public var nameSpellings: [String] { unorderedNameSpellings.sorted() }

    /// Every spelling of an operator (`+`, `×`, `√`, `!`), for completion and `:help`.
    ///
    /// ```swift
    /// OperationTable.standard.operatorSpellings.contains("√")   // true
    /// ```
    public var operatorSpellings: [String] {
        zip(spellings.keys, spellings.values).compactMap { $0.1.isOperator ? $0.0 : nil }.sorted()
    }

    /// The operations spelled `spelling`, in every role: `-` is both negation and subtraction.
    /// For `:help -`.
    ///
    /// ```swift
    /// OperationTable.standard.operations(spelled: "-").map(\.summary)   // ["negation", "subtraction"]
    /// ```
    public func operations(spelled spelling: String) -> [Operation] {
        (spellings[spelling]?.all ?? []).map { operations[$0] }
    }

    /// Whether `text` ends with a prefix or infix operator spelled with symbols (`1 +`, `2 *`,
    /// `-`), where no statement can end: the CLI continues such a line on the next while a
    /// bracket is open. A handful of suffix tests, cheap enough for every line of a file.
    ///
    /// ```swift
    /// OperationTable.standard.endsWithOperator("max(1 +"[...])   // true
    /// OperationTable.standard.endsWithOperator("5!"[...])        // false: postfix
    /// ```
    public func endsWithOperator(_ text: Substring) -> Bool {
        var text = text
        return text.withUTF8 { endsWithOperator(bytes: $0) }
    }

    /// ``endsWithOperator(_:)`` on a line's bytes, for the CLI's line reader, which has them at
    /// hand: a `Substring` of the line made for the question cost every line of a file with a
    /// `(` about a hundred instructions.
    package func endsWithOperator(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let last = bytes.last, operatorLastBytes.contains(last) else { return false }
        return operatorSymbols.contains { symbol in
            bytes.count >= symbol.count && bytes.suffix(symbol.count).elementsEqual(symbol)
        }
    }

    /// The operations still reachable by some spelling, in table order (replaced ones left out):
    /// what `:help` lists.
    ///
    /// ```swift
    /// for operation in brain.operations.current { print(operation.symbol, operation.summary) }
    /// ```
    public var current: [Operation] {
        let live = Set(spellings.values.flatMap(\.all))
        return operations.indices.filter(live.contains).map { operations[$0] }
    }
}

/// A set of bytes as 256 bits: no hashing, and no generic type for the runtime to instantiate
/// when the standard table is built at start-up (the first `Set<UInt8>` has the runtime search
/// every conformance in the executable for `UInt8: Hashable`).
struct ByteSet: Sendable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << (byte & 63)
        switch byte >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    func contains(_ byte: UInt8) -> Bool {
        let bit = UInt64(1) << (byte & 63)
        switch byte >> 6 {
        case 0: return words.0 & bit != 0
        case 1: return words.1 & bit != 0
        case 2: return words.2 & bit != 0
        default: return words.3 & bit != 0
        }
    }
}
