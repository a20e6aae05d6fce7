#ifndef CEXECUTABLEMEMORY_H
#define CEXECUTABLEMEMORY_H

#include <stddef.h>

/// A copy of `size` bytes of machine code in pages of their own, executable and never again
/// writable (written while the pages are not executable, then made executable and read-only:
/// no page is writable and executable at once). NULL where the system refuses (a policy that
/// forbids making memory executable, or no memory left): the caller then runs the program
/// another way.
void *calc_executable_copy(const void *code, size_t size);

/// Gives back what `calc_executable_copy` returned for `size` bytes.
void calc_executable_release(void *pages, size_t size);

#endif
