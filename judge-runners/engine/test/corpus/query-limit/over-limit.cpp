// Walks up one number at a time: far over the query limit. Stops when told -1.
#include <iostream>
int main() {
    long long n, x = 1, reply;
    std::cin >> n;
    while (x < n) {
        std::cout << "? " << x + 1 << std::endl;
        std::cin >> reply;
        if (reply == -1) return 0;
        if (reply == 0) break;
        x++;
    }
    std::cout << "! " << x << std::endl;
}
