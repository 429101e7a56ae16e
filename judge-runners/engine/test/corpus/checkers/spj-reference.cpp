// Reference-style special judge: 100 AC, 99 partial (percentage on stdout), 102 WA.
#include <cstdio>
#include "tolerance.h"
int main(int argc, char** argv) {
    FILE* in = fopen(argv[1], "r"); FILE* out = fopen(argv[2], "r");
    long long a, b, x;
    if (fscanf(in, "%lld %lld", &a, &b) != 2) return 103;
    if (fscanf(out, "%lld", &x) != 1) { fprintf(stderr, "no number\n"); return 102; }
    if (x == a + b) return 100;
    if (x - (a + b) <= TOLERANCE && (a + b) - x <= TOLERANCE) { printf("50\n"); fprintf(stderr, "close enough\n"); return 99; }
    fprintf(stderr, "expected %lld, found %lld\n", a + b, x);
    return 102;
}
