// Guess the hidden number with at most `limit` queries, a testlib-style interactor.
// Input file: n limit secret; answer file: the secret. The contestant reads n, asks "? x"
// (reply 1 when x <= secret, else 0) and ends with "! x". Over the limit the reply is -1 and the
// verdict Wrong Answer. Every exchange is written to the output file (shown as the case's output).
#include "testlib.h"
#include <iostream>

int main(int argc, char* argv[]) {
    registerInteraction(argc, argv);
    long long n = inf.readLong(), limit = inf.readLong(), secret = inf.readLong();
    ensuref(ans.readLong() == secret, "the answer file does not match the input");
    std::cout << n << std::endl;
    for (long long queries = 0;;) {
        std::string kind = ouf.readToken();
        long long x = ouf.readLong(1, n, "x");
        if (kind == "!") {
            tout << "! " << x << " after " << queries << " queries" << std::endl;
            if (x != secret) quitf(_wa, "the number is %lld, not %lld", secret, x);
            quitf(_ok, "found %lld in %lld queries", secret, queries);
        }
        if (kind != "?") quitf(_pe, "expected ? or !, found \"%s\"", kind.c_str());
        if (++queries > limit) {
            std::cout << -1 << std::endl;
            tout << "? " << x << " over the limit" << std::endl;
            quitf(_wa, "more than %lld queries", limit);
        }
        int reply = x <= secret ? 1 : 0;
        tout << "? " << x << " -> " << reply << std::endl;
        std::cout << reply << std::endl;
    }
}
