// Binary search within ceil(log2 n) queries, flushing each line.
#include <iostream>
int main() {
    long long n, lo = 1, reply;
    std::cin >> n;
    long long hi = n;
    while (lo < hi) {
        long long mid = (lo + hi + 1) / 2;
        std::cout << "? " << mid << std::endl;
        std::cin >> reply;
        if (reply == 1) lo = mid; else hi = mid - 1;
    }
    std::cout << "! " << lo << std::endl;
}
