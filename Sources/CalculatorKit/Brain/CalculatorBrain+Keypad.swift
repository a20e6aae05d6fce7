/// The keypad brain of Stanford's CS193p (2017, assignment 2), on the brain's operation table.
///
/// Keys execute immediately, like a pocket calculator's: there is no precedence between keypad
/// operations, and `=` completes the pending one. The keypad shares the brain's one display,
/// ``CalculatorBrain/result``: a key press sets it, and so does evaluating a string, which the
/// keypad then continues from.
///
/// ```swift
/// let brain = CalculatorBrain()
/// brain.setOperand(7)
/// brain.performOperation("+")
/// brain.setOperand(9)
/// brain.performOperation("=")
/// brain.result            // 16
/// brain.description       // "7 + 9"
/// brain.performOperation("√")
/// brain.description       // "√(7 + 9)", and result is 4
/// ```
extension CalculatorBrain {
    /// Enters a number, as typing its digits would. After a completed result, a new operand
    /// starts afresh: `7 + 9 = √ 6` shows `6`.
    ///
    /// ```swift
    /// brain.setOperand(7)     // description "7", result 7
    /// ```
    public func setOperand(_ operand: Double) {
        press(.operand(operand))
    }

    /// Enters a variable by name. Its value is looked up each time the keys are evaluated:
    /// from the brain's variables for ``result``, or from the dictionary given to
    /// ``evaluate(using:)``. An unset variable counts as 0.
    ///
    /// ```swift
    /// brain.setOperand(9); brain.performOperation("+"); brain.setOperand(variable: "M")
    /// brain.performOperation("=")
    /// brain.evaluate(using: ["M": 7]).result   // 16
    /// ```
    public func setOperand(variable name: String) {
        press(.variable(name))
    }

    /// Presses the key spelled `symbol`: `=`, or any spelling in the operation table. Constants
    /// (`π`) enter their value; prefix and postfix operators and one-argument functions (`√`,
    /// `sin`, `!`) apply to the value shown; infix operators and two-argument functions (`+`,
    /// `×`, `hypot`) wait for a second operand, after completing any operation already waiting.
    /// A symbol the table does not know, or an operation with nothing to apply to, is ignored.
    ///
    /// ```swift
    /// brain.setOperand(4); brain.performOperation("×"); brain.performOperation("π")
    /// brain.performOperation("=")
    /// brain.description       // "4 × π", result 12.566370614359172
    /// ```
    public func performOperation(_ symbol: String) {
        press(.operation(symbol))
    }

    /// True while a binary operation waits for its second operand (after `7 +`).
    ///
    /// ```swift
    /// brain.setOperand(7); brain.performOperation("+")
    /// brain.resultIsPending   // true
    /// ```
    public var resultIsPending: Bool { keypad.current.isPending }

    /// The keys pressed, as an expression: `7 + 9` for `7 + 9 =`, `7 + √(9)` for `7 + 9 √`,
    /// `7 +` while `+` is pending. Empty before any key.
    ///
    /// ```swift
    /// brain.setOperand(7); brain.performOperation("+"); brain.setOperand(9); brain.performOperation("√")
    /// brain.description       // "7 + √(9)"
    /// ```
    public var description: String { keypad.current.description }

    /// Evaluates the keys pressed with the variables' values from `variables` (nil or a
    /// missing name counts as 0), without changing the brain.
    ///
    /// ```swift
    /// brain.setOperand(9); brain.performOperation("+"); brain.setOperand(variable: "M")
    /// brain.performOperation("="); brain.performOperation("√")
    /// brain.evaluate(using: ["M": 7])   // (result: 4, isPending: false, description: "√(9 + M)")
    /// ```
    public func evaluate(using variables: [String: Double]?) -> (result: Double?, isPending: Bool, description: String)
    {
        let run = keypad.replay(keypadContext((variables ?? [:]).mapValues(Value.float)))
        return (run.result, run.isPending, run.description)
    }

    /// Takes back the last key press that had an effect; ``result`` and ``description`` go back
    /// with it.
    ///
    /// ```swift
    /// brain.setOperand(7); brain.performOperation("+"); brain.setOperand(9)
    /// brain.undo()
    /// brain.description       // "7 +"
    /// ```
    public func undo() {
        guard !keypad.steps.isEmpty else { return }
        keypad.steps.removeLast()
        keypad.current = keypad.replay(keypadContext(state.values))
        value = keypad.current.value
    }

    private func press(_ step: Keypad.Step) {
        var run = keypad.current
        guard run.apply(step, keypadContext(state.values)) else { return }
        keypad.steps.append(step)
        keypad.current = run
        if step == .operation("="), let value = run.value { state.ans = value }
        value = run.value
    }

    private func keypadContext(_ variables: [String: Value]) -> Keypad.Context {
        Keypad.Context(table: operations, variables: variables, options: options)
    }

    /// Starts the keypad afresh from `value`, after a string was evaluated to it.
    func continueKeypad(from value: Value) {
        keypadSeed = Keypad.Operand(result: value, precision: options.precision)
    }
}
