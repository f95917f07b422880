"""Rendering Atlantikwall games: the German panel (never his Awards), the Battle Condition band, inactive
Land Mines and MGF marked on the map, the alt text."""

from __future__ import annotations

import io

from PIL import Image

from renderer import dday_dice as dd
from renderer.dday_dice import draw, panels
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.policy import choose
from tests.typed import apply_text


def _played(opts: dict[str, str], seed: int, steps: int = 40):
    state, _ = E.initial_state(E.seats_for(opts), opts, seed)
    for _ in range(steps):
        if E.outcome(state) is not None:
            break
        seat = sorted({p.seat for p in E.prompts(state)})[0]
        state = apply_text(E, state, seat, choose(E, state, seat)).state
    return state


def test_german_panel_and_battle_condition_are_drawn():
    s = _played({"players": "2", "german": "player", "battle_conditions": "on"}, 3)
    view = E.view(s, None)
    with_german = Image.open(io.BytesIO(dd.render(view)))
    plain = Image.open(io.BytesIO(dd.render(view.model_copy(update={"german": None, "battle": []}))))
    assert with_german.width == draw.PHONE_WIDTH
    inner = draw.PHONE_WIDTH - 2 * draw.MARGIN
    grown = panels.german_height(view, inner) + panels.battle_height(view, inner)
    assert with_german.height >= plain.height + grown - 40


def test_german_alt_text_shows_his_count_of_awards_never_which():
    s = _played({"players": "1", "german": "player"}, 4)
    s = s.model_copy(update={"german": s.german.model_copy(update={"awards": ("german-cross",)})})
    view = E.view(s, None)
    text = dd.alt_text(view) + dd.status_text(view)
    assert "1 Award held" in text and "German Cross" not in text
    assert "Land Mines inactive" in text


def test_inactive_mgf_and_mines_are_marked_on_the_map():
    s = _played({"players": "1", "german": "player"}, 4, steps=2)
    v = E.view(s, None)
    sec = next(x for x in v.map.sectors if x.mgf)
    assert any("inactive" in t for t, _, _ in draw._stat_chips(sec, v))
    edge = next(e for e in v.map.edges if e.mines)
    assert draw._marks(edge, edge.mines[0], v)[0][0] == "mines off"
    g = v.german.model_copy(update={"mgf_active": True, "mines_active": True})
    v2 = v.model_copy(update={"german": g})
    assert any(t.startswith("MGF") and "inactive" not in t for t, _, _ in draw._stat_chips(sec, v2))
    assert draw._marks(edge, edge.mines[0], v2)[0][0] == "MINES"
