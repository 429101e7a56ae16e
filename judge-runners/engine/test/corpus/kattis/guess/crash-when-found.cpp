// Binary search that finds the secret, then crashes after the validator has accepted.
#include <cstdio>
#include <cstdlib>
int main() {
    long long lo = 1, hi = 1000000;
    char r[4];
    while (lo <= hi) {
        long long mid = (lo + hi) / 2;
        printf("%lld\n", mid);
        fflush(stdout);
        if (scanf("%3s", r) != 1) return 0;
        if (r[0] == '=') abort();
        if (r[0] == '<') lo = mid + 1; else hi = mid - 1;
    }
}
