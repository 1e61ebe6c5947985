"""``pip install .`` gives a working app: the wheel carries the package and its art.

Part of the normal suite on purpose (not marked slow): building the wheel takes about 4 s and
installing it into a folder about 1 s, so a change that breaks the wheel fails the ordinary run.
"""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q", "-w", str(out)],
        check=False, capture_output=True, text=True, timeout=180,
    )
    assert proc.returncode == 0, f"pip wheel failed:\n{proc.stdout}\n{proc.stderr}"
    wheels = list(out.glob("cardtable-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel installed (without its dependencies) into a folder of its own."""
    target = tmp_path_factory.mktemp("site")
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--no-compile", "-q",
         "--target", str(target), str(wheel)],
        check=False, capture_output=True, text=True, timeout=180,
    )
    assert proc.returncode == 0, f"pip install failed:\n{proc.stdout}\n{proc.stderr}"
    return target


def _names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as zf:
        return set(zf.namelist())


def test_wheel_holds_the_package(wheel: Path) -> None:
    names = _names(wheel)
    for module in ("__init__.py", "__main__.py", "cards.py", "art.py", "selftest.py",
                   "engine/__init__.py", "games/__init__.py", "ai/__init__.py", "ui/__init__.py"):
        if module == "__main__.py" and not (ROOT / "cardtable" / "__main__.py").exists():
            continue  # the entry point is not written yet
        assert f"cardtable/{module}" in names, module


def test_wheel_holds_every_svg_of_the_source_tree(wheel: Path) -> None:
    names = _names(wheel)
    svgs = sorted(p.relative_to(ROOT / "assets").as_posix()
                  for p in (ROOT / "assets").rglob("*.svg"))
    assert len(svgs) > 100  # the decks, backs and boards
    missing = [s for s in svgs if f"cardtable/assets/{s}" not in names]
    assert not missing, f"{len(missing)} SVGs not in the wheel, e.g. {missing[:5]}"
    for must in ("cards/german/QS.svg", "cards/french/AH.svg", "cards/backs/blue.svg",
                 "board/poch_classic8.svg", "icon/cardtable.svg"):
        assert f"cardtable/assets/{must}" in names, must
    assert "cardtable/assets/icon/cardtable-256.png" in names


def test_wheel_declares_the_cardtable_command(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as zf:
        entry = next(n for n in zf.namelist() if n.endswith(".dist-info/entry_points.txt"))
        text = zf.read(entry).decode()
    assert "cardtable = cardtable.__main__:main" in text


def test_installed_wheel_finds_and_renders_its_own_art(installed: Path) -> None:
    code = (
        "import cardtable, cardtable.art as art\n"
        "from cardtable.cards import parse_card\n"
        "from PySide6.QtGui import QGuiApplication\n"
        "app = QGuiApplication([])\n"
        "print(cardtable.__file__)\n"
        "print(art.assets_dir())\n"
        "img = art.render_card(parse_card('QS'), 'german', 80)\n"
        "print(img.width(), img.height(), img.isNull())\n"
    )
    env = dict(os.environ, PYTHONPATH=str(installed), QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True,
                          text=True, timeout=60, env=env, cwd=installed)
    assert proc.returncode == 0, proc.stderr
    module_file, assets, size = proc.stdout.strip().splitlines()[-3:]
    assert Path(module_file).is_relative_to(installed), "imported the source tree, not the wheel"
    assert Path(assets) == installed / "cardtable" / "assets"
    assert size == "80 112 False"


def test_installed_wheel_says_its_version(installed: Path) -> None:
    """Without the source tree's pyproject.toml beside it, the version comes from the
    wheel's metadata: the same as pyproject.toml's."""
    import tomllib

    env = dict(os.environ, PYTHONPATH=str(installed))
    proc = subprocess.run([sys.executable, "-m", "cardtable", "--version"], check=False,
                          capture_output=True, text=True, timeout=60, env=env, cwd=installed)
    assert proc.returncode == 0, proc.stderr
    with (ROOT / "pyproject.toml").open("rb") as f:
        assert proc.stdout == f"cardtable {tomllib.load(f)['project']['version']}\n"
    assert not (installed / "pyproject.toml").exists()


def test_installed_wheel_plays_its_selftest(installed: Path, tmp_path: Path) -> None:
    """The whole app from the wheel: window, computer players' process, art, a frame."""
    out = tmp_path / "wheel.png"
    env = dict(os.environ, PYTHONPATH=str(installed), QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(
        [sys.executable, "-m", "cardtable.selftest", "--selftest", "--selftest-moves", "8",
         "--selftest-out", str(out)],
        check=False, capture_output=True, text=True, timeout=120, env=env, cwd=tmp_path,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "self-test passed:" in proc.stdout
    assert out.is_file()


def test_desktop_entry_and_icons_belong_together() -> None:
    import configparser

    from PySide6.QtGui import QImage

    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(ROOT / "packaging" / "cardtable.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application"
    assert desktop["Exec"].split()[0] == "cardtable"
    assert desktop["Icon"] == "cardtable"
    assert "Game;" in desktop["Categories"]
    for size in (256, 128, 48):
        image = QImage(str(ROOT / "packaging" / f"icon-{size}.png"))
        assert (image.width(), image.height()) == (size, size)
    # The running app's copy of the icon is the one packaging/make_icons.py renders from.
    assert (ROOT / "assets" / "icon" / "cardtable.svg").read_bytes() == \
        (ROOT / "packaging" / "icon.svg").read_bytes()
