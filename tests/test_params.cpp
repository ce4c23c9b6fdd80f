// Params: the parameter table (DESIGN §6: one table is the single source of
// every model parameter) and the quantities derived from it (DESIGN §2).
#include "Params.hpp"
#include "Units.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace wbsim;

namespace {

constexpr double kKiB = 1024.0;
constexpr double kMiB = 1024.0 * kKiB;
constexpr double kGiB = 1024.0 * kMiB;

template <typename F> std::string param_error(F&& f)
{
  try {
    f();
  } catch (const ParamError& e) {
    return e.what();
  }
  ADD_FAILURE() << "expected a ParamError";
  return {};
}

bool contains(const std::string& haystack, const std::string& needle)
{
  return haystack.find(needle) != std::string::npos;
}

double num(const Params& p, const char* key)
{
  return std::get<double>(p.get(key));
}

// Parses table text independently of Params, with the grammar ParamTable.def
// documents per kind (strict units).
double parse_as(ParamKind kind, const char* text)
{
  switch (kind) {
  case ParamKind::Size:
    return parse_size_real(text, UnitMode::Strict);
  case ParamKind::Time:
    return parse_time(text);
  case ParamKind::Rate:
    return parse_rate(text);
  case ParamKind::Real:
    return std::stod(text);
  case ParamKind::Count:
    return static_cast<double>(parse_int(text));
  case ParamKind::Version: {
    // "6.12" is stored as major * 100 + minor so that versions compare as numbers.
    const std::string t(text);
    const auto dot = t.find('.');
    return std::stoi(t.substr(0, dot)) * 100.0 + std::stoi(t.substr(dot + 1));
  }
  default:
    ADD_FAILURE() << "not numeric";
    return 0;
  }
}

std::vector<std::string> choices(const char* text)
{
  std::vector<std::string> out;
  std::stringstream ss(text);
  std::string item;
  while (std::getline(ss, item, '|'))
    out.push_back(item);
  return out;
}

} // namespace

// ---- The table --------------------------------------------------------------

TEST(ParamsTable, EveryDefaultParsesAndLiesInItsRange)
{
  const Params p;
  const auto& table = Params::table();
  ASSERT_GT(table.size(), 40u); // ParamTable.def has 50+ rows
  std::set<std::string> keys;
  for (const ParamDef& d : table) {
    SCOPED_TRACE(d.key);
    EXPECT_TRUE(keys.insert(d.key).second) << "duplicate key";
    EXPECT_GT(std::string(d.help).size(), 10u) << "every row documents itself";
    EXPECT_EQ(Params::find(d.key), &d);
    EXPECT_EQ(p.source(d.key), "default");
    switch (d.kind) {
    case ParamKind::Bool:
      EXPECT_EQ(std::get<bool>(p.get(d.key)), parse_bool(d.default_text));
      break;
    case ParamKind::Enum: {
      const auto c = choices(d.min_text);
      const std::string v = std::get<std::string>(p.get(d.key));
      EXPECT_EQ(v, d.default_text);
      EXPECT_NE(std::find(c.begin(), c.end(), v), c.end()) << "default is one of the choices";
      break;
    }
    default: {
      const double v = parse_as(d.kind, d.default_text);
      const double lo = parse_as(d.kind, d.min_text);
      const double hi = parse_as(d.kind, d.max_text);
      EXPECT_LE(lo, v);
      EXPECT_LE(v, hi);
      EXPECT_LT(lo, hi);
      EXPECT_DOUBLE_EQ(num(p, d.key), v);
      if (d.kind == ParamKind::Count) {
        EXPECT_EQ(v, std::floor(v));
      }
      EXPECT_FALSE(std::string(d.unit).empty()) << "numeric rows name their unit";
    }
    }
  }
}

TEST(ParamsTable, DefaultsAreTheKernelConstants)
{
  const Params p;
  // mm/page-writeback.c: MAX_PAUSE = HZ/5 = 200 ms; BANDWIDTH_INTERVAL = HZ/5;
  // period roundup_pow_of_two(3*HZ) jiffies = 4096 ms at HZ=1000 (1024 at HZ=250);
  // INIT_BW = 100 MiB/s.
  EXPECT_DOUBLE_EQ(p.throttle_max_pause, 0.2);
  EXPECT_DOUBLE_EQ(p.throttle_bw_interval, 0.2);
  EXPECT_DOUBLE_EQ(p.throttle_bw_period, 4.096);
  EXPECT_DOUBLE_EQ(p.throttle_init_bw, 100 * kMiB);
  // vm sysctls: dirty_ratio 20, dirty_background_ratio 10, dirty_expire_centisecs
  // 3000, dirty_writeback_centisecs 500.
  EXPECT_DOUBLE_EQ(p.vm_dirty_ratio, 20);
  EXPECT_DOUBLE_EQ(p.vm_dirty_background_ratio, 10);
  EXPECT_DOUBLE_EQ(p.vm_dirty_expire, 30);
  EXPECT_DOUBLE_EQ(p.vm_dirty_writeback_interval, 5);
  // fs-writeback.c MIN_WRITEBACK_PAGES = 4 MiB, DIRTY_SCOPE = 8; BIO_MAX_VECS = 256;
  // MAX_PAGECACHE_ORDER = HPAGE_PMD_ORDER = 9 on x86-64; PAGE_SIZE 4 KiB.
  EXPECT_DOUBLE_EQ(p.wb_min_chunk, 4 * kMiB);
  EXPECT_DOUBLE_EQ(p.wb_dirty_scope, 8);
  EXPECT_DOUBLE_EQ(p.blk_max_vecs, 256);
  EXPECT_DOUBLE_EQ(p.pc_max_folio_order, 9);
  EXPECT_DOUBLE_EQ(p.pc_page_size, 4096);
  EXPECT_TRUE(p.pc_large_folios);
  EXPECT_EQ(p.fs_type, "xfs");
  // Default profile: 64 GiB RAM, 990 Pro datasheet 6900 MB/s, 512 KiB max transfer.
  EXPECT_DOUBLE_EQ(p.mem_total, 64 * kGiB);
  EXPECT_DOUBLE_EQ(p.dev_write_bw, 6.9e9);
  EXPECT_DOUBLE_EQ(p.dev_max_transfer, 512 * kKiB);
}

TEST(ParamsTable, RangeText)
{
  // Params::range_text: "<kind> from <min> to <max> (<unit>)", "0 or 1", "one of ...".
  EXPECT_EQ(Params::range_text(*Params::find("dev.pcie_lanes")), "count from 1 to 16 (lanes)");
  EXPECT_EQ(Params::range_text(*Params::find("pc.large_folios")), "0 or 1");
  EXPECT_EQ(Params::range_text(*Params::find("fs.type")), "one of xfs, ext4, btrfs, bcachefs, fuse");
  EXPECT_EQ(Params::find("no.such.key"), nullptr);
}

// ---- set() -------------------------------------------------------------------

TEST(ParamsSet, ParsesStrictUnits)
{
  Params p;
  p.set("dev.write_bw", "3.5GB/s");          // strict: GB = 10^9
  EXPECT_DOUBLE_EQ(p.dev_write_bw, 3.5e9);
  p.set("mem.total", "128GiB");              // GiB = 2^30
  EXPECT_DOUBLE_EQ(p.mem_total, 137438953472.0);
  p.set("dev.write_latency", "15us");
  EXPECT_DOUBLE_EQ(p.dev_write_latency, 15e-6);
  p.set("dev.pcie_lanes", "0x8");            // Count takes fio's hex too
  EXPECT_DOUBLE_EQ(p.dev_pcie_lanes, 8);
  p.set("vm.dirty_ratio", "12.5");
  EXPECT_DOUBLE_EQ(p.vm_dirty_ratio, 12.5);
  p.set("pc.large_folios", "off");
  EXPECT_FALSE(p.pc_large_folios);
  EXPECT_EQ(p.get_text("pc.large_folios"), "0");
  EXPECT_EQ(p.get_text("dev.write_bw"), "3500000000");
  EXPECT_EQ(p.get_text("fs.type"), "xfs");
  // A value 12 digits cannot hold prints with 17, so it reads back exactly
  // (10.000000000000002 is the double just above 10 in binary64).
  p.set("vm.dirty_ratio", "10.000000000000002");
  EXPECT_EQ(p.get_text("vm.dirty_ratio"), "10.000000000000002");
  EXPECT_EQ(std::stod(p.get_text("vm.dirty_ratio")), std::nextafter(10.0, 11.0));
}

TEST(ParamsSet, RecordsTheSource)
{
  Params p;
  p.set("dev.write_bw", "5GB/s", "profile:pm9a3.json");
  p.set("cpu.cores", "32"); // the default source is "--set"
  EXPECT_EQ(p.source("dev.write_bw"), "profile:pm9a3.json");
  EXPECT_EQ(p.source("cpu.cores"), "--set");
  EXPECT_EQ(p.source("dev.read_bw"), "default");
  const auto s = p.sources_json();
  EXPECT_EQ(s.at("dev.write_bw"), "profile:pm9a3.json");
  EXPECT_EQ(s.at("mem.total"), "default");
  EXPECT_EQ(s.size(), Params::table().size());
}

TEST(ParamsSet, OutOfRangeNamesKeyAndRange)
{
  Params p;
  // dev.pcie_lanes accepts 1..16 (ParamTable.def).
  const std::string msg = param_error([&] { p.set("dev.pcie_lanes", "32"); });
  EXPECT_TRUE(contains(msg, "dev.pcie_lanes")) << msg;
  EXPECT_TRUE(contains(msg, "from 1 to 16")) << msg;
  EXPECT_TRUE(contains(msg, "'32'")) << msg;
  // A failed set leaves value and source alone.
  EXPECT_DOUBLE_EQ(p.dev_pcie_lanes, 4);
  EXPECT_EQ(p.source("dev.pcie_lanes"), "default");

  // Below the minimum, with units: mem.total is at least 256MiB.
  const std::string low = param_error([&] { p.set("mem.total", "128MiB"); });
  EXPECT_TRUE(contains(low, "mem.total")) << low;
  EXPECT_TRUE(contains(low, "from 256MiB to 64TiB")) << low;
  // A unit error is reported as a ParamError naming the key.
  const std::string bad = param_error([&] { p.set("dev.write_latency", "20parsecs"); });
  EXPECT_TRUE(contains(bad, "dev.write_latency")) << bad;
  EXPECT_TRUE(contains(bad, "parsecs")) << bad;
  // Count rejects fractions; Enum rejects other names; Bool rejects non-booleans.
  EXPECT_THROW(p.set("cpu.cores", "2.5"), ParamError);
  const std::string en = param_error([&] { p.set("fs.type", "ntfs"); });
  EXPECT_TRUE(contains(en, "fs.type")) << en;
  EXPECT_TRUE(contains(en, "one of xfs, ext4, btrfs, bcachefs, fuse")) << en;
  EXPECT_THROW(p.set("pc.large_folios", "maybe"), ParamError);
  EXPECT_THROW(p.set("vm.dirty_ratio", "nan"), ParamError);
}

TEST(ParamsSet, UnknownKey)
{
  Params p;
  const std::string msg = param_error([&] { p.set("dev.warp_speed", "9"); });
  EXPECT_TRUE(contains(msg, "dev.warp_speed")) << msg;
  EXPECT_TRUE(contains(msg, "wbsim params")) << msg; // where the accepted keys are listed
  EXPECT_TRUE(contains(msg, std::to_string(Params::table().size()))) << msg;
  EXPECT_THROW(p.get("dev.warp_speed"), ParamError);
  EXPECT_THROW(p.source("dev.warp_speed"), ParamError);
}

// ---- Derived quantities -----------------------------------------------------

TEST(ParamsDerived, LinkBandwidthGen4x4)
{
  // PCIe 4.0: 16 GT/s per lane, 128b/130b encoding, 8 bits per byte, 4 lanes,
  // 92% usable after TLP/DLLP overhead (DESIGN §2): ~7.2468e9 B/s.
  const Params p;
  const double expected = 16e9 * 128.0 / 130.0 / 8.0 * 4 * 0.92;
  EXPECT_NEAR(p.link_bandwidth(), expected, expected * 1e-12);
  EXPECT_NEAR(p.link_bandwidth(), 7.2468e9, 1e5);
}

TEST(ParamsDerived, LinkBandwidthOtherGenerations)
{
  Params p;
  p.set("dev.link_efficiency", "1");
  p.set("dev.pcie_gen", "3"); // 8 GT/s, 128b/130b
  EXPECT_NEAR(p.link_bandwidth(), 8e9 * 128.0 / 130.0 / 8.0 * 4, 1.0);
  p.set("dev.pcie_gen", "2"); // 5 GT/s, 8b/10b: exactly 500 MB/s per lane
  EXPECT_NEAR(p.link_bandwidth(), 4 * 500e6, 1e-3);
  p.set("dev.pcie_lanes", "16");
  p.set("dev.pcie_gen", "5"); // 32 GT/s, 128b/130b, x16
  EXPECT_NEAR(p.link_bandwidth(), 32e9 * 128.0 / 130.0 / 8.0 * 16, 1.0);
}

TEST(ParamsDerived, DirtyThresholdsFromRatios)
{
  // domain_dirty_limits(): thresh = dirty_ratio% and bg = dirty_background_ratio%
  // of dirtyable memory; dirtyable = 64 GiB total - 2 GiB reserved = 62 GiB.
  const Params p;
  EXPECT_DOUBLE_EQ(p.dirtyable_memory(), 62 * kGiB);
  EXPECT_DOUBLE_EQ(p.dirty_threshold(), (64 * kGiB - 2 * kGiB) * 0.20);      // 13314398617.6
  EXPECT_DOUBLE_EQ(p.background_threshold(), (64 * kGiB - 2 * kGiB) * 0.10); // 6657199308.8
}

TEST(ParamsDerived, DirtyBytesOverridesTheRatio)
{
  Params p;
  p.set("vm.dirty_bytes", "4GiB");
  EXPECT_DOUBLE_EQ(p.dirty_threshold(), 4 * kGiB);
  // The background ratio still applies: 10% of 62 GiB = 6.2 GiB >= 4 GiB, so
  // domain_dirty_limits() halves it to thresh / 2.
  EXPECT_DOUBLE_EQ(p.background_threshold(), 2 * kGiB);
  p.set("vm.dirty_background_bytes", "1GiB");
  EXPECT_DOUBLE_EQ(p.background_threshold(), 1 * kGiB);
}

TEST(ParamsDerived, BackgroundAtOrAboveThresholdIsHalved)
{
  // mm/page-writeback.c domain_dirty_limits(): "if (bg_thresh >= thresh)
  // bg_thresh = thresh / 2;".
  Params p;
  p.set("vm.dirty_background_ratio", "30"); // above dirty_ratio 20
  EXPECT_DOUBLE_EQ(p.background_threshold(), 62 * kGiB * 0.20 / 2);
  p.set("vm.dirty_background_ratio", "20"); // equal: halved too
  EXPECT_DOUBLE_EQ(p.background_threshold(), 62 * kGiB * 0.20 / 2);
  p.set("vm.dirty_background_ratio", "19"); // below: kept
  EXPECT_DOUBLE_EQ(p.background_threshold(), 62 * kGiB * 0.19);
}

TEST(ParamsJson, HasEveryKeyWithItsValue)
{
  Params p;
  p.set("dev.write_bw", "5GB/s");
  const nlohmann::json j = p.to_json();
  ASSERT_TRUE(j.is_object());
  EXPECT_EQ(j.size(), Params::table().size());
  for (const ParamDef& d : Params::table())
    EXPECT_TRUE(j.contains(d.key)) << d.key;
  // SI units inside: rates in B/s, sizes in bytes, times in seconds.
  EXPECT_DOUBLE_EQ(j.at("dev.write_bw").get<double>(), 5e9);
  EXPECT_DOUBLE_EQ(j.at("mem.total").get<double>(), 64 * kGiB);
  EXPECT_DOUBLE_EQ(j.at("throttle.max_pause").get<double>(), 0.2);
  EXPECT_TRUE(j.at("pc.large_folios").is_boolean());
  EXPECT_TRUE(j.at("pc.large_folios").get<bool>());
  EXPECT_EQ(j.at("fs.type").get<std::string>(), "xfs");
}
