/* Looks for the interactor's files instead of asking: the answer, the input and the output file
   must be out of its reach. Answers the secret if it found it (a leak), else 1. */
#include <stdio.h>
int main(void) {
    const char* paths[] = { "/w/answer", "/w/input", "/w/user_output", "answer", "input", "../answer", "/tmp/answer" };
    long long n, limit, secret = 1;
    if (scanf("%lld", &n) != 1) return 0;
    for (unsigned i = 0; i < sizeof paths / sizeof *paths; i++) {
        FILE* f = fopen(paths[i], "r");
        if (!f) continue;
        if (fscanf(f, "%lld %lld %lld", &n, &limit, &secret) == 1) secret = n;
        fclose(f);
        fprintf(stderr, "read %s\n", paths[i]);
    }
    printf("! %lld\n", secret);
    fflush(stdout);
    return 0;
}
