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

        /// The conversion's words the table has (`to`), as bytes: the word that ends the units
        /// (every conversion spelling of a table is one of ``ConversionOperator/standard``'s).
        let keywords: [[UInt8]]

        init(keywords: [[UInt8]]) { self.keywords = keywords }

        // Read and written several times a line: unchecked, as a dynamic exclusivity check at
        // each access was 9.9 million of row 9's first 20,000 lines' 261 million instructions.
        // Only this memo's methods and its reader touch them, one access at a time.

        /// The units after a number, by their text: the unit's number in ``products``, and the
        /// names it was read from.
        @exclusivity(unchecked) private(set) var units = Table<Key, (unit: Int, names: [String])>()
        /// The targets of `to`, by their text: the target's index in ``targetList``, and the
        /// number of the unit converted to (the only one, or a sum's first).
        @exclusivity(unchecked) private(set) var targets = Table<Key, (target: Int, unit: Int)>()
        /// The targets ``targets`` refers to: only the line's last step copies one.
        @exclusivity(unchecked) private(set) var targetList: [ConversionTarget] = []
        /// Every unit a line has been read or computed in, by number (QuantityLine+Units.swift).
        @exclusivity(unchecked) var products: [UnitProduct] = []
        /// The unit of a product or quotient of two quantities, by the operands' units and the
        /// operator: a number in ``products``, or -1 where the result is no quantity.
        @exclusivity(unchecked) var combinations = Table<PairKey, Int>()
        /// How magnitudes go from one unit to another, by the units and the precision.
        @exclusivity(unchecked) var conversions = Table<PairKey, Conversion>()
        /// The named unit a unit's results are shown in (NamedResults), by the unit: a number in
        /// ``products``, or -1 for none.
        @exclusivity(unchecked) var namedUnits = Table<PairKey, Int>()

        /// The bytes of a unit expression, as words: hashed and compared without making a
        /// `String` of them.
        struct Key: MemoKey {
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

        func remember(_ key: Key, unit: Int, names: [String]) {
            if units.count >= Self.capacity { units.removeAll() }
            units.set((unit, names), for: key)
        }

        /// Remembers `target`, converting to unit number `unit`; its index in ``targetList``.
        func remember(_ key: Key?, _ target: ConversionTarget, unit: Int) -> Int {
            if targets.count >= Self.capacity || targetList.count >= 2 * Self.capacity {
                targets.removeAll()
                targetList.removeAll()
            }
            targetList.append(target)
            if let key { targets.set((targetList.count - 1, unit), for: key) }
            return targetList.count - 1
        }

        /// Called before each line: past ``capacity`` units (or four times as many pairs of
        /// them), everything is forgotten at once, as the tables refer to units by number; never
        /// within a line, whose terms hold such numbers.
        func startLine() {
            guard
                products.count > Self.capacity || combinations.count > 4 * Self.capacity
                    || conversions.count > 4 * Self.capacity
            else { return }
            units.removeAll()
            targets.removeAll()
            targetList.removeAll()
            products.removeAll()
            combinations.removeAll()
            conversions.removeAll()
            namedUnits.removeAll()
        }
    }
}
