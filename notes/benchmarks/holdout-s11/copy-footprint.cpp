#include <chrono>
#include <cstring>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <sys/mman.h>
static double now(){return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();}
int main(){
  const size_t dst_sz=320u<<20; char* dst=(char*)mmap(0,dst_sz,PROT_READ|PROT_WRITE,MAP_PRIVATE|MAP_ANONYMOUS|MAP_POPULATE,-1,0);
  for (size_t bs : {4096ul, 32768ul, 131072ul, 1048576ul}) for (int n : {1,2,4,8,16,32}) {
    std::vector<char*> src(n); for(auto&s:src){s=(char*)aligned_alloc(4096,bs); memset(s,1,bs);}
    double best=1e9;
    for(int rep=0;rep<3;rep++){ double t0=now(); size_t off=0; int k=0; while(off+bs<=dst_sz){ src[k%n][(k*64)%bs]++; memcpy(dst+off,src[k%n],bs); off+=bs; k++;} double t=(now()-t0)/k; if(t<best)best=t; }
    printf("bs %7zu sources %2d footprint %6zu KiB: %.3f us/copy = %.2f GB/s\n",bs,n,n*bs/1024,best*1e6,bs/best/1e9);
    for(auto s:src) free(s);
  }
}
