"""cardtable: a desktop card table for five traditional European card games."""

from __future__ import annotations


def __getattr__(name: str) -> str:
    # ``cardtable.__version__`` is read from pyproject.toml or the installed metadata
    # (cardtable/version.py) when first asked for, not at every import of the package.
    if name == "__version__":
        from cardtable.version import version

        return version()
    raise AttributeError(f"module 'cardtable' has no attribute {name!r}")
