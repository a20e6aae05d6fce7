// The Swift runtime's hook for `CommandLine.arguments`, defined here so that the runtime's own
// (CommandLine.cpp in a static libswiftCore.a) is not linked into calc's static executable.
//
// Why: on Linux the runtime's version finds argv from a static initializer that reads
// /proc/self/maps and parses every line with sscanf, before main, in every run: 58,000 of
// the 482,000 instructions of `echo 1+1 | calc`, three system calls and four page faults.
// glibc hands each `.init_array` function argc, argv and envp, which is all that is needed.
// (Linking dynamically, the runtime's library keeps its own hook and this one is unused: an
// executable does not export it. Nothing here is used on other platforms.)

#if defined(__linux__) && defined(__ELF__)

static char **calc_argv;
static int calc_argc;

static void calc_keep_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    calc_argc = argc;
    calc_argv = argv;
}

__attribute__((section(".init_array"), used))
static void (*const calc_keep_arguments_entry)(int, char **, char **) = calc_keep_arguments;

// The runtime's declarations (stdlib/public/CommandLineSupport/CommandLine.cpp).
char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen);
void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc);

char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
    *outArgLen = calc_argc;
    return calc_argv;
}

void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc) {
    calc_argv = argv;
    calc_argc = argc;
}

#endif
