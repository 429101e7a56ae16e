#include <stdio.h>
int main(void){for(;;)fputs("output flood output flood output flood\n",stdout);return 0;}
