// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
// (the C library's own names, kept so that the files calling them read as C.)

// The system calls calc makes, in one place: the C library functions, constants and types that
// the targets talking to the system (files, terminals, processes) use, each under its C name and
// forwarding to the C library, which this file alone imports. The files that need them write
// `import Platform`; a name that is not here is a C name calc does not use yet, added here first.
//
// The C library is not re-exported, so importing Platform brings in exactly this list. Not a
// product, and CalculatorKit does not depend on it: an app that embeds CalculatorKit never sees
// these names. (CalculatorKit reaches the few math functions it needs through its own `CLibrary`
// namespace.) Foundation does re-export the C library, and a file importing both would find every
// name twice: a file that needs Foundation takes the C names from it, not from Platform.
//
// C's `stat` and `sigaction` are both a struct and a function; a Swift module cannot declare both,
// so the structs keep their names and the functions are `fileStatus` and `signalAction`.
//
// Every wrapper returns what the C function returned and does nothing after it, so `errno` read
// right after a call is the one the call set. They are `@inlinable`: an optimized build calls the
// C function directly. `@discardableResult`, as Swift treats the C functions themselves.
//
// A Swift module cannot be renamed, so each wrapper names the C library's module (`Glibc.`, or
// `Glibc::` where C has a struct and a function of the same name, as `stat`, and the plain
// qualified name would mean the struct); a C library other than Glibc needs its own copy.
#if canImport(Glibc)
    import Glibc

    // MARK: Errors

    /// The calling thread's `errno`.
    public var errno: Int32 {
        @inlinable get { Glibc.errno }
        @inlinable set { Glibc.errno = newValue }
    }
    @inlinable public var EEXIST: Int32 { Glibc.EEXIST }
    @inlinable public var EINTR: Int32 { Glibc.EINTR }
    @inlinable public var EIO: Int32 { Glibc.EIO }
    @inlinable public var EISDIR: Int32 { Glibc.EISDIR }
    @inlinable public var ENOENT: Int32 { Glibc.ENOENT }
    @inlinable public var ENOTDIR: Int32 { Glibc.ENOTDIR }
    @inlinable public var EPIPE: Int32 { Glibc.EPIPE }
    @inlinable public func strerror(_ code: Int32) -> UnsafeMutablePointer<CChar>! { Glibc.strerror(code) }

    // MARK: Files and descriptors

    public typealias mode_t = Glibc.mode_t
    /// `struct stat`; the function is `fileStatus`, as a Swift module cannot declare both.
    public typealias stat = Glibc.stat
    public typealias FILE = Glibc.FILE
    public typealias pollfd = Glibc.pollfd
    @inlinable public var STDIN_FILENO: Int32 { Glibc.STDIN_FILENO }
    @inlinable public var STDOUT_FILENO: Int32 { Glibc.STDOUT_FILENO }
    @inlinable public var O_RDONLY: Int32 { Glibc.O_RDONLY }
    @inlinable public var O_WRONLY: Int32 { Glibc.O_WRONLY }
    @inlinable public var O_RDWR: Int32 { Glibc.O_RDWR }
    @inlinable public var O_CREAT: Int32 { Glibc.O_CREAT }
    @inlinable public var O_TRUNC: Int32 { Glibc.O_TRUNC }
    @inlinable public var O_CLOEXEC: Int32 { Glibc.O_CLOEXEC }
    @inlinable public var S_IFMT: mode_t { Glibc.S_IFMT }
    @inlinable public var S_IFDIR: mode_t { Glibc.S_IFDIR }
    @inlinable public var S_IFREG: mode_t { Glibc.S_IFREG }
    @inlinable public var LOCK_EX: Int32 { Glibc.LOCK_EX }
    @inlinable public var X_OK: Int32 { Glibc.X_OK }
    @inlinable public var PATH_MAX: Int32 { Glibc.PATH_MAX }
    @inlinable public var POLLIN: Int32 { Glibc.POLLIN }

    @inlinable @discardableResult
    public func open(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 { Glibc.open(path, flags) }
    @inlinable @discardableResult
    public func open(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 {
        Glibc.open(path, flags, mode)
    }
    @inlinable @discardableResult
    public func close(_ fd: Int32) -> Int32 { Glibc.close(fd) }
    @inlinable @discardableResult
    public func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer!, _ count: Int) -> Int {
        Glibc.read(fd, buffer, count)
    }
    @inlinable @discardableResult
    public func write(_ fd: Int32, _ buffer: UnsafeRawPointer!, _ count: Int) -> Int { Glibc.write(fd, buffer, count) }
    @inlinable @discardableResult
    public func fsync(_ fd: Int32) -> Int32 { Glibc.fsync(fd) }
    @inlinable @discardableResult
    public func flock(_ fd: Int32, _ operation: Int32) -> Int32 { Glibc::flock(fd, operation) }
    @inlinable @discardableResult
    public func poll(_ fds: UnsafeMutablePointer<pollfd>!, _ count: UInt, _ timeout: Int32) -> Int32 {
        Glibc.poll(fds, count, timeout)
    }
    @inlinable public func isatty(_ fd: Int32) -> Int32 { Glibc.isatty(fd) }
    /// C's `stat(path, &buffer)`.
    @inlinable @discardableResult
    public func fileStatus(_ path: UnsafePointer<CChar>!, _ buffer: UnsafeMutablePointer<stat>!) -> Int32 {
        Glibc::stat(path, buffer)
    }
    @inlinable @discardableResult
    public func fstat(_ fd: Int32, _ buffer: UnsafeMutablePointer<stat>!) -> Int32 { Glibc.fstat(fd, buffer) }
    @inlinable @discardableResult
    public func access(_ path: UnsafePointer<CChar>!, _ mode: Int32) -> Int32 { Glibc.access(path, mode) }
    @inlinable @discardableResult
    public func unlink(_ path: UnsafePointer<CChar>!) -> Int32 { Glibc.unlink(path) }
    @inlinable @discardableResult
    public func rename(_ old: UnsafePointer<CChar>!, _ new: UnsafePointer<CChar>!) -> Int32 { Glibc.rename(old, new) }
    @inlinable @discardableResult
    public func mkdir(_ path: UnsafePointer<CChar>!, _ mode: mode_t) -> Int32 { Glibc.mkdir(path, mode) }
    @inlinable @discardableResult
    public func mkdtemp(_ template: UnsafeMutablePointer<CChar>!) -> UnsafeMutablePointer<CChar>! {
        Glibc.mkdtemp(template)
    }
    @inlinable @discardableResult
    public func readlink(_ path: UnsafePointer<CChar>!, _ buffer: UnsafeMutablePointer<CChar>!, _ size: Int) -> Int {
        Glibc.readlink(path, buffer, size)
    }
    @inlinable public func opendir(_ path: UnsafePointer<CChar>!) -> OpaquePointer! { Glibc.opendir(path) }
    @inlinable public func readdir(_ stream: OpaquePointer!) -> UnsafeMutablePointer<dirent>! { Glibc.readdir(stream) }
    @inlinable @discardableResult
    public func closedir(_ stream: OpaquePointer!) -> Int32 { Glibc.closedir(stream) }

    // MARK: Streams (stdio)

    @inlinable @discardableResult
    public func fopen(_ path: UnsafePointer<CChar>!, _ mode: UnsafePointer<CChar>!) -> UnsafeMutablePointer<FILE>! {
        Glibc.fopen(path, mode)
    }
    @inlinable @discardableResult
    public func fdopen(_ fd: Int32, _ mode: UnsafePointer<CChar>!) -> UnsafeMutablePointer<FILE>! {
        Glibc.fdopen(fd, mode)
    }
    @inlinable @discardableResult
    public func fclose(_ stream: UnsafeMutablePointer<FILE>!) -> Int32 { Glibc.fclose(stream) }
    @inlinable @discardableResult
    public func fflush(_ stream: UnsafeMutablePointer<FILE>!) -> Int32 { Glibc.fflush(stream) }
    @inlinable public func ferror(_ stream: UnsafeMutablePointer<FILE>!) -> Int32 { Glibc.ferror(stream) }
    @inlinable @discardableResult
    public func fputs(_ text: UnsafePointer<CChar>!, _ stream: UnsafeMutablePointer<FILE>!) -> Int32 {
        Glibc.fputs(text, stream)
    }
    @inlinable @discardableResult
    public func fread(
        _ buffer: UnsafeMutableRawPointer!, _ size: Int, _ count: Int, _ stream: UnsafeMutablePointer<FILE>!
    ) -> Int { Glibc.fread(buffer, size, count, stream) }
    @inlinable @discardableResult
    public func fwrite(
        _ buffer: UnsafeRawPointer!, _ size: Int, _ count: Int, _ stream: UnsafeMutablePointer<FILE>!
    ) -> Int { Glibc.fwrite(buffer, size, count, stream) }
    @inlinable @discardableResult
    public func getline(
        _ line: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>!, _ capacity: UnsafeMutablePointer<Int>!,
        _ stream: UnsafeMutablePointer<FILE>!
    ) -> Int { Glibc.getline(line, capacity, stream) }

    // MARK: Processes and signals

    public typealias pid_t = Glibc.pid_t
    public typealias rusage = Glibc.rusage
    public typealias posix_spawn_file_actions_t = Glibc.posix_spawn_file_actions_t
    /// `struct sigaction`; the function is `signalAction`, as a Swift module cannot declare both.
    public typealias sigaction = Glibc.sigaction
    public typealias sigset_t = Glibc.sigset_t
    public typealias sighandler_t = Glibc.sighandler_t
    @inlinable public var SIGINT: Int32 { Glibc.SIGINT }
    @inlinable public var SIGTSTP: Int32 { Glibc.SIGTSTP }
    @inlinable public var SIGCONT: Int32 { Glibc.SIGCONT }
    @inlinable public var SIGXFSZ: Int32 { Glibc.SIGXFSZ }
    @inlinable public var SIG_DFL: sighandler_t? { Glibc.SIG_DFL }
    @inlinable public var SIG_IGN: sighandler_t? { Glibc.SIG_IGN }
    @inlinable public var SIG_UNBLOCK: Int32 { Glibc.SIG_UNBLOCK }
    /// The environment, as `char **environ`.
    @inlinable public var environ: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> { Glibc.environ }

    @inlinable public func getenv(_ name: UnsafePointer<CChar>!) -> UnsafeMutablePointer<CChar>! { Glibc.getenv(name) }
    @inlinable public func getpid() -> pid_t { Glibc.getpid() }
    @inlinable public func exit(_ status: Int32) -> Never { Glibc.exit(status) }
    @inlinable @discardableResult
    public func kill(_ pid: pid_t, _ signal: Int32) -> Int32 { Glibc.kill(pid, signal) }
    @inlinable @discardableResult
    public func raise(_ signal: Int32) -> Int32 { Glibc.raise(signal) }
    @inlinable @discardableResult
    public func signal(_ signal: Int32, _ handler: sighandler_t!) -> sighandler_t! { Glibc.signal(signal, handler) }
    /// C's `sigaction(signal, &action, &previous)`.
    @inlinable @discardableResult
    public func signalAction(
        _ signal: Int32, _ action: UnsafePointer<sigaction>!, _ previous: UnsafeMutablePointer<sigaction>!
    ) -> Int32 { Glibc::sigaction(signal, action, previous) }
    @inlinable @discardableResult
    public func sigemptyset(_ set: UnsafeMutablePointer<sigset_t>!) -> Int32 { Glibc.sigemptyset(set) }
    @inlinable @discardableResult
    public func sigaddset(_ set: UnsafeMutablePointer<sigset_t>!, _ signal: Int32) -> Int32 {
        Glibc.sigaddset(set, signal)
    }
    @inlinable @discardableResult
    public func pthread_sigmask(
        _ how: Int32, _ set: UnsafePointer<sigset_t>!, _ previous: UnsafeMutablePointer<sigset_t>!
    ) -> Int32 { Glibc.pthread_sigmask(how, set, previous) }
    @inlinable @discardableResult
    public func posix_spawn_file_actions_init(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>!) -> Int32 {
        Glibc.posix_spawn_file_actions_init(actions)
    }
    @inlinable @discardableResult
    public func posix_spawn_file_actions_destroy(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>!)
        -> Int32
    { Glibc.posix_spawn_file_actions_destroy(actions) }
    @inlinable @discardableResult
    public func posix_spawn_file_actions_addopen(
        _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>!, _ fd: Int32, _ path: UnsafePointer<CChar>!,
        _ flags: Int32, _ mode: mode_t
    ) -> Int32 { Glibc.posix_spawn_file_actions_addopen(actions, fd, path, flags, mode) }
    @inlinable @discardableResult
    public func posix_spawnp(
        _ pid: UnsafeMutablePointer<pid_t>!, _ file: UnsafePointer<CChar>!,
        _ actions: UnsafePointer<posix_spawn_file_actions_t>!, _ attributes: UnsafePointer<posix_spawnattr_t>!,
        _ argv: UnsafePointer<UnsafeMutablePointer<CChar>?>!, _ envp: UnsafePointer<UnsafeMutablePointer<CChar>?>!
    ) -> Int32 { Glibc.posix_spawnp(pid, file, actions, attributes, argv, envp) }
    @inlinable @discardableResult
    public func waitpid(_ pid: pid_t, _ status: UnsafeMutablePointer<Int32>!, _ options: Int32) -> pid_t {
        Glibc.waitpid(pid, status, options)
    }
    @inlinable @discardableResult
    public func wait4(
        _ pid: pid_t, _ status: UnsafeMutablePointer<Int32>!, _ options: Int32, _ usage: UnsafeMutablePointer<rusage>!
    ) -> pid_t { Glibc.wait4(pid, status, options, usage) }

    // MARK: Threads

    public typealias pthread_t = Glibc.pthread_t
    public typealias pthread_attr_t = Glibc.pthread_attr_t
    @inlinable @discardableResult
    public func pthread_create(
        _ thread: UnsafeMutablePointer<pthread_t>!, _ attributes: UnsafePointer<pthread_attr_t>!,
        _ start: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?,
        _ argument: UnsafeMutableRawPointer?
    ) -> Int32 { Glibc.pthread_create(thread, attributes, start, argument) }
    @inlinable @discardableResult
    public func pthread_join(_ thread: pthread_t, _ result: UnsafeMutablePointer<UnsafeMutableRawPointer?>!) -> Int32 {
        Glibc.pthread_join(thread, result)
    }
    @inlinable @discardableResult
    public func pthread_detach(_ thread: pthread_t) -> Int32 { Glibc.pthread_detach(thread) }
    @inlinable @discardableResult
    public func pthread_attr_init(_ attributes: UnsafeMutablePointer<pthread_attr_t>!) -> Int32 {
        Glibc.pthread_attr_init(attributes)
    }
    @inlinable @discardableResult
    public func pthread_attr_destroy(_ attributes: UnsafeMutablePointer<pthread_attr_t>!) -> Int32 {
        Glibc.pthread_attr_destroy(attributes)
    }
    @inlinable @discardableResult
    public func pthread_attr_setstacksize(_ attributes: UnsafeMutablePointer<pthread_attr_t>!, _ size: Int) -> Int32 {
        Glibc.pthread_attr_setstacksize(attributes, size)
    }

    // MARK: Terminals and locale

    public typealias winsize = Glibc.winsize
    public typealias nl_item = Glibc.nl_item
    @inlinable public var TIOCGWINSZ: Int32 { Glibc.TIOCGWINSZ }
    @inlinable public var LC_CTYPE: Int32 { Glibc.LC_CTYPE }
    @inlinable public var CODESET: Int { Int(Glibc.CODESET) }
    /// `ioctl(fd, request, pointer)`, the one form calc uses.
    @inlinable @discardableResult
    public func ioctl(_ fd: Int32, _ request: UInt, _ pointer: UnsafeMutableRawPointer) -> Int32 {
        Glibc.ioctl(fd, request, pointer)
    }
    @inlinable @discardableResult
    public func setlocale(_ category: Int32, _ locale: UnsafePointer<CChar>!) -> UnsafeMutablePointer<CChar>! {
        Glibc.setlocale(category, locale)
    }
    @inlinable public func nl_langinfo(_ item: nl_item) -> UnsafeMutablePointer<CChar>! { Glibc.nl_langinfo(item) }

    // MARK: Time

    public typealias timespec = Glibc.timespec
    @inlinable public var CLOCK_MONOTONIC: Int32 { Glibc.CLOCK_MONOTONIC }
    @inlinable public var CLOCK_THREAD_CPUTIME_ID: Int32 { Glibc.CLOCK_THREAD_CPUTIME_ID }
    @inlinable @discardableResult
    public func clock_gettime(_ clock: Int32, _ time: UnsafeMutablePointer<timespec>!) -> Int32 {
        Glibc.clock_gettime(clock, time)
    }

    // MARK: Memory and strings

    @inlinable public func strdup(_ text: UnsafePointer<CChar>!) -> UnsafeMutablePointer<CChar>! { Glibc.strdup(text) }
    @inlinable public func free(_ pointer: UnsafeMutableRawPointer?) { Glibc.free(pointer) }
    @inlinable public func strtod(
        _ text: UnsafePointer<CChar>!, _ end: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>!
    ) -> Double { Glibc.strtod(text, end) }
    @inlinable @discardableResult
    public func vsnprintf(
        _ buffer: UnsafeMutablePointer<CChar>!, _ size: Int, _ format: UnsafePointer<CChar>!,
        _ arguments: CVaListPointer
    ) -> Int32 { Glibc.vsnprintf(buffer, size, format, arguments) }
    @inlinable public func memchr(_ bytes: UnsafeRawPointer!, _ byte: Int32, _ count: Int) -> UnsafeMutableRawPointer! {
        Glibc.memchr(bytes, byte, count)
    }

    // MARK: Math (for the CLI's --check tolerance, the benchmarks and tests)

    @inlinable public var M_E: Double { Glibc.M_E }
    @inlinable public func sin(_ x: Double) -> Double { Glibc.sin(x) }
    @inlinable public func cbrt(_ x: Double) -> Double { Glibc.cbrt(x) }
    @inlinable public func pow(_ x: Double, _ y: Double) -> Double { Glibc.pow(x, y) }
    @inlinable public func floor(_ x: Double) -> Double { Glibc.floor(x) }
    @inlinable public func log10(_ x: Double) -> Double { Glibc.log10(x) }
#else
    #error("Platform forwards to Glibc only: add this C library's module to Platform.swift")
#endif
