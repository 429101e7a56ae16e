/* Guesses 1 until told "=", and aborts when the validator's answers end: after a validator that
   rejected it (too many guesses) and exited, the abort comes within microseconds of that exit. */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    char answer[8];
    for (;;) {
        printf("1\n");
        fflush(stdout);
        if (scanf("%7s", answer) != 1) abort();
        if (answer[0] == '=') return 0;
    }
}
