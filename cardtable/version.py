"""The app's version, written once: ``[project] version`` in ``pyproject.toml``.

Read from the ``pyproject.toml`` beside the package when there is one (a source checkout, and
the frozen bundle, which carries the file for this: ``packaging/cardtable.spec``), otherwise
from the installed distribution's metadata (a wheel). The source file comes first because an
editable install's metadata is a copy taken when it was installed and goes stale when the
version is raised; the metadata is the only record an installed wheel has.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

UNKNOWN = "0+unknown"


def from_pyproject(path: Path) -> str | None:
    """The version in ``path`` if it is cardtable's ``pyproject.toml``; None otherwise."""
    try:
        with path.open("rb") as f:
            project = tomllib.load(f).get("project", {})
    except (OSError, tomllib.TOMLDecodeError):
        return None
    if not isinstance(project, dict) or project.get("name") != "cardtable":
        return None
    version = project.get("version")
    return version if isinstance(version, str) else None


def from_metadata() -> str | None:
    """The installed distribution's version, or None when cardtable is not installed."""
    from importlib import metadata  # imported only here: it costs ~10 ms at start-up

    try:
        return metadata.version("cardtable")
    except metadata.PackageNotFoundError:
        return None


@cache
def version() -> str:
    """cardtable's version, e.g. ``0.1.0`` (``0+unknown`` if neither source says it)."""
    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    return from_pyproject(pyproject) or from_metadata() or UNKNOWN
