// Fast I/O that never flushes: the query waits in the buffer while both sides wait to read.
#include <iostream>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    long long n, lo = 1, reply;
    std::cin >> n;
    long long hi = n;
    while (lo < hi) {
        long long mid = (lo + hi + 1) / 2;
        std::cout << "? " << mid << '\n';
        std::cin >> reply;
        if (reply == 1) lo = mid; else hi = mid - 1;
    }
    std::cout << "! " << lo << '\n';
}
