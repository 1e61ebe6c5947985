"""The application: the window, its dialogs and panels, the start screen, statistics, review,
help and sound. The top layer of ``ui``."""
