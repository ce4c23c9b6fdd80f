#include <sys/eventfd.h>
#include <unistd.h>
#include <pthread.h>
#include <sched.h>
#include <chrono>
#include <thread>
#include <vector>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <atomic>
static double now(){return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();}
static void pin(pthread_t t,int c){cpu_set_t s;CPU_ZERO(&s);CPU_SET(c,&s);pthread_setaffinity_np(t,sizeof s,&s);}
std::atomic<double> t_sleep{0}, t_wake{0}; std::atomic<int> phase{0};
int main(int argc,char**argv){
  int n=atoi(argv[1]);
  int efd=eventfd(0,0);
  pin(pthread_self(),0);
  std::thread b([&]{ uint64_t v; for(;;){ while(phase.load()!=1){} t_sleep=now(); phase=2; if(read(efd,&v,8)!=8||v!=1) return; t_wake=now(); phase=3; } });
  pin(b.native_handle(),1);
  for(int i=2;i<argc;i++){ double X=atof(argv[i])*1e-6; std::vector<double> lat(n);
    for(int k=0;k<n;k++){ phase=1; while(phase.load()!=2){} double ts=t_sleep; while(now()<ts+X){} double tp=now(); uint64_t v=1; write(efd,&v,8); while(phase.load()!=3){} lat[k]=t_wake-tp; }
    std::sort(lat.begin(),lat.end()); printf("idle %7.1f us: wake p10 %6.2f p50 %6.2f p90 %6.2f us\n",X*1e6,lat[n/10]*1e6,lat[n/2]*1e6,lat[9*n/10]*1e6); }
  phase=1; while(phase.load()!=2){} uint64_t v=2; write(efd,&v,8); b.join();
}
