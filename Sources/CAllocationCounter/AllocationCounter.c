// Counts heap allocations by interposing the C allocator in the benchmark executable, as
// swift-nio's malloc interposer does. Only glibc exposes the __libc_* entry points needed to
// forward to the real allocator; elsewhere the count is unavailable (-1).

#include "CAllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static _Atomic int64_t allocations = 0;

static void count(void) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
}

void *malloc(size_t size) {
  count();
  return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
  count();
  return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
  count();
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  count();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  count();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) { return ENOMEM; }
  *result = pointer;
  return 0;
}

void free(void *pointer) {
  __libc_free(pointer);
}

int64_t intentkit_allocation_count(void) {
  return atomic_load_explicit(&allocations, memory_order_relaxed);
}

int64_t intentkit_live_heap_bytes(void) {
  struct mallinfo2 info = mallinfo2();
  // Chunks in use in the arenas, plus the large blocks malloc maps on their own.
  return (int64_t)(info.uordblks + info.hblkhd);
}

#else

int64_t intentkit_allocation_count(void) {
  return -1;
}

int64_t intentkit_live_heap_bytes(void) {
  return -1;
}

#endif
