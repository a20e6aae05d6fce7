import CalculatorKit

extension REPLSession {
    /// `:plot EXPR[, EXPR…] [from A to B] [y from C to D] [> FILE.svg]`: draws the plot in the
    /// transcript, as wide as the terminal, or writes it as SVG (`>!` replaces a file that is not
    /// a plot calc wrote; see ``SessionFile``). An error in an expression or a
    /// range's end has its caret under the spot in the line typed. Nothing in the brain changes:
    /// there is nothing to `:undo`.
    func plot(_ argument: String, line: String) {
        guard !argument.isEmpty else {
            console.write(HelpView.plot)
            return
        }
        // The argument is the end of the (trimmed) command line.
        let offset = line.utf8.count - argument.utf8.count
        let request: PlotRequest
        do {
            request = try PlotCommandLine.parse(argument, offset: offset)
        } catch {
            console.writeError(
                DiagnosticView.message(error.message, note: "type :help plot for examples", color: color))
            return
        }
        let maker = PlotMaker(brain: brain)
        guard let outcome = sample(request) else { return }
        let plot: Plot
        switch outcome {
        case .success(let sampled): plot = sampled
        case .failure(let error):
            switch error {
            case .message(let text): console.writeError(DiagnosticView.message(text, color: color))
            case .expression(let error, let part):
                let before = String(decoding: Array(line.utf8)[..<part.offset], as: UTF8.self)
                let located = error.shifted(bytes: part.offset, columns: before.unicodeScalars.count)
                // A command wider than the terminal wrapped: the line is shown again, cut to a row.
                let prompt = PromptView.width(promptState)
                let fits = drawsPrompt && prompt + line.terminalColumns <= promptLayout.width
                console.writeError(
                    DiagnosticView.render(
                        located, source: line, promptWidth: fits ? prompt : nil,
                        width: drawsPrompt ? promptLayout.width : nil, color: color))
            }
            return
        }
        if let path = request.svgPath {
            if let problem = SessionFile.write(
                maker.svg(plot), to: InputFile.expandingTilde(path), kind: .plot(override: ":plot … >! \(path)"),
                overwriting: request.replacesFile)
            {
                console.writeError(DiagnosticView.message(problem, color: color))
            } else {
                console.write("wrote the plot to \(path)\n")
            }
            return
        }
        console.write(maker.text(plot, size: plotSize, width: promptState.width, color: color))
    }

    /// The plot sampled on a copy of the brain, on a ``BackgroundJob`` as a line is evaluated: a
    /// Ctrl-C stops waiting for it (a user function that recurses deep at every point can take
    /// long), prints ``interruptedMessage`` and gives nil.
    private func sample(_ request: PlotRequest) -> Result<Plot, PlotMaker.Problem>? {
        brain.interruption?.reset()
        let worker = brain.workingCopy()
        let handover = Handover(worker)
        let job = BackgroundJob { () -> Result<Plot, PlotMaker.Problem> in
            do throws(PlotMaker.Problem) {
                return .success(try PlotMaker(brain: handover.value).plot(request))
            } catch {
                return .failure(error)
            }
        }
        let interruption = brain.interruption
        guard let outcome = job.wait(stop: { interruption?.isRequested == true }) else {
            job.abandon()
            worker.interruption?.requestStop()
            brain.interruption?.reset()
            console.writeError(interruptedMessage)
            return nil
        }
        return outcome
    }
}
