/* testlib conventions without testlib.h: exit 0 "ok", 1 "wrong answer", 2 "wrong output format". */
#include <stdio.h>
int main(int argc, char** argv) {
    FILE* ans = fopen(argv[3], "r"); FILE* out = fopen(argv[2], "r");
    long long e, x;
    fscanf(ans, "%lld", &e);
    if (fscanf(out, "%lld", &x) != 1) { fprintf(stderr, "wrong output format Expected a number\n"); return 2; }
    if (x != e) { fprintf(stderr, "wrong answer expected %lld, found %lld\n", e, x); return 1; }
    fprintf(stderr, "ok the sum is %lld\n", x);
    return 0;
}
