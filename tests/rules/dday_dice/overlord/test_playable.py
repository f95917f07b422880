"""The lobby starts only the Overlord games whose every Raid rule the bot plays."""

from __future__ import annotations

import pytest

from bot.service import GameService
from rules.core.errors import InvalidOptionError
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.overlord import playable, raids
from rules.dday_dice.overlord.options import BLITZ_VALUES, read_setup
from rules.dday_dice.overlord.records import campaigns


def _options():
    for cid in campaigns():
        for players in (1, 2, 3, 4, 6, 9):
            yield {"campaign": cid, "players": str(players), **({"solo": "on"} if players == 1 else {})}
    for b in BLITZ_VALUES:
        yield {"blitzkrieg": b, "players": "2"}


@pytest.mark.parametrize("options", list(_options()), ids=lambda o: "-".join(o.values()))
def test_a_campaign_is_refused_exactly_while_one_of_its_raids_misses_a_rule(options):
    setup = read_setup(options, int(options["players"]))
    gaps = [r for r in setup.raids if raids.missing(r)
            or any(n in raids.raid_record(r).rules for n in playable.UNFINISHED)]
    why = E.unplayable(options)
    if gaps:
        assert why and all(raids.raid_record(r).label.split(":")[0] in why for r in gaps)
    elif setup.sets > 1 and not playable.SEPARATE_RESERVES:
        assert why and "own reserve" in why
    else:
        assert why is None


def test_a_base_game_is_never_refused_by_the_overlord_gate():
    assert E.unplayable({"players": "3", "map": "omaha-beach"}) is None


async def test_the_lobby_gives_the_reason_and_opens_no_table(tmp_path, monkeypatch):
    options = next((o for o in _options() if E.unplayable(o)), None)
    svc = await GameService.open(str(tmp_path / "g.sqlite3"))
    try:
        if options is not None:  # every campaign may be playable now
            with pytest.raises(InvalidOptionError, match="not implemented yet|does not play|own reserve"):
                await svc.new_game(1, None, 1, "dday-dice", options)
            assert await svc.store.latest_table(1) is None
        # a combination whose every value is offered, refused by the engine's gate alone
        monkeypatch.setattr(type(E), "unplayable", lambda self, o: "not this one" if o.get("players") == "3" else None)
        with pytest.raises(InvalidOptionError, match="not this one"):
            await svc.new_game(1, None, 1, "dday-dice", {"players": "3"})
        assert await svc.store.latest_table(1) is None
        await svc.new_game(1, None, 1, "dday-dice", {"players": "2"})
        assert await svc.store.latest_table(1) is not None
    finally:
        await svc.close()


def test_the_offered_values_are_the_playable_ones():
    spec = {o.key: o for o in E.spec.options}
    for b in BLITZ_VALUES:
        assert (b in spec["blitzkrieg"].implemented) == (E.unplayable({"blitzkrieg": b, "players": "2"}) is None)
    assert ("5" in spec["players"].implemented) == playable.SEPARATE_RESERVES
