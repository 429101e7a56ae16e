// A+B with 4 pthreads summing 0..N-1 in quarters; the answer is a+b only when all four ran.
#include <pthread.h>
#include <stdio.h>
#define N 4000000LL
static long long part[4];
static void *work(void *arg) {
    long long k = (long long)(long)arg;
    for (long long i = k * (N / 4); i < (k + 1) * (N / 4); i++) part[k] += i;
    return NULL;
}
int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 1;
    pthread_t t[4];
    for (long k = 0; k < 4; k++) if (pthread_create(&t[k], NULL, work, (void *)k) != 0) return 2;
    for (int k = 0; k < 4; k++) pthread_join(t[k], NULL);
    printf("%lld\n", a + b + (part[0] + part[1] + part[2] + part[3] - 7999998000000LL));
    return 0;
}
