/* A validator that fails: neither 42 nor 43. */
#include <stdio.h>
int main(void) { fprintf(stderr, "cannot read the answer\n"); return 1; }
