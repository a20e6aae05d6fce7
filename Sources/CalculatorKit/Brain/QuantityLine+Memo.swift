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

        private(set) var units = Table<(unit: UnitProduct, names: [String])>()
        private(set) var targets = Table<ConversionTarget>()

        /// The bytes of a unit expression, as words: hashed and compared without making a
        /// `String` of them.
        struct Key: Equatable {
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

            /// The words mixed, for ``Table``: units are the user's text, but a memo holds at
            /// most ``capacity`` of them, so no one can make its probes long.
            var hash: Int {
                func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
                    let product = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
                    return product ^ (product >> 29)
                }
                var hash = mix(mix(mix(UInt64(count), words.0), words.1), words.2)
                hash = mix(mix(mix(hash, words.3), words.4), words.5)
                return Int(truncatingIfNeeded: hash)
            }
        }

        func remember(_ key: Key, _ unit: UnitProduct, names: [String]) {
            if units.count >= Self.capacity { units.removeAll() }
            units.set((unit, names), for: key)
        }

        func remember(_ key: Key, _ target: ConversionTarget) {
            if targets.count >= Self.capacity { targets.removeAll() }
            targets.set(target, for: key)
        }
    }
}
