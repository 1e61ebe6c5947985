"""Card pictures kept on disk between runs, so a start draws no SVG.

Drawing a card from its SVG takes 1–10 ms, and the first one of a run ~25 ms more (QtSvg loads
and sets itself up): at every start the pack's backs were drawn before the first frame, and
the faces while the first deal flew. A card drawn once is kept as a PNG in the user's cache
folder (``…/cardtable/cards``, about 15 KB a card) and read back in under a millisecond.

A file's name says which SVG (its folder and name, its size in bytes and time of change), at
which size and scale, in which :data:`FORMAT`: new art or a new way of drawing the shadow
never finds an old picture. Writing waits: a picture drawn in the middle of motion is noted,
and :func:`save_one` (the table's warm-up timer, once the pack is drawn and while nothing
moves) hands one at a time to a thread of its own, which encodes and writes it (3–9 ms that
were a late frame on the table's thread; Qt's PNG writer lets go of Python's lock, so the
table runs on meanwhile). Reading a damaged file gives nothing, and the
card is drawn afresh; a cache that cannot be written is no cache. The folder keeps at most
:data:`MAX_FILES` pictures (every window size brings new ones); the oldest go first.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from PySide6.QtGui import QImage

FORMAT = 1  # bump when what a picture holds changes (the shadow, the margins)
MAX_FILES = 1200
PNG_QUALITY = 50  # zlib level in Qt's terms: 15 KB a card, written in ~3 ms

# What waits to be written: the file, and how to get the picture then (the pixmap the table
# keeps anyway, not a second copy of it; None once that pixmap is gone).
_pending: list[tuple[Path, Callable[[], QImage | None]]] = []
_folder: Path | None = None
_checked = False
_writer: ThreadPoolExecutor | None = None
_writing: Future[None] | None = None  # the picture being written, one at a time


def folder() -> Path:
    """Where the pictures are kept (the user's cache folder, as platformdirs finds it)."""
    global _folder
    if _folder is None:
        import platformdirs

        from cardtable.storage import APP

        _folder = Path(platformdirs.user_cache_dir(APP)) / "cards"
    return _folder


def reset() -> None:
    """Forget the folder and what waits to be written (the cache folder moved: tests); a
    picture being written is finished first."""
    global _folder, _checked
    flush()
    _folder, _checked = None, False
    _pending.clear()


def flush() -> None:
    """Wait for the picture being written, if one is (a write ends in milliseconds)."""
    if _writing is not None:
        _writing.exception()  # waits; what went wrong is dealt with by save_one


def _file(svg: Path, width: int, dpr: float) -> Path | None:
    try:
        st = svg.stat()
    except OSError:
        return None
    return folder() / (f"{svg.parent.name}-{svg.stem}-{width}-{dpr:g}x-{st.st_size}-"
                       f"{st.st_mtime_ns}-v{FORMAT}.png")


def has(svg: Path, width: int, dpr: float) -> bool:
    """Whether a picture of ``svg`` at that size and scale is kept."""
    path = _file(svg, width, dpr)
    return path is not None and path.is_file()


def load(svg: Path, width: int, dpr: float) -> QImage | None:
    """The picture of ``svg`` drawn ``width`` px wide at scale ``dpr``, if one is kept."""
    path = _file(svg, width, dpr)
    if path is None or not path.is_file():
        return None
    image = QImage(str(path))
    if image.isNull():
        return None
    try:
        os.utime(path)  # last used now: the oldest used go first when the folder is full
    except OSError:
        pass
    image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    return image


def keep(svg: Path, width: int, dpr: float, picture: Callable[[], QImage | None]) -> None:
    """Note a picture just drawn, to be written by :func:`save_one` (``picture`` gives it
    then, or None if it is no longer at hand)."""
    path = _file(svg, width, dpr)
    if path is not None:
        _pending.append((path, picture))


def save_one() -> bool:
    """Hand one noted picture to the writing thread; False when none waits and none is
    being written (True while one is: the next waits for it)."""
    global _checked, _writing, _writer
    if _writing is not None:
        if not _writing.done():
            return True
        failed, _writing = _writing.exception(), None
        if failed is not None:
            _pending.clear()  # a folder that cannot be written: no cache this run
    if not _pending:
        return False
    path, picture = _pending.pop(0)
    image = picture()
    if image is None:
        return True
    tidy = not _checked
    _checked = True
    if _writer is None:
        _writer = ThreadPoolExecutor(1, thread_name_prefix="card-cache")
    _writing = _writer.submit(_write, path, image, tidy)
    return True


def _write(path: Path, image: QImage, tidy: bool) -> None:
    """In the writing thread: the picture to its file (an OSError is the caller's)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if tidy:
        _prune(path.parent)
    # Written whole under a passing name, then renamed: a reader never sees half a picture.
    # (The name ends in .png: Qt takes the format from it.)
    tmp = path.with_name(f".{path.stem}.{os.getpid()}.png")
    if image.save(str(tmp), None, PNG_QUALITY):
        os.replace(tmp, path)
    else:
        tmp.unlink(missing_ok=True)


def _prune(where: Path) -> None:
    files = sorted(where.glob("[!.]*.png"), key=lambda p: p.stat().st_mtime)
    for old in files[:max(0, len(files) - MAX_FILES)]:
        old.unlink(missing_ok=True)
