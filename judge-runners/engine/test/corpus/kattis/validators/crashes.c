/* A validator that crashes. */
#include <stdlib.h>
int main(void) { abort(); }
