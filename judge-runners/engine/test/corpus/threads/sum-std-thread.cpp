// A+B with 4 std::threads summing an array; the array's sum is checked, so the answer is a+b
// only when every thread did its part.
#include <iostream>
#include <numeric>
#include <thread>
#include <vector>
int main() {
    long long a, b;
    std::cin >> a >> b;
    std::vector<long long> v(4000000);
    std::iota(v.begin(), v.end(), 0LL);
    long long part[4] = {0, 0, 0, 0};
    std::vector<std::thread> ts;
    for (int k = 0; k < 4; k++)
        ts.emplace_back([&, k] { for (size_t i = k * v.size() / 4; i < (k + 1) * v.size() / 4; i++) part[k] += v[i]; });
    for (auto &t : ts) t.join();
    long long sum = part[0] + part[1] + part[2] + part[3];
    std::cout << a + b + (sum - 7999998000000LL) << std::endl;
}
