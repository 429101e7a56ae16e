// A+B with partial credit, testlib-style: the exact sum is ok, one off earns half the points
// (quitp: exit 7, "points 0.5" on stderr), anything else is a wrong answer.
#include "testlib.h"

int main(int argc, char* argv[]) {
    registerTestlibCmd(argc, argv);
    long long a = inf.readLong(), b = inf.readLong();
    long long expected = ans.readLong();
    ensuref(expected == a + b, "the answer file is not the sum of the input");
    long long found = ouf.readLong();
    if (found == expected) quitf(_ok, "the sum is %lld", found);
    if (found == expected - 1 || found == expected + 1) quitp(0.5, "one off: expected %lld, found %lld", expected, found);
    quitf(_wa, "expected %lld, found %lld", expected, found);
}
