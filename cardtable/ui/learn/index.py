"""The guides there are: one file per game in ``guides/``, found by its name."""

from __future__ import annotations

import importlib
import pkgutil

from cardtable.ui.learn import guides
from cardtable.ui.learn.guide import Guide

__all__ = ["guide_ids", "load_guide"]


def guide_ids() -> list[str]:
    """The games that have a guide (its file), without importing any."""
    return sorted(m.name for m in pkgutil.iter_modules(guides.__path__) if not m.ispkg)


def load_guide(game_id: str) -> Guide:
    module = importlib.import_module(f"cardtable.ui.learn.guides.{game_id}")
    guide = module.GUIDE
    assert isinstance(guide, Guide) and guide.game == game_id, game_id
    return guide
