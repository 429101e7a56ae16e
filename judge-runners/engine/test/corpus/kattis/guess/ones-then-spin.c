/* Guesses 1 until told "=" or the interactor stops answering, then spins: a wrong guesser that
   does not stop. Its guess after the interactor's last answer may meet an interactor that has
   already gone: SIGPIPE is ignored so that it goes on to the spin whichever comes first. */
#include <signal.h>
#include <stdio.h>
int main(void) {
    signal(SIGPIPE, SIG_IGN);
    char r[4];
    for (int i = 0; i < 25; i++) {
        printf("1\n");
        fflush(stdout);
        if (scanf("%3s", r) != 1) break;
        if (r[0] == '=') return 0;
    }
    for (volatile unsigned long n = 0;; n++) {}
}
