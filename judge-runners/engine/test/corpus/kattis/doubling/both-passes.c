/* Multi-pass fixture: n → 2n on the first pass, "next m" → m + 1 on a later one. */
#include <stdio.h>
#include <string.h>

int main(void) {
  char word[32];
  long long m;
  if (scanf("%31s", word) != 1) return 1;
  if (strcmp(word, "next") == 0) {
    if (scanf("%lld", &m) != 1) return 1;
    printf("%lld\n", m + 1);
  } else {
    sscanf(word, "%lld", &m);
    printf("%lld\n", 2 * m);
  }
  return 0;
}
