import Testing

@testable import CalculatorKit

/// The call frames both machines keep: the depth limit and its hint, the stop check, and where
/// a failure inside a function is shown.
struct CallFramesTests {
    static let callSpan = Span(4, 8)

    struct Depth: CustomTestStringConvertible, Sendable {
        var name: String
        /// Calls entered before the one tried.
        var depth: Int
        var isConditional: Bool
        /// The failure's message and note; nil when the call is entered.
        var message: String?
        var note: String?
        var testDescription: String { name }
    }

    static let depths: [Depth] = [
        Depth(name: "the first call", depth: 0, isConditional: false),
        Depth(name: "the deepest call allowed", depth: 9_999, isConditional: false),
        Depth(
            name: "one too deep, no if", depth: 10_000, isConditional: false,
            message: "recursion too deep: more than 10000 nested calls",
            note: "is a base case missing, as in 'f(n) = if(n <= 0, 1, n * f(n - 1))'?"),
        Depth(
            name: "one too deep, with an if", depth: 10_000, isConditional: true,
            message: "recursion too deep: more than 10000 nested calls",
            note: "its base case, if it has one, is more than 10000 calls away"),
    ]

    @Test(arguments: depths)
    func theDepthLimitStopsACallAndSaysWhy(_ depth: Depth) {
        var frames = CallFrames(stop: nil)
        for level in 0..<depth.depth {
            #expect(
                frames.enter(.init(returnTo: level + 1, base: 0, function: 0), at: Self.callSpan, isConditional: false)
                    == nil)
        }
        let failure = frames.enter(
            .init(returnTo: 99, base: 0, function: 0), at: Self.callSpan, isConditional: depth.isConditional)
        #expect(failure?.message == depth.message)
        #expect(failure?.note == depth.note)
        #expect(failure.map { $0.kind == .limit && $0.span == Self.callSpan } ?? true)
        // An entered call pushes its frame; a refused one does not, and the caller's is on top.
        #expect(frames.leave()?.returnTo == (depth.message == nil ? 99 : depth.depth))
    }

    /// A stop asked for is noticed at the next multiple of the check interval, not before.
    @Test(arguments: [1, CallFrames.stopCheckInterval - 1, CallFrames.stopCheckInterval])
    func aStopIsSeenEveryCheckInterval(_ calls: Int) {
        let stop = Interruption()
        stop.requestStop()
        var frames = CallFrames(stop: StopConditions(interruption: stop, options: CalculatorOptions()))
        var failure: Failure?
        for call in 1...calls {
            failure = frames.enter(.init(returnTo: 1, base: 0, function: 0), at: Self.callSpan, isConditional: false)
            if failure == nil { _ = frames.leave() } else { #expect(call == CallFrames.stopCheckInterval) }
        }
        #expect((failure?.kind == .interrupted) == (calls == CallFrames.stopCheckInterval))
    }

    struct Shown: CustomTestStringConvertible, Sendable {
        var name: String
        /// The functions entered, outermost first, each from the instruction given.
        var calls: [(function: Int, at: Int)]
        var note: String?
        var span: Span
        var expectedNote: String?
        var testDescription: String { name }
    }

    static let definitions = ["f(x) = g(x) + 1", "g(x) = sqrt(x)"]
    static let spans = [Span(0, 4), Span(10, 14), Span(20, 24)]

    static let shown: [Shown] = [
        Shown(
            name: "in the main code, as it is", calls: [], note: "a hint", span: Span(30, 31), expectedNote: "a hint"),
        Shown(
            name: "in f, at f's call, f named", calls: [(0, 1)], note: nil, span: Span(10, 14),
            expectedNote: "in 'f(x) = g(x) + 1'"),
        Shown(
            name: "in g called by f, at f's call, g named before the hint", calls: [(0, 2), (1, 0)], note: "a hint",
            span: Span(20, 24), expectedNote: "in 'g(x) = sqrt(x)': a hint"),
    ]

    @Test(arguments: shown)
    func aFailureInAFunctionShowsAtTheOutermostCall(_ shown: Shown) {
        var frames = CallFrames(stop: nil)
        for call in shown.calls {
            #expect(
                frames.enter(
                    .init(returnTo: call.at + 1, base: 0, function: call.function), at: Span(0, 0), isConditional: false
                )
                    == nil)
        }
        let known = Failure(.arithmetic, "square root of a negative number", at: Span(30, 31), note: shown.note)
        let failure = frames.shown(known, definition: { Self.definitions[$0] }, callSpan: { Self.spans[$0] })
        #expect(failure.span == shown.span)
        #expect(failure.note == shown.expectedNote)
        #expect(failure.message == known.message)
    }
}
