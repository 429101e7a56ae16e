// A+B that tries to fork first: a child that got through would print a wrong second line.
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>
int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 1;
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) { printf("forked\n"); return 0; }
    if (pid > 0) waitpid(pid, NULL, 0);
    printf("%lld\n", a + b);
    return 0;
}
