// A multi-pass Kattis output validator (fixture of our own): pass 1 gets n and wants the answer
// file's 2n; it then asks for pass 2 with the input "next 2n", where the program must print 2n+1.
// The pass number is kept in the feedback dir (state), and judgemessage.txt is appended to.
// Flags: endless (always asks for another pass), sloppy (writes nextpass.in even when rejecting),
// interactive (tells the program the pass's input first, as an interactor does).
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>

int main(int argc, char **argv) {
  std::string feedback = argv[3];
  bool endless = false, sloppy = false, interactive = false;
  for (int i = 4; i < argc; i++) {
    if (std::string(argv[i]) == "endless") endless = true;
    if (std::string(argv[i]) == "sloppy") sloppy = true;
    if (std::string(argv[i]) == "interactive") interactive = true;
  }
  int pass = 1;
  { std::ifstream state(feedback + "state"); if (state >> pass) pass++; else pass = 1; }
  std::ifstream input(argv[1]);
  std::string first;
  input >> first;
  if ((first == "next") != (pass > 1)) {
    std::cerr << "pass " << pass << " but the input starts with " << first << " (the feedback dir was not kept?)\n";
    return 1;
  }
  if (interactive) {
    std::ifstream whole(argv[1]);
    std::cout << whole.rdbuf() << std::flush;
  }
  long long answer = 0;
  std::ifstream(argv[2]) >> answer;
  long long expected = pass == 1 ? answer : answer + pass - 1;
  long long got = 0;
  bool read = static_cast<bool>(std::cin >> got);
  std::ofstream message(feedback + "judgemessage.txt", std::ios::app);
  std::ofstream(feedback + "state") << pass;
  if (!read || got != expected) {
    message << "pass " << pass << ": expected " << expected << ", got " << got << "\n";
    if (sloppy) std::ofstream(feedback + "nextpass.in") << "next " << expected << "\n";
    return 43;
  }
  message << "pass " << pass << " ok: " << got << "\n";
  if (pass == 1 || endless) std::ofstream(feedback + "nextpass.in") << "next " << got << "\n";
  return 42;
}
