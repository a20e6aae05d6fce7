/// Unit expressions a ``QuantityLine`` has read, by their text, so that a file that writes the
/// same units on every line reads and combines each once: the units after a number, with the
/// names they were read from (a name the user has since defined hides its unit, and the entry
/// is then passed over), and the resolved targets of `to`, which the user's names never change.
/// What is remembered was computed by the same reading; both depend only on the operation table
/// and the unit table, which the path is made for.
extension QuantityLine {
    final class Memo {
        /// A key longer than this is not remembered: such units are rarely written twice.
        static let longestText = 48
        /// More entries than this and the memo starts again: a file of ever new units keeps its
        /// memory flat.
        private static let capacity = 512

        private(set) var units: [Key: (unit: UnitProduct, names: [String])] = [:]
        private(set) var targets: [Key: ConversionTarget] = [:]

        /// The bytes of a unit expression, as words: hashed and compared without making a
        /// `String` of them.
        struct Key: Hashable {
            private var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
            let count: Int

            /// The key of `bytes[start..<end]`; nil when that is empty or longer than
            /// ``longestText``.
            init?(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
                guard end > start, end - start <= Memo.longestText else { return nil }
                count = end - start
                withUnsafeMutableBytes(of: &words) { raw in
                    raw.copyMemory(from: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[start..<end])))
                }
            }

            static func == (a: Key, b: Key) -> Bool {
                a.count == b.count && a.words.0 == b.words.0 && a.words.1 == b.words.1 && a.words.2 == b.words.2
                    && a.words.3 == b.words.3 && a.words.4 == b.words.4 && a.words.5 == b.words.5
            }

            func hash(into hasher: inout Hasher) {
                hasher.combine(count)
                hasher.combine(words.0)
                hasher.combine(words.1)
                guard count > 16 else { return }
                hasher.combine(words.2)
                hasher.combine(words.3)
                hasher.combine(words.4)
                hasher.combine(words.5)
            }
        }

        func remember(_ key: Key, _ unit: UnitProduct, names: [String]) {
            if units.count >= Self.capacity { units.removeAll() }
            units[key] = (unit, names)
        }

        func remember(_ key: Key, _ target: ConversionTarget) {
            if targets.count >= Self.capacity { targets.removeAll() }
            targets[key] = target
        }
    }
}
