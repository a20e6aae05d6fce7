import ArgumentParser

/// The shell completion scripts of `calc --generate-completion-script bash|zsh|fish`:
/// ArgumentParser's, without the `help` subcommand it describes for every command.
///
/// ArgumentParser (1.8) adds `help` to the tool description its completion generators read even
/// when the command has no subcommands, so the scripts offered `calc help`, which calc would read
/// as a file named `help`. The parts that offer it are cut here, line by line; the end-to-end
/// tests run the installed scripts and fail if `help` comes back (say, after an update of
/// ArgumentParser changes the scripts' shape).
enum CompletionScript {
    /// The script for `arguments` when they ask for one and nothing else
    /// (`--generate-completion-script SHELL`, `--generate-completion-script=SHELL`, or the option
    /// alone for the shell of `$SHELL`); nil otherwise, ArgumentParser then handles the command
    /// line, and its errors.
    static func requested(by arguments: [String]) -> String? {
        let option = "--generate-completion-script"
        let name: String?
        switch arguments.count {
        case 1 where arguments[0] == option: name = CompletionShell.autodetected()?.rawValue
        case 1 where arguments[0].hasPrefix(option + "="): name = String(arguments[0].dropFirst(option.count + 1))
        case 2 where arguments[0] == option: name = arguments[1]
        default: name = nil
        }
        guard let name, let shell = CompletionShell(rawValue: name) else { return nil }
        return script(for: shell)
    }

    /// ArgumentParser's script for `shell` without its `help` subcommand.
    static func script(for shell: CompletionShell) -> String {
        let generated = Calc.completionScript(for: shell)
        var lines = generated.split(separator: "\n", omittingEmptySubsequences: false)
        switch shell {
        case .bash:
            // The subcommand case at the end of `_calc`, then the `_calc_help` function.
            removeBlock(
                in: &lines, from: "    # Offer subcommand / subcommand argument completions", through: "    esac")
            removeBlock(in: &lines, from: "_calc_help() {", through: "}", andBlankLine: true)
        case .zsh:
            // The specs that hand the first word to a subcommand, their `case "${state}"`, and
            // the `_calc_help` function.
            lines.removeAll { $0 == "        '(-): :->command'" || $0 == "        '(-)*:: :->arg'" }
            removeBlock(in: &lines, from: "    case \"${state}\" in", through: "    esac", andBlankLine: true)
            removeBlock(in: &lines, from: "_calc_help() {", through: "}", andBlankLine: true)
        case .fish:
            // The parser's `switch` on a `help` word, and the completions of and after `help`.
            removeBlock(in: &lines, from: "        switch $unparsed_tokens[1]", through: "        end")
            lines.removeAll { $0.hasPrefix("complete -c 'calc' ") && $0.contains(" -fa 'help' ") }
            lines.removeAll { $0.hasPrefix("complete -c 'calc' ") && $0.contains("\"calc help\"") }
        default:
            break
        }
        // A block cut at the end of a function leaves a blank line before its `}`.
        lines = lines.indices.filter { !(lines[$0].isEmpty && lines.indices.contains($0 + 1) && lines[$0 + 1] == "}") }
            .map { lines[$0] }
        return lines.joined(separator: "\n")
    }

    /// Removes the lines from the first that is `first` to the next that is `last`, and the blank
    /// line after them if asked; leaves `lines` as they are when either is missing.
    private static func removeBlock(
        in lines: inout [Substring], from first: String, through last: String, andBlankLine: Bool = false
    ) {
        guard let start = lines.firstIndex(where: { $0 == first }),
            var end = lines[start...].firstIndex(where: { $0 == last })
        else { return }
        if andBlankLine && lines.indices.contains(end + 1) && lines[end + 1].isEmpty { end += 1 }
        lines.removeSubrange(start...end)
    }
}
