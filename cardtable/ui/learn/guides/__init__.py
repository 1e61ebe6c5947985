"""One guided first deal per game: ``<game_id>.py`` holds ``GUIDE``, a
:class:`cardtable.ui.learn.guide.Guide` (docs/guides.md). A new game's guide is one new file
here; nothing else names it."""
