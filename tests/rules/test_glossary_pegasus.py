"""The Pegasus Bridge glossary: rules from rules/pegasus_bridge/data/glossary.json, cards from rules/pegasus_bridge/glossary.py.

Also the part of rules/core/glossary.py that appends entries built in code by a
game package (``rules/<package>/glossary.py`` -> ``glossary_entries()``).
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pytest
from pydantic import ValidationError

import rules.core.glossary as core
import rules.pegasus_bridge.glossary as pb_glossary
from rules.core.glossary import MAX_TEXT, Entry, Glossary, canon, code_entries, load_glossary, lookup, suggest
from rules.pegasus_bridge.cards import ENV_VAR, builtin_records, builtin_table, table_from_overrides
from rules.pegasus_bridge.notation import parse_action
from tests import rulebooks

GAME = "pegasus-bridge"
PLACEHOLDER_NOTE = "Placeholder card: our own design; the printed card is unknown."

PHASES = ("pb-progression-phase", "pb-british-phase", "pb-german-phase", "pb-assault")
SCENARIOS = ("pb-scenario-1a", "pb-scenario-1b", "pb-scenario-2", "pb-scenario-3", "pb-campaign")
CARD_TYPES = ("pb-unit-cards", "pb-event-cards", "pb-combat-actions", "pb-terrain-cards")
ACTIONS_NAMED = (
    "choose terrain 1007",
    "done",
    "no unit",
    "pass",
    "toss",
    "toss 3",
    "toss +3",
    "toss thornton",
    "absorb",
    "retreat",
    "take heroic B",
    "take heroic",
    "keep",
    "mulligan",
    "let it stand",
    "reserve 1502 1702",
    "reserve none",
    "build piles random",
    "choose pile 2",
    "place blue token",
    "no blue token",
)
"""Action texts the rules entries teach: each must appear in some entry and be a real action."""


@pytest.fixture(scope="module")
def raw() -> dict:
    text = resources.files("rules.pegasus_bridge").joinpath("data/glossary.json").read_text(encoding="utf-8")
    return json.loads(text)


@pytest.fixture(scope="module")
def entries() -> list[Entry]:
    return load_glossary(GAME)


@pytest.fixture(scope="module")
def by_id(entries: list[Entry]) -> dict[str, Entry]:
    return {e.id: e for e in entries}


@pytest.fixture
def fresh_cache():
    """Let a test change what a game's glossary module returns, and forget it afterwards."""
    core._entries.cache_clear()
    yield
    core._entries.cache_clear()


# -- schema ----------------------------------------------------------------------------


def test_the_rules_file_loads_through_its_schema(raw: dict) -> None:
    glossary = Glossary.model_validate(raw)
    assert glossary.game == GAME
    assert 25 <= len(glossary.entries) <= 45
    assert {e.kind for e in glossary.entries} == {"rule"}
    assert {e.provenance for e in glossary.entries} <= {"rulebook", "reconstruction"}


def test_the_glossary_is_the_rules_then_one_entry_per_card(raw: dict, entries: list[Entry]) -> None:
    cards = builtin_records()
    assert len(entries) == len(raw["entries"]) + len(cards)
    assert [e.id for e in entries[: len(raw["entries"])]] == [r["id"] for r in raw["entries"]]
    card_entries = entries[len(raw["entries"]) :]
    assert [e.term for e in card_entries] == [c.name for c in cards]
    assert {e.kind for e in card_entries} == {"card"} and {e.section for e in card_entries} == {"Cards"}
    Glossary(game=GAME, entries=tuple(entries))  # the whole, validated again


def test_no_two_entries_share_an_id_or_a_lookup_key(entries: list[Entry]) -> None:
    """Checked independently of the schema's own check, cards included."""
    ids = [e.id for e in entries]
    assert len(ids) == len(set(ids))
    owners: dict[str, set[str]] = {}
    for e in entries:
        for key in {canon(k) for k in (e.id, e.term, *e.aliases)}:
            owners.setdefault(key, set()).add(e.id)
    assert {k: v for k, v in owners.items() if len(v) > 1} == {}


def test_every_entry_has_short_text_a_section_and_a_provenance(entries: list[Entry]) -> None:
    for e in entries:
        assert e.text.strip() and len(e.text) <= MAX_TEXT, (e.id, len(e.text))
        assert e.section.strip(), e.id
        assert e.provenance in ("rulebook", "reconstruction"), e.id
        assert e.status is None, e.id  # the engine plays every rule


def test_ids_never_collide_with_another_games_lookup(entries: list[Entry]) -> None:
    """Autocomplete sends the id; without a game in the channel every game is searched in turn (A&A first)."""
    for e in entries:
        assert e.id.startswith("pb-")
        assert lookup("aa-dday", e.id) is None, e.id
        assert lookup(GAME, e.id) == e


# -- coverage --------------------------------------------------------------------------


def test_the_phases_scenarios_campaign_and_card_types_are_there(by_id: dict[str, Entry]) -> None:
    for entry_id in (*PHASES, *SCENARIOS, *CARD_TYPES, "pb-placeholder-cards", "pb-respond-setting"):
        assert entry_id in by_id, entry_id
    assert "Victory" in by_id["pb-scenario-1a"].text and "Victory" in by_id["pb-scenario-3"].text
    assert "counter-attack" in by_id["pb-scenario-1b"].text
    assert "third" in by_id["pb-scenario-2"].text
    assert "11 or fewer" in by_id["pb-campaign-result"].text and "14 or more" in by_id["pb-campaign-result"].text


def test_the_respond_setting_explains_its_trade_off(by_id: dict[str, Entry]) -> None:
    text = by_id["pb-respond-setting"].text
    assert "respond always" in text and "respond never" in text and "(default)" in text
    assert "whether you hold one or not" in text and "faster" in text and "never cancel" in text


def test_the_placeholder_entry_says_how_an_owner_overrides_the_cards(by_id: dict[str, Entry]) -> None:
    entry = by_id["pb-placeholder-cards"]
    assert ENV_VAR in entry.text and "JSON" in entry.text
    assert entry.provenance == "reconstruction"


@pytest.mark.parametrize("action", ACTIONS_NAMED)
def test_the_actions_the_entries_teach_are_real(entries: list[Entry], action: str) -> None:
    assert any(action in e.text for e in entries if e.kind == "rule"), action
    parse_action(action)  # raises when the engine would not read it


def test_every_card_has_an_entry_with_its_number_and_side() -> None:
    for card in builtin_records():
        entry = lookup(GAME, card.number)
        assert entry is not None and entry.term == card.name, card.number
        assert lookup(GAME, f"card {card.number}") == entry
        assert lookup(GAME, f"{card.side} {card.number}") == entry
        assert lookup(GAME, card.name) == entry
        assert card.text.strip().removeprefix("Heroic. ")[:40] in entry.text


def test_a_rulebook_card_by_number_and_by_name() -> None:
    entry = lookup(GAME, "1106")
    assert entry is not None and entry.id == "pb-card-1106" and entry.kind == "card"
    assert lookup(GAME, "Escouade de parachutistes") == entry
    assert lookup(GAME, "escouade de parachutistes") == entry
    assert lookup(GAME, "british 1106") == entry
    assert entry.text.startswith("British Unit, Combat value 2, type Parachutiste.")
    assert "Parachutiste Unit" in entry.text and "Inferred card" in entry.text
    assert entry.provenance == "reconstruction"  # named by the rulebook, bonus ours

    stated = lookup(GAME, "Grenade fumigène")
    assert stated is not None and stated == lookup(GAME, "grenade fumigene") == lookup(GAME, "1302")
    assert stated.provenance == "rulebook" and "British Combat Action" in stated.text
    assert "Placeholder" not in stated.text


def test_a_placeholder_card_says_it_is_one() -> None:
    entry = lookup(GAME, "1103")
    assert entry is not None and entry.term == "Placeholder: Glider Infantry Section"
    assert PLACEHOLDER_NOTE in entry.text and entry.provenance == "reconstruction"
    assert lookup(GAME, "Placeholder: Glider Infantry Section") == entry
    for card in builtin_records():
        if card.provenance == "placeholder":
            assert PLACEHOLDER_NOTE in lookup(GAME, card.number).text, card.number


def test_terrain_and_heroic_cards_show_their_numbers() -> None:
    road = lookup(GAME, "Road")
    assert road is not None and road.text.startswith(
        "Terrain: up to 4 German Units; the British draws 2, the German 3."
    )
    bridge = lookup(GAME, "1014A")
    assert (
        bridge is not None
        and bridge.term == "Le pont de Bénouville"
        and "Other face: 1014B Pegasus Bridge" in bridge.text
    )
    assert lookup(GAME, "terrain 1014A") == bridge and lookup(GAME, "1014B").term == "Pegasus Bridge"
    horsas = lookup(GAME, "1021")
    assert horsas is not None and horsas.text.startswith("Terrain: no Assault;")
    howard = lookup(GAME, "Major John Howard")
    assert howard is not None and howard.text.startswith("Heroic British Unit, Combat value 5")
    assert "Heroic card in scenario 1B." in howard.text


# -- look-up and autocomplete ------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("assault", "pb-assault"),
        ("Assault Phase", "pb-assault"),
        ("raise", "pb-raising"),
        ("pass", "pb-raising"),
        ("tactical retreat", "pb-tactical-retreat"),
        ("Tactical Retreat", "pb-tactical-retreat"),
        ("retreat", "pb-tactical-retreat"),
        ("1A", "pb-scenario-1a"),
        ("1a", "pb-scenario-1a"),
        ("scenario 1B", "pb-scenario-1b"),
        ("2", "pb-scenario-2"),
        ("merville", "pb-scenario-2"),
        ("dives", "pb-scenario-3"),
        ("campaign", "pb-campaign"),
        ("Tonga", "pb-campaign"),
        ("PV", "pb-campaign"),
        ("blue token", "pb-blue-tokens"),
        ("phase 1", "pb-progression-phase"),
        ("phase 3", "pb-german-phase"),
        ("token", "pb-token-toss"),
        ("reserve", "pb-token-toss"),
        ("+3 token", "pb-special-tokens"),
        ("thornton tokens", "pb-special-tokens"),
        ("PE", "pb-strength-points"),
        ("points d'effectifs", "pb-strength-points"),
        ("tie", "pb-ties"),
        ("size", "pb-terrain-cards"),
        ("unit limit", "pb-german-unit-limit"),
        ("turned sideways", "pb-destroyed-units"),
        ("loser chooses", "pb-next-terrain"),
        ("heroic", "pb-heroic-cards"),
        ("turn token", "pb-turn-token"),
        ("mulligan", "pb-mulligan"),
        ("reshuffle", "pb-empty-draw-pile"),
        ("cancel", "pb-cancellation"),
        ("respond never", "pb-respond-setting"),
        ("counter-attack", "pb-counter-attack-pile"),
        ("horsa", "pb-ranville"),
        ("battery pile", "pb-merville-piles"),
        ("build piles", "pb-dives-piles"),
        ("hand reset", "pb-dives-next-bridge"),
        ("combat action", "pb-combat-actions"),
        ("event", "pb-event-cards"),
        ("unit", "pb-unit-cards"),
        ("placeholder", "pb-placeholder-cards"),
        ("DDAY_PEGASUS_CARDS", "pb-placeholder-cards"),
        ("Éclaireur", "pb-card-1101"),
        ("eclaireur", "pb-card-1101"),
        ("german 1502", "pb-card-1502"),
        ("Grenade", "pb-card-1702"),
    ],
)
def test_lookup(query: str, expected: str) -> None:
    found = lookup(GAME, query)
    assert found is not None and found.id == expected, (query, found and found.id)


@pytest.mark.parametrize("query", ["", "   ", "zzz", "1999", "order 8"])
def test_lookup_finds_nothing_for_unknown_terms(query: str) -> None:
    assert lookup(GAME, query) is None


def test_suggest_caps_at_the_limit() -> None:
    assert len(suggest(GAME, "")) == 25
    assert len(suggest(GAME, "placeholder")) == 25
    assert len(suggest(GAME, "", limit=3)) == 3
    assert suggest(GAME, "assault", limit=0) == []
    assert suggest(GAME, "zzzz") == []


def test_suggest_ranks_names_then_numbers() -> None:
    assert suggest(GAME, "tactical")[0].id == "pb-tactical-retreat"
    assert suggest(GAME, "110")[0].id == "pb-card-1101"
    assert [e.id for e in suggest(GAME, "scenario")][:4] == [
        "pb-scenario-1a",
        "pb-scenario-1b",
        "pb-scenario-2",
        "pb-scenario-3",
    ]


def test_the_aa_dday_glossary_is_unchanged() -> None:
    raw = json.loads(resources.files("rules.aa_dday").joinpath("data/glossary.json").read_text(encoding="utf-8"))
    assert [e.id for e in load_glossary("aa-dday")] == [r["id"] for r in raw["entries"]]
    assert code_entries("aa-dday") == ()
    assert lookup("aa-dday", "pegasus") is None and lookup("aa-dday", "1106") is None


# -- entries built in code ----------------------------------------------------------------


def test_code_entries_need_a_real_game_package() -> None:
    assert code_entries("no-such-game") == ()
    assert code_entries("../etc") == ()
    assert code_entries("") == ()
    assert len(code_entries(GAME)) == len(builtin_records())


def test_code_entries_may_be_dicts(monkeypatch: pytest.MonkeyPatch, fresh_cache) -> None:
    extra = {
        "id": "pb-extra",
        "term": "Extra",
        "aliases": ["xtra"],
        "kind": "rule",
        "text": "A test entry.",
        "section": "Nowhere",
        "provenance": "rulebook",
    }
    monkeypatch.setattr(pb_glossary, "glossary_entries", lambda: [extra])
    assert lookup(GAME, "xtra").id == "pb-extra"
    assert load_glossary(GAME)[-1] == Entry.model_validate(extra)


def test_code_entries_may_not_reuse_a_key_of_the_file(monkeypatch: pytest.MonkeyPatch, fresh_cache) -> None:
    clash = Entry(
        id="pb-clash",
        term="Clash",
        aliases=("tactical retreat",),
        kind="card",
        text="x",
        section="Cards",
        provenance="rulebook",
    )
    monkeypatch.setattr(pb_glossary, "glossary_entries", lambda: [clash])
    with pytest.raises(ValidationError, match="used by both"):
        load_glossary(GAME)


def test_an_owners_card_file_shows_in_the_card_entries(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    printed = {"number": "1103", "name": "Section de planeur", "provenance": "rulebook", "text": "The printed text."}
    path = tmp_path / "cards.json"
    path.write_text(json.dumps({"cards": [printed]}), encoding="utf-8")
    monkeypatch.setenv(ENV_VAR, str(path))
    entry = {e.id: e for e in pb_glossary.glossary_entries()}["pb-card-1103"]
    assert entry.term == "Section de planeur" and entry.provenance == "rulebook"
    assert "The printed text." in entry.text and ENV_VAR in entry.text and "Placeholder" not in entry.text

    same = pb_glossary.glossary_entries(
        table_from_overrides({"1103": {k: v for k, v in printed.items() if k != "number"}})
    )
    assert {e.id: e for e in same}["pb-card-1103"] == entry


def test_a_broken_card_file_falls_back_to_the_built_in_cards(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text("{not json", encoding="utf-8")
    monkeypatch.setenv(ENV_VAR, str(path))
    assert pb_glossary.glossary_entries() == pb_glossary.glossary_entries(builtin_table())
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "missing.json"))
    assert pb_glossary.glossary_entries() == pb_glossary.glossary_entries(builtin_table())


def test_a_long_card_text_is_clipped_to_fit() -> None:
    table = table_from_overrides({"1104": {"text": "word " * 200}})
    entry = {e.id: e for e in pb_glossary.glossary_entries(table)}["pb-card-1104"]
    assert len(entry.text) <= MAX_TEXT and "word…" in entry.text
    assert entry.text.endswith(f"{PLACEHOLDER_NOTE} {pb_glossary.OVERRIDE_NOTE}")


# -- our own words --------------------------------------------------------------------------


@pytest.fixture(scope="module")
def rulebook() -> set[tuple[str, ...]]:
    """The Pegasus Bridge rulebook's word runs (``$DDAY_PEGASUS_RULEBOOK`` may name the file)."""
    return rulebooks.runs(rulebooks.text("pegasus-bridge-rulebook.txt", override_env="DDAY_PEGASUS_RULEBOOK"))


def test_no_entry_copies_the_rulebook(entries: list[Entry], rulebook: set[tuple[str, ...]]) -> None:
    """Card entries are built at run time, so the repository-wide scan (tests/data) cannot see them: check all here."""
    copied = {}
    for e in entries:
        for text in (e.text, e.section):
            if runs := rulebooks.shared_runs(text, rulebook):
                copied[e.id] = runs
    assert copied == {}, f"rephrase these in our own words: {copied}"
