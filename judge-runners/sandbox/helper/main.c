// oj-sandbox, the outer helper of one slot. Usage (the TypeScript client builds this):
//   oj-sandbox --uid N --gid N --work DIR [--work-bytes N] [--tmp-bytes N] [--cgroup NAME]
//              [--user-mode] [--bind SRC DST]... [--symlink TARGET PATH]...
// Prints {"ready":...} once the container is built, then one JSON line per request (proto.c).
// EOF on stdin (or SIGTERM) tears the slot down: namespace, work dir tmpfs, cgroup.
#include "sandbox.h"
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static struct slot_config cfg;
static pid_t init_pid;
static int sock = -1;
static volatile sig_atomic_t stop;
static pid_t outer_pid;
static void teardown(void);

void die(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "oj-sandbox: ");
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  if (getpid() == outer_pid) teardown(); // never from the init: it shares this code
  exit(1);
}

static int64_t now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

static void parse_args(int argc, char **argv) {
  cfg.root_mode = 1;
  cfg.work_bytes = 512ull << 20;
  cfg.tmp_bytes = 256ull << 20;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    int more = argc - i - 1;
    if (!strcmp(a, "--uid") && more >= 1) cfg.uid = atoi(argv[++i]);
    else if (!strcmp(a, "--gid") && more >= 1) cfg.gid = atoi(argv[++i]);
    else if (!strcmp(a, "--work") && more >= 1) cfg.work_dir = argv[++i];
    else if (!strcmp(a, "--work-bytes") && more >= 1) cfg.work_bytes = strtoull(argv[++i], NULL, 10);
    else if (!strcmp(a, "--tmp-bytes") && more >= 1) cfg.tmp_bytes = strtoull(argv[++i], NULL, 10);
    else if (!strcmp(a, "--cgroup") && more >= 1) cfg.cgroup_name = argv[++i];
    else if (!strcmp(a, "--user-mode")) cfg.root_mode = 0;
    else if (!strcmp(a, "--bind") && more >= 2 && cfg.nbinds < MAX_BINDS) {
      cfg.bind_src[cfg.nbinds] = argv[++i];
      cfg.bind_dst[cfg.nbinds++] = argv[++i];
    } else if (!strcmp(a, "--symlink") && more >= 2 && cfg.nlinks < MAX_BINDS) {
      cfg.link_target[cfg.nlinks] = argv[++i];
      cfg.link_path[cfg.nlinks++] = argv[++i];
    } else die("bad argument %s", a);
  }
  if (!cfg.work_dir || !cfg.uid) die("--work and --uid are required");
  if (cfg.root_mode && !cfg.cgroup_name) die("--cgroup is required in root mode");
  if (cfg.root_mode && geteuid() != 0) die("root mode needs root; use --user-mode");
}

static void write_file(const char *path, const char *s) {
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0 || write(fd, s, strlen(s)) < 0) die("write %s: %m", path);
  close(fd);
}

// The work dir is a tmpfs of its own (size and inode caps) in root mode.
static void mount_work(void) {
  char opts[200];
  umount2(cfg.work_dir, MNT_DETACH); // left over from a helper that was killed
  snprintf(opts, sizeof opts, "size=%llu,nr_inodes=8192,mode=0755,uid=%u,gid=%u",
           (unsigned long long)cfg.work_bytes, cfg.uid, cfg.gid);
  if (mount("tmpfs", cfg.work_dir, "tmpfs", MS_NOSUID | MS_NODEV, opts) < 0) die("mount work tmpfs: %m");
}

static void start_init(void) {
  int sv[2];
  if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) < 0) die("socketpair: %m");
  int flags = CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS;
  if (!cfg.root_mode) flags |= CLONE_NEWUSER;
  pid_t pid = syscall(SYS_clone, flags | SIGCHLD, 0, 0, 0, 0);
  if (pid < 0) die("clone: %m");
  if (pid == 0) {
    close(sv[0]);
    int null = open("/dev/null", O_RDWR);
    dup2(null, 0); // stdin/stdout are Node's pipes: the init has no business with them
    dup2(null, 1);
    close(null);
    init_main(&cfg, sv[1]);
    _exit(1);
  }
  close(sv[1]);
  init_pid = pid;
  sock = sv[0];
  char p[64], m[64];
  if (!cfg.root_mode) {
    snprintf(p, sizeof p, "/proc/%d/setgroups", pid);
    write_file(p, "deny");
    snprintf(p, sizeof p, "/proc/%d/uid_map", pid);
    snprintf(m, sizeof m, "%u %u 1", cfg.uid, getuid());
    write_file(p, m);
    snprintf(p, sizeof p, "/proc/%d/gid_map", pid);
    snprintf(m, sizeof m, "%u %u 1", cfg.gid, getgid());
    write_file(p, m);
  } else if (cg_attach(pid) < 0) die("attach to cgroup: %m");
  char c = 'G';
  if (write(sock, &c, 1) != 1 || read(sock, &c, 1) != 1 || c != 'R') die("slot init failed");
}

static void on_stop(int sig) { stop = 1; }
static void on_alarm(int sig) {}

// FIFOs for interactive pairs, opened in path order so two slots never wait on each other
// (a blocking open of one end waits for the other end: that is the rendezvous we want).
static int open_fifos(const struct request *r, int *fds, int *nfds, char *err, size_t errlen) {
  const char *paths[2] = { req_str(r, r->stdin_fifo_off), req_str(r, r->stdout_fifo_off) };
  int order[2] = { 0, 1 };
  if (paths[0] && paths[1] && strcmp(paths[0], paths[1]) > 0) { order[0] = 1; order[1] = 0; }
  int got[2] = { -1, -1 };
  alarm(10); // the partner slot never came: EINTR
  for (int k = 0; k < 2; k++) {
    int i = order[k];
    if (!paths[i]) continue;
    if (mkfifo(paths[i], 0600) < 0 && errno != EEXIST) { snprintf(err, errlen, "mkfifo: %m"); goto fail; }
    got[i] = open(paths[i], (i == 0 ? O_RDONLY : O_WRONLY) | O_CLOEXEC);
    if (got[i] < 0) { snprintf(err, errlen, "open fifo: %m"); goto fail; }
  }
  alarm(0);
  *nfds = 0;
  for (int i = 0; i < 2; i++) if (got[i] >= 0) fds[(*nfds)++] = got[i];
  return 0;
fail:
  alarm(0);
  for (int i = 0; i < 2; i++) if (got[i] >= 0) close(got[i]);
  return -1;
}

static void print_error(const char *msg) {
  fputs("{\"ok\":0,\"error\":", stdout);
  json_string(stdout, msg);
  fputs("}\n", stdout);
  fflush(stdout);
}

static int recv_report(struct report *rep) {
  ssize_t n;
  do n = recv(sock, rep, sizeof *rep, 0); while (n < 0 && errno == EINTR);
  return n == sizeof *rep ? 0 : -1;
}

static void handle_run(struct request *r) {
  char err[256] = "";
  int fds[2], nfds = 0;
  if ((r->stdin_fifo_off || r->stdout_fifo_off) && open_fifos(r, fds, &nfds, err, sizeof err) < 0)
    return print_error(err);
  r->stdin_fifo = r->stdin_fifo_off != 0;
  r->stdout_fifo = r->stdout_fifo_off != 0;
  if (cg_prepare_run(r) < 0) {
    snprintf(err, sizeof err, "cgroup limits: %m");
    for (int i = 0; i < nfds; i++) close(fds[i]);
    return print_error(err);
  }
  int64_t t0 = now_ns(), killed_at = 0;
  if (send_request(sock, r, fds, nfds) < 0) die("send to init: %m");
  // The write end of the output FIFO stays open here until the init has reaped the program: the
  // partner reads the end of its input only after this run's end was taken (rep.end_ns), so a
  // partner that fails on that end of input ends after it on the one clock, however fast it fails
  // (interactive pairs: who ended first decides the verdict). Read ends are not held: a program
  // writing to a partner that has gone still gets its broken pipe at once.
  int held = r->stdout_fifo ? fds[nfds - 1] : -1;
  for (int i = 0; i < nfds; i++) if (fds[i] != held) close(fds[i]);
  const char *killed_by = NULL;
  // fd 0 is watched too: if Node dies mid-run, its end of our stdin closes and the slot goes
  // down now instead of after the wall limit.
  struct pollfd pfd[2] = { { sock, POLLIN, 0 }, { 0, POLLRDHUP, 0 } };
  for (;;) {
    int rc = poll(pfd, 2, 10); // 10 ms watchdog period
    if (rc > 0 && (pfd[1].revents & (POLLHUP | POLLRDHUP | POLLERR))) die("client went away during a run");
    if (rc > 0 && pfd[0].revents) break;
    int64_t t = now_ns();
    if (killed_at) {
      if (t - killed_at > 3000000000LL) die("slot init does not answer after a kill");
      continue;
    }
    if (cfg.root_mode && r->cpu_ms && cg_cpu_ns() > r->cpu_ms * 1000000ull) killed_by = "cpu";
    else if (r->wall_ms && (uint64_t)(t - t0) > r->wall_ms * 1000000ull) killed_by = "wall";
    if (killed_by) { kill(init_pid, SIGUSR1); killed_at = t; }
  }
  struct report rep;
  if (recv_report(&rep) < 0) die("slot init died");
  if (held >= 0) close(held);
  uint64_t user_ns = rep.ru.ru_utime.tv_sec * 1000000000ull + rep.ru.ru_utime.tv_usec * 1000ull;
  uint64_t sys_ns = rep.ru.ru_stime.tv_sec * 1000000000ull + rep.ru.ru_stime.tv_usec * 1000ull;
  uint64_t cpu_ns = cfg.root_mode ? cg_cpu_ns() : user_ns + sys_ns;
  int st = rep.wait_status;
  printf("{\"ok\":%d,\"error\":", rep.ok);
  json_string(stdout, rep.error);
  printf(",\"exitCode\":%d,\"signal\":%d,\"cpuNs\":%llu,\"userNs\":%llu,\"sysNs\":%llu,\"wallNs\":%lld,\"endUs\":%lld,"
         "\"memPeak\":%llu,\"maxRssKb\":%ld,\"oomKill\":%llu,\"pidsRefused\":%llu,\"killedBy\":",
         WIFEXITED(st) ? WEXITSTATUS(st) : -1, WIFSIGNALED(st) ? WTERMSIG(st) : 0, (unsigned long long)cpu_ns,
         (unsigned long long)user_ns, (unsigned long long)sys_ns, (long long)rep.wall_ns, (long long)(rep.end_ns / 1000),
         (unsigned long long)cg_mem_peak(), rep.ru.ru_maxrss, (unsigned long long)cg_oom_kills(),
         (unsigned long long)cg_pids_refused());
  if (killed_by) json_string(stdout, killed_by);
  else fputs("null", stdout);
  fputs("}\n", stdout);
  fflush(stdout);
}

static void teardown(void) {
  if (sock >= 0) close(sock);
  if (init_pid > 0) {
    kill(init_pid, SIGKILL);
    while (waitpid(init_pid, NULL, 0) < 0 && errno == EINTR) {}
  }
  if (cfg.root_mode) {
    umount2(cfg.work_dir, MNT_DETACH);
    cg_cleanup();
    // Also when Node died without closing the pool: the (now empty) slot dir goes, and the
    // last slot of a pool takes the pool dir with it. Non-empty dirs are never touched.
    if (rmdir(cfg.work_dir) == 0) {
      char parent[4096];
      snprintf(parent, sizeof parent, "%s", cfg.work_dir);
      char *slash = strrchr(parent, '/');
      if (slash && slash != parent) { *slash = '\0'; rmdir(parent); }
    }
  }
}

int main(int argc, char **argv) {
  outer_pid = getpid();
  parse_args(argc, argv);
  struct sigaction sa = { .sa_handler = on_stop }; // no SA_RESTART: getline returns on a signal
  sigaction(SIGTERM, &sa, NULL);
  sigaction(SIGINT, &sa, NULL);
  sigaction(SIGHUP, &sa, NULL);
  struct sigaction al = { .sa_handler = on_alarm };
  sigaction(SIGALRM, &al, NULL);
  signal(SIGPIPE, SIG_IGN);
  if (cfg.root_mode) {
    if (cg_setup(cfg.cgroup_name) < 0) die("cgroup setup: %m");
    mount_work();
  }
  start_init();
  printf("{\"ready\":1,\"cgroup\":%d}\n", cg_version());
  fflush(stdout);
  static struct request req;
  while (!stop) {
    char err[200];
    int rc = read_request(stdin, &req, err, sizeof err);
    if (rc == 0 || stop) break;
    if (rc < 0) { if (errno == EINTR) break; print_error(err); continue; }
    if (req.kind == REQ_WIPE) {
      struct report rep;
      if (send_request(sock, &req, NULL, 0) < 0 || recv_report(&rep) < 0) die("slot init died");
      puts("{\"ok\":1}");
      fflush(stdout);
    } else handle_run(&req);
  }
  teardown();
  return 0;
}
