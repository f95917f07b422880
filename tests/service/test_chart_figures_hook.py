"""Each built-in game's extension gives the web viewer's chart its figures (``GameExtension.chart_figures``)."""

from __future__ import annotations

import pytest

import bot.service  # noqa: F401  (registers the built-in extensions)
from bot.service.extensions import extension_of
from rules.core import find_game

CASES = [("aa-dday", {}, "Axis units"), ("pegasus-bridge", {"scenario": "1A"}, "Strength Points"),
         ("dday-dice", {"players": "2"}, "Unit 2 Courage")]


@pytest.mark.parametrize(("game", "options", "name"), CASES)
def test_the_extension_hands_the_public_view_to_the_game_s_figures(game, options, name) -> None:
    engine = find_game(game)
    state, _ = engine.initial_state(engine.seats_for(options), options, 21)
    view = engine.view(state, None)
    figures = extension_of(game).chart_figures(engine, view)
    module = __import__(f"rules.{game.replace('-', '_')}.chart_figures", fromlist=["chart_figures"])
    assert figures == module.chart_figures(view)
    assert name in figures and all(isinstance(v, float) for v in figures.values())


async def test_the_web_page_charts_each_position_s_figures(tmp_path) -> None:
    """Through the viewer: the page's course holds, for every position, the figures of that position's public view."""
    import random

    from bot.service import GameService
    from tests.conftest import no_render
    from tests.service.viewer_scan import WEB_URL, token_of

    svc = await GameService.open(str(tmp_path / "course.sqlite3"), render=no_render, web_url=WEB_URL)
    try:
        engine = find_game("aa-dday")
        users = {"axis": 1, "allies": 2}
        await svc.new_game(77, 1, 1, "aa-dday", {}, seed=5)
        for seat, user in users.items():
            await svc.join(77, user, seat)
        rng = random.Random(5)
        for _ in range(60):
            state = (await svc.inspect_any(77)).state
            prompt = rng.choice(engine.prompts(state))
            offered = engine.options(state, prompt.seat, "")
            await svc.submit(77, users[prompt.seat], rng.choice(offered).value if offered else prompt.default,
                             seat=prompt.seat)
        page = await svc.web_page(await token_of(svc, 77, 1))
        loaded = await svc.inspect_any(77)
        course = page["course"]
        assert course["names"] == list(extension_of("aa-dday").chart_figures(engine, engine.view(loaded.state, None)))
        assert len(course["values"]) == len(page["positions"]) > 3
        for position, values in zip(page["positions"], course["values"], strict=True):
            state = await svc.tables.state_at(loaded.table, engine, position["seq"])
            assert dict(zip(course["names"], values, strict=True)) == extension_of("aa-dday").chart_figures(
                engine, engine.view(state, None))
        assert len({tuple(v) for v in course["values"]}) > 1  # the course moves
    finally:
        await svc.close()


def test_a_game_without_a_course_module_has_no_figures() -> None:
    from rules.core.chart_figures import figures

    assert figures("chess", object()) == {}
    assert figures("aa-dday", find_game("aa-dday").view(find_game("aa-dday").initial_state(("axis", "allies"), {}, 3)[0],
                                                          None))["Allied aircraft"] == 10
