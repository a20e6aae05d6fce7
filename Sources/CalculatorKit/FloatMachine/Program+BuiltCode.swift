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

    mutating func addFailure(_ failure: Failure) -> Int {
        failures.append(failure)
        return failures.count - 1
    }

    /// A linear search: a program calls a few functions, and a dictionary beside the list cost
    /// a call to make and one to release for every compile.
    func linkedFunction(named name: String) -> Int? {
        functions.firstIndex { $0.name == name }
    }

    mutating func link(_ function: UserFunction) -> Int {
        functions.append(
            UserFunctionCode(name: function.name, definition: function.definition, arity: function.parameters.count))
        return functions.count - 1
    }

    mutating func placeFunction(_ index: Int, at entry: Int) {
        functions[index].entry = entry
        functions[index].maximumStack = stackNeeded(from: entry)
        functions[index].isConditional = code[entry...].contains { $0.opcode == .jumpIfZero }
    }

    static func jump(_ offset: Int) -> Instruction { .jump(offset) }
    static func jumpIfZero(_ offset: Int) -> Instruction { .jumpIfZero(offset) }
    static func fail(_ index: Int) -> Instruction { .fail(index) }
    static var `return`: Instruction { .return }
}
