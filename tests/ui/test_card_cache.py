"""Card pictures kept on disk: drawn once, read back in later runs without drawing the SVG;
a damaged or outdated picture is never shown; a full or unwritable folder is no trouble."""

from __future__ import annotations

import contextlib
import gc
import os
import shutil
import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage

from cardtable import art
from cardtable.cards import HIDDEN, SPADES, card
from cardtable.ui.table import card_cache, card_item
from cardtable.ui.table.scene import TableScene

ACE = card(SPADES, 14)


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: Any) -> Path:
    # A table left by an earlier test in this process stops warming its pack up: its pictures
    # would go into this test's folder and queue (under xdist, beside a busy machine, they did).
    for scene in [o for o in gc.get_objects() if isinstance(o, TableScene)]:
        with contextlib.suppress(RuntimeError):  # its Qt side already deleted
            scene._warm_timer.stop()
    folder = tmp_path / "cards"
    card_cache.reset()
    monkeypatch.setattr(card_cache, "_folder", folder)
    card_item.clear_pixmap_cache()
    yield folder
    card_cache.reset()
    card_item.clear_pixmap_cache()


def _no_drawing(monkeypatch: Any) -> None:
    """Drawing the ace's SVG fails the test; other cards may still be drawn (a table left
    by an earlier test in this process may warm its pack up meanwhile)."""
    ace, render = art.card_svg_path(ACE, "french"), art.render_svg

    def refuse(path: Any, *args: Any) -> QImage:
        if Path(path) == ace:
            raise AssertionError("drew the SVG")
        return render(path, *args)
    monkeypatch.setattr(art, "render_svg", refuse)


def _same(a: QImage, b: QImage) -> bool:
    a = a.convertToFormat(QImage.Format.Format_ARGB32)
    b = b.convertToFormat(QImage.Format.Format_ARGB32)
    if a.size() != b.size():
        return False
    return all(a.pixel(x, y) == b.pixel(x, y)
               for x in range(0, a.width(), 3) for y in range(0, a.height(), 3))


def test_a_card_drawn_once_is_read_back_later_without_drawing(qtbot, cache: Path,
                                                              monkeypatch: Any) -> None:
    drawn = card_item.card_pixmap(ACE, "french", 100, 1.0, "blue").toImage()
    assert not cache.exists()  # nothing is written in the middle of motion
    while card_cache.save_one():  # the warm-up timer's work once the pack is drawn
        pass
    assert len(list(cache.glob("french-AS-100-1x-*.png"))) == 1
    card_item.clear_pixmap_cache()  # a later run
    _no_drawing(monkeypatch)
    again = card_item.card_pixmap(ACE, "french", 100, 1.0, "blue").toImage()
    assert _same(drawn, again)
    with pytest.raises(AssertionError, match="drew the SVG"):  # another size is drawn
        card_item.card_pixmap(ACE, "french", 120, 1.0, "blue")


def test_a_damaged_picture_is_drawn_afresh(qtbot, cache: Path) -> None:
    card_item.card_pixmap(HIDDEN, "french", 80, 1.0, "red")
    while card_cache.save_one():
        pass
    (kept,) = cache.glob("backs-red-80-*.png")
    kept.write_bytes(b"\x89PNG not really")
    card_item.clear_pixmap_cache()
    pm = card_item.card_pixmap(HIDDEN, "french", 80, 1.0, "red")
    assert not pm.isNull() and pm.width() > 80


def test_changed_art_never_finds_the_old_picture(qtbot, tmp_path: Path, cache: Path) -> None:
    svg = tmp_path / "backs" / "blue.svg"
    svg.parent.mkdir()
    shutil.copy(art.back_svg_path("blue"), svg)
    image = art.render_svg(svg, 60, 84, 1.0)
    card_cache.keep(svg, 60, 1.0, lambda: image)
    while card_cache.save_one():
        pass
    assert card_cache.load(svg, 60, 1.0) is not None
    svg.write_text(svg.read_text().replace("#1d3f8a", "#8a1d3f"))  # new art
    assert card_cache.load(svg, 60, 1.0) is None
    assert card_cache.load(svg, 61, 1.0) is None and card_cache.load(svg, 60, 2.0) is None


def test_the_folder_keeps_the_most_recently_used_pictures(qtbot, cache: Path,
                                                          monkeypatch: Any) -> None:
    monkeypatch.setattr(card_cache, "MAX_FILES", 3)
    cache.mkdir(parents=True)
    for i in range(5):
        old = cache / f"french-old{i}.png"
        old.write_bytes(b"")
        os.utime(old, (1000 + i, 1000 + i))
    card_item.card_pixmap(ACE, "french", 70, 1.0, "blue")
    assert card_cache.save_one()  # the first write of a run tidies the folder
    card_cache.flush()
    left = {p.name for p in cache.glob("*.png")}
    new = {p.name for p in cache.glob("french-AS-70-*.png")}
    assert len(new) == 1  # the oldest two went before it was written
    assert left == {"french-old2.png", "french-old3.png", "french-old4.png"} | new


def test_a_folder_that_cannot_be_written_is_no_cache(qtbot, tmp_path: Path,
                                                     monkeypatch: Any) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    card_cache.reset()
    monkeypatch.setattr(card_cache, "_folder", blocker / "cards")
    card_item.clear_pixmap_cache()
    try:
        pm = card_item.card_pixmap(ACE, "french", 90, 1.0, "blue")
        assert not pm.isNull()
        assert card_cache.save_one()  # tried, and gave up quietly
        card_cache.flush()
        assert not card_cache.save_one()
    finally:
        card_cache.reset()
        card_item.clear_pixmap_cache()


def test_pictures_are_written_off_the_tables_thread_one_at_a_time(qtbot, cache: Path,
                                                                  monkeypatch: Any) -> None:
    """Encoding a PNG took 3-9 ms of the table's thread (a late frame): a thread of the
    cache's own writes it, and the next picture waits for the one being written."""
    real_write = card_cache._write
    release = threading.Event()
    writers: list[int] = []

    def slow_write(path: Path, image: Any, tidy: bool) -> None:
        writers.append(threading.get_ident())
        release.wait(10)
        real_write(path, image, tidy)

    monkeypatch.setattr(card_cache, "_write", slow_write)
    card_item.card_pixmap(ACE, "french", 66, 1.0, "blue")
    card_item.card_pixmap(HIDDEN, "french", 66, 1.0, "blue")
    assert len(card_cache._pending) == 2
    assert card_cache.save_one()  # handed over; the table's thread goes on at once
    assert card_cache.save_one() and len(card_cache._pending) == 1  # waits its turn
    release.set()
    card_cache.flush()
    assert writers and threading.get_ident() not in writers
    assert len(list(cache.glob("french-AS-66-*.png"))) == 1
    while card_cache.save_one():
        pass
    assert len(writers) == 2 and len(list(cache.glob("backs-blue-66-*.png"))) == 1


def test_a_pack_not_kept_yet_has_its_backs_drawn_with_the_deal(qtbot, window,
                                                               cache: Path) -> None:
    from tests.ui.conftest import SCH01, start_explicit
    from tests.ui.test_keyboard_access import ANN_BEN

    start_explicit(window, SCH01, dealer=1, seats=ANN_BEN, script={1: ""})
    scene = window.flow.scene
    pack = [card(SPADES, r) for r in (9, 10, 11, 12, 13, 14)]
    style, dpr, back = scene.deck_style, scene.dpr, scene.back
    card_item.clear_pixmap_cache()
    scene.warm_up(pack)  # nothing on disk: the backs are drawn now (QtSvg set up with them)
    for width in (scene.geom.big, scene.geom.small):  # the pack and the won tricks
        assert card_item.is_drawn(HIDDEN, style, width, dpr, back)
    assert not any(card_item.is_drawn(c, style, w, dpr, back)  # the faces wait for the ticks
                   for c in pack for w in (scene.geom.big, scene.geom.small))
    while scene._warm_todo or card_cache.save_one():
        scene._warm_one()
    card_item.clear_pixmap_cache()
    scene.warm_up(pack)  # all on disk now: nothing is drawn or read before the ticks
    assert not card_item.is_drawn(HIDDEN, style, scene.geom.big, dpr, back)
    assert not card_item.must_draw(pack[0], style, scene.geom.big, dpr, back)


def test_pictures_are_written_only_while_nothing_moves(qtbot, window, cache: Path,
                                                       monkeypatch: Any) -> None:
    from cardtable.ui.table.animation import Animator
    from tests.ui.conftest import SCH01, start_explicit
    from tests.ui.test_keyboard_access import ANN_BEN

    start_explicit(window, SCH01, dealer=1, seats=ANN_BEN, script={1: ""})
    scene = window.flow.scene
    scene._warm_todo = []
    card_cache.reset()
    monkeypatch.setattr(card_cache, "_folder", cache)
    card_item.clear_pixmap_cache()
    card_item.card_pixmap(ACE, "french", 64, 1.0, "blue")
    assert len(card_cache._pending) == 1
    monkeypatch.setattr(Animator, "busy", property(lambda self: True))
    scene._warm_one()
    # Cards are moving: not written (the folder itself may be there already, from the
    # pictures of the deal's start written while it stood still).
    assert len(card_cache._pending) == 1 and not list(cache.glob("french-AS-64-*.png"))
    monkeypatch.setattr(Animator, "busy", property(lambda self: False))
    scene._warm_one()
    card_cache.flush()
    assert not card_cache._pending and len(list(cache.glob("french-AS-64-*.png"))) == 1


def test_in_motion_the_pack_is_warmed_right_after_a_frame_is_painted(qtbot, window,
                                                                     cache: Path,
                                                                     monkeypatch: Any) -> None:
    """The warm-up's own timer waits while cards move (it fell just before a motion tick as
    often as not); each painted frame then draws one card once it is on the screen, unless
    that frame took long."""
    from cardtable.ui.table import scene as scene_module
    from cardtable.ui.table.animation import Animator
    from tests.ui.conftest import SCH01, start_explicit
    from tests.ui.test_keyboard_access import ANN_BEN

    start_explicit(window, SCH01, dealer=1, seats=ANN_BEN, script={1: ""})
    scene = window.flow.scene
    qtbot.waitUntil(lambda: not scene.animator.busy, timeout=20_000)
    pack = [card(SPADES, r) for r in (9, 10, 11, 12, 13, 14)]
    style, dpr, back, big = scene.deck_style, scene.dpr, scene.back, scene.geom.big
    card_item.clear_pixmap_cache()
    scene.warm_up(pack)
    scene._warm_timer.stop()
    left = len(scene._warm_todo)
    monkeypatch.setattr(Animator, "busy", property(lambda self: True))
    scene._warm_one()  # the timer's turn: nothing drawn while cards move
    assert len(scene._warm_todo) == left
    monkeypatch.setattr(scene_module, "WARM_AFTER_FRAME_MS", -1)  # every frame a heavy one
    window.view.viewport().repaint()
    qtbot.wait(30)
    assert len(scene._warm_todo) == left  # the card waits for a lighter frame
    monkeypatch.setattr(scene_module, "WARM_AFTER_FRAME_MS", 10_000)
    window.view.viewport().repaint()  # a frame is painted ...
    assert len(scene._warm_todo) == left  # ... and the card waits until it is on the screen
    qtbot.waitUntil(lambda: len(scene._warm_todo) < left, timeout=1000)
    # The backs were drawn with the deal: the pack's first face is the next, one a frame.
    assert card_item.is_drawn(pack[0], style, big, dpr, back)
    assert not card_item.is_drawn(pack[1], style, big, dpr, back)


def test_a_new_game_lets_go_of_the_pictures_kept_on_disk(qtbot, window, cache: Path) -> None:
    """The last game's pack is read back from disk if it is played again; a picture not
    written yet stays in memory (letting it go would lose it)."""
    from tests.ui.conftest import SCH01, start_explicit
    from tests.ui.test_keyboard_access import ANN_BEN

    written = card_item.card_pixmap(ACE, "french", 64, 1.0, "blue")
    while card_cache.save_one():
        pass
    waiting = card_item.card_pixmap(card(SPADES, 13), "french", 64, 1.0, "blue")
    assert not written.isNull() and not waiting.isNull() and len(card_cache._pending) == 1
    start_explicit(window, SCH01, dealer=1, seats=ANN_BEN, script={1: ""})
    assert not card_item.is_drawn(ACE, "french", 64, 1.0, "blue")
    assert card_item.is_drawn(card(SPADES, 13), "french", 64, 1.0, "blue")
