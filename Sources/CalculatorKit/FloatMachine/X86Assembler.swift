/// The few x86-64 instructions ``MachineCode`` writes: scalar `Double` arithmetic in `xmm0`–`xmm7`,
/// loads and stores against the variables (addressed from `rbx`), the frame (`rsp`) and a pool of
/// constants after the code (`rip`), calls by address, and a conditional jump to one label.
///
/// Encodings are from Intel's manual, volume 2 (the SSE2 forms, `F2 0F …` and `66 0F …`, with a
/// ModRM byte; no REX prefix is needed for `xmm0`–`xmm7` and these base registers).
/// `X86AssemblerTests` checks each against the bytes GNU `as` gives for it.
struct X86Assembler {
    /// A scalar operation's opcode byte after `F2 0F`.
    enum Arithmetic: UInt8 {
        case add = 0x58, multiply = 0x59, subtract = 0x5C, divide = 0x5E
    }

    /// `cmpsd`'s predicates.
    enum Comparison: UInt8 {
        case equal = 0, less = 1, lessEqual = 2, notEqual = 4
    }

    /// Where a memory operand is.
    enum Memory: Equatable {
        /// `[base + 8 × slot]`: a variable (see ``variablesInRBX``).
        case variable(Int)
        /// `[rsp + 8 × slot]`: a value kept on the frame.
        case frame(Int)
        /// `[rip + …]`: constant `index` of the pool.
        case constant(Int)
    }

    /// Whether the variables' address is in `rbx` (kept there across calls by ``prologue(frame:)``),
    /// else in `rdi`, where the caller put it.
    var variablesInRBX = false
    private(set) var bytes: [UInt8] = []
    /// The pool's values, placed after the code by ``finished()``.
    private var constants: [UInt64] = []
    /// Where each `rip`-relative displacement is, and the constant it reaches.
    private var constantFixups: [(at: Int, constant: Int)] = []
    /// Where each jump to the label is (its 32-bit displacement).
    private var labelFixups: [Int] = []
    private var label: Int?

    /// The index of `value` in the pool, added if new (by bits: `0.0` and `-0.0` are two).
    mutating func constant(_ value: Double) -> Int {
        let bits = value.bitPattern
        if let index = constants.firstIndex(of: bits) { return index }
        constants.append(bits)
        return constants.count - 1
    }

    // MARK: Frame and calls

    /// `push rbx; mov rbx, rdi; sub rsp, frame`: the variables' address kept across calls, and
    /// `frame` bytes (a multiple of 16, so that calls find the stack aligned) for spilled values.
    mutating func prologue(frame: Int) {
        bytes += [0x53, 0x48, 0x89, 0xFB]
        if frame > 0 { adjustStack(0xEC, frame) }
        variablesInRBX = true
    }

    /// `add rsp, frame; pop rbx; ret` after ``prologue(frame:)``, else `ret`.
    mutating func epilogue(frame: Int) {
        if variablesInRBX {
            if frame > 0 { adjustStack(0xC4, frame) }
            bytes.append(0x5B)
        }
        bytes.append(0xC3)
    }

    /// `sub rsp, size` (`0xEC`) or `add rsp, size` (`0xC4`), with an 8-bit immediate if it fits.
    private mutating func adjustStack(_ operation: UInt8, _ size: Int) {
        if size < 128 {
            bytes += [0x48, 0x83, operation, UInt8(size)]
        } else {
            bytes += [0x48, 0x81, operation]
            append32(size)
        }
    }

    /// `mov rax, address; call rax`.
    mutating func call(_ address: UInt) {
        bytes += [0x48, 0xB8]
        withUnsafeBytes(of: UInt64(address).littleEndian) { bytes += $0 }
        bytes += [0xFF, 0xD0]
    }

    /// `jp label`: taken when the last `ucomisd` compared a NaN.
    mutating func jumpIfUnordered() {
        bytes += [0x0F, 0x8A]
        labelFixups.append(bytes.count)
        append32(0)
    }

    /// Places the label that ``jumpIfUnordered()`` jumps to here.
    mutating func placeLabel() { label = bytes.count }

    // MARK: SSE2

    /// `movsd xmm, memory`.
    mutating func load(_ register: Int, _ memory: Memory) { instruction(0xF2, 0x10, register, memory) }

    /// `movsd memory, xmm`.
    mutating func store(_ register: Int, _ memory: Memory) { instruction(0xF2, 0x11, register, memory) }

    /// `movapd destination, source`.
    mutating func move(_ destination: Int, _ source: Int) { instruction(0x66, 0x28, destination, source) }

    /// `addsd`, `mulsd`, `subsd` or `divsd` with a register operand.
    mutating func arithmetic(_ operation: Arithmetic, _ destination: Int, _ source: Int) {
        instruction(0xF2, operation.rawValue, destination, source)
    }

    /// The same with a memory operand.
    mutating func arithmetic(_ operation: Arithmetic, _ destination: Int, _ source: Memory) {
        instruction(0xF2, operation.rawValue, destination, source)
    }

    /// `cmpsd destination, source, predicate`: all ones where it holds, zeros where not.
    mutating func compare(_ predicate: Comparison, _ destination: Int, _ source: Int) {
        instruction(0xF2, 0xC2, destination, source)
        bytes.append(predicate.rawValue)
    }

    /// `sqrtsd destination, source`.
    mutating func squareRoot(_ destination: Int, _ source: Int) { instruction(0xF2, 0x51, destination, source) }

    /// `andpd destination, source`.
    mutating func and(_ destination: Int, _ source: Int) { instruction(0x66, 0x54, destination, source) }

    /// `xorpd destination, source`.
    mutating func xor(_ destination: Int, _ source: Int) { instruction(0x66, 0x57, destination, source) }

    /// `ucomisd a, b`.
    mutating func compareUnordered(_ a: Int, _ b: Int) { instruction(0x66, 0x2E, a, b) }

    // MARK: Encoding

    private mutating func instruction(_ prefix: UInt8, _ opcode: UInt8, _ register: Int, _ source: Int) {
        precondition(register < 8 && source < 8)
        bytes += [prefix, 0x0F, opcode, 0xC0 | UInt8(register << 3) | UInt8(source)]
    }

    private mutating func instruction(_ prefix: UInt8, _ opcode: UInt8, _ register: Int, _ memory: Memory) {
        precondition(register < 8)
        bytes += [prefix, 0x0F, opcode]
        let reg = UInt8(register << 3)
        switch memory {
        case .variable(let slot):
            // rm 011 or 111: [rbx + …] or [rdi + …].
            based(reg | (variablesInRBX ? 0b011 : 0b111), sib: nil, 8 * slot)
        case .frame(let slot):
            // rm 100 and a SIB byte of rsp with no index: [rsp + …].
            based(reg | 0b100, sib: 0x24, 8 * slot)
        case .constant(let index):
            // mod 00, rm 101: [rip + disp32], worked out once the pool is placed.
            bytes.append(reg | 0b101)
            constantFixups.append((bytes.count, index))
            append32(0)
        }
    }

    /// A ModRM byte with base-register addressing: mod 00 without a displacement, 01 with an
    /// 8-bit one, 10 with a 32-bit one, as GNU `as` chooses.
    private mutating func based(_ modRM: UInt8, sib: UInt8?, _ displacement: Int) {
        let mod: UInt8 = displacement == 0 ? 0x00 : displacement < 128 ? 0x40 : 0x80
        bytes.append(mod | modRM)
        if let sib { bytes.append(sib) }
        if displacement == 0 {
            return
        } else if displacement < 128 {
            bytes.append(UInt8(displacement))
        } else {
            append32(displacement)
        }
    }

    private mutating func append32(_ value: Int) {
        withUnsafeBytes(of: Int32(value).littleEndian) { bytes += $0 }
    }

    private mutating func patch32(at offset: Int, _ value: Int) {
        withUnsafeBytes(of: Int32(value).littleEndian) { bytes.replaceSubrange(offset..<offset + 4, with: $0) }
    }

    /// The code, then the pool (8-byte aligned), every displacement filled in.
    func finished() -> [UInt8] {
        var assembler = self
        for at in labelFixups {
            // Relative to the end of the jump, where its displacement ends.
            assembler.patch32(at: at, label! - (at + 4))
        }
        while assembler.bytes.count % 8 != 0 { assembler.bytes.append(0xCC) }
        let pool = assembler.bytes.count
        for (at, index) in constantFixups {
            assembler.patch32(at: at, pool + 8 * index - (at + 4))
        }
        for bits in constants {
            withUnsafeBytes(of: bits.littleEndian) { assembler.bytes += $0 }
        }
        return assembler.bytes
    }
}
