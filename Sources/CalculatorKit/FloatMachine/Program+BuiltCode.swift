/// How ``CodeBuilder`` builds a program: each instruction carries its span.
extension Program: BuiltCode {
    var count: Int { code.count }

    mutating func reserveCapacity(_ count: Int) {
        code.reserveCapacity(count)
    }

    @inline(__always)
    mutating func append(_ instruction: Instruction, _ span: Span) {
        var instruction = instruction
        instruction.span = span
        code.append(instruction)
    }

    mutating func insert(_ instruction: Instruction, _ span: Span, at index: Int) {
        var instruction = instruction
        instruction.span = span
        code.insert(instruction, at: index)
    }

    /// (One element at a time: nearly always one or two, and `removeLast(_:)` goes through the
    /// general `replaceSubrange`.)
    mutating func truncate(to count: Int) {
        while code.count > count { code.removeLast() }
    }

    mutating func placeFunction(_ index: Int, at entry: Int) {
        functions[index].maximumStack = stackNeeded(from: entry)
        functions[index].isConditional = code[entry...].contains { $0.opcode == .jumpIfZero }
    }

    static func jump(_ offset: Int) -> Instruction { .jump(offset) }
    static func jumpIfZero(_ offset: Int) -> Instruction { .jumpIfZero(offset) }
    static func fail(_ index: Int) -> Instruction { .fail(index) }
    static var `return`: Instruction { .return }
}
