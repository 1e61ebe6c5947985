"""Guided first deals: one file of data per game (``guides/<game_id>.py``), read by the
runner in ``ui/app/learn.py`` (docs/guides.md)."""
