// C sources used by the tests. Each hostile program reports what it managed to do on stdout,
// so a test can assert that every attempt failed.

export const APLUSB = `#include <stdio.h>
int main(void) { long a, b; if (scanf("%ld %ld", &a, &b) != 2) return 1; printf("%ld\\n", a + b); return 0; }
`;

export const BUSY_LOOP = `int main(void) { volatile unsigned long x = 0; for (;;) x++; }
`;

export const SLEEPER = `#include <unistd.h>
int main(void) { for (;;) pause(); }
`;

/** Touches N MiB (argv[1]) and exits 0. */
export const TOUCH_MEMORY = `#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
  size_t n = (size_t)atol(argv[1]) << 20;
  char *p = malloc(n); if (!p) return 3;
  memset(p, 1, n);
  return p[n / 2] == 1 ? 0 : 4;
}
`;

export const MEMORY_BOMB = `#include <stdlib.h>
#include <string.h>
int main(void) { for (;;) { char *p = malloc(1 << 20); if (p) memset(p, 7, 1 << 20); } }
`;

export const FORK_BOMB = `#include <unistd.h>
int main(void) { for (;;) fork(); }
`;

export const OUTPUT_FLOOD = `#include <stdio.h>
int main(void) { for (;;) fputs("flood flood flood flood flood flood flood flood\\n", stdout); }
`;

/** Writes an endless file in /w (argv[1] = path). */
export const HUGE_FILE = `#include <stdio.h>
#include <string.h>
int main(int argc, char **argv) {
  FILE *f = fopen(argv[1], "w"); if (!f) return 2;
  static char buf[1 << 16]; memset(buf, 'x', sizeof buf);
  for (;;) if (fwrite(buf, 1, sizeof buf, f) != sizeof buf) return 3;
}
`;

export const SEGFAULT = `int main(void) { volatile int *p = 0; *p = 1; return 0; }
`;

/** Tries the network; prints one line per attempt with "ok" or the error. */
export const NETWORK = `#include <arpa/inet.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
static void try_connect(const char *ip, int port) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) { printf("socket %s: %s\\n", ip, strerror(errno)); return; }
  struct sockaddr_in a = { .sin_family = AF_INET, .sin_port = htons(port) };
  inet_pton(AF_INET, ip, &a.sin_addr);
  printf("connect %s: %s\\n", ip, connect(fd, (struct sockaddr *)&a, sizeof a) == 0 ? "ok" : strerror(errno));
  close(fd);
}
int main(void) {
  try_connect("127.0.0.1", 22); try_connect("1.1.1.1", 80);
  int u = socket(AF_INET6, SOCK_DGRAM, 0); printf("udp6: %s\\n", u < 0 ? strerror(errno) : "ok");
  int n = socket(AF_NETLINK, SOCK_RAW, 0); printf("netlink: %s\\n", n < 0 ? strerror(errno) : "ok");
  return 0;
}
`;

/** Opens each path in argv for reading and prints "path: ok" or the error. */
export const READ_PATHS = `#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
int main(int argc, char **argv) {
  for (int i = 1; i < argc; i++) {
    int fd = open(argv[i], O_RDONLY);
    char b[64]; ssize_t n = fd >= 0 ? read(fd, b, sizeof b) : -1;
    printf("%s: %s\\n", argv[i], fd < 0 ? strerror(errno) : n < 0 ? strerror(errno) : "ok");
    if (fd >= 0) close(fd);
  }
  return 0;
}
`;

/** ptrace, signals to pid 1 and to everyone, and escapes through namespaces and mounts. */
export const PRIVILEGED_CALLS = `#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/ptrace.h>
#include <unistd.h>
#define R(name, call) printf("%s: %s\\n", name, (call) == 0 ? "ok" : strerror(errno))
int main(void) {
  R("ptrace-attach-1", ptrace(PTRACE_ATTACH, 1, 0, 0) == -1 ? -1 : 0);
  R("kill-1", kill(1, SIGKILL));
  R("kill-parent", kill(getppid(), SIGKILL));
  R("unshare-user", unshare(CLONE_NEWUSER));
  R("mount", mount("tmpfs", "/tmp", "tmpfs", 0, 0));
  R("chroot", chroot("/tmp"));
  R("setuid-0", setuid(0));
  R("kill-all", kill(-1, SIGKILL));
  printf("alive\\n");
  return 0;
}
`;

/** Interactive pair: the interactor sends a number, checks the doubled answer. */
export const INTERACTOR = `#include <stdio.h>
int main(void) {
  printf("21\\n"); fflush(stdout);
  long x; if (scanf("%ld", &x) != 1) return 2;
  fprintf(stderr, "got %ld\\n", x);
  return x == 42 ? 0 : 1;
}
`;

export const INTERACTIVE_SOLUTION = `#include <stdio.h>
int main(void) { long n; if (scanf("%ld", &n) != 1) return 1; printf("%ld\\n", n * 2); fflush(stdout); return 0; }
`;
