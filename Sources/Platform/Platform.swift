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
// The C library comes in through `CLibc` (Sources/CLibc), a Clang module of the POSIX headers, so
// this one file serves Glibc, Musl and Darwin alike. Each wrapper names that module (`CLibc.`, or
// `CLibc::` where C has a struct and a function of the same name, as `stat`, and the plain
// qualified name would mean the struct) so as not to call itself.
import CLibc

// MARK: Errors

/// The calling thread's `errno`.
public var errno: Int32 {
    @inlinable get { calc_errno() }
    @inlinable set { calc_set_errno(newValue) }
}
@inlinable public var EEXIST: Int32 { CLibc.EEXIST }
@inlinable public var EINTR: Int32 { CLibc.EINTR }
@inlinable public var EIO: Int32 { CLibc.EIO }
@inlinable public var EISDIR: Int32 { CLibc.EISDIR }
@inlinable public var ENOENT: Int32 { CLibc.ENOENT }
@inlinable public var ENOTDIR: Int32 { CLibc.ENOTDIR }
@inlinable public var EPIPE: Int32 { CLibc.EPIPE }
@inlinable public func strerror(_ code: Int32) -> UnsafeMutablePointer<CChar>! { CLibc.strerror(code) }

// MARK: Files and descriptors

public typealias mode_t = CLibc.mode_t
/// `struct stat`; the function is `fileStatus`, as a Swift module cannot declare both.
public typealias stat = CLibc.stat
public typealias FILE = CLibc.FILE
public typealias pollfd = CLibc.pollfd
@inlinable public var STDIN_FILENO: Int32 { CLibc.STDIN_FILENO }
@inlinable public var STDOUT_FILENO: Int32 { CLibc.STDOUT_FILENO }
@inlinable public var O_RDONLY: Int32 { CLibc.O_RDONLY }
@inlinable public var O_WRONLY: Int32 { CLibc.O_WRONLY }
@inlinable public var O_RDWR: Int32 { CLibc.O_RDWR }
@inlinable public var O_CREAT: Int32 { CLibc.O_CREAT }
@inlinable public var O_TRUNC: Int32 { CLibc.O_TRUNC }
@inlinable public var O_CLOEXEC: Int32 { CLibc.O_CLOEXEC }
@inlinable public var S_IFMT: mode_t { mode_t(CLibc.S_IFMT) }
@inlinable public var S_IFDIR: mode_t { mode_t(CLibc.S_IFDIR) }
@inlinable public var S_IFREG: mode_t { mode_t(CLibc.S_IFREG) }
@inlinable public var S_IFLNK: mode_t { mode_t(CLibc.S_IFLNK) }
@inlinable public var S_IFCHR: mode_t { mode_t(CLibc.S_IFCHR) }
@inlinable public var S_IFIFO: mode_t { mode_t(CLibc.S_IFIFO) }
@inlinable public var O_NONBLOCK: Int32 { CLibc.O_NONBLOCK }
@inlinable public var ENXIO: Int32 { CLibc.ENXIO }
@inlinable public var LOCK_EX: Int32 { CLibc.LOCK_EX }
@inlinable public var LOCK_NB: Int32 { CLibc.LOCK_NB }
@inlinable public var EWOULDBLOCK: Int32 { CLibc.EWOULDBLOCK }
@inlinable public var X_OK: Int32 { CLibc.X_OK }
@inlinable public var PATH_MAX: Int32 { CLibc.PATH_MAX }
@inlinable public var POLLIN: Int32 { CLibc.POLLIN }
@inlinable public var POLLOUT: Int32 { CLibc.POLLOUT }
@inlinable public var EAGAIN: Int32 { CLibc.EAGAIN }

@inlinable @discardableResult
public func open(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 { calc_open(path, flags, 0) }
@inlinable @discardableResult
public func open(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 {
    calc_open(path, flags, mode)
}
@inlinable @discardableResult
public func close(_ fd: Int32) -> Int32 { CLibc.close(fd) }
@inlinable @discardableResult
public func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer!, _ count: Int) -> Int {
    CLibc.read(fd, buffer, count)
}
/// C's `pread`: `count` bytes at `offset`, the descriptor's position left alone.
@inlinable @discardableResult
public func pread(_ fd: Int32, _ buffer: UnsafeMutableRawPointer!, _ count: Int, _ offset: off_t) -> Int {
    CLibc.pread(fd, buffer, count, offset)
}
@inlinable @discardableResult
public func write(_ fd: Int32, _ buffer: UnsafeRawPointer!, _ count: Int) -> Int { CLibc.write(fd, buffer, count) }
@inlinable @discardableResult
public func fsync(_ fd: Int32) -> Int32 { CLibc.fsync(fd) }
@inlinable @discardableResult
public func flock(_ fd: Int32, _ operation: Int32) -> Int32 { CLibc::flock(fd, operation) }
@inlinable @discardableResult
public func poll(_ fds: UnsafeMutablePointer<pollfd>!, _ count: UInt, _ timeout: Int32) -> Int32 {
    CLibc.poll(fds, count, timeout)
}
@inlinable public func isatty(_ fd: Int32) -> Int32 { CLibc.isatty(fd) }
/// C's `stat(path, &buffer)`.
@inlinable @discardableResult
public func fileStatus(_ path: UnsafePointer<CChar>!, _ buffer: UnsafeMutablePointer<stat>!) -> Int32 {
    CLibc::stat(path, buffer)
}
/// C's `lstat(path, &buffer)`: the link itself, not what it points to.
@inlinable @discardableResult
public func lstat(_ path: UnsafePointer<CChar>!, _ buffer: UnsafeMutablePointer<stat>!) -> Int32 {
    CLibc.lstat(path, buffer)
}
@inlinable @discardableResult
public func chmod(_ path: UnsafePointer<CChar>!, _ mode: mode_t) -> Int32 { CLibc.chmod(path, mode) }
@inlinable @discardableResult
public func umask(_ mask: mode_t) -> mode_t { CLibc.umask(mask) }
@inlinable @discardableResult
public func fstat(_ fd: Int32, _ buffer: UnsafeMutablePointer<stat>!) -> Int32 { CLibc.fstat(fd, buffer) }
@inlinable @discardableResult
public func access(_ path: UnsafePointer<CChar>!, _ mode: Int32) -> Int32 { CLibc.access(path, mode) }
@inlinable @discardableResult
public func unlink(_ path: UnsafePointer<CChar>!) -> Int32 { CLibc.unlink(path) }
@inlinable @discardableResult
public func rename(_ old: UnsafePointer<CChar>!, _ new: UnsafePointer<CChar>!) -> Int32 { CLibc.rename(old, new) }
@inlinable @discardableResult
public func mkdir(_ path: UnsafePointer<CChar>!, _ mode: mode_t) -> Int32 { CLibc.mkdir(path, mode) }
@inlinable @discardableResult
public func mkdtemp(_ template: UnsafeMutablePointer<CChar>!) -> UnsafeMutablePointer<CChar>! {
    CLibc.mkdtemp(template)
}
@inlinable @discardableResult
public func readlink(_ path: UnsafePointer<CChar>!, _ buffer: UnsafeMutablePointer<CChar>!, _ size: Int) -> Int {
    CLibc.readlink(path, buffer, size)
}
@inlinable public func opendir(_ path: UnsafePointer<CChar>!) -> OpaquePointer! { CLibc.opendir(path) }
@inlinable public func readdir(_ stream: OpaquePointer!) -> UnsafeMutablePointer<dirent>! { CLibc.readdir(stream) }
@inlinable @discardableResult
public func closedir(_ stream: OpaquePointer!) -> Int32 { CLibc.closedir(stream) }

// MARK: Streams (stdio)

@inlinable @discardableResult
public func fopen(_ path: UnsafePointer<CChar>!, _ mode: UnsafePointer<CChar>!) -> UnsafeMutablePointer<FILE>! {
    CLibc.fopen(path, mode)
}
@inlinable @discardableResult
public func fdopen(_ fd: Int32, _ mode: UnsafePointer<CChar>!) -> UnsafeMutablePointer<FILE>! {
    CLibc.fdopen(fd, mode)
}
@inlinable @discardableResult
public func fclose(_ stream: UnsafeMutablePointer<FILE>!) -> Int32 { CLibc.fclose(stream) }
@inlinable @discardableResult
public func fflush(_ stream: UnsafeMutablePointer<FILE>!) -> Int32 { CLibc.fflush(stream) }
@inlinable public func ferror(_ stream: UnsafeMutablePointer<FILE>!) -> Int32 { CLibc.ferror(stream) }
@inlinable @discardableResult
public func fputs(_ text: UnsafePointer<CChar>!, _ stream: UnsafeMutablePointer<FILE>!) -> Int32 {
    CLibc.fputs(text, stream)
}
@inlinable @discardableResult
public func fread(
    _ buffer: UnsafeMutableRawPointer!, _ size: Int, _ count: Int, _ stream: UnsafeMutablePointer<FILE>!
) -> Int { CLibc.fread(buffer, size, count, stream) }
@inlinable @discardableResult
public func fwrite(
    _ buffer: UnsafeRawPointer!, _ size: Int, _ count: Int, _ stream: UnsafeMutablePointer<FILE>!
) -> Int { CLibc.fwrite(buffer, size, count, stream) }
@inlinable @discardableResult
public func getline(
    _ line: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>!, _ capacity: UnsafeMutablePointer<Int>!,
    _ stream: UnsafeMutablePointer<FILE>!
) -> Int { CLibc.getline(line, capacity, stream) }

// MARK: Processes and signals

public typealias pid_t = CLibc.pid_t
public typealias rusage = CLibc.rusage
public typealias posix_spawn_file_actions_t = CLibc.posix_spawn_file_actions_t
/// `struct sigaction`; the function is `signalAction`, as a Swift module cannot declare both.
public typealias sigaction = CLibc.sigaction
public typealias sigset_t = CLibc.sigset_t
/// A signal handler, `void (*)(int)`.
public typealias sighandler_t = @convention(c) (Int32) -> Void
@inlinable public var SIGINT: Int32 { CLibc.SIGINT }
@inlinable public var SIGALRM: Int32 { CLibc.SIGALRM }
@inlinable public var SIGTERM: Int32 { CLibc.SIGTERM }
@inlinable public var SIGHUP: Int32 { CLibc.SIGHUP }
@inlinable public var SIGTSTP: Int32 { CLibc.SIGTSTP }
@inlinable public var SIGCONT: Int32 { CLibc.SIGCONT }
@inlinable public var SIGWINCH: Int32 { CLibc.SIGWINCH }
@inlinable public var SIGXFSZ: Int32 { CLibc.SIGXFSZ }
@inlinable public var SIGQUIT: Int32 { CLibc.SIGQUIT }
@inlinable public var SA_RESTART: Int32 { CLibc.SA_RESTART }
@inlinable public var SIG_DFL: sighandler_t? { calc_sig_dfl() }
@inlinable public var SIG_IGN: sighandler_t? { calc_sig_ign() }
@inlinable public var SIG_UNBLOCK: Int32 { CLibc.SIG_UNBLOCK }
@inlinable public var SIG_BLOCK: Int32 { CLibc.SIG_BLOCK }
/// The environment, as `char **environ`.
@inlinable public var environ: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> { calc_environ() }

@inlinable public func getenv(_ name: UnsafePointer<CChar>!) -> UnsafeMutablePointer<CChar>! { CLibc.getenv(name) }
@inlinable @discardableResult public func setenv(
    _ name: UnsafePointer<CChar>!, _ value: UnsafePointer<CChar>!, _ overwrite: Int32
) -> Int32 { CLibc.setenv(name, value, overwrite) }
@inlinable public func getpid() -> pid_t { CLibc.getpid() }
@inlinable public func exit(_ status: Int32) -> Never { CLibc.exit(status) }
/// Runs `function` when the process calls `exit` (or returns from `main`).
@inlinable @discardableResult
public func atexit(_ function: @convention(c) () -> Void) -> Int32 { CLibc.atexit(function) }
/// Ends the process at once, without atexit handlers: what a signal handler may call.
@inlinable public func _exit(_ status: Int32) -> Never { CLibc._exit(status) }
@inlinable @discardableResult public func alarm(_ seconds: UInt32) -> UInt32 { CLibc.alarm(seconds) }
@inlinable @discardableResult
public func kill(_ pid: pid_t, _ signal: Int32) -> Int32 { CLibc.kill(pid, signal) }
@inlinable @discardableResult
public func raise(_ signal: Int32) -> Int32 { CLibc.raise(signal) }
@inlinable @discardableResult
public func signal(_ signal: Int32, _ handler: sighandler_t!) -> sighandler_t! { CLibc.signal(signal, handler) }
/// C's `sigaction(signal, &action, &previous)`.
@inlinable @discardableResult
public func signalAction(
    _ signal: Int32, _ action: UnsafePointer<sigaction>!, _ previous: UnsafeMutablePointer<sigaction>!
) -> Int32 { CLibc::sigaction(signal, action, previous) }
@inlinable @discardableResult
public func sigemptyset(_ set: UnsafeMutablePointer<sigset_t>!) -> Int32 { CLibc.sigemptyset(set) }
@inlinable @discardableResult
public func sigaddset(_ set: UnsafeMutablePointer<sigset_t>!, _ signal: Int32) -> Int32 {
    CLibc.sigaddset(set, signal)
}
@inlinable @discardableResult
public func pthread_sigmask(
    _ how: Int32, _ set: UnsafePointer<sigset_t>!, _ previous: UnsafeMutablePointer<sigset_t>!
) -> Int32 { CLibc.pthread_sigmask(how, set, previous) }
@inlinable @discardableResult
public func posix_spawn_file_actions_init(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>!) -> Int32 {
    CLibc.posix_spawn_file_actions_init(actions)
}
@inlinable @discardableResult
public func posix_spawn_file_actions_destroy(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>!)
    -> Int32
{ CLibc.posix_spawn_file_actions_destroy(actions) }
@inlinable @discardableResult
public func posix_spawn_file_actions_addopen(
    _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>!, _ fd: Int32, _ path: UnsafePointer<CChar>!,
    _ flags: Int32, _ mode: mode_t
) -> Int32 { CLibc.posix_spawn_file_actions_addopen(actions, fd, path, flags, mode) }
@inlinable @discardableResult
public func posix_spawnp(
    _ pid: UnsafeMutablePointer<pid_t>!, _ file: UnsafePointer<CChar>!,
    _ actions: UnsafePointer<posix_spawn_file_actions_t>!, _ attributes: UnsafePointer<posix_spawnattr_t>!,
    _ argv: UnsafePointer<UnsafeMutablePointer<CChar>?>!, _ envp: UnsafePointer<UnsafeMutablePointer<CChar>?>!
) -> Int32 { CLibc.posix_spawnp(pid, file, actions, attributes, argv, envp) }
@inlinable @discardableResult
public func waitpid(_ pid: pid_t, _ status: UnsafeMutablePointer<Int32>!, _ options: Int32) -> pid_t {
    CLibc.waitpid(pid, status, options)
}
@inlinable @discardableResult
public func wait4(
    _ pid: pid_t, _ status: UnsafeMutablePointer<Int32>!, _ options: Int32, _ usage: UnsafeMutablePointer<rusage>!
) -> pid_t { CLibc.wait4(pid, status, options, usage) }

// MARK: Threads

public typealias pthread_t = CLibc.pthread_t
public typealias pthread_attr_t = CLibc.pthread_attr_t
@inlinable @discardableResult
public func pthread_create(
    _ thread: UnsafeMutablePointer<pthread_t>!, _ attributes: UnsafePointer<pthread_attr_t>!,
    _ start: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?,
    _ argument: UnsafeMutableRawPointer?
) -> Int32 { CLibc.pthread_create(thread, attributes, start, argument) }
@inlinable @discardableResult
public func pthread_join(_ thread: pthread_t, _ result: UnsafeMutablePointer<UnsafeMutableRawPointer?>!) -> Int32 {
    CLibc.pthread_join(thread, result)
}
@inlinable @discardableResult
public func pthread_detach(_ thread: pthread_t) -> Int32 { CLibc.pthread_detach(thread) }
@inlinable @discardableResult
public func pthread_attr_init(_ attributes: UnsafeMutablePointer<pthread_attr_t>!) -> Int32 {
    CLibc.pthread_attr_init(attributes)
}
@inlinable @discardableResult
public func pthread_attr_destroy(_ attributes: UnsafeMutablePointer<pthread_attr_t>!) -> Int32 {
    CLibc.pthread_attr_destroy(attributes)
}
@inlinable @discardableResult
public func pthread_attr_setstacksize(_ attributes: UnsafeMutablePointer<pthread_attr_t>!, _ size: Int) -> Int32 {
    CLibc.pthread_attr_setstacksize(attributes, size)
}

// MARK: Terminals and locale

public typealias winsize = CLibc.winsize
public typealias nl_item = CLibc.nl_item
@inlinable public var TIOCGWINSZ: Int32 { CLibc.TIOCGWINSZ }
@inlinable public var LC_CTYPE: Int32 { CLibc.LC_CTYPE }
@inlinable public var CODESET: Int { Int(CLibc.CODESET) }
/// `ioctl(fd, request, pointer)`, the one form calc uses.
@inlinable @discardableResult
public func ioctl(_ fd: Int32, _ request: UInt, _ pointer: UnsafeMutableRawPointer) -> Int32 {
    calc_ioctl(fd, request, pointer)
}

// MARK: Terminal modes (the REPL reads Ctrl-C as a key while it evaluates)

public typealias termios = CLibc.termios
public typealias tcflag_t = CLibc.tcflag_t
@inlinable public var TCSANOW: Int32 { CLibc.TCSANOW }
@inlinable public var ISIG: tcflag_t { tcflag_t(CLibc.ISIG) }
@inlinable public var ICANON: tcflag_t { tcflag_t(CLibc.ICANON) }
@inlinable public var ECHO: tcflag_t { tcflag_t(CLibc.ECHO) }
@inlinable public func tcgetattr(_ fd: Int32, _ modes: UnsafeMutablePointer<termios>!) -> Int32 {
    CLibc.tcgetattr(fd, modes)
}
@inlinable @discardableResult
public func tcsetattr(_ fd: Int32, _ action: Int32, _ modes: UnsafePointer<termios>!) -> Int32 {
    CLibc.tcsetattr(fd, action, modes)
}
/// The columns a terminal gives a character in the process's `LC_CTYPE`; -1 for a control one.
@inlinable public func wcwidth(_ character: Int32) -> Int32 { CLibc.wcwidth(CLibc.wchar_t(character)) }
@inlinable public func pipe(_ descriptors: UnsafeMutablePointer<Int32>!) -> Int32 { CLibc.pipe(descriptors) }
@inlinable @discardableResult
public func setlocale(_ category: Int32, _ locale: UnsafePointer<CChar>!) -> UnsafeMutablePointer<CChar>! {
    CLibc.setlocale(category, locale)
}
@inlinable public func nl_langinfo(_ item: nl_item) -> UnsafeMutablePointer<CChar>! { CLibc.nl_langinfo(item) }

// MARK: Time

public typealias timespec = CLibc.timespec
@inlinable public var CLOCK_MONOTONIC: Int32 { CLibc.CLOCK_MONOTONIC }
@inlinable public var CLOCK_THREAD_CPUTIME_ID: Int32 { CLibc.CLOCK_THREAD_CPUTIME_ID }
@inlinable @discardableResult
public func clock_gettime(_ clock: Int32, _ time: UnsafeMutablePointer<timespec>!) -> Int32 {
    CLibc.clock_gettime(clock, time)
}
@inlinable @discardableResult
public func nanosleep(_ request: UnsafePointer<timespec>!, _ remaining: UnsafeMutablePointer<timespec>!) -> Int32 {
    CLibc.nanosleep(request, remaining)
}

// MARK: Memory and strings

@inlinable public func strdup(_ text: UnsafePointer<CChar>!) -> UnsafeMutablePointer<CChar>! { CLibc.strdup(text) }
@inlinable public func free(_ pointer: UnsafeMutableRawPointer?) { CLibc.free(pointer) }
@inlinable public func strtod(
    _ text: UnsafePointer<CChar>!, _ end: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>!
) -> Double { CLibc.strtod(text, end) }
@inlinable @discardableResult
public func vsnprintf(
    _ buffer: UnsafeMutablePointer<CChar>!, _ size: Int, _ format: UnsafePointer<CChar>!,
    _ arguments: CVaListPointer
) -> Int32 { CLibc.vsnprintf(buffer, size, format, arguments) }
@inlinable public func memchr(_ bytes: UnsafeRawPointer!, _ byte: Int32, _ count: Int) -> UnsafeMutableRawPointer! {
    CLibc.memchr(bytes, byte, count)
}

// MARK: Math (for the CLI's --check tolerance, the benchmarks and tests)

@inlinable public var M_E: Double { CLibc.M_E }
@inlinable public func sin(_ x: Double) -> Double { CLibc.sin(x) }
@inlinable public func cbrt(_ x: Double) -> Double { CLibc.cbrt(x) }
@inlinable public func pow(_ x: Double, _ y: Double) -> Double { CLibc.pow(x, y) }
@inlinable public func floor(_ x: Double) -> Double { CLibc.floor(x) }
@inlinable public func log10(_ x: Double) -> Double { CLibc.log10(x) }
