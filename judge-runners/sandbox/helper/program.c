// The child that becomes the contestant's (or compiler's) program: rlimits, credentials, stdio,
// seccomp, execve. It runs on the init's memory (CLONE_VM | CLONE_VFORK, see container.c), so it
// writes nothing the init reads but its error buffer: the init turns that text into system-error.
#include "sandbox.h"
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <seccomp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

static struct sock_fprog run_filters[2]; // per run: [0] new processes allowed, [1] threads only
static int is_root; // set per run: root mode may raise hard limits, user mode may not

// Deny-list with default allow (sandbox-research.md §9.1.4): JIT runtimes (JVM, V8, PyPy) need
// far more syscalls than an allow-list would tolerate. Denied calls fail with EPERM so runtimes
// report a clean error instead of dying on SIGSYS.
//
// Installing a filter costs the kernel a JIT compile and a pass over every syscall number to
// cache its verdict (~80 µs for this list, ~20 µs for a handful of rules), so the list is split:
// the init takes `denied` once, every program inherits it through clone for free, and a run adds
// only a small filter of its own: `mount` and `umount2` (the init still needs them to renew
// /tmp) and, in threads-only runs, the ways of starting a process.
static const char *denied[] = {
  "ptrace", "process_vm_readv", "process_vm_writev", "keyctl", "add_key", "request_key", "bpf",
  "perf_event_open", "userfaultfd", "io_uring_setup", "io_uring_enter", "io_uring_register",
  "pivot_root", "chroot", "fsopen", "fsconfig", "fsmount", "fspick", "move_mount",
  "open_tree", "mount_setattr", "unshare", "setns", "kexec_load", "kexec_file_load", "init_module",
  "finit_module", "delete_module", "iopl", "ioperm", "swapon", "swapoff", "reboot", "settimeofday",
  "clock_settime", "clock_adjtime", "adjtimex", "acct", "quotactl", "quotactl_fd", "open_by_handle_at",
  "name_to_handle_at", "lookup_dcookie", "vhangup", "syslog", "fanotify_init", "pidfd_getfd",
  "sethostname", "setdomainname", "uselib", "nfsservctl", "kcmp",
};
static const char *denied_per_run[] = { "mount", "umount2" };

static void deny(scmp_filter_ctx ctx, const char *const *names, size_t n) {
  for (size_t i = 0; i < n; i++) {
    int nr = seccomp_syscall_resolve_name(names[i]); // some are absent on newer architectures
    if (nr != __NR_SCMP_ERROR) seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), nr, 0);
  }
}

// Exports a filter to BPF once, so a run pays for one prctl, not a filter compilation.
static int export_filter(scmp_filter_ctx ctx, struct sock_fprog *out) {
  int fd = memfd_create("seccomp", MFD_CLOEXEC);
  if (fd < 0 || seccomp_export_bpf(ctx, fd) < 0) return -1;
  off_t size = lseek(fd, 0, SEEK_END);
  out->filter = malloc(size);
  if (!out->filter || pread(fd, out->filter, size, 0) != size) return -1;
  out->len = size / sizeof(struct sock_filter);
  close(fd);
  seccomp_release(ctx);
  return 0;
}

static int build_init_filter(struct sock_fprog *out) {
  scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
  if (!ctx) return -1;
  seccomp_attr_set(ctx, SCMP_FLTATR_CTL_OPTIMIZE, 2); // a binary tree: fewer checks per syscall
  deny(ctx, denied, sizeof denied / sizeof *denied);
  // No network: only AF_UNIX sockets (the network namespace is empty anyway).
  seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EACCES), SCMP_SYS(socket), 1, SCMP_A0(SCMP_CMP_NE, AF_UNIX));
  // No new namespaces through clone; clone3's flags are in memory seccomp cannot read, so make
  // it ENOSYS and glibc falls back to clone (pthread_create included).
  const uint64_t ns[] = { CLONE_NEWUSER, CLONE_NEWNS, CLONE_NEWPID, CLONE_NEWNET, CLONE_NEWIPC,
                         CLONE_NEWUTS, CLONE_NEWCGROUP };
  for (size_t i = 0; i < sizeof ns / sizeof *ns; i++)
    seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1, SCMP_A0(SCMP_CMP_MASKED_EQ, ns[i], ns[i]));
  seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0);
  return export_filter(ctx, out);
}

static int build_run_filter(struct sock_fprog *out, int no_fork) {
  scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
  if (!ctx) return -1;
  deny(ctx, denied_per_run, sizeof denied_per_run / sizeof *denied_per_run);
  if (no_fork) {
    // Threads only: a clone without CLONE_THREAD is a new process (fork, vfork, posix_spawn,
    // system() all come here or to fork/vfork). The pids limit still caps the threads.
    seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1, SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_THREAD, 0));
    static const char *forks[] = { "fork", "vfork" };
    deny(ctx, forks, 2);
  }
  return export_filter(ctx, out);
}

// In the init, once its root is built: from here on the init itself runs under the deny-list.
int seccomp_prepare(void) {
  struct sock_fprog init_filter;
  if (build_init_filter(&init_filter) < 0 || build_run_filter(&run_filters[0], 0) < 0 ||
      build_run_filter(&run_filters[1], 1) < 0)
    return -1;
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) return -1; // the init never execs: costs nothing
  if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &init_filter) < 0) return -1;
  free(init_filter.filter);
  return 0;
}

// The child shares the init's memory (CLONE_VM): the message is read there once we are gone.
static char *err_buf;
static size_t err_len;

static void fail(const char *what) {
  snprintf(err_buf, err_len, "%s: %s", what, strerror(errno));
  _exit(127);
}

// 0 from the request means "no limit".
static uint64_t or_inf(uint64_t v) { return v ? v : RLIM_INFINITY; }

// Without CAP_SYS_RESOURCE (user mode) a hard limit cannot be raised: clamp to the current one.
static void limit(int res, uint64_t soft, uint64_t hard) {
  struct rlimit cur, rl = { soft, hard };
  if (!is_root && getrlimit(res, &cur) == 0 && cur.rlim_max < rl.rlim_max) {
    rl.rlim_max = cur.rlim_max;
    if (rl.rlim_cur > rl.rlim_max) rl.rlim_cur = rl.rlim_max;
  }
  if (setrlimit(res, &rl) < 0) fail("setrlimit");
}

// Opens a path inside the sandbox as the program's user; relative paths are under /w.
static int open_io(const char *path, int flags, const char *what) {
  char p[4200];
  if (!path) path = "/dev/null";
  if (path[0] != '/') { snprintf(p, sizeof p, "/w/%s", path); path = p; }
  // An output file is created afresh: whatever an earlier run of the same submission left under
  // that name (a symlink, a FIFO) is removed first, as the program's own user.
  if ((flags & O_CREAT) && strcmp(path, "/dev/null") != 0) {
    unlink(path);
    flags |= O_EXCL;
  }
  int fd = open(path, flags | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (fd < 0) fail(what);
  return fd;
}

void program_exec(const struct slot_config *cfg, const struct request *r, int pfds[2], char *errbuf, size_t errlen) {
  err_buf = errbuf;
  err_len = errlen;
  is_root = cfg->root_mode;
  sigset_t all;
  sigemptyset(&all);
  sigprocmask(SIG_SETMASK, &all, NULL);
  signal(SIGPIPE, SIG_DFL); // SIG_IGN would survive execve
  signal(SIGUSR1, SIG_DFL);
  setsid();

  uint64_t cpu_s = (r->cpu_ms + 999) / 1000 + 1; // backstop only: the watchdog judges CPU time
  limit(RLIMIT_CPU, cpu_s, cpu_s + 1);
  limit(RLIMIT_FSIZE, or_inf(r->fsize), or_inf(r->fsize));
  limit(RLIMIT_STACK, or_inf(r->stack), or_inf(r->stack));
  limit(RLIMIT_NOFILE, r->nofile ? r->nofile : 64, r->nofile ? r->nofile : 64);
  limit(RLIMIT_CORE, 0, 0);
  limit(RLIMIT_MEMLOCK, 0, 0);
  if (!cfg->root_mode) {
    // No cgroup in user mode: these two stand in for pids.max and memory.max (approximate;
    // RLIMIT_NPROC counts threads too, like pids.max).
    if (r->procs) limit(RLIMIT_NPROC, r->procs + 2, r->procs + 2);
    // A thread's stack is a private writable mapping of RLIMIT_STACK bytes, which RLIMIT_DATA
    // counts though it is hardly touched: a threads-only run gets room for each one's stack.
    // Only an approximation anyway; the verdict compares the peak RSS with the limit.
    uint64_t data = r->mem_bytes, stack = r->stack ? r->stack : 32ull << 20; // glibc's size when unlimited
    if (data && r->no_fork && r->procs > 1) data += (r->procs - 1) * stack;
    if (data) limit(RLIMIT_DATA, data, data);
  }
  if (cfg->root_mode) {
    if (setgroups(0, NULL) < 0) fail("setgroups");
    if (setresgid(cfg->gid, cfg->gid, cfg->gid) < 0) fail("setresgid");
    if (setresuid(cfg->uid, cfg->uid, cfg->uid) < 0) fail("setresuid");
  }
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) fail("no_new_privs");

  int in = pfds[0] >= 0 ? pfds[0] : open_io(req_str(r, r->stdin_off), O_RDONLY, "open stdin");
  int out = pfds[1] >= 0 ? pfds[1]
                         : open_io(req_str(r, r->stdout_off), O_WRONLY | O_CREAT | O_TRUNC, "open stdout");
  int err = open_io(req_str(r, r->stderr_off), O_WRONLY | O_CREAT | O_TRUNC, "open stderr");
  if (dup2(in, 0) < 0 || dup2(out, 1) < 0 || dup2(err, 2) < 0) fail("dup2");
  // Everything else (the init's socket, etc.) must not reach the program.
  if (syscall(SYS_close_range, 3, ~0U, CLOSE_RANGE_CLOEXEC) < 0) fail("close_range");

  if (chdir("/w") < 0) fail("chdir /w");
  const char *cwd = req_str(r, r->cwd_off);
  if (cwd && chdir(cwd) < 0) fail("chdir");

  char *argv[MAX_ARGS + 1], *envp[MAX_ARGS + 1];
  for (int i = 0; i < r->argc; i++) argv[i] = (char *)req_str(r, r->argv_off[i]);
  argv[r->argc] = NULL;
  for (int i = 0; i < r->envc; i++) envp[i] = (char *)req_str(r, r->env_off[i]);
  envp[r->envc] = NULL;

  if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &run_filters[r->no_fork ? 1 : 0]) < 0) fail("seccomp");
  execve(argv[0], argv, envp);
  fail("exec");
}
