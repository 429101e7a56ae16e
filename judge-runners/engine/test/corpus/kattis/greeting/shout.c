#include <stdio.h>
int main(void) { printf("HELLO WORLD\n"); return 0; }
