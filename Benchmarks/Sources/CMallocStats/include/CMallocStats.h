#ifndef CMALLOCSTATS_H
#define CMALLOCSTATS_H

#include <malloc.h>
#include <stddef.h>

/// Bytes the heap has handed out and not taken back, chunk headers included: glibc's
/// mallinfo2() summed over every arena (uordblks) plus blocks served by mmap (hblkhd).
static inline size_t cmallocstats_bytes_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}

#endif
