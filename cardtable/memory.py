"""Large blocks of memory go back to the system as soon as they are freed.

The table makes and drops many pictures of 100–300 KB (a card as it lies, a frame's backing
parts). glibc's malloc serves a block that large by mapping it on its own, but each time
such a block is freed it raises its threshold for doing so (up to 32 MB), so that the next
ones come from the main heap instead, between small long-lived objects: the heap then only
grows. Measured with ``benchmarks/ui_memory.py`` (50 games, Schnapsen and Spades in turn):
the main heap grew by 3 MB steps to +23 MB after the first game; with the threshold fixed at
128 KB (glibc's own starting value, no longer raised) it stays at about +12 MB, which is the
Spades pack's pictures and modules loaded by the second game.

Only glibc has the setting; elsewhere (macOS, Windows, musl) this does nothing.
"""

from __future__ import annotations

import sys

M_MMAP_THRESHOLD = -3  # mallopt's parameter number in glibc's <malloc.h>
MMAP_THRESHOLD = 128 * 1024  # bytes: blocks this large or larger are mapped on their own


def return_large_blocks() -> bool:
    """Fix malloc's threshold for mapping a block on its own, so that freed pictures go back
    to the system. True where the setting took (glibc)."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes  # here, not at the top: ~2 ms, and only Linux needs it

    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):
        return False
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    mallopt.restype = ctypes.c_int
    took: int = mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)
    return took == 1
