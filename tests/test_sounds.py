"""The table's sounds are ours: each committed WAV is what tools/make_sounds.py makes (to a
sample's rounding), short, mono, 16-bit at 44.1 kHz, audible and never clipped."""

from __future__ import annotations

import importlib.util
import struct
import wave
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
SOUNDS = ROOT / "assets" / "sounds"


def maker() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def samples(path: Path) -> tuple[Any, tuple[int, ...]]:
    with wave.open(str(path), "rb") as w:
        params = w.getparams()
        frames = w.readframes(w.getnframes())
    return params, struct.unpack(f"<{len(frames) // 2}h", frames)


def test_every_sound_is_made_by_our_generator(tmp_path: Path) -> None:
    make = maker()
    assert set(make.SOUNDS) == {p.stem for p in SOUNDS.glob("*.wav")}
    for name, build in make.SOUNDS.items():
        fresh = tmp_path / f"{name}.wav"
        fresh.write_bytes(make.wav_bytes(build()))
        (_, ours), (_, kept) = samples(fresh), samples(SOUNDS / f"{name}.wav")
        assert len(ours) == len(kept), name
        assert max(abs(a - b) for a, b in zip(ours, kept)) <= 1, name  # another libm's rounding


@pytest.mark.parametrize("name", ["deal", "play", "trick", "marriage", "deal_end", "chips",
                                  "won"])
def test_a_sound_is_short_audible_and_never_clipped(name: str) -> None:
    params, data = samples(SOUNDS / f"{name}.wav")
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 44_100)
    assert 0.05 < params.nframes / params.framerate <= 1.5
    peak = max(abs(v) for v in data) / 32767
    assert 0.3 <= peak <= 0.6
    assert abs(data[-1]) < 200  # faded out: no click at the end
