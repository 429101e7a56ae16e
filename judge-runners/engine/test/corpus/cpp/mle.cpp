#include <vector>
#include <cstdio>
int main(){std::vector<std::vector<char>> v;for(int i=0;i<4096;i++)v.emplace_back(1<<20,(char)i);std::printf("%zu\n",v.size());}
