/* Guesses 1 until told "=" or the interactor stops answering, then spins: a wrong guesser that
   does not stop. */
#include <stdio.h>
int main(void) {
    char r[4];
    for (int i = 0; i < 25; i++) {
        printf("1\n");
        fflush(stdout);
        if (scanf("%3s", r) != 1) break;
        if (r[0] == '=') return 0;
    }
    for (volatile unsigned long n = 0;; n++) {}
}
