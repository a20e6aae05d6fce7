/// The operation table's spellings and what each is in every role: a hash table of its own
/// (open addressing, FNV-1a on the UTF-8 bytes), not a `Dictionary`.
///
/// Why: the standard table is built at every start, and the first `Dictionary<String, …>` a
/// process makes has the Swift runtime instantiate its generic type from a mangled name and look
/// up `String: Hashable` among every conformance in the executable, a large share of a
/// start-up. Arrays need no conformance look-up (an array of `Roles` still has its metadata
/// made, about 11,000 instructions, which a start that never builds the standard table skips).
/// Lookups cost about what a `Dictionary`'s do: a hash of the bytes, a probe or two, a string
/// comparison.
struct SpellingIndex: Sendable {
    /// The spellings and their roles, in order of first insertion.
    private(set) var keys: [String] = []
    private(set) var values: [OperationTable.Roles] = []
    /// Indices into `keys` + 1 (0 for an empty slot); a power of two in size, at most half full.
    private var slots: [Int32] = []

    init(capacity: Int = 0) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
        keys.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    var count: Int { keys.count }

    /// The roles of `spelling`, or nil.
    subscript(spelling: String) -> OperationTable.Roles? {
        slot(of: spelling).index.map { values[$0] }
    }

    /// The roles of the spelling whose UTF-8 is `bytes`, or nil: no `String` made to ask.
    subscript(bytes: UnsafeBufferPointer<UInt8>) -> OperationTable.Roles? {
        probe(hash: Self.hash(bytes)) { $0.isSpelled(by: bytes) }.index.map { values[$0] }
    }

    /// Sets a role of `spelling`, adding the spelling if it is new; returns its roles before
    /// (nil if it was new) and after, so that the table hashes each spelling it adds once.
    @discardableResult
    mutating func set(_ role: Operation.Role, _ operation: Int, for spelling: String)
        -> (before: OperationTable.Roles?, after: OperationTable.Roles)
    {
        update(spelling) { $0.set(role, operation) }
    }

    /// Changes the roles of `spelling` by `change`, adding the spelling if it is new; returns
    /// its roles before (nil if it was new) and after.
    @discardableResult
    mutating func update(_ spelling: String, _ change: (inout OperationTable.Roles) -> Void)
        -> (before: OperationTable.Roles?, after: OperationTable.Roles)
    {
        let (index, slot) = slot(of: spelling)
        if let index {
            let before = values[index]
            change(&values[index])
            return (before, values[index])
        }
        var roles = OperationTable.Roles()
        change(&roles)
        keys.append(spelling)
        values.append(roles)
        slots[slot] = Int32(keys.count)
        if keys.count * 2 > slots.count { grow() }
        return (nil, roles)
    }

    /// Where `spelling` is: its index in `keys` if present, and its slot (or the empty slot it
    /// would take).
    private func slot(of spelling: String) -> (index: Int?, slot: Int) {
        probe(hash: Self.hash(spelling)) { $0 == spelling }
    }

    /// Linear probing from `hash`'s slot: the index in `keys` of the key that `matches`, if
    /// any, and its slot (or the empty slot where the probe stopped).
    @inline(__always)
    private func probe(hash: Int, matches: (String) -> Bool) -> (index: Int?, slot: Int) {
        let mask = slots.count - 1
        var slot = hash & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return (nil, slot) }
            if matches(keys[entry - 1]) { return (entry - 1, slot) }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, key) in keys.enumerated() {
            var slot = Self.hash(key) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }

    /// FNV-1a of the UTF-8 bytes. Spellings are the table's own, so no attacker picks them.
    /// (Through `withUTF8`: iterating a small string's `utf8` view costs several times more, and
    /// the standard table hashes each of its spellings at every start.)
    static func hash(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { hash($0) }
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
