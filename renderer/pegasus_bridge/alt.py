"""Alt text for a Pegasus Bridge card table: the public position in a few sentences (<= 1024 chars).

Built from the public view only, most important first (where and when, who
must act, the fight, the objectives, then each side's counts), so that
cutting to Discord's limit drops the least useful sentences.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.words import count

from .canvas import SIDE_NAME, TURN_NAME, WAIT_KIND, _builtin_names, names_of
from .draw import _phase_tail

if TYPE_CHECKING:
    from rules.pegasus_bridge.view import PBView

LIMIT = 1024


def _label(names: dict[str, tuple[str, str]], number: str) -> str:
    rec = names.get(number) or _builtin_names().get(number)
    return f"{number} {rec[0]}" if rec else number


def _unit(entry) -> str:
    c = entry.card
    value = f" ({c.value})" if c.value is not None else ""
    return f"{c.number} {c.name}{value}"


def alt_text(view: PBView) -> str:
    names = names_of(view)
    parts: list[tuple[int, str]] = []

    class _Parts:
        def append(self, text: str, rank: int = 5) -> None:
            parts.append((rank, text))

    add = _Parts()
    kind = "campaign card table" if view.mode == "campaign" else "card table"
    add.append(
        f"Pegasus Bridge {kind}. Scenario {view.scenario} {view.scenario_name}; {_phase_tail(view.phase_label)}.", 0
    )
    if view.outcome:
        winners = " and ".join(SIDE_NAME.get(s, s) for s in view.winners) or "Nobody"
        add.append(f"Game over: {winners} win. {view.outcome}", 0)
    if view.waiting_for:
        add.append(
            "Waiting for "
            + ", ".join(f"{SIDE_NAME.get(w.seat, w.seat)} ({WAIT_KIND.get(w.kind, w.kind)})" for w in view.waiting_for)
            + ".",
            1,
        )
    for f in view.fronts:
        t = f.terrain
        size = "no Assault" if t.size is None else f"size {t.size}"
        text = (
            f"Terrain {t.number} {t.name}: {size}, draws British {t.draw_british}/German {t.draw_german}, "
            f"German Units {f.units_played} of {f.limit}"
        )
        if f.closed:
            text += f", won by the {SIDE_NAME.get(f.closed, f.closed)}"
        add.append(text + ".", 2)
        gone = [e for e in f.table if e.played_as == "unit" and e.state == "destroyed"]
        if gone:
            add.append("Destroyed: " + ", ".join(_unit(e) for e in gone) + ".", 4)
        if f.fight is not None:
            fight = f.fight
            g = next((e for e in f.table if e.card.number == fight.german and e.played_as == "unit"), None)
            b = next(
                (e for e in f.table if fight.british and e.card.number == fight.british and e.played_as == "unit"), None
            )
            line = f"Fight: German {_unit(g) if g else fight.german} at {fight.german_value}"
            if fight.british_value is not None:
                line += f" against British {_unit(b) if b else fight.british} at {fight.british_value}"
            line += f"; {TURN_NAME.get(fight.turn, fight.turn)}."
            add.append(line, 1)
            cas = [e for e in f.table if e.played_as != "unit"]
            if cas:
                add.append(
                    "Combat Actions: "
                    + ", ".join(f"{SIDE_NAME[e.side]} {e.card.number} {e.card.name}" for e in cas)
                    + ".",
                    6,
                )
    shown = {f.terrain.number for f in view.fronts}
    for t in view.terrain:
        if t.number not in shown:
            size = "no Assault" if t.size is None else f"size {t.size}"
            add.append(f"Terrain {t.number} {t.name}: {size}, draws British {t.draw_british}/German {t.draw_german}.")
    if view.revealed:
        add.append("Revealed to choose from: " + ", ".join(f"{t.number} {t.name}" for t in view.revealed) + ".")
    if view.stack:
        add.append(
            "Waiting for an answer: "
            + ", ".join(f"{SIDE_NAME[e.side]} {e.card.number} {e.card.name}" for e in view.stack)
            + "."
        )
    obj = []
    if view.strength_points is not None:
        obj.append(f"British Strength Points {view.strength_points}")
    if view.turn_token:
        obj.append(f"Turn token {SIDE_NAME[view.turn_token]}")
    if view.bridges_taken:
        obj.append("bridges taken: " + ", ".join(_label(names, n) for n in view.bridges_taken))
    if view.ranville_face:
        obj.append(f"Ranville card shows {_label(names, view.ranville_face)}")
    if view.guns_destroyed is not None:
        obj.append(f"guns destroyed {view.guns_destroyed} of 3")
    if view.dives_piles:
        b = [x for x in view.sides["british"].objectives if x in ("1028", "1030", "1031", "1032")]
        g = [x for x in view.sides["german"].objectives if x in ("1028", "1030", "1031", "1032")]
        obj.append(f"bridges destroyed {len(b)} (British needs 3), protected {len(g)} (German needs 2)")
    if view.campaign is not None:
        obj.append(f"campaign Victory Points so far {view.campaign.vp_so_far}")
    if obj:
        add.append(obj[0][0].upper() + "; ".join(obj)[1:] + ".", 2)
    for side in ("british", "german"):
        s = view.sides[side]
        toks = ", ".join(count(n, f"{k} token") for k, n in s.tokens.items()) or "no tokens"
        heroic = f" ({s.heroic_in_hand} heroic)" if s.heroic_in_hand else ""
        add.append(
            f"{SIDE_NAME[side]}: hand {s.hand}{heroic}, draw pile {s.draw_pile}, discard {s.discard_pile}, "
            f"{toks}, {s.heroic_available} heroic to choose.",
            3,
        )
    add.append(f"Reserve {count(view.reserve, 'token')}.", 7)
    keep: set[int] = set()
    used = -1
    for index in sorted(range(len(parts)), key=lambda i: (parts[i][0], i)):
        size = len(parts[index][1]) + 1
        if used + size <= LIMIT:
            keep.add(index)
            used += size
    return " ".join(p[1] for i, p in enumerate(parts) if i in keep)[:LIMIT]
