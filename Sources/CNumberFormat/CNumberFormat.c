#include "CNumberFormat.h"

#include <stdio.h>

int calc_format_double(char *buffer, size_t size, int precision, double value) {
    return snprintf(buffer, size, "%.*g", precision, value);
}
