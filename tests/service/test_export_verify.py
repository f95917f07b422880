"""Fair dice and a verifiable record: export -> verify round trips, and tampering is caught at the right entry.

The default run plays every game once with its default options and with a few others, one Overlord campaign
among them; ``-m slow`` adds the longer Overlord games (random play through a campaign: up to 2,000 actions).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from bot.cli import main
from bot.service import GameService
from bot.service.export import verify_export
from rules.core import all_games
from rules.core.dice import seed_commitment
from tests.conftest import no_render

CH = 4242


@pytest.mark.parametrize("game", [g.spec.id for g in all_games()])
def test_autoplayed_export_verifies_for_every_registered_game(game, tmp_path: Path, capsys):
    """A random game of each game, played in the console, exports a record ``verify_export`` and ``dday verify`` pass."""
    record_path = tmp_path / "game.json"
    assert main(["console", game, "--autoplay", "--seed", "21", "--quiet", "--export", str(record_path)]) == 0
    record = json.loads(record_path.read_text(encoding="utf-8"))
    assert record["seed"] == 21 and record["seed_commitment"] == seed_commitment(21)
    result = verify_export(record)
    assert result.ok, result.message
    assert result.dice > 0 and result.checked == sum(1 for a in record["actions"] if a["kind"] == "action")
    capsys.readouterr()
    assert main(["verify", str(record_path)]) == 0
    assert "verified" in capsys.readouterr().out


# A longer Overlord game (random play through a whole campaign or Raid: 4 to 12 s each) played with -m slow
# only: the default run's Overlord campaign (campaign C, solo) takes the same path.
LONG = pytest.mark.slow


@pytest.mark.parametrize(
    "game, options",
    [
        ("aa-dday", ["players=3", "fortune=on", "tactics=on", "quick_victory=on"]),
        ("pegasus-bridge", ["scenario=campaign"]),
        ("dday-dice", ["players=4", "map=gold-beach", "nations=us,uk,fr,ca", "mulligan=on"]),
        ("dday-dice", ["players=3", "map=vierville-draw", "nations=ca", "victory_points=on"]),
        pytest.param("dday-dice", ["campaign=a", "players=2"], marks=LONG),
        pytest.param("dday-dice", ["campaign=a", "players=1", "solo=on"], marks=LONG),
        pytest.param("dday-dice", ["blitzkrieg=b1", "players=3"], marks=LONG),
        pytest.param("dday-dice", ["campaign=b", "players=2"], marks=LONG),
        # Campaign C solo, 5 to 7 s: -m slow too. The default run verifies the other families' records here, and
        # plays Overlord's Raids in tests/rules/dday_dice/overlord.
        pytest.param("dday-dice", ["campaign=c", "players=1", "solo=on"], marks=LONG),
    ],
)
def test_games_played_with_options_verify_too(game, options, tmp_path: Path, capsys):
    """The seats and setup depend on the options (three players, a campaign): the replay must use them."""
    path = tmp_path / "opts.json"
    flags = [f for o in options for f in ("--option", o)]
    assert main(["console", game, *flags, "--autoplay", "--seed", "12", "--quiet", "--export", str(path)]) == 0
    result = verify_export(json.loads(path.read_text(encoding="utf-8")))
    assert result.ok, result.message


@pytest.fixture(scope="module")
def autoplayed_once(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """A random A&A D-Day game's record, played once for the tests below (each gets a copy of its own)."""
    path = tmp_path_factory.mktemp("autoplayed") / "g.json"
    assert main(["console", "aa-dday", "--autoplay", "--seed", "8", "--quiet", "--export", str(path)]) == 0
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.fixture
def autoplayed(autoplayed_once: dict) -> dict:
    return copy.deepcopy(autoplayed_once)


def test_a_changed_die_is_caught_at_its_entry(autoplayed: dict, tmp_path: Path, capsys):
    """A die changed in the record fails verification, naming the entry that rolled it."""
    record = autoplayed
    rolled = [a for a in record["actions"][1:] if any(e["dice"] for e in a["events"])]
    victim = rolled[len(rolled) // 2]
    tampered = copy.deepcopy(record)
    entry = next(a for a in tampered["actions"] if a["seq"] == victim["seq"])
    event = next(e for e in entry["events"] if e["dice"])
    event["dice"][0] = event["dice"][0] % 6 + 1
    result = verify_export(tampered)
    assert not result.ok and result.message.startswith(f"entry #{victim['seq']} ")
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(tampered), encoding="utf-8")
    capsys.readouterr()
    assert main(["verify", str(path)]) == 1
    assert f"entry #{victim['seq']}" in capsys.readouterr().err


def test_a_changed_action_or_seed_is_caught(autoplayed: dict):
    """Another seed breaks its commitment; two actions swapped fail at the first of them."""
    record = autoplayed
    wrong_seed = dict(record, seed=record["seed"] + 1)
    assert "commitment" in verify_export(wrong_seed).message
    tampered = copy.deepcopy(record)
    actions = [a for a in tampered["actions"] if a["kind"] == "action"]
    first, second = actions[0], actions[1]
    first["text"], second["text"] = second["text"], first["text"]
    result = verify_export(tampered)
    assert not result.ok and f"entry #{first['seq']}" in result.message


def test_a_game_in_progress_exports_without_its_seed(tmp_path: Path):
    """The seed stays secret until the game is over; verification says so."""
    async def run():
        svc = await GameService.open(str(tmp_path / "x.sqlite3"), render=no_render)
        await svc.new_game(CH, 1, 1, "aa-dday", {}, seed=99, dice_script=[6] * 40)
        await svc.start(CH, 1)
        record = await svc.export(CH)
        await svc.close()
        return record

    import asyncio

    record = asyncio.run(run())
    assert record["seed"] is None and "99" not in json.dumps(record["actions"])
    assert "revealed only once the game is over" in verify_export(record).message


async def test_an_undo_in_the_record_replays(tmp_path: Path):
    """A take-back is an entry of the record; the replay follows it."""
    svc = await GameService.open(str(tmp_path / "u.sqlite3"), render=no_render)
    await svc.new_game(CH, 1, 1, "aa-dday", {}, seed=5, dice_script=[6] * 40)
    await svc.start(CH, 1)
    await svc.submit(CH, 1, "allies: patrol 1 uk fighter to 12")
    await svc.request_undo(CH, 1)
    await svc.submit(CH, 1, "allies: patrol 1 us fighter to 13")
    await svc.resign(CH, 1)
    record = await svc.export(CH)
    await svc.close()
    assert [a["kind"] for a in record["actions"]][-3:] == ["undo", "action", "resign"]
    result = verify_export(record)
    assert result.ok, result.message


def test_console_replay_steps_through_a_record(autoplayed: dict, tmp_path: Path, capsys):
    """``dday console --replay`` steps through a record entry by entry and ends verified."""
    record = autoplayed
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    capsys.readouterr()
    assert main(["console", "aa-dday", "--replay", str(path), "--no-pause"]) == 0
    out = capsys.readouterr().out
    assert "#1 " in out and "verified" in out.splitlines()[-1]
