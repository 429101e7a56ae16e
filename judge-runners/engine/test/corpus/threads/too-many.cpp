// Starts 64 threads that wait for each other: more than the language's thread limit.
#include <future>
#include <iostream>
#include <thread>
#include <vector>
int main() {
    long long a, b;
    std::cin >> a >> b;
    std::promise<void> go;
    std::shared_future<void> ready = go.get_future().share();
    std::vector<std::thread> ts;
    for (int i = 0; i < 64; i++) ts.emplace_back([ready] { ready.wait(); });
    go.set_value();
    for (auto &t : ts) t.join();
    std::cout << a + b << std::endl;
}
