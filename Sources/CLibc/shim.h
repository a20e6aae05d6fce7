#ifndef CALC_CLIBC_SHIM_H
#define CALC_CLIBC_SHIM_H

// The headers of the system calls calc makes; Sources/Platform/Platform.swift forwards each one
// it uses under its C name. A name needed from a header not listed here: add the header here.
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <math.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>

// glibc declares it only under _XOPEN_SOURCE.
extern int wcwidth(wchar_t c);

// What Swift cannot import from C directly: errno is a macro for a per-thread location,
// SIG_DFL and SIG_IGN are casts of integers to function pointers, open and ioctl are variadic,
// environ is declared by unistd.h only on some systems.
static inline int calc_open(const char *path, int flags, mode_t mode) { return open(path, flags, mode); }
static inline int calc_ioctl(int fd, unsigned long request, void *pointer) { return ioctl(fd, request, pointer); }
static inline int calc_errno(void) { return errno; }
static inline void calc_set_errno(int value) { errno = value; }
static inline void (*calc_sig_dfl(void))(int) { return SIG_DFL; }
static inline void (*calc_sig_ign(void))(int) { return SIG_IGN; }
extern char **environ;
static inline char **calc_environ(void) { return environ; }

#endif
