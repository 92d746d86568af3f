#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Returns the number of heap allocations (malloc, calloc, realloc, aligned allocations) made
/// by the process since it started, or -1 where allocations can't be counted.
int64_t intentkit_allocation_count(void);

/// Returns the bytes the C allocator has handed out and not taken back (glibc's mallinfo2
/// uordblks plus hblkhd, the blocks it maps on their own), or -1 where that can't be read.
int64_t intentkit_live_heap_bytes(void);

#endif
