/// A compiled expression's variables, in order of first appearance, as the compiler finds them.
///
/// It starts from the variables of the brain's compile before (see
/// ``FloatMachine/CompileCache``): while the names found agree with that list, no list of their own
/// is made, and when all of them do, the list is the same array. Expressions compiled one after
/// another often have the same variables (`x`, or `x, y, z`), and a new array of names was an
/// allocation and its release for each, about 430 instructions (callgrind); a list that differs
/// costs what it did before.
struct VariableList {
    /// The variables of the compile before.
    private let previous: [String]
    /// How many of `previous`, from its start, are this expression's first variables.
    private var matched = 0
    /// This expression's own list, once it differs from `previous`.
    private var own: [String]?

    init(previous: [String]) { self.previous = previous }

    /// The slot of the variable `name`, added if it is new. Given the bytes that spell it,
    /// it makes the name only when the next of `previous` is not spelled so: a `String` made
    /// from bytes costs about 110 instructions.
    mutating func slot(of makeName: @autoclosure () -> String, spelledBy spelling: UnsafeBufferPointer<UInt8>? = nil)
        -> Int
    {
        if own == nil, matched < previous.count, let spelling, previous[matched].isSpelled(by: spelling) {
            matched += 1
            return matched - 1
        }
        let name = makeName()
        if own == nil {
            // The next of `previous` first: a list's names are distinct, so if it is that one,
            // it is none before it; and comparing two that differ is the dearer comparison.
            if matched < previous.count, previous[matched] == name {
                matched += 1
                return matched - 1
            }
            for slot in 0..<matched where previous[slot] == name { return slot }
            // Room for a few at once, rather than growing at the first, second and fourth.
            own = []
            own!.reserveCapacity(Swift.max(matched + 1, 4))
            own!.append(contentsOf: previous[..<matched])
        }
        if let slot = own!.firstIndex(of: name) { return slot }
        own!.append(name)
        return own!.count - 1
    }

    /// The variables' names: `previous` itself when they are all of it.
    var names: [String] {
        own ?? (matched == previous.count ? previous : Array(previous[..<matched]))
    }
}
