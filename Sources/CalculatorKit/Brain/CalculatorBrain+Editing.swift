/// What a line editor needs to know about the language, answered by the engine itself so that an
/// editor never keeps its own idea of brackets, comments or names.
extension CalculatorBrain {
    /// A name an editor can offer at a prefix, and whether it is called with parentheses.
    ///
    /// ```swift
    /// CalculatorBrain().completions(forPrefix: "sq")   // [sqrt (function)]
    /// ```
    public struct Completion: Hashable, Sendable {
        /// The whole name: `sqrt`, `x`, `ans`.
        public var name: String
        /// True for built-in and user-defined functions: an editor completes them with `(`.
        public var isFunction: Bool

        public init(name: String, isFunction: Bool) {
            self.name = name
            self.isFunction = isFunction
        }
    }

    /// Brackets `text` opens and does not close, counted over the tokens the parser would read:
    /// a `(` in a `#` comment counts for nothing. A `)` with none open counts as none (the parser
    /// reports it), and a character the tokenizer cannot read is skipped.
    ///
    /// ```swift
    /// brain.openBrackets(in: "max(1, (2")     // 2
    /// brain.openBrackets(in: "f(  # (")       // 1
    /// brain.openBrackets(in: "1) + (2")       // 1
    /// brain.openBrackets(in: "2)", after: 2)  // 1: counting on from lines already read
    /// ```
    public func openBrackets(in text: String, after open: Int = 0) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var tokenizer = Tokenizer(bytes: bytes, nonWords: operations.nonWordSpellings)
            var depth = open
            while true {
                let before = tokenizer.position
                do throws(Failure) {
                    switch try tokenizer.next().kind {
                    case .end: return depth
                    case .leftParen: depth += 1
                    case .rightParen: depth = max(depth - 1, 0)
                    default: break
                    }
                } catch {
                    tokenizer.reset(to: max(error.span.end, before + 1))
                }
            }
        }
    }

    /// Whether `scalar` can be part of a name: a letter (`π` and `_` too) anywhere in it, an ASCII
    /// digit after the first. (`²` and `½` cannot: they are not letters.)
    ///
    /// ```swift
    /// CalculatorBrain.canAppearInName("π")   // true
    /// CalculatorBrain.canAppearInName("²")   // false
    /// ```
    public static func canAppearInName(_ scalar: Unicode.Scalar) -> Bool {
        Lexicon.isNameScalar(scalar) || (scalar.value < 0x80 && Lexicon.isDigit(UInt8(scalar.value)))
    }

    /// The names that start with `prefix`, sorted: the table's constants and functions, the
    /// physical constants (``PhysicalConstant``), the user's variables and functions, and `ans`.
    ///
    /// ```swift
    /// brain.execute("sine = 1")
    /// brain.completions(forPrefix: "sin").map(\.name)   // ["sin", "sine", "sinh"]
    /// ```
    public func completions(forPrefix prefix: String) -> [Completion] {
        var functions = Set<String>()
        for operation in operations.current where operation.isFunction {
            functions.formUnion(operation.spellings)
        }
        functions.formUnion(state.functions.keys)
        let names = Set(operations.nameSpellings).union(state.bindings.keys).union(["ans"])
            .union(PhysicalConstants.definitions.index.keys)
        return names.filter { $0.hasPrefix(prefix) }.sorted().map {
            Completion(name: $0, isFunction: functions.contains($0))
        }
    }
}
