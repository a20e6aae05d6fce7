/// Reads the argument of the REPL's `:plot`: `EXPR[, EXPR…] [from A to B] [y from C to D]
/// [> FILE.svg]` (`>! FILE.svg` replaces a file calc did not write). The words `from`, `to` and `y` count only outside brackets, and the file only
/// when it is a last `> NAME` ending in `.svg` (a `>` elsewhere is a comparison). Offsets are
/// in UTF-8 bytes from the start of `text`.
///
/// ```swift
/// let request = try PlotCommandLine.parse("sin(x), cos(x) from -pi to pi > waves.svg")
/// request.expressions.text   // "sin(x), cos(x) "
/// request.from?.text         // " -pi "
/// request.svgPath            // "waves.svg"
/// ```
enum PlotCommandLine {
    /// Why the argument cannot be read; the message names what is missing.
    struct Problem: Error, Equatable {
        var message: String
    }

    static func parse(_ text: String, offset: Int = 0) throws(Problem) -> PlotRequest {
        let bytes = Array(text.utf8)
        var end = bytes.count
        var svgPath: String?
        var replacesFile = false
        if let arrow = lastTopLevel(UInt8(ascii: ">"), in: bytes) {
            // `>!`, as a noclobber shell spells it: replace a file that is not a plot calc wrote.
            let forced = arrow + 1 < bytes.count && bytes[arrow + 1] == UInt8(ascii: "!")
            let path = String(decoding: bytes[(arrow + (forced ? 2 : 1))...], as: UTF8.self).trimmingWhitespace()
            if path.lowercased().hasSuffix(".svg") {
                svgPath = path
                replacesFile = forced
                end = arrow
            }
        }
        let words = topLevelWords(bytes[..<end])
        func part(_ range: Range<Int>) -> PlotRequest.Part {
            PlotRequest.Part(String(decoding: bytes[range], as: UTF8.self), offset: offset + range.lowerBound)
        }
        // `y from C to D` is the last `y` followed by `from`; `from A to B` the first `from` before it.
        var yStart = end
        var request = PlotRequest(expressions: part(0..<end), svgPath: svgPath, replacesFile: replacesFile)
        if let y = words.lastIndex(where: { $0.word == "y" }), y + 1 < words.count, words[y + 1].word == "from" {
            guard let to = words[(y + 2)...].firstIndex(where: { $0.word == "to" }) else {
                throw Problem(message: ":plot … y from C needs 'to D'")
            }
            request.yFrom = part(words[y + 1].range.upperBound..<words[to].range.lowerBound)
            request.yTo = part(words[to].range.upperBound..<end)
            yStart = words[y].range.lowerBound
        }
        if let from = words.firstIndex(where: { $0.word == "from" && $0.range.lowerBound < yStart }) {
            guard let to = words[from...].firstIndex(where: { $0.word == "to" && $0.range.lowerBound < yStart }) else {
                throw Problem(message: ":plot … from A needs 'to B'")
            }
            request.from = part(words[from].range.upperBound..<words[to].range.lowerBound)
            request.to = part(words[to].range.upperBound..<yStart)
            request.expressions = part(0..<words[from].range.lowerBound)
        } else {
            request.expressions = part(0..<yStart)
        }
        return request
    }

    /// The index of the last `byte` outside brackets.
    private static func lastTopLevel(_ byte: UInt8, in bytes: [UInt8]) -> Int? {
        var depth = 0
        var found: Int?
        for (index, current) in bytes.enumerated() {
            switch current {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(0, depth - 1)
            case byte where depth == 0: found = index
            default: break
            }
        }
        return found
    }

    /// The words (letters, digits and `_`, starting with a letter) outside brackets, with where
    /// each is.
    private static func topLevelWords(_ bytes: ArraySlice<UInt8>) -> [(word: String, range: Range<Int>)] {
        var words: [(word: String, range: Range<Int>)] = []
        var depth = 0
        var index = bytes.startIndex
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
        }
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                depth = max(0, depth - 1)
            } else if isWordByte(byte) {
                let start = index
                while index < bytes.endIndex, isWordByte(bytes[index]) { index += 1 }
                if depth == 0 { words.append((String(decoding: bytes[start..<index], as: UTF8.self), start..<index)) }
                continue
            }
            index += 1
        }
        return words
    }
}
