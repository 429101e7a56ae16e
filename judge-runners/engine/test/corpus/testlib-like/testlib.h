// NOT testlib. A small header written for this project's verdict corpus that offers a subset of
// testlib's calls with the same observable behaviour, so the corpus judges testlib-shaped checkers
// and interactors without third-party code. An operator with the real testlib.h can judge the same
// programs against it (they only use calls that testlib also has).
//   checker    argv: input output answer [result-file]      (registerTestlibCmd)
//   interactor argv: input output [answer [result-file]]    (registerInteraction) — the output file
//              is opened for writing at once; when that fails the interactor stops with FAIL.
//   verdict:   one line on stderr ("ok …", "wrong answer …", "wrong output format …", "FAIL …",
//              "points X …", "partially correct (N) …"), copied to the result file when given;
//   exit code: 0 ok, 1 wrong answer, 2 wrong output format, 3 FAIL, 7 points, 8 unexpected eof,
//              N for partially correct (N).
#pragma once
#include <cctype>
#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>

enum TResult { _ok = 0, _wa = 1, _pe = 2, _fail = 3, _points = 7, _unexpected_eof = 8, _partially = 16 };
#define _pc(percent) (TResult(_partially + (percent)))

namespace corpus_testlib {
inline std::string result_file;
inline std::ofstream* output_file = nullptr;

inline std::string vtext(const char* fmt, va_list ap) {
    char buf[4096];
    vsnprintf(buf, sizeof buf, fmt, ap);
    return buf;
}

[[noreturn]] inline void finish(TResult r, const std::string& message) {
    std::string head;
    int code;
    if (r >= _partially) { head = "partially correct (" + std::to_string(r - _partially) + ")"; code = r - _partially; }
    else switch (r) {
        case _ok: head = "ok"; code = 0; break;
        case _wa: head = "wrong answer"; code = 1; break;
        case _pe: head = "wrong output format"; code = 2; break;
        case _points: head = "points"; code = 7; break;
        case _unexpected_eof: head = "unexpected eof"; code = 8; break;
        default: head = "FAIL"; code = 3; break;
    }
    std::string line = message.empty() ? head : head + " " + message;
    std::fprintf(stderr, "%s\n", line.c_str());
    if (!result_file.empty()) {
        if (FILE* f = std::fopen(result_file.c_str(), "w")) { std::fprintf(f, "%s\n", line.c_str()); std::fclose(f); }
    }
    if (output_file) output_file->close();
    std::exit(code);
}
}  // namespace corpus_testlib

[[noreturn]] inline void quit(TResult r, const std::string& message) { corpus_testlib::finish(r, message); }

[[noreturn]] inline void quitf(TResult r, const char* fmt, ...) {
    va_list ap; va_start(ap, fmt);
    std::string message = corpus_testlib::vtext(fmt, ap);
    va_end(ap);
    corpus_testlib::finish(r, message);
}

/** points as a share: printed without trailing zeros, like "points 0.5 …" */
[[noreturn]] inline void quitp(double points, const char* fmt, ...) {
    char number[64];
    std::snprintf(number, sizeof number, "%.10f", points);
    std::string p = number;
    while (p.back() == '0') p.pop_back();
    if (p.back() == '.') p.pop_back();
    va_list ap; va_start(ap, fmt);
    std::string message = corpus_testlib::vtext(fmt, ap);
    va_end(ap);
    corpus_testlib::finish(_points, message.empty() ? p : p + " " + message);
}

inline void ensuref(bool cond, const char* fmt, ...) {
    if (cond) return;
    va_list ap; va_start(ap, fmt);
    std::string message = corpus_testlib::vtext(fmt, ap);
    va_end(ap);
    corpus_testlib::finish(_fail, message);
}

/** A file of whitespace-separated tokens. Faults in the contestant's output are theirs (PE, WA,
 *  unexpected eof); faults in the input or answer are the problem's (FAIL). */
class InStream {
    FILE* file = nullptr;
    bool contestant = false;
    std::string name;

    [[noreturn]] void fault(TResult contestantResult, const std::string& message) {
        quit(contestant ? contestantResult : _fail, name + ": " + message);
    }

public:
    void attach(FILE* f, bool isContestant, const std::string& label) { file = f; contestant = isContestant; name = label; }
    void open(const char* path, bool isContestant, const std::string& label) {
        FILE* f = std::fopen(path, "r");
        if (!f) quitf(_fail, "Can not open %s file %s", label.c_str(), path);
        attach(f, isContestant, label);
    }

    bool seekEof() {
        int c;
        while ((c = std::getc(file)) != EOF && std::isspace(c)) {}
        if (c == EOF) return true;
        std::ungetc(c, file);
        return false;
    }
    bool eof() { return seekEof(); }

    std::string readToken() {
        if (seekEof()) fault(_unexpected_eof, "Unexpected end of file - token expected");
        std::string token;
        int c;
        while ((c = std::getc(file)) != EOF && !std::isspace(c)) token.push_back(char(c));
        if (c != EOF) std::ungetc(c, file);
        return token;
    }
    std::string readWord() { return readToken(); }

    long long readLong() {
        std::string token = readToken();
        char* end = nullptr;
        errno = 0;
        long long v = std::strtoll(token.c_str(), &end, 10);
        if (token.empty() || *end != '\0' || errno == ERANGE) fault(_pe, "Expected integer, but \"" + token + "\" found");
        return v;
    }
    long long readLong(long long lo, long long hi, const std::string& what) {
        long long v = readLong();
        if (v < lo || v > hi) {
            fault(_wa, what + " equals to " + std::to_string(v) + ", violates the range [" + std::to_string(lo) + ", " + std::to_string(hi) + "]");
        }
        return v;
    }
    int readInt() { return int(readLong(-2147483648LL, 2147483647LL, "integer")); }
    int readInt(int lo, int hi, const std::string& what) { return int(readLong(lo, hi, what)); }

    double readDouble() {
        std::string token = readToken();
        char* end = nullptr;
        double v = std::strtod(token.c_str(), &end);
        if (token.empty() || *end != '\0') fault(_pe, "Expected double, but \"" + token + "\" found");
        return v;
    }
};

inline InStream inf, ouf, ans;
inline std::ofstream tout;

/** checker: input, contestant's output, answer [, result file] */
inline void registerTestlibCmd(int argc, char* argv[]) {
    if (argc < 4 || argc > 6) quitf(_fail, "Program must be run with the following arguments: <input-file> <output-file> <answer-file> [<report-file>]");
    if (argc >= 5) corpus_testlib::result_file = argv[4];
    inf.open(argv[1], false, "input");
    ouf.open(argv[2], true, "output");
    ans.open(argv[3], false, "answer");
}

/** interactor: input, output to write [, answer [, result file]]; the contestant is on stdin */
inline void registerInteraction(int argc, char* argv[]) {
    if (argc < 3 || argc > 6) quitf(_fail, "Program must be run with the following arguments: <input-file> <output-file> [<answer-file> [<report-file>]]");
    if (argc >= 5) corpus_testlib::result_file = argv[4];
    inf.open(argv[1], false, "input");
    tout.open(argv[2], std::ios::out | std::ios::trunc);
    if (!tout.is_open()) quitf(_fail, "Can not write to the test-output-file");
    corpus_testlib::output_file = &tout;
    if (argc >= 4) ans.open(argv[3], false, "answer");
    ouf.attach(stdin, true, "contestant");
}
