"""The table's sounds: our own short WAV files (``assets/sounds``, made by
``tools/make_sounds.py``), played with QtMultimedia's ``QSoundEffect`` when a card lands.

QtMultimedia is not loaded at start-up. The first sound asked for starts loading it in a
thread of its own (the module takes a tenth of a second or more to load, which the table
must not wait for); the sound effects themselves (and Qt's audio devices: tens of
milliseconds more) are made on the table's thread at the next calm moment, when nothing
moves (:meth:`SoundBoard.prepare`: the person's turn, a deal's summary), and the sounds asked
for until then are skipped. With no audio device the board goes quiet for good, and a sound
that cannot be decoded stays quiet alone: never an error dialog. On Linux, where Qt plays
through a PulseAudio or PipeWire server, a machine with neither (a server, CI, Xvfb) is
known to have no device before anything loads (:func:`no_sound_server`): QtMultimedia and
its ten-odd megabytes are never loaded there.

The board is silent (it says what it would play through :attr:`SoundBoard.played`, and
loads nothing) on the offscreen and minimal platforms and when ``CARDTABLE_SOUND=off``,
which the tests set.
"""

from __future__ import annotations

import importlib
import os
import sys
import threading
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QUrl, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QSlider, QWidget

from cardtable.art import assets_dir
from cardtable.storage import Settings

SOUND_NAMES = ("deal", "play", "trick", "marriage", "deal_end", "chips", "won")
MIN_GAP_S = 0.05  # the same sound asked again within this is heard once (input ends motion)
QUIET_PLATFORMS = ("offscreen", "minimal")


def sound_off_here() -> bool:
    """Whether this run keeps silent: tests (``CARDTABLE_SOUND=off``) and platforms
    without a screen a person sits at."""
    if os.environ.get("CARDTABLE_SOUND", "").lower() in ("0", "off", "no"):
        return True
    return QGuiApplication.platformName() in QUIET_PLATFORMS


def no_sound_server() -> bool:
    """Linux: whether no PulseAudio or PipeWire server runs for this user (their sockets, or
    a server named in the environment), so Qt would find no audio device. False elsewhere."""
    if not sys.platform.startswith("linux"):
        return False
    if os.environ.get("PULSE_SERVER") or os.environ.get("PIPEWIRE_REMOTE"):
        return False
    runtime = os.environ.get("XDG_RUNTIME_DIR") or f"/run/user/{os.getuid()}"
    sockets = [Path(runtime) / "pulse" / "native", Path(runtime) / "pipewire-0",
               Path("/run/pulse/native"), Path("/var/run/pulse/native")]
    return not any(p.exists() for p in sockets)


def sound_path(name: str) -> str:
    return str(assets_dir() / "sounds" / f"{name}.wav")


class SoundBoard(QObject):
    """Plays a sound by name at the volume and mute of the settings."""

    played = Signal(str)  # each sound asked for while not muted (silent boards included)
    _imported = Signal(bool)  # from the loading thread: QtMultimedia is loaded (or failed)

    COLD, LOADING, LOADED, READY, OFF = "cold", "loading", "loaded", "ready", "off"

    def __init__(self, volume: int = 70, muted: bool = False, parent: QObject | None = None,
                 silent: bool | None = None) -> None:
        super().__init__(parent)
        self.volume, self.muted = volume, muted
        self.silent = sound_off_here() if silent is None else silent
        self.state = self.COLD
        self.effects: dict[str, Any] = {}  # name -> QSoundEffect, once made
        self._last: dict[str, float] = {}
        self._imported.connect(self._on_imported, Qt.ConnectionType.QueuedConnection)

    # --- what the table calls -------------------------------------------------------------
    def set_level(self, volume: int, muted: bool) -> None:
        self.volume, self.muted = volume, muted
        for effect in self.effects.values():
            effect.setVolume(self._gain())

    def play(self, name: str) -> None:
        if self.muted or self.volume <= 0 or name not in SOUND_NAMES:
            return
        now = time.monotonic()
        if now - self._last.get(name, -1.0) < MIN_GAP_S:
            return
        self._last[name] = now
        self.played.emit(name)
        if self.silent:
            return
        if self.state == self.COLD:
            self._load()  # this sound is skipped, and those until the next calm moment
        effect = self.effects.get(name)
        if self.state == self.READY and effect is not None:
            effect.play()

    def prepare(self) -> None:
        """A calm moment (nothing moves): load, or make the sound effects, ahead of need."""
        if self.silent or self.muted or self.volume <= 0:
            return
        if self.state == self.COLD:
            self._load()
        elif self.state == self.LOADED:
            self._make_effects()

    # --- loading ----------------------------------------------------------------------------
    def _load(self) -> None:
        if no_sound_server():
            self.state = self.OFF  # nothing could be heard: load nothing
            return
        self.state = self.LOADING
        threading.Thread(target=self._import, name="cardtable-sound-loading", daemon=True).start()

    def _import(self) -> None:
        try:
            importlib.import_module("PySide6.QtMultimedia")
            ok = True
        except ImportError:  # a build without QtMultimedia: no sound, and no complaint
            ok = False
        self._imported.emit(ok)

    def _on_imported(self, ok: bool) -> None:
        if self.state == self.LOADING:
            self.state = self.LOADED if ok else self.OFF

    def _make_effects(self) -> None:
        from PySide6.QtMultimedia import QMediaDevices, QSoundEffect

        if QMediaDevices.defaultAudioOutput().isNull():
            self.state = self.OFF  # no audio device: quiet, for the rest of the run
            return
        for name in SOUND_NAMES:
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(sound_path(name)))
            effect.setVolume(self._gain())
            self.effects[name] = effect
        self.state = self.READY

    def _gain(self) -> float:
        """The volume setting (per cent, as the ear hears it) as a linear gain."""
        from PySide6.QtMultimedia import QtAudio

        scale = QtAudio.VolumeScale
        return float(QtAudio.convertVolume(self.volume / 100, scale.LogarithmicVolumeScale,
                                           scale.LinearVolumeScale))


class SoundControls(QWidget):
    """The volume slider and the mute box of the settings dialog; changes apply at once."""

    changed = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.volume = QSlider(Qt.Orientation.Horizontal, self)
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setValue(settings.sound_volume)
        self.volume.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.volume.installEventFilter(self)  # no change by a wheel passing over it
        self.volume.setToolTip(self.tr("Volume of the table's sounds"))
        self.volume.setAccessibleName(self.tr("Volume"))
        self.mute = QCheckBox(self.tr("Mute"), self)
        self.mute.setChecked(settings.sound_muted)
        row.addWidget(self.volume, 1)
        row.addWidget(self.mute)
        self.volume.valueChanged.connect(self._apply)
        self.mute.toggled.connect(self._apply)
        self.volume.setEnabled(not settings.sound_muted)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:  # Settings changed the language
            self.volume.setToolTip(self.tr("Volume of the table's sounds"))
            self.volume.setAccessibleName(self.tr("Volume"))
            self.mute.setText(self.tr("Mute"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.volume and event.type() == QEvent.Type.Wheel and \
                not self.volume.hasFocus():
            event.ignore()
            return True
        return False

    def _apply(self) -> None:
        self.settings.sound_volume = self.volume.value()
        self.settings.sound_muted = self.mute.isChecked()
        self.volume.setEnabled(not self.settings.sound_muted)
        self.changed.emit()
