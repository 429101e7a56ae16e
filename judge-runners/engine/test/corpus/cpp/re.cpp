#include <cstdlib>
int main(){std::abort();}
