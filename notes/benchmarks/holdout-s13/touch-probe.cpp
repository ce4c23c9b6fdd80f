#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>
#include <sys/mman.h>
long managed() { std::ifstream f("/proc/zoneinfo"); std::string w; long m = 0, v;
  while (f >> w) if (w == "managed") { f >> v; m += v; } return m; }
int main(int argc, char** argv) {
  const size_t G = 1ul << 30; int n = atoi(argv[1]);
  std::vector<char*> bufs;
  for (int pass = 0; pass < 2; ++pass) {
    for (int i = 0; i < n; ++i) {
      long m0 = managed();
      auto t0 = std::chrono::steady_clock::now();
      char* p = (char*)mmap(nullptr, G, PROT_READ|PROT_WRITE, MAP_PRIVATE|MAP_ANONYMOUS, -1, 0);
      madvise(p, G, MADV_NOHUGEPAGE);
      for (size_t o = 0; o < G; o += 4096) p[o] = 1;
      double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      printf("pass %d GiB %d: %.3f s (%.2f us/page), managed +%ld pages\n", pass, i, s, s*1e6/262144, managed()-m0);
      bufs.push_back(p);
    }
    for (auto p : bufs) munmap(p, G);
    bufs.clear();
  }
}
