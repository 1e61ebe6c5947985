"""Everything that imports PySide6: models, the table scene, items, dialogs, the app.

On Python 3.11 the project pins PySide6 6.11.3: 6.12.0 takes a reference from ``None`` on
every void call there and the interpreter aborts after some thousands of calls (see
pyproject.toml and tests/ui/test_qt_binding.py).
"""
