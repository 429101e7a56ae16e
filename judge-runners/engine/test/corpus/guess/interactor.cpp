// Guess the number: the secret is in the input file; at most 20 guesses; "<", ">" or "=" back.
#include <cstdio>
int main(int argc, char** argv) {
    FILE* in = fopen(argv[1], "r");
    long long secret; fscanf(in, "%lld", &secret);
    for (int i = 1; i <= 20; i++) {
        long long g;
        if (scanf("%lld", &g) != 1) { fprintf(stderr, "wrong answer no guess\n"); return 1; }
        if (g == secret) { printf("=\n"); fflush(stdout); fprintf(stderr, "ok found in %d guesses\n", i); return 0; }
        printf(g < secret ? "<\n" : ">\n"); fflush(stdout);
    }
    fprintf(stderr, "wrong answer too many guesses\n");
    return 1;
}
