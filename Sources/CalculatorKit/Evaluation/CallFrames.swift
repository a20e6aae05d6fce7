/// The call frames of a running program, for both machines (the `Double` one and the exact
/// one): the frames themselves, the depth and count limits (``Limits``), the stop check every
/// ``stopCheckInterval`` calls, and where a failure inside a function is shown.
///
/// Frames live in an array, not on the native stack, so recursion as deep as
/// ``Limits/maximumCallDepth`` runs on any thread. A machine keeps its own value stack and
/// instruction pointer; it asks ``enter(_:at:isConditional:)`` before each call and
/// ``leave()`` at each return:
///
/// ```swift
/// var frames = CallFrames(stop: nil)
/// let call = CallFrames.Frame(returnTo: ip + 1, base: base, function: index)
/// if let failure = frames.enter(call, at: spans[ip], isConditional: false) {
///     throw frames.shown(failure, definition: { functions[$0].definition }, callSpan: { spans[$0] })
/// }
/// ```
struct CallFrames {
    /// A call in progress: where to go on, and the caller's parameters.
    struct Frame {
        /// The instruction after the call.
        var returnTo: Int
        /// Where the caller's parameters start on the value stack.
        var base: Int
        /// The program's index of the function called.
        var function: Int
    }

    private var frames: [Frame] = []
    private var calls = 0
    /// Nil when there is nothing to check, so the check costs one test.
    private let stop: StopConditions?
    private let maximumCallCount: Int

    init(stop: StopConditions?) {
        self.stop = stop?.isEmpty == false ? stop : nil
        maximumCallCount = stop?.maximumCallCount ?? Limits.maximumCallCount
    }

    /// How many calls of user functions run between two checks for a stop (a power of two):
    /// well under a millisecond of work.
    static let stopCheckInterval = 4096

    /// Pushes `frame` for a call at `span`; or, without pushing it, the failure that stops the
    /// call: a limit passed (the hint depends on whether the function `isConditional`, so has a
    /// base case), or a stop asked for.
    @inline(__always)
    mutating func enter(
        _ frame: Frame, at span: @autoclosure () -> Span, isConditional: @autoclosure () -> Bool
    ) -> Failure? {
        calls += 1
        if frames.count >= Limits.maximumCallDepth || calls > maximumCallCount {
            return limitFailure(at: span(), isConditional: isConditional())
        }
        if calls & (Self.stopCheckInterval - 1) == 0, let stop, let known = stop.failure(at: span()) {
            return known
        }
        frames.append(frame)
        return nil
    }

    /// Out of line, so that a machine's loop keeps its registers for the hot cases.
    @inline(never)
    private func limitFailure(at span: Span, isConditional: Bool) -> Failure {
        frames.count >= Limits.maximumCallDepth
            ? Failure.recursionTooDeep(hasConditional: isConditional, at: span)
            : Failure.tooManyCalls(maximumCallCount, at: span)
    }

    /// Pops the frame of the call returning; nil when the main code returns.
    @inline(__always)
    mutating func leave() -> Frame? {
        frames.popLast()
    }

    /// The instruction of the call in the main code that led to the current one; nil in the
    /// main code.
    var outermostCall: Int? { frames.first.map { $0.returnTo - 1 } }

    /// The function running; nil in the main code.
    var currentFunction: Int? { frames.last?.function }

    /// `known` as the user sees it: in the main code as it is; inside a function, at the call in
    /// the main code that led there (`callSpan` of its instruction), the function's definition
    /// named in the note before the failure's own hint.
    func shown(
        _ known: Failure, definition: (Int) -> String, callSpan: (Int) -> Span
    ) -> Failure {
        guard let call = outermostCall, let function = currentFunction else { return known }
        // A copy, so that what the failure carries besides (`isUndecided`) goes with it; the
        // operand it named was inside the function, not at the call.
        var shown = known
        shown.span = callSpan(call)
        shown.note = Self.note(in: definition(function), known.note)
        shown.operand = nil
        return shown
    }

    /// The note of a failure inside the function `definition`: the place, quoted as code, then
    /// the failure's own hint (`in 'f(x) = f(x)': is a base case missing…`).
    static func note(in definition: String?, _ note: String?) -> String? {
        let parts = [definition.map { "in '\($0)'" }, note].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ": ")
    }
}
