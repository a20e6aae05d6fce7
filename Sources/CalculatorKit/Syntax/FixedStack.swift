/// A stack of plain values (no references) in memory lent for one parse: `append` says whether
/// there was room, and nothing is checked for sharing or copied.
///
/// Why not an array: the expression parser and the one-pass compiler push and pop a few
/// values per token, and an array's uniqueness checks and growth showed in every compile; a
/// full stack is an answer ("give up", "nested too deeply") rather than a reallocation.
///
/// ```swift
/// withUnsafeTemporaryAllocation(of: Int.self, capacity: 8) { buffer in
///     var stack = FixedStack(buffer)
///     _ = stack.append(1)   // true
///     stack.removeLast()    // 1
/// }
/// ```
struct FixedStack<Element> {
    private let storage: UnsafeMutableBufferPointer<Element>
    private(set) var count = 0

    init(_ storage: UnsafeMutableBufferPointer<Element>) { self.storage = storage }

    /// How many elements the stack holds at most.
    var capacity: Int { storage.count }

    /// Pushes `element`; false, and nothing pushed, when the stack is full.
    @discardableResult
    mutating func append(_ element: Element) -> Bool {
        guard count < storage.count else { return false }
        (storage.baseAddress! + count).initialize(to: element)
        count += 1
        return true
    }

    @discardableResult
    mutating func removeLast() -> Element {
        count -= 1
        return (storage.baseAddress! + count).move()
    }

    mutating func removeLast(_ n: Int) {
        count -= n
        (storage.baseAddress! + count).deinitialize(count: n)
    }

    /// Empties the stack, deinitializing what it holds (the memory stays the lender's).
    mutating func removeAll() { removeLast(count) }

    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count)
            return storage[index]
        }
        _modify {
            precondition(index >= 0 && index < count)
            yield &storage[index]
        }
    }

    /// The top `n` elements, bottom first.
    func top(_ n: Int) -> UnsafeBufferPointer<Element> {
        precondition(n <= count)
        return UnsafeBufferPointer(rebasing: storage[(count - n)..<count])
    }
}
