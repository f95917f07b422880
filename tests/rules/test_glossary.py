"""The rules glossary (rules/core/glossary.py) and the A&A D-Day data it reads (rules/aa_dday/data/glossary.json)."""

from __future__ import annotations

import json
from importlib import resources

import pytest
from pydantic import ValidationError

from rules.aa_dday.phases import card_title
from rules.core.glossary import MAX_TEXT, Entry, Glossary, canon, fold, load_glossary, lookup, suggest
from tests import rulebooks

GAME = "aa-dday"
COPY_RUN = rulebooks.RUN

UNITS = ("infantry", "artillery", "tank", "blockhouse", "fighter", "bomber")
RULES = (
    "combat-sequence", "casualties", "targeted-attacks", "locked-in-combat", "max-units-in-zone",
    "tank-two-zone-move", "control", "victory", "reinforcements", "beachheads", "airborne-boxes", "strafing",
    "antiaircraft-fire", "naval-bombardment", "blockhouse-fire-to-sea", "card-removal", "two-player-mode",
    "reconstructed-board",
)


@pytest.fixture(scope="module")
def raw() -> dict:
    text = resources.files("rules.aa_dday").joinpath("data/glossary.json").read_text(encoding="utf-8")
    return json.loads(text)


@pytest.fixture(scope="module")
def entries() -> list[Entry]:
    return load_glossary(GAME)


# -- schema ----------------------------------------------------------------------------


def test_the_file_loads_through_its_schema(raw: dict, entries: list[Entry]) -> None:
    glossary = Glossary.model_validate(raw)
    assert glossary.game == GAME
    assert len(glossary.entries) == len(entries) >= 16 + 16 + 16 + len(UNITS) + len(RULES)
    assert all(isinstance(e, Entry) for e in entries)


@pytest.mark.parametrize(
    "change",
    [
        {"text": "x" * (MAX_TEXT + 1)},
        {"text": ""},
        {"kind": "spell"},
        {"provenance": "guess"},
        {"section": ""},
        {"id": "Not A Slug"},
        {"colour": "red"},
    ],
)
def test_the_schema_refuses_a_bad_record(raw: dict, change: dict) -> None:
    bad = {**raw, "entries": [{**raw["entries"][0], **change}, *raw["entries"][1:]]}
    with pytest.raises(ValidationError):
        Glossary.model_validate(bad)


def test_the_schema_refuses_a_key_shared_by_two_entries(raw: dict) -> None:
    first, second = raw["entries"][:2]
    with pytest.raises(ValidationError, match="used by both"):
        Glossary.model_validate({**raw, "entries": [first, {**second, "aliases": [*second["aliases"], first["term"]]}]})
    with pytest.raises(ValidationError, match="duplicate glossary id"):
        Glossary.model_validate({**raw, "entries": [first, {**second, "id": first["id"]}]})


def test_no_two_records_share_an_id_or_a_lookup_key(raw: dict) -> None:
    """Checked on the raw JSON, independently of the schema's own check."""
    ids = [e["id"] for e in raw["entries"]]
    assert len(ids) == len(set(ids))
    owners: dict[str, set[str]] = {}
    for e in raw["entries"]:
        for key in {canon(k) for k in (e["id"], e["term"], *e["aliases"])}:
            owners.setdefault(key, set()).add(e["id"])
    assert {k: v for k, v in owners.items() if len(v) > 1} == {}


def test_every_record_has_short_text_a_section_and_a_provenance(raw: dict) -> None:
    for e in raw["entries"]:
        assert e["text"].strip(), e["id"]
        assert len(e["text"]) <= MAX_TEXT, (e["id"], len(e["text"]))
        assert e["section"].strip(), e["id"]
        assert e["provenance"] in ("rulebook", "commentary", "reconstruction", "bot"), e["id"]
        assert e["term"].strip() and e["kind"], e["id"]


# -- coverage --------------------------------------------------------------------------


def test_every_order_card_is_there_by_number_and_engine_name(entries: list[Entry]) -> None:
    orders = [e for e in entries if e.kind == "order card"]
    assert [e.term for e in orders] == [card_title(n) for n in range(1, 17)]
    for n, entry in enumerate(orders, start=1):
        assert entry.section.endswith(f"Order Card {n:02d}")
        assert entry.status is None
        for query in (f"order {n}", f"Order {n:02d}", f"card {n}", f"{n:02d}", f"order card {n}"):
            assert lookup(GAME, query) == entry, query


@pytest.mark.parametrize("kind", ["fortune", "tactics"])
def test_fortune_and_tactics_cards_are_there_and_playable(entries: list[Entry], kind: str) -> None:
    cards = [e for e in entries if e.kind == f"{kind} card"]
    assert [e.term[: len(kind) + 3] for e in cards] == [f"{kind.title()} {n:02d}" for n in range(1, 17)]
    assert {e.status for e in cards} == {None}, "every fortune and tactics card is implemented now"
    assert lookup(GAME, f"{kind} 8") == cards[7]


def test_every_unit_type_is_there_with_its_numbers(entries: list[Entry]) -> None:
    units = {e.id: e for e in entries if e.kind == "unit"}
    assert set(units) == set(UNITS)
    assert "Attack 1, defence 2, move 1" in units["infantry"].text
    assert "Attack 3, defence 2 (German tanks defend on 3), move 2" in units["tank"].text
    assert "Attack 3, defence 1" in units["blockhouse"].text


def test_the_main_rules_are_there(entries: list[Entry]) -> None:
    rules = {e.id for e in entries if e.kind == "rule"}
    assert set(RULES) <= rules


def test_reconstructed_facts_are_tagged_as_such(entries: list[Entry]) -> None:
    by_id = {e.id: e for e in entries}
    assert by_id["reconstructed-board"].provenance == "reconstruction"
    assert by_id["airborne-boxes"].provenance == "reconstruction"
    assert "42 zones" in by_id["reconstructed-board"].text


# -- look-up and autocomplete ------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("order 8", "order-08-allies-move"),
        ("Order 08", "order-08-allies-move"),
        ("08", "order-08-allies-move"),
        ("card 8", "order-08-allies-move"),
        ("Allies Move", "order-08-allies-move"),
        ("  ALLIES   move ", "order-08-allies-move"),
        ("order-08-allies-move", "order-08-allies-move"),
        ("tank", "tank"),
        ("Tanks", "tank"),
        ("st lo", "victory"),
        ("St. Lô", "victory"),
        ("Saint-Lô", "victory"),
        ("AA fire", "antiaircraft-fire"),
        ("anti-aircraft", "antiaircraft-fire"),
        ("inf", "infantry"),
        ("naval bomb", "naval-bombardment"),
        ("8 units", "max-units-in-zone"),
        ("fortune 8", "fortune-08-allies-move"),
        ("t05", "tactics-05-heavy-bombardment"),
        ("strafe", "strafing"),
        ("beach", "beachheads"),
        ("omaha", "beachheads"),
    ],
)
def test_lookup_ignores_case_accents_punctuation_and_leading_zeros(query: str, expected: str) -> None:
    found = lookup(GAME, query)
    assert found is not None and found.id == expected


@pytest.mark.parametrize("query", ["", "   ", "pegasus", "bombard", "order 17"])
def test_lookup_finds_nothing_for_unknown_or_ambiguous_terms(query: str) -> None:
    assert lookup(GAME, query) is None


def test_folding() -> None:
    assert fold("St. Lô") == "st lo"
    assert canon("Order 08: Allies Move") == "order 8 allies move"
    assert canon("O08") == "o 8"


def test_suggest_caps_at_the_limit() -> None:
    assert len(suggest(GAME, "")) == 25
    assert len(suggest(GAME, "a")) == 25
    assert len(suggest(GAME, "", limit=3)) == 3
    assert suggest(GAME, "order", limit=0) == []


def test_suggest_puts_prefix_matches_before_substring_matches() -> None:
    found = [e.id for e in suggest(GAME, "move")]
    assert found[0] == "movement"  # its term starts with "move"
    assert "order-08-allies-move" in found and found.index("movement") < found.index("order-08-allies-move")
    assert [e.id for e in suggest(GAME, "order 0")][:2] == ["order-01-airborne-assault", "order-02-naval-bombardment"]
    assert suggest(GAME, "axis att")[0].id == "order-13-axis-attacks-allies-defends"
    assert suggest(GAME, "zzzz") == []


def test_a_game_without_a_glossary_has_an_empty_one() -> None:
    assert load_glossary("no-such-game") == []
    assert load_glossary("../etc") == []
    assert lookup("no-such-game", "tank") is None
    assert suggest("no-such-game", "") == []


# -- our own words --------------------------------------------------------------------------


@pytest.fixture(scope="module")
def rulebook() -> set[tuple[str, ...]]:
    """The A&A D-Day rulebook's word runs (``$DDAY_AA_RULEBOOK`` may name the file)."""
    return rulebooks.runs(rulebooks.text("aa-dday-rulebook.txt", override_env="DDAY_AA_RULEBOOK"))


def test_the_copy_check_catches_a_pasted_sentence(rulebook: set[tuple[str, ...]]) -> None:
    pasted = "Fighters do not attack when they enter a zone containing Axis land units."
    assert rulebooks.shared_runs(f"In short: {pasted.upper()}", rulebook)
    assert rulebooks.shared_runs("Fighters strafe units that move; a one kills.", rulebook) == []


def test_no_glossary_text_copies_the_rulebook(entries: list[Entry], rulebook: set[tuple[str, ...]]) -> None:
    copied = {e.id: runs for e in entries if (runs := rulebooks.shared_runs(e.text, rulebook))}
    assert copied == {}, f"rephrase these in our own words (runs of {COPY_RUN} words found in the rulebook): {copied}"
