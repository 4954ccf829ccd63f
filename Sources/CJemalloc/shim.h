/* jemalloc from Debian's libjemalloc-dev: duet's allocator (see AllocatorTuning.swift). */
#include <jemalloc/jemalloc.h>
