#include <iostream>
int main(){std::ios::sync_with_stdio(false);for(;;)std::cout<<"output flood output flood output flood\n";}
