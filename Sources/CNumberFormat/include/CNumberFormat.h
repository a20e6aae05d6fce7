#ifndef CNUMBERFORMAT_H
#define CNUMBERFORMAT_H

#include <stddef.h>

/// snprintf(buffer, size, "%.*g", precision, value). Swift cannot call C's variadic functions
/// directly, and going through withVaList boxes every argument: this is the fast way in.
int calc_format_double(char *buffer, size_t size, int precision, double value);

#endif
