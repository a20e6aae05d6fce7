/// The operation table's spellings and what each is in every role: a hash table of its own
/// (open addressing, FNV-1a on the UTF-8 bytes), not a `Dictionary`.
///
/// Why: the standard table is built at every start, and the first `Dictionary<String, …>` a
/// process makes has the Swift runtime instantiate its generic type from a mangled name and look
/// up `String: Hashable` among every conformance in the executable, a large share of a
/// start-up. Arrays of these types need no such look-up. Lookups cost about what a
/// `Dictionary`'s do: a hash of the bytes, a probe or two, a string comparison.
struct SpellingIndex: Sendable {
    /// The spellings, in order of first insertion.
    private(set) var keys: [String] = []
    /// The roles of each key, five `Int32`s a key: the operation of each role + 1 (0 for none),
    /// then 1 if the spelling is the conversion operator's; zeros past the last key, room for
    /// more. Not `[OperationTable.Roles]`: the runtime built that array type's metadata from its
    /// mangled name at every start (echo 1+1 | calc: 11,000 instructions), where `[Int32]`'s it
    /// has already.
    private var packedRoles: [Int32] = []
    private static let rolesWidth = 5
    /// Indices into `keys` + 1 (0 for an empty slot); a power of two in size, at most half full.
    private var slots: [Int32] = []

    init(capacity: Int = 0) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
        keys.reserveCapacity(capacity)
        packedRoles = [Int32](repeating: 0, count: capacity * Self.rolesWidth)
    }

    var count: Int { keys.count }

    /// The roles of each key, in order (for listings).
    var values: [OperationTable.Roles] { keys.indices.map(roles(at:)) }

    /// The roles of the key at `index` in ``keys``.
    func roles(at index: Int) -> OperationTable.Roles {
        let base = index * Self.rolesWidth
        func operation(_ role: Int) -> Int? {
            let entry = packedRoles[base + role]
            return entry == 0 ? nil : Int(entry) - 1
        }
        return OperationTable.Roles(
            prefix: operation(0), postfix: operation(1), infix: operation(2), name: operation(3),
            isConversion: packedRoles[base + 4] != 0)
    }

    /// Writes `roles` as the roles of the key at `index`, or of a new key at the end.
    private mutating func store(_ roles: OperationTable.Roles, at index: Int) {
        func entry(_ operation: Int?) -> Int32 { operation.map { Int32($0 + 1) } ?? 0 }
        let base = index * Self.rolesWidth
        // Room made ahead, doubled as an array grows: an append of five entries for each key
        // cost the standard table 120 instructions a spelling.
        if base + Self.rolesWidth > packedRoles.count {
            packedRoles.append(contentsOf: repeatElement(0, count: max(packedRoles.count, 16 * Self.rolesWidth)))
        }
        // Through the buffer: one uniqueness check, not one for each of the five writes.
        packedRoles.withUnsafeMutableBufferPointer { packed in
            packed[base] = entry(roles.prefix)
            packed[base + 1] = entry(roles.postfix)
            packed[base + 2] = entry(roles.infix)
            packed[base + 3] = entry(roles.name)
            packed[base + 4] = roles.isConversion ? 1 : 0
        }
    }

    /// The roles of `spelling`, or nil.
    subscript(spelling: String) -> OperationTable.Roles? {
        slot(of: spelling).index.map(roles(at:))
    }

    /// The roles of the spelling whose UTF-8 is `bytes`, or nil: no `String` made to ask.
    subscript(bytes: UnsafeBufferPointer<UInt8>) -> OperationTable.Roles? {
        probe(hash: Self.hash(bytes)) { $0.isSpelled(by: bytes) }.index.map(roles(at:))
    }

    /// Sets a role of `spelling`, adding the spelling if it is new; returns its roles before
    /// (nil if it was new) and after, and its index in ``keys``, so that the table hashes each
    /// spelling it adds once.
    @discardableResult
    mutating func set(_ role: Operation.Role, _ operation: Int, for spelling: String)
        -> (before: OperationTable.Roles?, after: OperationTable.Roles, key: Int)
    {
        update(spelling) { $0.set(role, operation) }
    }

    /// Changes the roles of `spelling` by `change`, adding the spelling if it is new; returns
    /// its roles before (nil if it was new) and after, and its index in ``keys``.
    @discardableResult
    mutating func update(_ spelling: String, _ change: (inout OperationTable.Roles) -> Void)
        -> (before: OperationTable.Roles?, after: OperationTable.Roles, key: Int)
    {
        let (index, slot) = slot(of: spelling)
        if let index {
            let before = roles(at: index)
            var after = before
            change(&after)
            store(after, at: index)
            return (before, after, index)
        }
        var roles = OperationTable.Roles()
        change(&roles)
        keys.append(spelling)
        store(roles, at: keys.count - 1)
        slots[slot] = Int32(keys.count)
        if keys.count * 2 > slots.count { grow() }
        return (nil, roles, keys.count - 1)
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
