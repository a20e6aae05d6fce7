/// A zone's rules as a TZif file gives them (RFC 8536): the UTC offsets in force from each
/// transition on, and the footer's POSIX TZ rule for instants past the last transition. Only the
/// version 2+ 64-bit data is read (the 32-bit block ends in 2038); leap-second records are
/// skipped, as Unix time has none.
final class ZoneRules: Sendable {
    /// Transition instants in Unix seconds, ascending.
    let transitions: [Int]
    /// The offset (seconds east of UTC) in force from each transition on.
    let offsets: [Int]
    /// The offset before the first transition: the first standard-time type, as Python's
    /// zoneinfo takes it (RFC 8536 names type 0; they differ only in a few zones' far past).
    let initialOffset: Int
    /// The footer's rule, for instants past the last transition.
    let footer: POSIXZoneRule?

    init(transitions: [Int], offsets: [Int], initialOffset: Int, footer: POSIXZoneRule?) {
        self.transitions = transitions
        self.offsets = offsets
        self.initialOffset = initialOffset
        self.footer = footer
    }

    /// The offset in force at the Unix instant `t`.
    func offset(at t: Int) -> Int {
        // The last transition at or before t.
        var (low, high) = (0, transitions.count)
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle] <= t { low = middle + 1 } else { high = middle }
        }
        if low == 0 { return transitions.isEmpty ? footer?.offset(at: t) ?? initialOffset : initialOffset }
        if low == transitions.count, let footer { return footer.offset(at: t) }
        return offsets[low - 1]
    }

    /// The rules a TZif file holds, or nil when `bytes` is not one.
    static func parse(_ bytes: [UInt8]) -> ZoneRules? {
        var reader = TZifReader(bytes: bytes)
        guard let first = reader.header(), first.version >= 2 else { return version1(bytes) }
        // Skip the 32-bit block, then read the 64-bit one.
        guard reader.skip(first.dataLength(timeSize: 4)), let header = reader.header() else { return nil }
        return reader.rules(header, timeSize: 8, footer: true)
    }

    /// A version 1 file: its 32-bit data, and no footer.
    private static func version1(_ bytes: [UInt8]) -> ZoneRules? {
        var reader = TZifReader(bytes: bytes)
        guard let header = reader.header() else { return nil }
        return reader.rules(header, timeSize: 4, footer: false)
    }
}

/// Reads a TZif file's parts in order, every read checked against its length.
private struct TZifReader {
    struct Header {
        var version: Int
        var isUTCCount, isStandardCount, leapCount, timeCount, typeCount, charCount: Int

        func dataLength(timeSize: Int) -> Int {
            timeCount * timeSize + timeCount + typeCount * 6 + charCount + leapCount * (timeSize + 4)
                + isStandardCount + isUTCCount
        }
    }

    let bytes: [UInt8]
    var position = 0

    mutating func skip(_ count: Int) -> Bool {
        guard count >= 0, position + count <= bytes.count else { return false }
        position += count
        return true
    }

    mutating func integer(size: Int) -> Int? {
        guard position + size <= bytes.count else { return nil }
        var value: UInt64 = 0
        for byte in bytes[position..<position + size] { value = value << 8 | UInt64(byte) }
        position += size
        // Sign-extended: times and offsets are two's complement.
        let shift = UInt64(64 - size * 8)
        return Int(Int64(bitPattern: value << shift) >> Int64(shift))
    }

    mutating func header() -> Header? {
        guard position + 44 <= bytes.count, Array(bytes[position..<position + 4]) == Array("TZif".utf8) else {
            return nil
        }
        let versionByte = bytes[position + 4]
        let version = versionByte == 0 ? 1 : Int(versionByte) - Int(UInt8(ascii: "0"))
        position += 20
        var counts: [Int] = []
        for _ in 0..<6 {
            guard let count = integer(size: 4), count >= 0, count < 1 << 20 else { return nil }
            counts.append(count)
        }
        return Header(
            version: version, isUTCCount: counts[0], isStandardCount: counts[1], leapCount: counts[2],
            timeCount: counts[3], typeCount: counts[4], charCount: counts[5])
    }

    mutating func rules(_ header: Header, timeSize: Int, footer readsFooter: Bool) -> ZoneRules? {
        guard header.typeCount > 0, position + header.dataLength(timeSize: timeSize) <= bytes.count else {
            return nil
        }
        var times: [Int] = []
        for _ in 0..<header.timeCount { times.append(integer(size: timeSize)!) }
        var indices: [Int] = []
        for _ in 0..<header.timeCount { indices.append(integer(size: 1)!) }
        var types: [(offset: Int, isDST: Bool)] = []
        for _ in 0..<header.typeCount {
            let offset = integer(size: 4)!
            let isDST = integer(size: 1)! != 0
            _ = integer(size: 1)
            types.append((offset, isDST))
        }
        guard indices.allSatisfy({ $0 < types.count }) else { return nil }
        _ = skip(header.charCount + header.leapCount * (timeSize + 4) + header.isStandardCount + header.isUTCCount)
        var footer: POSIXZoneRule?
        if readsFooter, position < bytes.count, bytes[position] == UInt8(ascii: "\n") {
            let start = position + 1
            if let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
                footer = POSIXZoneRule(String(decoding: bytes[start..<end], as: UTF8.self))
            }
        }
        let initial = types.first { !$0.isDST }?.offset ?? types[0].offset
        return ZoneRules(
            transitions: times, offsets: indices.map { types[$0].offset }, initialOffset: initial, footer: footer)
    }
}
