// The float machine's machine code (FloatMachine/MachineCode.swift) in pages of its own. In C
// because CalculatorKit reaches the C library from one file (Builtins/CLibrary.swift), and
// mmap's flags are macros.
#include "CExecutableMemory.h"

#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static size_t rounded_to_pages(size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    return (size + page - 1) / page * page;
}

void *calc_executable_copy(const void *code, size_t size) {
    size_t length = rounded_to_pages(size);
    void *pages = mmap(NULL, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (pages == MAP_FAILED) return NULL;
    memcpy(pages, code, size);
    if (mprotect(pages, length, PROT_READ | PROT_EXEC) != 0) {
        munmap(pages, length);
        return NULL;
    }
    return pages;
}

void calc_executable_release(void *pages, size_t size) {
    munmap(pages, rounded_to_pages(size));
}
