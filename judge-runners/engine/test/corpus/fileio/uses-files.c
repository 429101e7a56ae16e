#include <stdio.h>
int main(void){long long a,b;FILE*i=fopen("in.txt","r");FILE*o=fopen("out.txt","w");fscanf(i,"%lld %lld",&a,&b);fprintf(o,"%lld\n",a+b);return 0;}
