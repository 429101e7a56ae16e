// Kattis output validator for A+B: `validator input answer feedback_dir/ [flags]`, the team's
// output on stdin. The verdict's reason goes to judgemessage.txt, with the flags it was given;
// 42 accepts, 43 rejects. The flag "score" also leaves a score.txt (a scoring validator's).
#include <cstdio>
#include <cstring>
#include <string>
int main(int argc, char** argv) {
    std::string feedback = argv[3];
    FILE* in = fopen(argv[1], "r");
    FILE* ans = fopen(argv[2], "r");
    FILE* msg = fopen((feedback + "judgemessage.txt").c_str(), "w");
    if (!in || !ans || !msg) { fprintf(stderr, "cannot open the files\n"); return 1; }
    long long a, b, expected, got;
    if (fscanf(in, "%lld %lld", &a, &b) != 2 || fscanf(ans, "%lld", &expected) != 1) { fprintf(stderr, "bad test data\n"); return 1; }
    std::string flags;
    bool score = false;
    for (int i = 4; i < argc; i++) {
        flags += std::string(i > 4 ? "|" : "") + argv[i];
        if (!strcmp(argv[i], "score")) score = true;
    }
    if (scanf("%lld", &got) != 1) { fprintf(msg, "no number in the output\n"); return 43; }
    if (got != expected) { fprintf(msg, "%lld + %lld is %lld, not %lld\n", a, b, expected, got); return 43; }
    char extra[2];
    if (scanf("%1s", extra) == 1) { fprintf(msg, "trailing output\n"); return 43; }
    if (score) { FILE* s = fopen((feedback + "score.txt").c_str(), "w"); fprintf(s, "0.5\n"); fclose(s); }
    fprintf(msg, "ok %lld, flags [%s]\n", got, flags.c_str());
    return 42;
}
