import CEditline
import Platform

/// A line editor for an interactive terminal: libedit with emacs bindings (and the usual
/// word-movement, Home/End and paging keys, bracketed paste, ^Z), `~/.editrc`, a prompt
/// that may change after every line, TAB completion, Ctrl-R search and a shared history file.
///
///     let editor = LineEditor(programName: "calc", historyFile: "/home/me/.local/state/calc/history")
///     editor.onWarning = { message in print("warning: \(message)") }
///     loop: while true {
///         editor.prompt = "\(result) › "
///         switch editor.readLine() {
///         case .line(let text): evaluate(text)
///         case .cancelled, .interrupted: continue
///         case .endOfInput: break loop
///         }
///     }
///
/// Use it only when ``isInteractive()``: piped output would receive raw escape sequences.
///
/// Every non-blank line read is added to the history and saved to the file at once, so nothing is
/// left to save on `exit()` (which runs no `deinit`) or SIGTERM. From the first line read until
/// ``close()``, the terminal is out of its own modes (libedit's raw mode while a line is read, no
/// echo and no signal keys between lines); `close()`, an `exit` and a SIGTERM, SIGHUP or SIGQUIT
/// under its default action put them back first (see TerminalModes.swift).
public final class LineEditor {
    /// Called with each problem worth telling the user about, such as an unwritable history file.
    /// At most one warning per problem; the editor goes on working either way.
    public var onWarning: ((String) -> Void)?

    /// The prompt drawn before the line; may hold ANSI colour sequences, which take no width.
    public var prompt: String {
        didSet { storePrompt() }
    }

    /// Finds completions for TAB, given the line and the cursor's offset in the line's UTF-8 bytes.
    /// With no closure, TAB beeps.
    public var completion: ((_ line: String, _ cursorUTF8Offset: Int) -> Completion)?

    /// Computes the right prompt (drawn at the right end of the line, if it fits) from the line as
    /// typed so far, on every keystroke; may hold ANSI colour sequences. Setting it the first time
    /// binds the printable keys (see LineEditor+RightPrompt.swift); nil shows none.
    ///
    /// ```swift
    /// editor.rightPrompt = { line in line.isEmpty ? "" : "\(line.count) chars" }
    /// ```
    public var rightPrompt: ((_ line: String) -> String)? {
        didSet {
            rightPromptLine = nil
            rightPromptPaddedLine = nil
            if rightPrompt != nil { installRightPrompt() }
        }
    }

    /// The longest line, in UTF-8 bytes, that ``rightPrompt`` is worked out for. Past it the
    /// right prompt is blank and a key typed at the end of the line is drawn by libedit alone, as
    /// with no right prompt: a full redraw and a new right prompt at every key made typing
    /// quadratic in the line's length (20 KB typed took 20.5 s of CPU, against 0.02 s without).
    public var rightPromptMaximumLength = Int.max

    /// The history, oldest first: what Up walks back through.
    public var historyEntries: [String] { history.entries }
    /// Whether ``readLine()`` adds each line it reads to the history (the default).
    public var recordsEveryLine = true
    /// How many lines, typed or pasted ahead while the last ``whileEvaluating(_:)`` ran, a
    /// Ctrl-C dropped (see LineEditor+Evaluation.swift).
    public internal(set) var droppedLineCount = 0
    /// Keys typed ahead while a line was evaluated, not yet given to libedit.
    var typeahead: [UInt8] = []
    /// The first bytes of a character typed ahead whose last bytes are still to be read.
    var partialCharacter: [UInt8] = []

    /// The libedit handle; nil once closed.
    private(set) var editLine: OpaquePointer?
    private let history: HistoryList
    private let historyFile: HistoryFile?
    private let previousInterruptAction: sigaction
    /// The prompt as libedit reads it, owned here: the prompt callback returns this pointer.
    private(set) var promptCString: UnsafeMutablePointer<CChar>?
    /// Whether ``prompt`` holds escape sequences (colour): see ``withSteadyLiterals(_:)``.
    var promptHasEscapes = false
    /// The right prompt as libedit reads it, owned here, and the line it was computed for.
    var rightPromptCString: UnsafeMutablePointer<CChar>?
    var rightPromptLine: String?
    /// The right prompt's text for ``rightPromptLine``, and the line its padding was worked out
    /// for (see ``padded(_:after:)``).
    var rightPromptText = ""
    var rightPromptPaddedLine: String?
    /// Whether the right-prompt callback and key bindings are installed.
    var hasRightPrompt = false
    /// Whether the printable keys are bound to `calc-insert` (see LineEditor+RightPrompt.swift).
    var printableKeysInsert = false
    /// Set by the ^C key function during ``readLine()``.
    var isCancelled = false
    /// Set once Return or ^C was read, until the next ``readLine()``: the line is being ended,
    /// and its right prompt is no longer drawn.
    var isEndingLine = false
    /// Between a pasted block's start and end sequences, which may span several lines.
    var isPasting = false
    /// Whether bracketed paste is asked of the terminal at all (see ``BracketedPaste/isSupported(term:)``).
    private let usesBracketedPaste = BracketedPaste.isSupported(term: getenv("TERM").map { String(cString: $0) })
    /// Whether the terminal is in bracketed-paste mode now: from the first ``readLine()`` until
    /// ``close()``, and off while calc is suspended, so the shell gets the terminal as it was.
    ///
    /// It stays on between lines: the requests would otherwise land between a line and its
    /// result (libedit draws nothing after a prompt that could carry them), and a block pasted
    /// while a line is evaluated still arrives marked.
    private var isBracketedPasteOn = false

    /// Starts editing on the process's standard input and output.
    ///
    /// - Parameters:
    ///   - programName: the name `~/.editrc` lines may be prefixed with (`calc:bind -v`).
    ///   - historyFile: where history is loaded from and saved to; `nil` keeps it in memory only.
    ///     Missing directories are created (mode 0700).
    ///   - historySize: the most entries kept, in memory and in the file.
    ///   - onWarning: receives warnings raised while loading the history file; see ``onWarning``.
    ///
    /// Sets the process's `LC_CTYPE` to a UTF-8 locale and installs a SIGINT handler that does
    /// nothing (restored by ``close()``): install your own handler afterwards if you need one,
    /// without `SA_RESTART`.
    public init(
        programName: String,
        historyFile: String?,
        historySize: Int = 1000,
        onWarning: ((String) -> Void)? = nil
    ) {
        Terminal.useUTF8CharacterType()
        self.onWarning = onWarning
        prompt = ""
        history = HistoryList(capacity: historySize)
        self.historyFile = historyFile.map { HistoryFile(path: $0, capacity: historySize) }
        previousInterruptAction = Terminal.ignoreInterrupts()
        TerminalModes.remember()
        editLine = Terminal.withKnownTerminalType { calc_el_init(programName) }
        storePrompt()
        loadHistory()
        configure()
    }

    deinit {
        close()
    }

    /// Installs `handler` as the process's SIGINT handler, without `SA_RESTART`, so that a
    /// blocking read returns `EINTR`. For a `LineEditor`, call it after `init`; ``close()`` puts
    /// back the action from before `init`. The handler must be async-signal-safe.
    public static func handleInterrupts(with handler: @escaping @convention(c) (Int32) -> Void) {
        Terminal.handleInterrupts(handler)
    }

    /// Puts the terminal's own modes back if an editor changed them; async-signal-safe, for a
    /// signal handler about to end the process (a second Ctrl-C).
    public static func restoreTerminal() {
        TerminalModes.restore()
    }

    /// Whether standard input and standard output are both terminals, as a `LineEditor` needs.
    public static func isInteractive() -> Bool {
        Terminal.isInteractive
    }

    /// Reads one line, showing ``prompt``.
    ///
    /// On Ctrl-D, and on Ctrl-C or a SIGINT, it ends the screen line itself, so the caller's next
    /// output starts on a fresh line.
    public func readLine() -> ReadResult {
        guard let editLine else { return .endOfInput }
        isCancelled = false
        isEndingLine = false
        // The caller's state may have changed since the last line: compute the right prompt anew.
        rightPromptLine = nil
        rightPromptPaddedLine = nil
        if hasRightPrompt { bindPrintableKeys(toInsert: true) }
        pushTypeaheadLine()
        var count: Int32 = 0
        setBracketedPaste(true)
        TerminalModes.markChanged()
        // el_gets measures the terminal as it starts: a resize before it is drawn already.
        EditingSignals.forgetResize()
        EditingSignals.handleStops(true)
        errno = 0
        let buffer = el_gets(editLine, &count)
        let readError = errno
        EditingSignals.handleStops(false)
        // libedit put the terminal back in its own mode: keys typed from now until the next
        // prompt must wait for it, not be the line discipline's.
        holdKeys()
        errno = readError
        if isCancelled {
            write("^C\n")
            return .cancelled
        }
        if count == -1, errno == EINTR {
            write("\n")
            return .interrupted
        }
        guard let buffer, count > 0 else {
            write("\n")
            return .endOfInput
        }
        // The buffer belongs to libedit and is overwritten by the next read: copy it now.
        let bytes = UnsafeRawBufferPointer(start: buffer, count: Int(count))
        var line = String(decoding: bytes, as: UTF8.self)
        if line.hasSuffix("\n") { line.removeLast() }
        if recordsEveryLine { record(line) }
        return .line(line)
    }

    /// Ends editing: restores the terminal, the SIGINT action and frees libedit's state.
    /// Called by `deinit`; calling it twice does nothing. Afterwards ``readLine()`` returns
    /// ``ReadResult/endOfInput``.
    public func close() {
        guard let editLine else { return }
        setBracketedPaste(false)
        el_end(editLine)
        TerminalModes.restore()
        self.editLine = nil
        promptCString?.deallocate()
        promptCString = nil
        rightPromptCString?.deallocate()
        rightPromptCString = nil
        Terminal.restoreInterrupts(previousInterruptAction)
    }

    /// Writes `text` where libedit draws, flushed, so that it lands between libedit's own output.
    func write(_ text: String) {
        guard let editLine, let output = calc_el_output(editLine) else { return }
        Platform.fputs(text, output)  // qualified: CEditline's header brings in stdio's too
        Platform.fflush(output)
    }

    /// Turns the terminal's bracketed-paste mode on or off, if it is not already so.
    func setBracketedPaste(_ on: Bool) {
        guard usesBracketedPaste, on != isBracketedPasteOn else { return }
        isBracketedPasteOn = on
        TerminalModes.isBracketedPasteOn.store(on, ordering: .relaxed)
        write(on ? BracketedPaste.on : BracketedPaste.off)
    }

    /// Stops the process as the terminal's ^Z would (libedit reads ^Z as a key), with the
    /// terminal restored for the shell; once continued, editing goes on where it was.
    func suspend() {
        guard let editLine else { return }
        setBracketedPaste(false)
        _ = calc_el_prepare_terminal(editLine, 0)
        Terminal.stopUntilContinued()
        _ = calc_el_prepare_terminal(editLine, 1)
        setBracketedPaste(true)
    }

    private func configure() {
        guard let editLine else { return }
        _ = calc_el_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
        _ = calc_el_set_prompt(editLine, EditorCallbacks.prompt, CChar(PromptText.ignoreCharacter))
        _ = calc_el_set_editor(editLine, "emacs")
        _ = calc_el_set_history(editLine, history.handle)
        // ^C reaches the editor as a key (the terminal no longer turns it into SIGINT), because a
        // SIGINT arriving while libedit handles another key can be lost.
        _ = calc_el_setty_edit(editLine, "-isig")
        // Not libedit's signal handling (EL_SIGNAL), which resized its display inside the SIGWINCH
        // handler, mid-redraw: see LineEditor+Resize.swift and TerminalModes.swift.
        _ = calc_el_set_signal(editLine, 0)
        _ = calc_el_bind(editLine, "^R", "em-inc-search-prev")
        _ = el_source(editLine, nil)
        // After ~/.editrc, which may switch key maps (`bind -v`): these must hold in every map.
        _ = calc_el_add_function(editLine, "calc-cancel", "Discard the line", EditorCallbacks.cancel)
        _ = calc_el_bind(editLine, "^C", "calc-cancel")
        _ = calc_el_add_function(editLine, "calc-accept", "Accept the line", EditorCallbacks.accept)
        _ = calc_el_bind(editLine, "^J", "calc-accept")
        _ = calc_el_bind(editLine, "^M", "ed-newline")
        _ = calc_el_add_function(editLine, "calc-complete", "Complete the word", EditorCallbacks.complete)
        _ = calc_el_bind(editLine, "^I", "calc-complete")
        KeyBindings.bind(editLine)
        installResizeRedraw()
    }

    private func storePrompt() {
        let bytes = PromptText.marked(prompt)
        promptHasEscapes = bytes.contains(CChar(PromptText.ignoreCharacter))
        let storage = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        storage.initialize(from: bytes, count: bytes.count)
        promptCString?.deallocate()
        promptCString = storage
    }

    private func loadHistory() {
        guard let historyFile else { return }
        let (entries, warning) = historyFile.load()
        for entry in entries { history.append(entry) }
        if let warning { onWarning?(warning) }
    }

    /// Adds a non-blank entry to the history and saves it to the file at once. ``readLine()``
    /// does this for every line unless ``recordsEveryLine`` is false, for callers that join
    /// several lines into one entry.
    ///
    /// ```swift
    /// editor.recordsEveryLine = false
    /// editor.record("max(1, 7)")   // typed as "max(1," and "7)"
    /// ```
    public func record(_ line: String) {
        guard line.contains(where: { !$0.isWhitespace }) else { return }
        history.append(line)
        if let warning = historyFile?.save(line) { onWarning?(warning) }
    }
}
