"""No import circles in the engine, and none between the storage and the session: every
import counts, at the top of a module, inside a function or under ``TYPE_CHECKING``."""

from __future__ import annotations

import ast
from pathlib import Path

import cardtable

ROOT = Path(cardtable.__file__).parent


def _modules() -> dict[str, Path]:
    out = {}
    for path in ROOT.rglob("*.py"):
        parts = ("cardtable", *path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = path
    return out


def _imports(path: Path, modules: dict[str, Path]) -> set[str]:
    """The cardtable modules ``path`` imports (a name imported from a package counts as its
    module if it is one, else as the package)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [f"{node.module}.{a.name}" for a in node.names]
        for name in names:
            while name and name not in modules:
                name = name.rpartition(".")[0]
            if name.startswith("cardtable"):
                found.add(name)
    return found


def _reaches(start: str, goal: str, graph: dict[str, set[str]], inside: str) -> bool:
    seen, todo = set(), [start]
    while todo:
        here = todo.pop()
        for there in graph[here]:
            if there == goal:
                return True
            if there.startswith(inside) and there not in seen:
                seen.add(there)
                todo.append(there)
    return False


def test_no_module_of_the_engine_imports_one_that_imports_it_back() -> None:
    modules = _modules()
    graph = {name: _imports(path, modules) - {name} for name, path in modules.items()}
    engine = [m for m in modules if m.startswith("cardtable.engine.")]
    circles = [m for m in engine if _reaches(m, m, graph, "cardtable.engine.")]
    assert circles == []


def test_the_storage_never_imports_the_session() -> None:
    modules = _modules()
    imported = _imports(modules["cardtable.storage"], modules)
    assert not [m for m in imported if m.startswith("cardtable.session")]
