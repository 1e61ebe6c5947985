"""Runtime hook of the Linux bundle: Qt's plugin and QML paths, set without importing Qt.

It stands in for PyInstaller's own PySide6 hook (``pyi_rth_pyside6``), which imports QtCore
in every process of the bundle to register a ``qt.conf`` that PySide6's wheels already make
themselves when QtCore is first imported. That import cost every process ~0.15 s of CPU and
14 MB, the computer players' process (which never uses Qt) included, at the moment the table
starts. The spec uses this hook on Linux only; Windows and macOS keep PyInstaller's.
"""

import os
import sys


def _qt_paths() -> None:
    bundle = getattr(sys, "_MEIPASS", os.path.dirname(sys.executable))
    qt = os.path.join(bundle, "PySide6", "Qt")
    os.environ["QT_PLUGIN_PATH"] = os.path.join(qt, "plugins")
    os.environ["QML2_IMPORT_PATH"] = os.path.join(qt, "qml")


_qt_paths()
del _qt_paths
