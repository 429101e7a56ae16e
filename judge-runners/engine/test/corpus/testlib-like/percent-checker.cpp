// A+B with partial credit, testlib-style: the exact sum is ok, one off is "partially correct (30)"
// (_pc(30): exit 30), anything else is a wrong answer.
#include "testlib.h"

int main(int argc, char* argv[]) {
    registerTestlibCmd(argc, argv);
    long long a = inf.readLong(), b = inf.readLong();
    long long found = ouf.readLong(), expected = ans.readLong();
    ensuref(expected == a + b, "the answer file is not the sum of the input");
    if (found == expected) quitf(_ok, "the sum is %lld", found);
    if (found == expected - 1 || found == expected + 1) quitf(_pc(30), "one off: expected %lld, found %lld", expected, found);
    quitf(_wa, "expected %lld, found %lld", expected, found);
}
