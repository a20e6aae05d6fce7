/// What a memo's ``QuantityLine/Memo/Table`` is keyed by: compared, and hashed to a slot.
protocol MemoKey: Equatable {
    /// Mixed well enough that the low bits pick a slot.
    var hash: Int { get }
}

extension QuantityLine.Memo {
    /// A memo's entries by key: open addressing on the key's words, not a `Dictionary`. The
    /// first `Dictionary<Key, …>` a process makes has the runtime search every conformance in
    /// the executable for `Key: Hashable`: 242,000 instructions of `calc -e '60 mph to m/s'`'s
    /// 1.65 million (issue 47). Arrays of these types need no such search.
    struct Table<Key: MemoKey, Value> {
        private var keys: [Key] = []
        private var values: [Value] = []
        /// Indices into `keys` + 1 (0 for an empty slot); a power of two in size, at most half
        /// full; empty until the first entry.
        private var slots: [Int32] = []

        var count: Int { keys.count }

        subscript(key: Key) -> Value? {
            guard !slots.isEmpty, let index = find(key).index else { return nil }
            return values[index]
        }

        /// Sets `key`'s value, adding the key if it is new.
        mutating func set(_ value: Value, for key: Key) {
            if slots.isEmpty { slots = [Int32](repeating: 0, count: 16) }
            let (index, slot) = find(key)
            if let index {
                values[index] = value
                return
            }
            keys.append(key)
            values.append(value)
            slots[slot] = Int32(keys.count)
            if keys.count * 2 > slots.count { grow() }
        }

        mutating func removeAll() { self = Table() }

        /// Linear probing from the key's slot: its index in `keys` if present, and its slot (or
        /// the empty slot where the probe stopped).
        private func find(_ key: Key) -> (index: Int?, slot: Int) {
            let mask = slots.count - 1
            var slot = key.hash & mask
            while true {
                let entry = Int(slots[slot])
                if entry == 0 { return (nil, slot) }
                if keys[entry - 1] == key { return (entry - 1, slot) }
                slot = (slot + 1) & mask
            }
        }

        private mutating func grow() {
            slots = [Int32](repeating: 0, count: slots.count * 2)
            let mask = slots.count - 1
            for (index, key) in keys.enumerated() {
                var slot = key.hash & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(index + 1)
            }
        }
    }
}
