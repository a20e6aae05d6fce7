/// How a decision on an approximation is made when its error bound does not settle it.
///
/// A step function of an approximate value (`floor`, a comparison, an `if` condition, the sign)
/// is decided only when the whole ball (the value and its error bound) lies on one side of the
/// step. When it does not, the operation throws ``NumberError/undecided(_:)``, and the brain
/// evaluates the statement again at a higher working precision (Ziv's strategy). At the
/// refinement cap it evaluates once more with a ``DecisionsAtCap`` in ``Decision/atCap``:
/// a value still within its bound of a step is then taken to be on it (`sin(pi) == 0` is 1), and
/// the operation records a note saying so. A pole or a domain edge within the bound (`tan(pi/2)`,
/// `1/sin(pi)`) is an error there.
///
/// ```swift
/// try Number.floor(Number.pi(precision: 15))   // 3, exact: the ball lies between 3 and 4
/// ```
package enum Decision {
    /// Set only while the brain evaluates a statement at the refinement cap.
    @TaskLocal package static var atCap: DecisionsAtCap?

    /// The working precisions, in significant digits, at which a statement is evaluated again
    /// after `digits`: four times more each time (the cost of all the runs stays within a third
    /// more than the last), up to ``cap(digits:)``.
    package static func refinements(after digits: Int) -> [Int] {
        let cap = cap(digits: digits)
        var steps: [Int] = []
        var next = digits
        while next < cap {
            next = Swift.min(next * 4, cap)
            steps.append(next)
        }
        return steps
    }

    /// The refinement cap: 1,000 significant digits, or twice the precision asked for when that
    /// is more (up to the largest precision).
    package static func cap(digits: Int) -> Int {
        Swift.min(Swift.max(1000, 2 * digits), NumberLimits.precisionDigits.upperBound)
    }
}

/// The decisions taken at the refinement cap: how many a statement's run may still take (the
/// brain raises it one at a time, so that it learns where each is), and the notes on the ones taken.
package final class DecisionsAtCap: @unchecked Sendable {
    package var budget: Int
    /// For each decision taken, what it took: "agree to 1,000 digits; taken as equal".
    package private(set) var taken: [String] = []

    package init(budget: Int) { self.budget = budget }

    /// Takes one decision, if the budget allows.
    func take(_ note: String) -> Bool {
        guard budget > 0 else { return false }
        budget -= 1
        taken.append(note)
        return true
    }
}

extension Number {
    /// A decision the ball does not settle: at the cap (with budget left) `boundary`, with
    /// `note`; otherwise ``NumberError/undecided(_:)``.
    static func undecided<T>(
        taking boundary: T, note: @autoclosure () -> String, message: String
    ) throws(NumberError) -> T {
        if let cap = Decision.atCap, cap.take(note()) { return boundary }
        throw .undecided(message)
    }

    /// A pole or a domain edge within the ball: undecided while the precision can grow, the
    /// error `message` at the cap.
    static func unresolvable(_ message: String) -> NumberError {
        Decision.atCap == nil ? .undecided(message) : .domain(message)
    }

    /// How many digits a ball of radius 2^`errorLog2` around values of magnitude up to
    /// 2^`magnitudeLog2` agrees to: the notes' "agree to 1,000 digits".
    static func agreement(errorLog2: Double, magnitudeLog2: Double) -> String {
        let scale = Swift.max(0, magnitudeLog2.isFinite ? magnitudeLog2 : 0)
        let estimate = ((scale - errorLog2) * 0.30102999566398120).rounded(.down)
        // An infinite or unknown bound agrees to nothing.
        let digits = estimate.isFinite ? Int(Swift.min(Swift.max(0, estimate), 1e15)) : 0
        var text = String(digits)
        var index = text.count - 3
        while index > 0 {
            text.insert(",", at: text.index(text.startIndex, offsetBy: index))
            index -= 3
        }
        return text
    }
}
