// A list as calc shows it: `[1, 2, 4]`, each element by the display rule of its kind and in the
// presentation's format (`[1/3, 2/3] to frac` is `[1/3, 2/3]`), so that the text reads back.

extension ValueFormat {
    /// The text of a list, and whether it is its exact value: when every element's is (nil when
    /// an element's exactness is not kept).
    ///
    /// ```swift
    /// ValueFormat().text(of: try brain.evaluateValue("[1, 2, 4] / 2"))   // ("[0.5, 1, 2]", isExact: true)
    /// ```
    func listText(_ elements: [Value], in presentation: Presentation) -> (text: String, isExact: Bool?) {
        var text = "["
        var exactness: [Bool?] = []
        exactness.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            if index > 0 { text += ", " }
            let (elementText, isExact) = self.text(of: element, in: presentation)
            text += elementText
            exactness.append(isExact)
        }
        return (text + "]", Self.allExact(exactness))
    }

    /// False when one is false, else nil when one is nil, else true (an empty list is exact).
    static func allExact(_ exactness: [Bool?]) -> Bool? {
        if exactness.contains(false) { return false }
        return exactness.contains(nil) ? nil : true
    }
}
