"""Make the table's sounds: short WAV files synthesised here, from noise and sine partials.

    .venv/bin/python tools/make_sounds.py            # writes assets/sounds/*.wav
    .venv/bin/python tools/make_sounds.py --check    # exit 1 if the files differ from the code

Every sound is made from a seeded noise generator, simple filters and decaying sine partials,
so the same code makes the same files (``tests/test_sounds.py`` checks the committed files
against it). 44.1 kHz, 16-bit, mono, each well under a second.

- ``deal``: two quick card flicks (a packet lands in front of a player);
- ``play``: a card laid on the felt: a soft low thump with a papery snap;
- ``trick``: the trick swept up: a short rising and falling swish;
- ``marriage``: a two-note chime (a fourth up);
- ``deal_end``: three soft marimba-like notes rising (the deal is over);
- ``chips``: three small clinks of chips (the chip games);
- ``won``: a bright four-note arpeggio that rings on (a Bummerl or a match won).
"""

from __future__ import annotations

import argparse
import io
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 44_100
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"
Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * round(seconds * RATE)


def mix(into: Signal, sound: Signal, at: float, gain: float = 1.0) -> Signal:
    """Add ``sound`` into ``into`` starting ``at`` seconds (growing it if needed)."""
    start = round(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += gain * v
    return into


def noise(seconds: float, seed: int) -> Signal:
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def low_pass(signal: Signal, cutoff: float) -> Signal:
    """A one-pole low-pass filter."""
    a = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in signal:
        y += a * (x - y)
        out.append(y)
    return out


def band_pass(signal: Signal, centre: Callable[[float], float], q: float) -> Signal:
    """A two-pole resonator whose centre frequency may move with time (seconds -> Hz)."""
    out, y1, y2 = [], 0.0, 0.0
    for i, x in enumerate(signal):
        f = centre(i / RATE)
        r = math.exp(-math.pi * f / (q * RATE))
        c = 2.0 * r * math.cos(2.0 * math.pi * f / RATE)
        y = (1.0 - r) * x + c * y1 - r * r * y2
        out.append(y)
        y1, y2 = y, y1
    return out


def envelope(signal: Signal, attack: float, decay: float) -> Signal:
    """A linear attack of ``attack`` seconds, then an exponential decay (time constant)."""
    a = max(1, round(attack * RATE))
    out = []
    for i, v in enumerate(signal):
        gain = i / a if i < a else math.exp(-(i - a) / (decay * RATE))
        out.append(v * gain)
    return out


def tone(freq: float, seconds: float, partials: list[tuple[float, float, float]],
         attack: float = 0.004) -> Signal:
    """Decaying sine partials: (frequency ratio, amplitude, decay time constant)."""
    n = round(seconds * RATE)
    a = max(1, round(attack * RATE))
    out = []
    for i in range(n):
        t = i / RATE
        v = sum(amp * math.exp(-t / tau) * math.sin(2.0 * math.pi * freq * ratio * t)
                for ratio, amp, tau in partials)
        out.append(v * min(1.0, i / a))
    return out


def normalised(signal: Signal, peak: float) -> Signal:
    top = max(abs(v) for v in signal) or 1.0
    fade = round(0.004 * RATE)  # no click at the end
    out = [v * peak / top for v in signal]
    for i in range(min(fade, len(out))):
        out[-1 - i] *= i / fade
    return out


# --- the sounds -------------------------------------------------------------------------------


def flick(seed: int, pitch: float = 3200.0) -> Signal:
    snap = band_pass(noise(0.05, seed), lambda t: pitch, 2.2)
    return envelope(snap, 0.0008, 0.007)


def deal() -> Signal:
    out = silence(0.12)
    mix(out, flick(11), 0.0)
    mix(out, flick(12, 2800.0), 0.045, 0.8)
    return normalised(out, 0.45)


def play() -> Signal:
    muffled = low_pass(low_pass(noise(0.09, 21), 650.0), 650.0)
    thump = envelope([v * 6.0 for v in muffled], 0.002, 0.016)
    body = tone(120.0, 0.09, [(1.0, 0.3, 0.02), (2.1, 0.08, 0.01)])
    out = mix(mix(silence(0.1), thump, 0.0), body, 0.0)
    mix(out, envelope(band_pass(noise(0.02, 22), lambda t: 3600.0, 3.0), 0.0005, 0.003),
        0.0, 0.12)
    return normalised(out, 0.5)


def trick() -> Signal:
    length = 0.22
    swish = band_pass(noise(length, 31), lambda t: 1400.0 + 2600.0 * t / length, 1.6)
    shaped = [v * math.sin(math.pi * min(1.0, i / (length * RATE))) ** 2
              for i, v in enumerate(swish)]
    return normalised(shaped, 0.38)


def bell(freq: float, seconds: float) -> Signal:
    return tone(freq, seconds, [(1.0, 1.0, 0.35), (2.0, 0.35, 0.18), (3.01, 0.18, 0.09),
                                (4.2, 0.08, 0.05)])


def marriage() -> Signal:
    out = silence(0.7)
    mix(out, bell(659.26, 0.58), 0.0)  # E5
    mix(out, bell(880.0, 0.58), 0.12)  # A5
    return normalised(out, 0.42)


def marimba(freq: float, seconds: float) -> Signal:
    return tone(freq, seconds, [(1.0, 1.0, 0.22), (3.93, 0.25, 0.03), (9.2, 0.05, 0.01)],
                attack=0.002)


def deal_end() -> Signal:
    out = silence(0.8)
    for k, freq in enumerate((392.0, 523.25, 659.26)):  # G4 C5 E5
        mix(out, marimba(freq, 0.6), 0.1 * k, 0.9 if k < 2 else 1.0)
    return normalised(out, 0.42)


def clink(freq: float, seed: int) -> Signal:
    ring = tone(freq, 0.08, [(1.0, 1.0, 0.018), (1.41, 0.6, 0.012), (1.93, 0.4, 0.008),
                             (2.52, 0.25, 0.006)], attack=0.0005)
    tick = envelope(band_pass(noise(0.01, seed), lambda t: 6000.0, 2.0), 0.0003, 0.002)
    return mix(ring, tick, 0.0, 0.6)


def chips() -> Signal:
    out = silence(0.26)
    for at, freq, seed, gain in ((0.0, 2900.0, 61, 1.0), (0.055, 3350.0, 62, 0.8),
                                 (0.095, 3100.0, 63, 0.65)):
        mix(out, clink(freq, seed), at, gain)
    return normalised(out, 0.4)


def won() -> Signal:
    out = silence(1.3)
    for k, freq in enumerate((523.25, 659.26, 783.99, 1046.5)):  # C5 E5 G5 C6
        mix(out, bell(freq, 1.3 - 0.11 * k), 0.11 * k, 0.8 if k < 3 else 1.0)
    return normalised(out, 0.45)


SOUNDS: dict[str, Callable[[], Signal]] = {
    "deal": deal, "play": play, "trick": trick, "marriage": marriage, "deal_end": deal_end,
    "chips": chips, "won": won,
}


def wav_bytes(signal: Signal) -> bytes:
    frames = struct.pack(f"<{len(signal)}h",
                         *(max(-32767, min(32767, round(v * 32767))) for v in signal))
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)
    return buffer.getvalue()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare, write nothing")
    args = ap.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    differ = []
    for name, make in SOUNDS.items():
        data = wav_bytes(make())
        path = OUT / f"{name}.wav"
        if args.check:
            if not path.exists() or path.read_bytes() != data:
                differ.append(name)
            continue
        path.write_bytes(data)
        print(f"{path.relative_to(OUT.parent.parent)}: {len(data) / 1e3:.0f} kB")
    if differ:
        print(f"differ from the code: {', '.join(differ)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
