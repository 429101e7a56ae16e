// The machine's limit for one test run (TARGETS.md P1, P2): fork + exec + wait of a binary with
// its stdin and stdout on pipes, the input written and the output read back, nothing else.
// Built by the benches with the system gcc at run time (bench/baseline/forkexec.ts).
//
//   forkexec BINARY        then, one command per line on stdin:
//     run A B              one run with input "A B\n", answers the run's time in ns
//     batch N P            N runs, P at once (P worker processes, runs i = 1..N with input
//                          "i 2i\n"), answers the elapsed time of all N in ns
// Every run's output is checked (A+B); a wrong one ends the program with exit code 2.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static const char *binary;
extern char **environ;

static long long now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000000000LL + t.tv_nsec;
}

static void run_once(long long a, long long b) {
  int in[2], out[2];
  if (pipe2(in, O_CLOEXEC) < 0 || pipe2(out, O_CLOEXEC) < 0) { perror("pipe"); exit(1); }
  pid_t pid = fork();
  if (pid < 0) { perror("fork"); exit(1); }
  if (pid == 0) {
    dup2(in[0], 0);
    dup2(out[1], 1);
    char *argv[] = { (char *)binary, NULL };
    execve(binary, argv, environ);
    _exit(127);
  }
  close(in[0]);
  close(out[1]);
  char buf[64];
  int n = snprintf(buf, sizeof buf, "%lld %lld\n", a, b);
  if (write(in[1], buf, n) != n) { perror("write"); exit(1); }
  close(in[1]);
  size_t got = 0;
  ssize_t r;
  while ((r = read(out[0], buf + got, sizeof buf - 1 - got)) > 0) got += r;
  close(out[0]);
  int st;
  while (waitpid(pid, &st, 0) < 0 && errno == EINTR) {}
  buf[got] = '\0';
  if (!WIFEXITED(st) || WEXITSTATUS(st) != 0 || strtoll(buf, NULL, 10) != a + b) {
    fprintf(stderr, "forkexec: wrong run: status %d output '%s'\n", st, buf);
    exit(2);
  }
}

static long long batch(long n, int p) {
  long long t0 = now_ns();
  for (int w = 0; w < p; w++) {
    pid_t pid = fork();
    if (pid < 0) { perror("fork"); exit(1); }
    if (pid == 0) {
      for (long i = 1 + w; i <= n; i += p) run_once(i, 2 * i);
      _exit(0);
    }
  }
  int failed = 0, st;
  while (wait(&st) > 0) failed |= !WIFEXITED(st) || WEXITSTATUS(st) != 0;
  if (failed) exit(2);
  return now_ns() - t0;
}

int main(int argc, char **argv) {
  if (argc != 2) { fprintf(stderr, "usage: forkexec BINARY\n"); return 1; }
  binary = argv[1];
  char line[128];
  while (fgets(line, sizeof line, stdin)) {
    long long a, b;
    long n;
    int p;
    if (sscanf(line, "run %lld %lld", &a, &b) == 2) {
      long long t0 = now_ns();
      run_once(a, b);
      printf("%lld\n", now_ns() - t0);
    } else if (sscanf(line, "batch %ld %d", &n, &p) == 2 && n > 0 && p > 0) {
      printf("%lld\n", batch(n, p));
    } else {
      fprintf(stderr, "forkexec: bad command %s", line);
      return 1;
    }
    fflush(stdout);
  }
  return 0;
}
