"""A Korean D-Day Dice page names its chart's figures in Korean (issue #48), as A&A's and Pegasus Bridge's do: the
game names them in English (rules/dday_dice/chart_figures.py) and its kit's ``chart_figure_words`` reads each name
back as a message; an English page keeps the names."""

from __future__ import annotations

import re

import pytest

from bot.service.viewer import course_key, course_name
from i18n import t
from i18n.dice_chart import figure_words
from rules.dday_dice.chart_figures import chart_figures
from rules.dday_dice.engine import ENGINE
from tests.rules.dday_dice.helpers import start

HANGUL = re.compile(r"[\uac00-\ud7a3]")
LATIN = re.compile(r"[A-Za-z]")


def figures(options: dict[str, str], seed: int = 3) -> list[str]:
    state, _ = ENGINE.initial_state(ENGINE.seats_for(options), options, seed)
    return list(chart_figures(ENGINE.view(state, None)))


@pytest.mark.parametrize("names", [
    pytest.param(figures({"players": "4", "map": "omaha-beach"}), id="four-units"),
    pytest.param(figures({"players": "2", "map": "omaha-beach", "german": "player"}), id="atlantikwall"),
    pytest.param(list(chart_figures(ENGINE.view(start(6, seed=3, campaign="a"), None))), id="campaign-teams"),
])
def test_every_figure_of_a_dice_chart_is_named_in_both_languages(names: list[str]) -> None:
    assert names
    for name in names:
        assert course_key("dday-dice", name) is None  # no prefix: the kit's reader words it
        said = figure_words(name)
        assert said is not None and t(said[0], lang="en", **said[1]) == name
        korean = course_name("dday-dice", name, "ko")
        assert HANGUL.search(korean) and not LATIN.search(korean), korean
        assert course_name("dday-dice", name, "en") == name


def test_the_figures_say_their_group_and_measure() -> None:
    assert course_name("dday-dice", "Unit 2 Soldiers", "ko") == "유닛 2 병사"
    assert course_name("dday-dice", "Team Baker PP", "ko") == "베이커 팀 명성 점수"
    assert course_name("dday-dice", "German Courage", "ko") == "독일군 용기"
    assert figure_words("Sector 3 Soldiers") is None and course_name("dday-dice", "Something else", "ko") == (
        "Something else")
