// Four threads spinning forever: each alone stays far below the limit for a while, together
// they spend CPU time four times as fast.
#include <thread>
#include <vector>
int main() {
    std::vector<std::thread> ts;
    for (int k = 0; k < 4; k++) ts.emplace_back([] { volatile unsigned long long x = 0; for (;;) x++; });
    for (auto &t : ts) t.join();
}
