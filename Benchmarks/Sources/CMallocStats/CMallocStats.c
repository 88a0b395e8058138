// The functions are inline in include/CMallocStats.h; SwiftPM needs one source file.
#include "CMallocStats.h"
