/// Builds one JSON object as text, key by key, for JSON Lines output. Small on purpose: calc
/// writes flat objects of strings, integers and numbers, and avoids Foundation's start-up cost.
///
/// ```swift
/// var object = JSONWriter()
/// object.add("input", "2+2")
/// object.add("value", 4.0)
/// object.closed   // {"input":"2+2","value":4}
/// ```
struct JSONWriter {
    private var text = "{"
    private var isEmpty = true

    mutating func add(_ key: String, _ value: String) {
        addKey(key)
        Self.appendString(value, to: &text)
    }

    mutating func add(_ key: String, _ value: Int) {
        addKey(key)
        text += String(value)
    }

    /// A number at full precision; `null` for nan and infinities, which JSON cannot write.
    mutating func add(_ key: String, _ value: Double) {
        addKey(key)
        text += Self.number(value)
    }

    mutating func add(_ key: String, _ value: Bool) {
        addKey(key)
        text += value ? "true" : "false"
    }

    /// A nested object, such as an error.
    mutating func add(_ key: String, _ object: JSONWriter) {
        addKey(key)
        text += object.closed
    }

    /// An array of objects, such as a statement's notes: `[]` for none.
    mutating func add(_ key: String, _ objects: [JSONWriter]) {
        addKey(key)
        text += "[" + objects.map(\.closed).joined(separator: ",") + "]"
    }

    /// An array of values written as JSON already (numbers, objects): a list's elements.
    mutating func add(_ key: String, array elements: [String]) {
        addKey(key)
        text += "[" + elements.joined(separator: ",") + "]"
    }

    /// The object with its closing brace.
    var closed: String { text + "}" }

    private mutating func addKey(_ key: String) {
        if !isEmpty { text += "," }
        isEmpty = false
        Self.appendString(key, to: &text)
        text += ":"
    }

    /// The shortest text that reads back as `value`: integers without a fraction, others as
    /// Swift prints them (`0.1`, `1e-07`, `1.5e+300`), all valid JSON numbers.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 0x1p53 { return String(Int64(value)) }
        return value.description
    }

    /// Appends `string` quoted, escaping what JSON requires: quote, backslash and control
    /// characters. Other characters, non-ASCII included, are written as they are (UTF-8).
    static func appendString(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            let escape: String? =
                switch scalar {
                case "\"": "\\\""
                case "\\": "\\\\"
                case "\n": "\\n"
                case "\r": "\\r"
                case "\t": "\\t"
                case "\u{08}": "\\b"
                case "\u{0C}": "\\f"
                default: scalar.value < 0x20 || scalar.value == 0x7F ? hexEscape(scalar.value) : nil
                }
            if let escape { text += escape } else { text.unicodeScalars.append(scalar) }
        }
        text += "\""
    }

    private static func hexEscape(_ value: UInt32) -> String {
        let digits = Array("0123456789abcdef")
        return "\\u00" + String(digits[Int(value >> 4)]) + String(digits[Int(value & 0xF)])
    }
}
