// Kattis interactive validator for guess the number (the data of corpus/guess): the secret is in
// the input file; at most 20 guesses, each answered "<", ">" or "="; the reason goes to
// judgemessage.txt; 42 accepts, 43 rejects.
#include <cstdio>
#include <string>
int main(int argc, char** argv) {
    FILE* in = fopen(argv[1], "r");
    FILE* msg = fopen((std::string(argv[3]) + "judgemessage.txt").c_str(), "w");
    long long secret;
    if (!in || !msg || fscanf(in, "%lld", &secret) != 1) return 1;
    for (int i = 1; i <= 20; i++) {
        long long g;
        if (scanf("%lld", &g) != 1) { fprintf(msg, "no guess %d\n", i); return 43; }
        if (g == secret) { printf("=\n"); fflush(stdout); fprintf(msg, "found in %d guesses\n", i); return 42; }
        printf(g < secret ? "<\n" : ">\n");
        fflush(stdout);
    }
    fprintf(msg, "too many guesses\n");
    return 43;
}
