// The slot's init: pid 1 of the slot's pid namespace. Builds the read-only root once, then serves
// requests: fork the program, reap it, kill whatever it left behind, report.
#include "sandbox.h"
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define NEWROOT "/tmp" // mount point for the new root inside our private mount namespace

static char tmp_opts[64];

static void mkdirs(const char *path, mode_t mode) {
  char p[1024];
  snprintf(p, sizeof p, "%s", path);
  for (char *s = p + 1; *s; s++)
    if (*s == '/') { *s = '\0'; mkdir(p, mode); *s = '/'; }
  mkdir(p, mode);
}

// Read-only bind of an already opened source (opened before NEWROOT hid the host /tmp).
static void bind_ro(int srcfd, const char *dst, int writable) {
  char src[64], target[1024];
  snprintf(src, sizeof src, "/proc/self/fd/%d", srcfd);
  snprintf(target, sizeof target, NEWROOT "%s", dst);
  struct stat st;
  if (fstat(srcfd, &st) < 0) die("stat bind source for %s: %m", dst);
  if (S_ISDIR(st.st_mode)) mkdirs(target, 0755);
  else {
    char parent[1024];
    snprintf(parent, sizeof parent, "%s", target);
    *strrchr(parent, '/') = '\0';
    mkdirs(parent, 0755);
    int fd = open(target, O_CREAT | O_WRONLY | O_CLOEXEC, 0644);
    if (fd >= 0) close(fd);
  }
  if (mount(src, target, NULL, MS_BIND | MS_REC, NULL) < 0) die("bind %s: %m", dst);
  // A remount must keep the flags the kernel locked on the source (user namespaces).
  struct statvfs sv;
  unsigned long keep = 0;
  if (statvfs(target, &sv) == 0) {
    if (sv.f_flag & ST_NODEV) keep |= MS_NODEV;
    if (sv.f_flag & ST_NOEXEC) keep |= MS_NOEXEC;
    if (sv.f_flag & ST_NOSUID) keep |= MS_NOSUID;
    if (sv.f_flag & ST_RDONLY) keep |= MS_RDONLY;
  }
  unsigned long flags = MS_BIND | MS_REMOUNT | MS_NOSUID | keep | (writable ? 0 : MS_RDONLY);
  if (!S_ISCHR(st.st_mode)) flags |= MS_NODEV;
  if (mount(NULL, target, NULL, flags, NULL) < 0) die("remount %s: %m", dst);
}

static void build_root(const struct slot_config *cfg) {
  int srcfd[MAX_BINDS], workfd;
  static const char *devs[] = { "null", "zero", "full", "random", "urandom" };
  int devfd[5];
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0) die("make / private: %m");
  for (int i = 0; i < cfg->nbinds; i++)
    if ((srcfd[i] = open(cfg->bind_src[i], O_PATH | O_CLOEXEC)) < 0) die("open %s: %m", cfg->bind_src[i]);
  if ((workfd = open(cfg->work_dir, O_PATH | O_DIRECTORY | O_CLOEXEC)) < 0) die("open work dir: %m");
  for (int i = 0; i < 5; i++) {
    char p[32];
    snprintf(p, sizeof p, "/dev/%s", devs[i]);
    if ((devfd[i] = open(p, O_PATH | O_CLOEXEC)) < 0) die("open %s: %m", p);
  }

  if (mount("tmpfs", NEWROOT, "tmpfs", MS_NOSUID | MS_NODEV, "size=1m,nr_inodes=1024,mode=755") < 0)
    die("root tmpfs: %m");
  for (int i = 0; i < cfg->nbinds; i++) bind_ro(srcfd[i], cfg->bind_dst[i], 0);
  for (int i = 0; i < cfg->nlinks; i++) {
    char p[1024];
    snprintf(p, sizeof p, NEWROOT "%s", cfg->link_path[i]);
    if (symlink(cfg->link_target[i], p) < 0 && errno != EEXIST) die("symlink %s: %m", cfg->link_path[i]);
  }
  bind_ro(workfd, "/w", 1);

  mkdirs(NEWROOT "/dev", 0755);
  if (mount("tmpfs", NEWROOT "/dev", "tmpfs", MS_NOSUID | MS_NOEXEC, "size=64k,nr_inodes=64,mode=755") < 0)
    die("dev tmpfs: %m");
  for (int i = 0; i < 5; i++) {
    char p[64];
    snprintf(p, sizeof p, "/dev/%s", devs[i]);
    bind_ro(devfd[i], p, 1); // writable: writes to /dev/null must work
  }
  symlink("/proc/self/fd", NEWROOT "/dev/fd");
  symlink("/proc/self/fd/0", NEWROOT "/dev/stdin");
  symlink("/proc/self/fd/1", NEWROOT "/dev/stdout");
  symlink("/proc/self/fd/2", NEWROOT "/dev/stderr");
  mount(NULL, NEWROOT "/dev", NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NOEXEC, NULL);

  mkdirs(NEWROOT "/proc", 0555);
  // hidepid: the program (another uid) cannot look at the init. Not a hard requirement, so
  // fall back to a plain mount where the option is refused.
  if (mount("proc", NEWROOT "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, "hidepid=2") < 0 &&
      mount("proc", NEWROOT "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) < 0)
    die("mount proc: %m");
  mkdirs(NEWROOT "/tmp", 01777);
  snprintf(tmp_opts, sizeof tmp_opts, "size=%llu,nr_inodes=4096,mode=1777", (unsigned long long)cfg->tmp_bytes);
  if (mount("tmpfs", NEWROOT "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, tmp_opts) < 0) die("tmp tmpfs: %m");

  if (chdir(NEWROOT) < 0) die("chdir new root: %m");
  if (syscall(SYS_pivot_root, ".", ".") < 0) die("pivot_root: %m");
  if (umount2(".", MNT_DETACH) < 0) die("detach old root: %m");
  if (chdir("/") < 0) die("chdir /: %m");
  if (mount(NULL, "/", NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) < 0) die("read-only root: %m");
  for (int i = 0; i < cfg->nbinds; i++) close(srcfd[i]);
  for (int i = 0; i < 5; i++) close(devfd[i]);
  close(workfd);
}

static int rm_entry(const char *path, const struct stat *st, int type, struct FTW *ftw) {
  if (ftw->level == 0) return 0; // keep /w itself
  if (type == FTW_DP) rmdir(path);
  else unlink(path);
  return 0;
}

static int dir_has_entries(const char *path) {
  DIR *d = opendir(path);
  if (!d) return 0;
  struct dirent *e;
  int found = 0;
  while ((e = readdir(d)))
    if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) { found = 1; break; }
  closedir(d);
  return found;
}

// A fresh /tmp costs one umount + mount; done only when the run left something there.
static void reset_tmp(int force) {
  if (!force && !dir_has_entries("/tmp")) return;
  umount2("/tmp", MNT_DETACH);
  mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, tmp_opts);
}

static void wipe(void) {
  // FTW_PHYS: never follow a symlink the program planted; FTW_MOUNT: stay on the work dir.
  // We are (namespace) root, so directories the program made unreadable are no obstacle.
  nftw("/w", rm_entry, 32, FTW_DEPTH | FTW_PHYS | FTW_MOUNT);
  reset_tmp(1);
}

static void on_kill_request(int sig) { kill(-1, SIGKILL); } // everything in the namespace but us

static int64_t now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

struct child {
  const struct slot_config *cfg;
  const struct request *r;
  int pfds[2];
  char error[200]; // written by the child when it fails before its program runs
};

static int child_main(void *arg) {
  struct child *c = arg;
  program_exec(c->cfg, c->r, c->pfds, c->error, sizeof c->error);
  return 127;
}

// The child's own stack: it shares our memory until execve, like posix_spawn's child.
static char child_stack[256 << 10] __attribute__((aligned(64)));

static void serve_run(const struct slot_config *cfg, const struct request *r, int *fds, int nfds, struct report *rep) {
  struct child c = { cfg, r, { -1, -1 }, "" };
  int k = 0;
  if (r->stdin_fifo) c.pfds[0] = fds[k++];
  if (r->stdout_fifo) c.pfds[1] = fds[k++];
  int64_t t0 = now_ns();
  // CLONE_VM | CLONE_VFORK: no page tables to copy, and we resume only once the program has
  // been exec'd (or has failed to, leaving its message in c.error).
  pid_t pid = clone(child_main, child_stack + sizeof child_stack, CLONE_VM | CLONE_VFORK | SIGCHLD, &c);
  for (int i = 0; i < nfds; i++) close(fds[i]);
  if (pid < 0) { snprintf(rep->error, sizeof rep->error, "clone: %m"); return; }
  if (c.error[0]) snprintf(rep->error, sizeof rep->error, "%s", c.error);
  // Reap until the main program is gone; orphans it made are reaped on the way.
  for (;;) {
    int st;
    struct rusage ru;
    pid_t w = wait4(-1, &st, __WALL, &ru);
    if (w < 0 && errno == EINTR) continue;
    if (w < 0) break;
    if (w == pid) { rep->wait_status = st; rep->ru = ru; break; }
  }
  rep->end_ns = now_ns();
  rep->wall_ns = rep->end_ns - t0;
  // Whatever the program left running is a child of ours (orphans come to pid 1) or descends
  // from one, so no child means nothing left: then we skip kill(-1), which walks every process
  // of the host to find the namespace's.
  pid_t w;
  do w = wait4(-1, NULL, __WALL | WNOHANG, NULL); while (w > 0 || (w < 0 && errno == EINTR));
  if (w == 0) {
    kill(-1, SIGKILL);
    while (wait4(-1, NULL, __WALL, NULL) > 0 || errno == EINTR) {}
  }
  if (!c.error[0]) rep->ok = 1;
  reset_tmp(0);
}

int init_main(const struct slot_config *cfg, int sock) {
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  // Wait until the outer helper has put us in the cgroup (and written the uid map).
  char go;
  if (read(sock, &go, 1) != 1) _exit(1);
  // Only now: a non-dumpable process's /proc files belong to root, which would have kept an
  // unprivileged outer helper from writing our uid map. From here on nobody may ptrace us.
  prctl(PR_SET_DUMPABLE, 0);
  if (cfg->root_mode && unshare(CLONE_NEWCGROUP) < 0) die("unshare cgroup ns: %m");
  sethostname("sandbox", 7);
  build_root(cfg);
  if (seccomp_prepare() < 0) die("seccomp filter: %m");
  struct sigaction sa = { .sa_handler = on_kill_request };
  sigaction(SIGUSR1, &sa, NULL);
  signal(SIGPIPE, SIG_IGN);
  if (write(sock, "R", 1) != 1) _exit(1);

  static struct request req;
  for (;;) {
    int fds[2], nfds = 0;
    int rc = recv_request(sock, &req, fds, &nfds);
    if (rc <= 0) _exit(0);
    struct report rep;
    memset(&rep, 0, sizeof rep);
    if (req.kind == REQ_WIPE) { wipe(); rep.ok = 1; }
    else serve_run(cfg, &req, fds, nfds, &rep);
    if (send(sock, &rep, sizeof rep, MSG_NOSIGNAL) < 0) _exit(1);
  }
}
