from __future__ import annotations

import pytest

from cardtable import cards as c


def test_notation_round_trips_every_card() -> None:
    for card in c.cards_of(c.PACK_54):
        assert c.parse_card(c.card_str(card)) == card


def test_parse_accepts_ten_as_10_and_lower_case() -> None:
    assert c.parse_card("10h") == c.parse_card("TH") == c.card(c.HEARTS, c.TEN)


@pytest.mark.parametrize("bad", ["", "X", "1H", "QX", "JJ", "AS5"])
def test_bad_card_text_raises_card_error(bad: str) -> None:
    with pytest.raises(c.CardError):
        c.parse_card(bad)


def test_pack_sizes() -> None:
    assert [c.count(p) for p in (c.PACK_20, c.PACK_24, c.PACK_32, c.PACK_52, c.PACK_54)] == [
        20, 24, 32, 52, 54]
    assert c.count(c.pack(c.RANKS, jokers=True, removed=c.DEUCES)) == 50


def test_suit_masks_select_a_suit() -> None:
    hearts = c.PACK_52 & c.SUIT_MASKS[c.HEARTS]
    assert {c.suit_of(x) for x in c.cards_of(hearts)} == {c.HEARTS}
    assert c.count(hearts) == 13


def test_german_names_map_suits_and_courts() -> None:
    assert c.card_name(c.parse_card("QS"), german=True) == "Ober of leaves"
    assert c.card_name(c.parse_card("AC"), german=True) == "Sau of acorns"
    assert c.card_name(c.parse_card("JD"), german=True) == "Unter of bells"
    assert c.card_name(c.parse_card("BJ")) == "big joker"


def test_seeded_shuffle_is_frozen() -> None:
    # Frozen: a change here changes every seeded deal ever recorded.
    assert c.format_cards(c.shuffled(c.PACK_20, 1)) == (
        "JC AH TH KC AS AC JD JS TS KH QC TC JH QD KS AD QS QH KD TD")
    assert c.DealRng(2024).next64() == c.DealRng(2024).next64()


def test_shuffle_is_a_permutation_and_roughly_uniform() -> None:
    firsts = [c.shuffled(c.PACK_20, seed)[0] for seed in range(4000)]
    counts = [firsts.count(card) for card in c.cards_of(c.PACK_20)]
    assert sorted(c.shuffled(c.PACK_52, 9)) == c.card_list(c.PACK_52)
    assert min(counts) > 120 and max(counts) < 280  # expected 200 each


def test_inlined_shuffle_draws_exactly_like_below() -> None:
    for seed in (0, 1, 2**63, 2**64 - 1, 123456789):
        rng, items = c.DealRng(seed), c.card_list(c.PACK_54)
        for i in range(len(items) - 1, 0, -1):
            j = rng.below(i + 1)
            items[i], items[j] = items[j], items[i]
        assert c.shuffled(c.PACK_54, seed) == items


def test_shuffle_draws_again_exactly_like_below(monkeypatch: pytest.MonkeyPatch) -> None:
    # Limits at 2**63 make half the draws be rejected (for a real pack: once in 2**58).
    half = 1 << 63
    monkeypatch.setattr(c, "_LIMITS", dict.fromkeys(range(1, 55), half))
    monkeypatch.setattr(c, "_LIMIT_TABLES", {54: (0,) + (half,) * 54})
    for seed in (0, 7, 2**64 - 1):
        rng, items = c.DealRng(seed), c.card_list(c.PACK_54)
        for i in range(len(items) - 1, 0, -1):
            j = rng.below(i + 1)
            items[i], items[j] = items[j], items[i]
        assert c.shuffled(c.PACK_54, seed) == items
        assert c.shuffled(c.PACK_54, seed) != c.card_list(c.PACK_54)


def test_rng_rejects_bad_seed_and_bound() -> None:
    with pytest.raises(TypeError):
        c.DealRng("7")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        c.DealRng(1).below(0)
