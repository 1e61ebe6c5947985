"""No import cycle between any two modules of cardtable.

import-linter's ``acyclic_siblings`` contract (pyproject.toml) finds cycles between the
sub-packages and modules of each one package; it does not see a package's ``__init__`` and one
of its own modules importing each other, nor name the modules of a cycle. This test builds the
module graph with grimp (import-linter's graph library) and looks for strongly connected
components. Imports inside functions count, since deferred imports are what hid the circles of
issue 27; imports under ``if TYPE_CHECKING:`` do not (they never run).
"""

from __future__ import annotations

import sys
import textwrap
from collections.abc import Iterable
from pathlib import Path

import grimp
import pytest

# Edges of cycles that others are cutting now (issue 27, part 4), as (importer, imported).
# Delete each when its cut lands: an allowed edge that no longer exists fails the test below.
ALLOWED: dict[tuple[str, str], str] = {}


def build(package: str) -> grimp.ImportGraph:
    return grimp.build_graph(package, exclude_type_checking_imports=True, cache_dir=None)


def cycles(graph: grimp.ImportGraph) -> list[list[str]]:
    """One cycle (as a path that returns to its first module) for each strongly connected
    component of more than one module, or of one module importing itself."""
    modules = sorted(graph.modules)
    edges = {m: sorted(graph.find_modules_directly_imported_by(m) & graph.modules)
             for m in modules}
    found = []
    for component in strongly_connected(modules, edges):
        start = min(component)
        if len(component) > 1 or start in edges[start]:
            found.append(shortest_cycle(start, set(component), edges))
    return sorted(found)


def strongly_connected(nodes: Iterable[str], edges: dict[str, list[str]]) -> list[list[str]]:
    """Tarjan's algorithm without recursion (the graph has hundreds of modules)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []
    for root in nodes:
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            node, i = work.pop()
            if i == 0:
                index[node] = low[node] = len(index)
                stack.append(node)
                on_stack.add(node)
            if i < len(edges[node]):
                work.append((node, i + 1))
                nxt = edges[node][i]
                if nxt not in index:
                    work.append((nxt, 0))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                components.append(sorted(component))
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
    return components


def shortest_cycle(start: str, within: set[str], edges: dict[str, list[str]]) -> list[str]:
    """The shortest path from ``start`` back to itself inside one component."""
    previous: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for nxt in edges[node]:
                if nxt == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(previous[path[-1]])
                    return [start, *reversed(path[:-1]), start]
                if nxt in within and nxt not in previous:
                    previous[nxt] = node
                    following.append(nxt)
        frontier = following
    raise AssertionError(f"{start} is in no cycle")


def test_no_import_cycle_in_cardtable() -> None:
    graph = build("cardtable")
    stale = [edge for edge in ALLOWED if not graph.direct_import_exists(
        importer=edge[0], imported=edge[1])]
    assert not stale, f"allowed imports that no longer exist (delete them from ALLOWED): {stale}"
    for importer, imported in ALLOWED:
        graph.remove_import(importer=importer, imported=imported)
    found = cycles(graph)
    assert not found, "import cycles in cardtable:\n" + "\n".join(" -> ".join(c) for c in found)


@pytest.fixture
def package(tmp_path: Path) -> Iterable[str]:
    """A throw-away package ``circles``: a imports b at the top, b imports a inside a function,
    c imports a only for type checking, d imports the package, whose __init__ imports d."""
    root = tmp_path / "circles"
    root.mkdir()
    files = {
        "__init__.py": "from circles import d\n",
        "a.py": "import circles.b\n",
        "b.py": "def late():\n    import circles.a\n",
        "c.py": """\
            from typing import TYPE_CHECKING
            if TYPE_CHECKING:
                import circles.a
            import circles.b
            """,
        "d.py": "import circles\n",
    }
    for name, text in files.items():
        (root / name).write_text(textwrap.dedent(text))
    sys.path.insert(0, str(tmp_path))
    try:
        yield "circles"
    finally:
        sys.path.remove(str(tmp_path))


def test_cycles_counts_deferred_imports_and_packages_but_not_type_checking(package: str) -> None:
    assert cycles(build(package)) == [
        ["circles", "circles.d", "circles"],
        ["circles.a", "circles.b", "circles.a"],
    ]


def test_shortest_cycle_of_three() -> None:
    edges = {"x": ["y"], "y": ["z"], "z": ["x", "y"]}
    assert strongly_connected(["x", "y", "z"], edges) == [["x", "y", "z"]]
    assert shortest_cycle("x", {"x", "y", "z"}, edges) == ["x", "y", "z", "x"]
