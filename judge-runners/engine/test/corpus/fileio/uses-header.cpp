#include <cstdio>
#include "aplusb.h"
int main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\n",add(a,b));}
