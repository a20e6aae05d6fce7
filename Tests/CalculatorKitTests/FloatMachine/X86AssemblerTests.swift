import Testing

@testable import CalculatorKit

/// The machine code's encodings, against GNU `as`: each instruction below, assembled by
/// `as --64` from the Intel-syntax line beside it, gave the bytes listed.
struct X86AssemblerTests {
    @Test func encodesAsGNUAsDoes() {
        var assembler = X86Assembler()
        var expected: [UInt8] = []
        func check(_ line: String, _ bytes: [UInt8], _ write: (inout X86Assembler) -> Void) {
            let start = assembler.bytes.count
            write(&assembler)
            #expect(Array(assembler.bytes[start...]) == bytes, "\(line)")
            expected += bytes
        }
        check("movsd xmm1, [rdi + 0x08]", [0xF2, 0x0F, 0x10, 0x4F, 0x08]) { $0.load(1, .variable(1)) }
        check("push rbx; mov rbx, rdi; sub rsp, 32", [0x53, 0x48, 0x89, 0xFB, 0x48, 0x83, 0xEC, 0x20]) {
            $0.prologue(frame: 32)
        }
        check("movsd xmm3, [rbx + 0x10]", [0xF2, 0x0F, 0x10, 0x5B, 0x10]) { $0.load(3, .variable(2)) }
        check("movsd xmm0, [rbx + 0x400]", [0xF2, 0x0F, 0x10, 0x83, 0x00, 0x04, 0x00, 0x00]) {
            $0.load(0, .variable(128))
        }
        check("movsd [rsp + 0x18], xmm2", [0xF2, 0x0F, 0x11, 0x54, 0x24, 0x18]) { $0.store(2, .frame(3)) }
        check("movsd xmm1, [rsp]", [0xF2, 0x0F, 0x10, 0x0C, 0x24]) { $0.load(1, .frame(0)) }
        check("movapd xmm5, xmm6", [0x66, 0x0F, 0x28, 0xEE]) { $0.move(5, 6) }
        check("addsd xmm0, xmm7", [0xF2, 0x0F, 0x58, 0xC7]) { $0.arithmetic(.add, 0, 7) }
        check("mulsd xmm4, [rbx]", [0xF2, 0x0F, 0x59, 0x23]) { $0.arithmetic(.multiply, 4, .variable(0)) }
        check("subsd xmm1, xmm2", [0xF2, 0x0F, 0x5C, 0xCA]) { $0.arithmetic(.subtract, 1, 2) }
        check("divsd xmm6, xmm0", [0xF2, 0x0F, 0x5E, 0xF0]) { $0.arithmetic(.divide, 6, 0) }
        check("cmpltsd xmm2, xmm3", [0xF2, 0x0F, 0xC2, 0xD3, 0x01]) { $0.compare(.less, 2, 3) }
        check("cmpneqsd xmm0, xmm1", [0xF2, 0x0F, 0xC2, 0xC1, 0x04]) { $0.compare(.notEqual, 0, 1) }
        check("sqrtsd xmm1, xmm2", [0xF2, 0x0F, 0x51, 0xCA]) { $0.squareRoot(1, 2) }
        check("andpd xmm1, xmm2", [0x66, 0x0F, 0x54, 0xCA]) { $0.and(1, 2) }
        check("xorpd xmm0, xmm1", [0x66, 0x0F, 0x57, 0xC1]) { $0.xor(0, 1) }
        check("ucomisd xmm2, xmm2", [0x66, 0x0F, 0x2E, 0xD2]) { $0.compareUnordered(2, 2) }
        check(
            "movabs rax, 0x1122334455667788; call rax",
            [0x48, 0xB8, 0x88, 0x77, 0x66, 0x55, 0x44, 0x33, 0x22, 0x11, 0xFF, 0xD0]
        ) { $0.call(0x1122_3344_5566_7788) }
        check("add rsp, 32; pop rbx; ret", [0x48, 0x83, 0xC4, 0x20, 0x5B, 0xC3]) { $0.epilogue(frame: 32) }
        #expect(assembler.bytes == expected)
    }

    /// `rip`-relative constants point into the pool after the code, and the jump to the label.
    @Test func placesThePoolAndTheLabel() {
        var assembler = X86Assembler()
        let two = assembler.constant(2)
        #expect(assembler.constant(2) == two, "a constant is pooled once")
        #expect(assembler.constant(-0.0) != assembler.constant(0), "by bits")
        assembler.load(0, .constant(two))  // f2 0f 10 05 <disp32>: bytes 0...7
        assembler.jumpIfUnordered()  // 0f 8a <rel32>: bytes 8...13
        assembler.placeLabel()  // at 14
        assembler.epilogue(frame: 0)  // c3 at 14
        let code = assembler.finished()
        func int32(at offset: Int) -> Int {
            Int(Int32(littleEndian: code[offset..<offset + 4].withUnsafeBytes { $0.loadUnaligned(as: Int32.self) }))
        }
        #expect(int32(at: 10) == 0, "the jump lands just after itself, on the label")
        // The pool starts at 16, the next multiple of 8 after the 15 bytes of code.
        #expect(8 + int32(at: 4) == 16)
        let pooled = code[16..<24].withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
        #expect(Double(bitPattern: UInt64(littleEndian: pooled)) == 2)
    }
}
