"""Each built-in game's extension gives the web viewer's chart its figures (``GameExtension.course``)."""

from __future__ import annotations

import pytest

import bot.service  # noqa: F401  (registers the built-in extensions)
from bot.service.extensions import extension_of
from rules.core import find_game
from rules.core.contract import seats_for

CASES = [("aa-dday", {}, "Axis units"), ("pegasus-bridge", {"scenario": "1A"}, "Strength Points"),
         ("dday-dice", {"players": "2"}, "Unit 2 Courage")]


@pytest.mark.parametrize(("game", "options", "name"), CASES)
def test_the_extension_hands_the_public_view_to_the_game_s_figures(game, options, name) -> None:
    engine = find_game(game)
    state, _ = engine.initial_state(seats_for(engine, options), options, 21)
    view = engine.view(state, None)
    figures = extension_of(game).course(engine, view)
    module = __import__(f"rules.{game.replace('-', '_')}.course", fromlist=["course"])
    assert figures == module.course(view)
    assert name in figures and all(isinstance(v, float) for v in figures.values())
