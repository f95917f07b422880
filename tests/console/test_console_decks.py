"""``dday console --help`` says which shuffles and card draws take ``--dice`` values, and the game does as it says.

The inventory is read from the rules' code: every shuffle (``roll(1, i + 1)`` down a deck) and every draw at random
(``roll(1, len(...))``) of a file must be named in the help, so a new deck cannot go undocumented.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from bot.cli import main
from bot.console import dice_help
from rules.core.kits import all_kits

RULES = Path(__file__).resolve().parents[2] / "rules"
DRAWS = re.compile(r"\broll\(1, (?:i \+ 1|len\(|k\b|sides=k)")
"""A shuffle (a value from 1 to the cards left, card by card) or a draw at random from a pile."""

NAMED = {
    "dday_dice/setup.py": "a start Sector for each Unit",
    "dday_dice/awards.py": "Award",
    "dday_dice/badges.py": "Badge",
    "dday_dice/battle_conditions.py": "Battle Condition",
    "dday_dice/chaotic_supply.py": "Items of Chaotic Supply",
    "dday_dice/medals.py": "Medal",
    "dday_dice/advance.py": "Vehicle",
    "dday_dice/german_solo.py": "automated Allied Unit's start Sector",
    "dday_dice/overlord/campaign.py": "start Sectors drawn for a campaign",
    "dday_dice/overlord/hurt_me.py": "Hurt Me",
    "dday_dice/overlord/raid_b.py": "Items lost at the start of Raid B",
    "dday_dice/overlord/lost_officers.py": "Lost Officers",
    "dday_dice/overlord/sergeant_snafu.py": "Sergeant SNAFU's card and Unit",
    "dday_dice/overlord/raid_c2_solo.py": "C-2S",
    "dday_dice/overlord/raid_c3_solo.py": "C-3S",
    "pegasus_bridge/common.py": "second seeded source",
}
"""Each rules file that shuffles or draws at random, and the words of the help that tell about it."""


def test_every_shuffle_and_random_draw_in_the_rules_is_named_in_the_help() -> None:
    found = sorted(
        str(p.relative_to(RULES)) for p in RULES.rglob("*.py") if DRAWS.search(p.read_text(encoding="utf-8"))
    )
    assert found, "the pattern finds the shuffles (it must not silently match nothing)"
    missing = [f for f in found if f not in NAMED]
    assert missing == [], f"these files shuffle or draw at random: say in the kit's deck_draws/dice_order what they take: {missing}"
    text = " ".join(dice_help().split())
    for path, words in NAMED.items():
        assert path in found, f"{path} no longer shuffles or draws: update NAMED and the help"
        assert words in text, f"{path}: the help does not mention '{words}'"
    assert all(kit.dice_order and kit.deck_draws for kit in all_kits()), "every game says how its dice and decks use --dice"


def _first_unit_roll(tmp_path: Path, dice: list[int], *options: str) -> list[int]:
    record = tmp_path / "game.json"
    args = ["console", "dday-dice", "--seed", "5", "--dice", ",".join(map(str, dice)), "--autoplay", "--quiet",
            "--max-actions", "1", "--export", str(record)]
    for option in options:
        args += ["--option", option]
    assert main(args) == 1  # autoplay stopped after one action, as asked
    events = [e for a in json.loads(record.read_text(encoding="utf-8"))["actions"] for e in a["events"]]
    return next(e["dice"] for e in events if e["kind"] == "rolled")


def test_the_battle_conditions_shuffle_takes_its_values_before_the_first_roll(tmp_path: Path, capsys) -> None:
    """As the help says: a shuffle of N cards takes N-1 values, at setup, before any Unit rolls."""
    from rules.dday_dice.battle_conditions import cards

    sixes = [6, 6, 6, 6, 6, 6]
    assert _first_unit_roll(tmp_path, sixes) == sixes, "without the deck, the first values are the first roll"
    shuffle = [1] * (len(cards()) - 1)
    # (the card on top may take a die away: the roll has the sixes, however many dice it has)
    assert set(_first_unit_roll(tmp_path, shuffle + sixes, "battle_conditions=on")) == {6}
    assert set(_first_unit_roll(tmp_path, sixes, "battle_conditions=on")) != {6}, "the shuffle took the sixes"


def test_badges_and_battle_conditions_both_take_their_shuffles_before_the_first_roll(tmp_path: Path) -> None:
    from rules.dday_dice.badges import badges
    from rules.dday_dice.battle_conditions import cards

    assert "the Badges, the Battle Conditions" in " ".join(dice_help().split())
    sixes = [6, 6, 6, 6, 6, 6]
    shuffles = [1] * (len(badges()) - 1 + len(cards()) - 1)
    assert set(_first_unit_roll(tmp_path, shuffles + sixes, "badges=on", "battle_conditions=on")) == {6}
