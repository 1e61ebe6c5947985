"""Render cardtable's application icon (``packaging/icon.svg``) to the files platforms want.

Run from the repo root (offscreen is fine):

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/make_icons.py

Writes ``packaging/icon-256.png``, ``-128.png``, ``-48.png`` (the Linux desktop entry and the
hicolor theme), ``packaging/icon.ico`` (Windows, for PyInstaller's ``icon=``) and
``packaging/icon.icns`` (macOS), and copies the SVG and the 256 px PNG to ``assets/icon/`` where
the running app finds them (``assets_dir() / "icon" / "cardtable.svg"``) for its window icon.
Qt renders everything, so no other image library is needed. The output is deterministic.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SVG = HERE / "icon.svg"
PNG_SIZES = (256, 128, 48)
ICO_SIZES = (256, 128, 64, 48, 32, 16)


def render(size: int):  # -> QImage
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {SVG}")
    img = QImage(size, size, QImage.Format.Format_ARGB32)
    img.fill(0)
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return img


def save(img, path: Path, fmt: str | None = None) -> None:
    if not img.save(str(path), fmt):
        raise SystemExit(f"Qt could not write {path} (is the {fmt or path.suffix} plugin there?)")
    print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")


def write_ico(path: Path) -> None:
    """A multi-size .ico, assembled by hand from PNG frames (Vista+ ICO may hold PNGs)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    frames = []
    for size in ICO_SIZES:
        data = QByteArray()
        buf = QBuffer(data)
        buf.open(QIODevice.OpenModeFlag.WriteOnly)
        render(size).save(buf, "PNG")
        buf.close()
        frames.append((size, bytes(data.data())))
    header = (0).to_bytes(2, "little") + (1).to_bytes(2, "little") + len(frames).to_bytes(2, "little")
    offset = 6 + 16 * len(frames)
    entries = b""
    for size, png in frames:
        dim = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += bytes([dim, dim, 0, 0]) + (1).to_bytes(2, "little") + (32).to_bytes(2, "little")
        entries += len(png).to_bytes(4, "little") + offset.to_bytes(4, "little")
        offset += len(png)
    path.write_bytes(header + entries + b"".join(png for _, png in frames))
    print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")


def write_icns(path: Path) -> None:
    """A .icns from PNG chunks (ic08 = 256 px, ic07 = 128 px, ic09 = 512 px)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    chunks = b""
    for size, kind in ((128, b"ic07"), (256, b"ic08"), (512, b"ic09")):
        data = QByteArray()
        buf = QBuffer(data)
        buf.open(QIODevice.OpenModeFlag.WriteOnly)
        render(size).save(buf, "PNG")
        buf.close()
        png = bytes(data.data())
        chunks += kind + (8 + len(png)).to_bytes(4, "big") + png
    path.write_bytes(b"icns" + (8 + len(chunks)).to_bytes(4, "big") + chunks)
    print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    for size in PNG_SIZES:
        save(render(size), HERE / f"icon-{size}.png", "PNG")
    write_ico(HERE / "icon.ico")
    write_icns(HERE / "icon.icns")
    icon_dir = ROOT / "assets" / "icon"
    icon_dir.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SVG, icon_dir / "cardtable.svg")
    shutil.copyfile(HERE / "icon-256.png", icon_dir / "cardtable-256.png")
    print(f"copied the icon to {icon_dir.relative_to(ROOT)}/cardtable.svg and cardtable-256.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
