"""Freed pictures go back to the system: glibc's threshold for mapping a large block on its
own stays where it is set, instead of rising with every large block freed."""

from __future__ import annotations

import ctypes
import subprocess
import sys

import pytest

PROBE = """
import ctypes, sys
from cardtable.memory import return_large_blocks
if sys.argv[1] == "set":
    assert return_large_blocks()
libc = ctypes.CDLL(None)
class Info(ctypes.Structure):  # glibc's struct mallinfo2
    _fields_ = [(name, ctypes.c_size_t) for name in ("arena", "ordblks", "smblks", "hblks",
                "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks", "keepcost")]
libc.mallinfo2.restype = Info
def mapped():
    return libc.mallinfo2().hblks
a = bytearray(400_000)  # mapped on its own (over the 128 KB threshold) ...
del a  # ... and freed: glibc by itself would now raise the threshold to 400 KB
before = mapped()
b = bytearray(300_000)
print(mapped() - before)  # 1: the new block is mapped on its own, 0: it is in the heap
"""


def _glibc_with_mallinfo2() -> bool:
    return sys.platform.startswith("linux") and hasattr(ctypes.CDLL(None), "mallinfo2")


@pytest.mark.skipif(not _glibc_with_mallinfo2(), reason="glibc's malloc only")
def test_a_freed_large_block_leaves_the_next_one_mapped_on_its_own() -> None:
    def mapped_blocks(mode: str) -> int:
        out = subprocess.run([sys.executable, "-c", PROBE, mode], capture_output=True,
                             text=True, check=True)
        return int(out.stdout)

    assert mapped_blocks("glibc") == 0  # what the fix is for: the heap takes the next one
    assert mapped_blocks("set") == 1

