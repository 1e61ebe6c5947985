"""The strength table (``benchmarks/strength_table.py``) at a tiny size: its structure, and
that its figures agree with each other and with the matches' raw totals; the open-hands
players see the true deal, and no level is one."""

from __future__ import annotations

import json
import random
import re
import statistics
from pathlib import Path
from typing import Any

import pytest

from benchmarks.open_hands import holding_deals, open_level
from benchmarks.strength_matches import GAMES, pairs
from benchmarks.strength_table import main, share
from cardtable.ai import LEVELS, MASTER_BUILT, make_player
from cardtable.games import get_game

GAMES_TESTED = ["poch", "tippen", "wallachen"]  # the quick ones; Schnapsen and Spades alike
NUMBER = r"[+-]?\d+(?:\.\d+)?"


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, list[dict[str, Any]]]:
    d = tmp_path_factory.mktemp("strength")
    out, raw = d / "table.md", d / "raw.json"
    main(["--quick", "--seed", "2", "--games", *GAMES_TESTED, "--out", str(out),
          "--json", str(raw)])
    return out.read_text(encoding="utf-8"), json.loads(raw.read_text(encoding="utf-8"))


def _section(text: str, game: str) -> str:
    start = text.index(f"## {game.capitalize()}")
    end = text.find("\n## ", start + 1)
    return text[start:end if end >= 0 else None]


def _rows(section: str, first: str) -> list[list[str]]:
    return [[c.strip() for c in line.strip("|").split("|")]
            for line in section.splitlines() if line.startswith(f"| {first}")]


def test_the_table_names_its_command_commit_load_and_units(table: Any) -> None:
    text, _ = table
    assert "strength_table.py --quick --seed 2" in text
    assert re.search(r"Commit [0-9a-f?]+", text)
    assert re.search(rf"Load average \(1 min\) {NUMBER} at the start, {NUMBER} at the end",
                     text)
    for g in GAMES_TESTED:
        section = _section(text, g)
        assert f"unit: **{GAMES[g].unit} per deal**" in section
        assert "Open-hands player:" in section


def test_every_match_has_a_row_with_its_ceiling(table: Any) -> None:
    text, raw = table
    for g in GAMES_TESTED:
        rows = _section(text, g).splitlines()
        matches = [r for r in rows if re.match(r"\| [a-z]+ vs [a-z]+ \|", r)]
        assert [m.split("|")[1].strip() for m in matches] == [f"{a} vs {b}" for a, b in pairs(g)]
        assert len([r for r in raw if r["game"] == g and r["open"]]) == len(pairs(g))


def test_the_figures_agree_with_the_totals(table: Any) -> None:
    text, raw = table
    for r in raw:
        n = GAMES[r["game"]].seats
        assert r["deals"] == n * len(r["packs"])
        # The mean of the packs' gains is A's total less B's over the deals, exactly.
        mean = statistics.fmean(r["packs"])
        assert mean == pytest.approx((r["points_a"] - r["points_b"]) / r["deals"], abs=1e-9)
        assert 0 <= r["wins"] <= r["deals"]
    for g in GAMES_TESTED:
        by = {(r["a"], r["b"], r["open"]): r for r in raw if r["game"] == g}
        for cells in _rows(_section(text, g), ""):
            if not re.match(r"[a-z]+ vs [a-z]+$", cells[0]) or cells[0].endswith("peer"):
                continue
            a, _, b = cells[0].split()
            level, ceiling = by[(a, b, False)], by[(a, b, True)]
            assert int(cells[1]) == level["deals"]
            gain, lo, hi = (float(x) for x in re.findall(NUMBER, cells[2])[:3])
            assert lo <= gain <= hi
            pa, pb = (float(x) for x in cells[4].split(":"))
            # The gain's sign agrees with the totals (both as printed).
            assert gain == pytest.approx((pa - pb) / level["deals"], abs=0.006 + 1 / level["deals"])
            win = float(cells[3].split("%")[0]) / 100
            assert win == pytest.approx(level["wins"] / level["deals"], abs=0.0006)
            expected = share(level["packs"], ceiling["packs"])
            if expected is None:
                assert cells[7].startswith("n/a")
                assert statistics.fmean(ceiling["packs"]) <= 0
            else:
                assert cells[7].startswith(f"{expected[0]:.0%}")
                ratio = statistics.fmean(level["packs"]) / statistics.fmean(ceiling["packs"])
                assert expected[0] == pytest.approx(ratio)


def test_think_times_of_each_level_played(table: Any) -> None:
    text, _ = table
    for g in GAMES_TESTED:
        rows = _rows(_section(text, g), "")
        timed = {c[0]: c for c in rows if c[0] in LEVELS}
        assert set(timed) == {"easy", "normal", "strong"}
        for cells in timed.values():
            median, p95, n = float(cells[1]), float(cells[2]), int(cells[3])
            assert 0 <= median <= p95 and n > 0
            # The app's wall-clock cap beside it: none for easy (it does not search), the
            # search budget's for the others.
            if cells[0] == "easy":
                assert cells[4].startswith("none")
            else:
                assert 100 <= float(cells[4]) <= 2000


def test_the_share_of_the_ceiling() -> None:
    assert share([1.0, 2.0, 3.0], [2.0, 4.0, 6.0]) == pytest.approx((0.5, 0.0))
    assert share([1.0, 1.0], [-1.0, 0.5]) is None
    r, half = share([0.0, 2.0, 1.0, 3.0], [2.0, 3.0, 2.5, 4.0]) or (0, 0)
    assert r == pytest.approx(1.5 / 2.875) and half > 0


def test_pairs_hold_the_master_where_one_is_built() -> None:
    for g in GAMES:
        assert (("master", "strong") in pairs(g)) == (g in MASTER_BUILT)
        assert pairs(g)[-1][1] == "random"


@pytest.mark.parametrize("game_id", ["schnapsen", "spades", "tippen", "wallachen"])
def test_an_open_hands_level_sees_the_true_deal(game_id: str) -> None:
    holder: dict[str, Any] = {}
    info = holding_deals(get_game(game_id), holder)
    spec = GAMES[game_id]
    options = info.presets[spec.preset]
    from cardtable.cards import shuffled
    from cardtable.engine.carry import Carry

    state = info.deal(options, spec.seats, 0, shuffled(info.pack(options, spec.seats), 5),
                      Carry())
    assert holder["state"] is state
    rng = random.Random(3)
    while sum(1 for h in state.core.hands if h) < 2 or len(state.legal_actions()) < 2:
        state.apply(rng.choice(state.legal_actions()))  # on to dealt hands and a choice
    hero = open_level(game_id, "strong", 1, options, holder)
    fair = make_player(game_id, "strong", 1, options)
    view = state.view(state.current_player)
    world = hero.knowledge.sample(view, random.Random(0))
    assert list(world.hands) == list(state.core.hands)
    assert list(fair.knowledge.sample(view, random.Random(0)).hands) != list(state.core.hands)
    assert hero.name.endswith("-open") and not fair.name.endswith("-open")
    assert hero.choose(view) in view.legal


def test_no_level_is_an_open_hands_player() -> None:
    """The sticks live in the benchmarks: the package never imports them."""
    root = Path(__file__).resolve().parents[2] / "cardtable"
    for path in root.rglob("*.py"):
        assert "benchmarks.open_hands" not in path.read_text(encoding="utf-8"), path


@pytest.mark.parametrize("game_id", ["schnapsen", "spades", "wallachen"])
def test_an_open_hands_level_plays_out_the_true_deal_with_fresh_noise(game_id: str) -> None:
    """A level seeds a world's playouts from its cards: the true deal drawn again would repeat
    one playout. The open player's repeated worlds are played out anew each time (Tippen's
    tricks are solved exactly: nothing to play out there)."""
    holder: dict[str, Any] = {}
    info = holding_deals(get_game(game_id), holder)
    spec = GAMES[game_id]
    options = info.presets[spec.preset]
    from cardtable.cards import shuffled
    from cardtable.engine.carry import Carry

    hero = open_level(game_id, "normal", 1, options, holder)
    fair = make_player(game_id, "normal", 1, options)
    for deal in range(20):
        state = info.deal(options, spec.seats, 0,
                          shuffled(info.pack(options, spec.seats), 11 + deal), Carry())
        rng = random.Random(deal)
        while not state.is_over:
            view = state.view(state.current_player)
            moves = tuple(fair.knowledge.move_of(a) for a in fair.knowledge.root_actions(view))
            world = hero.knowledge.sample(view, rng)
            card_play = view.phase in ("lead", "follow") if game_id == "schnapsen" else \
                view.phase == "play"
            if card_play and len(moves) > 1 and not world.is_over:
                fair_values = [fair.knowledge.solve(world.clone(), view.seat, moves)
                               for _ in range(2)]
                assert fair_values[0] == fair_values[1]  # the level: one playout a world
                seen = {tuple(hero.knowledge.solve(world.clone(), view.seat, moves))
                        for _ in range(12)}
                if len(seen) > 1:
                    return  # the open player's playouts of the same world differ
            state.apply(rng.choice(state.legal_actions()))
    pytest.fail("the open player's playouts of the true deal never differed")


def test_a_resumed_run_takes_the_matches_it_finds_and_says_so(tmp_path: Path) -> None:
    first, raw = tmp_path / "first.md", tmp_path / "first.json"
    main(["--quick", "--games", "poch", "--out", str(first), "--json", str(raw)])
    played = json.loads(raw.read_text(encoding="utf-8"))
    assert all(r["seed"] == 1 and r["commit"] for r in played)
    kept = [r for r in played if not r["open"]]  # the ceilings are played again
    (tmp_path / "kept.json").write_text(json.dumps(kept), encoding="utf-8")
    again, raw2 = tmp_path / "again.md", tmp_path / "again.json"
    main(["--quick", "--games", "poch", "--out", str(again), "--json", str(raw2),
          "--resume", str(tmp_path / "kept.json")])
    second = json.loads(raw2.read_text(encoding="utf-8"))
    assert sorted(r["packs"] for r in second) == sorted(r["packs"] for r in played)
    assert [r["open"] for r in second if r.get("reused")] == [False] * len(kept)
    text = again.read_text(encoding="utf-8")
    assert f"{len(kept)} of the {len(played)} matches were not played by this run" in text
    assert "not played by this run" not in first.read_text(encoding="utf-8")


def test_a_run_with_every_match_taken_over_still_writes_the_table(tmp_path: Path) -> None:
    """Rendering the table anew from earlier runs' raw figures (a new column, say) plays
    nothing; the table was then never written."""
    first, raw = tmp_path / "first.md", tmp_path / "first.json"
    main(["--quick", "--games", "poch", "--out", str(first), "--json", str(raw)])
    again = tmp_path / "again.md"
    main(["--quick", "--games", "poch", "--out", str(again), "--resume", str(raw)])
    text = again.read_text(encoding="utf-8")
    played = json.loads(raw.read_text(encoding="utf-8"))
    assert f"{len(played)} of the {len(played)} matches were not played by this run" in text
    assert "## Poch" in text


def test_a_fresh_game_is_played_anew_although_the_resumed_figures_hold_it(tmp_path: Path) -> None:
    first, raw = tmp_path / "first.md", tmp_path / "first.json"
    main(["--quick", "--games", "poch", "tippen", "--out", str(first), "--json", str(raw)])
    played = json.loads(raw.read_text(encoding="utf-8"))
    again, raw2 = tmp_path / "again.md", tmp_path / "again.json"
    main(["--quick", "--games", "poch", "tippen", "--out", str(again), "--json", str(raw2),
          "--resume", str(raw), "--fresh", "poch"])
    second = json.loads(raw2.read_text(encoding="utf-8"))
    assert {r["game"] for r in second if r.get("reused")} == {"tippen"}
    assert not any(r.get("reused") for r in second if r["game"] == "poch")
    tippen = sum(r["game"] == "tippen" for r in played)
    assert f"{tippen} of the {len(played)} matches were not played by this run" in \
        again.read_text(encoding="utf-8")
