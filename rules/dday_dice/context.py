"""The working context of one ``apply`` or read: the state being built, the game's data, the campaign's rules and the
events so far.

Rule files take a :class:`Working` (by convention named ``g``; the core's context, :mod:`rules.core.working`), read the
state ``g.s`` and replace it (states are frozen), read the game's data ``g.d``, ask a campaign through ``g.campaign``
(the :class:`~rules.dday_dice.hooks.CampaignRules` the engine hands every context it makes: Overlord's), and log
events with :meth:`Working.emit`; ``g.unit(seat)`` reads a Unit and ``g.update(seat, field=...)`` replaces it.
Nothing here knows a rule.
"""

from __future__ import annotations

from typing import Any

from rules.core.errors import IllegalActionError, RuleError
from rules.core.memo import IdentityMemo
from rules.core.words import PLURAL
from rules.core.working import Working as CoreWorking
from rules.dday_dice.hooks import CampaignRules
from rules.dday_dice.maps import neighbours
from rules.dday_dice.overrides import DiceData
from rules.dday_dice.state import GERMAN, PHASE_NAMES, DDState, Unit, old_words
from rules.dday_dice.why import as_argument


class Working(CoreWorking[DDState]):
    """One ``apply`` of D-Day Dice at work (:class:`rules.core.working.Working`: the state being built, the events,
    ``emit``, ``roll``), with the game's data ``d`` and the rules ``campaign`` of the campaign hooks (the engine's,
    :meth:`rules.dday_dice.engine.DDiceEngine.working`; a game without a campaign asks them too, and they do
    nothing then); ``counted(n, "Soldier")`` writes a number with its noun ("1 Soldier", "2 Soldiers"), or the words
    a game begun under dday-dice/1 was logged with (:func:`~rules.dday_dice.state.old_words`, the one switch)."""

    __slots__ = ("d", "campaign")

    def __init__(self, s: DDState, d: DiceData, campaign: CampaignRules) -> None:
        super().__init__(s, old_words(s))
        self.d = d
        self.campaign = campaign

    # -- logging ----------------------------------------------------------------------------

    def phase(self) -> str:
        return PHASE_NAMES.get(self.s.phase, "")

    def arguments(self, args: dict[str, Any]) -> dict[str, Any]:
        """Events name their messages in ``i18n/locales/*/dice.ftl``; a Why or a Unit goes in as plain values."""
        return {name: as_argument(value) for name, value in args.items()}

    def who(self, seat: str) -> dict[str, str]:
        """A Unit (or the German seat) as a message's argument: said by its name in the reader's language."""
        if seat == GERMAN:
            return {"seat": GERMAN}
        return {"seat": seat, "nation": self.s.unit(seat).nation}

    def res(self, n: int, what: str) -> str:
        """``n`` of a resource (``soldiers``, ``courage``, ``stars``, ``ip``): "1 Soldier", "3 Item Points", "2
        Courage"; the old words wrote the plural whatever the number ("1 Stars")."""
        one, other = RESOURCE_NOUNS[what]
        return self.counted(n, one, other, was=PLURAL)

    # -- units ----------------------------------------------------------------------------

    def unit(self, seat: str) -> Unit:
        return self.s.unit(seat)

    def put(self, u: Unit) -> Unit:
        self.s = self.s.with_unit(u)
        return u

    def update(self, seat: str, **changes: Any) -> Unit:
        return self.put(self.s.unit(seat).model_copy(update=changes))

    def flags(self, seat: str, **changes: Any) -> Unit:
        u = self.s.unit(seat)
        return self.put(u.model_copy(update={"flags": u.flags.model_copy(update=changes)}))

    def name(self, seat: str) -> str:
        if seat == GERMAN:
            return "The German player"
        return unit_name(self.s.unit(seat), self.d)

    def active(self) -> list[Unit]:
        return [u for u in self.s.units if u.status == "active"]

    def sector(self, u: Unit):
        return self.map.sector(u.sector)

    @property
    def map(self):
        return current_map(self.s, self.d, self.campaign)


TEAM_NAMES = {"1": "Able", "2": "Baker", "3": "Charlie"}
RESOURCE_NOUNS = {"soldiers": ("Soldier", "Soldiers"), "courage": ("Courage", "Courage"), "stars": ("Star", "Stars"),
                  "ip": ("Item Point", "Item Points")}
"""Each resource's noun, singular and plural (Courage has no plural)."""
WAITING_PHASES = (1, 2, 4, 5)
"""Phases that wait for the Units' decisions; 3 and 6 resolve by themselves."""


def waiting(g: Working) -> list[str]:
    """Seats the rules wait for now, in seat order (the German player last)."""
    if g.s.outcome is not None or g.s.phase not in WAITING_PHASES:
        return []
    if g.s.german is not None:
        return german_waiting(g)
    return [u.seat for u in g.s.units
            if (u.status == "active" and (not u.done or u.owed)) or (u.status == "down" and g.s.phase == 1)]


def final_bunker(g: Working, sid: str) -> bool:
    """A Bunker no line leads on from (a Bunker in the middle of a map is not the Final Bunker)."""
    m = g.map
    here = m.sector(sid)
    return here.bunker and not any(m.sector(n).row > here.row for n, _ in neighbours(m, sid))


def assault_chooser(g: Working) -> str | None:
    """Atlantikwall: the Unit that orders the Phase 7 Assaults, when several Units wait in Final Bunkers."""
    gs = g.s.german
    if gs is None or g.s.phase != 5 or gs.assault_order:
        return None
    inside = [u.seat for u in g.active() if final_bunker(g, u.sector)]
    if len(inside) < 2 or any(not u.done or u.owed for u in g.active()):
        return None
    return inside[0]


def german_waiting(g: Working) -> list[str]:
    """Atlantikwall: Units with a phase to finish or a loss to pick, the Assault order, then the German."""
    gs = g.s.german
    out = [] if gs.solo else [u.seat for u in g.s.units if u.status == "active" and (u.owed or not u.done)]
    chooser = assault_chooser(g)
    if chooser is not None and not out:
        out.append(chooser)
    if gs.pending or not gs.done:
        out.append(GERMAN)
    return out


def current_map(s: DDState, d: DiceData, campaign: CampaignRules):
    """The Battle Map played: the game's board, or the current Raid's row of boards in a campaign (``campaign``'s)."""
    c = s.campaign
    if c is None:
        return d.maps[s.map_id]
    return _BOARDS.get(_board, c, d, campaign)


_BOARDS: IdentityMemo[Any] = IdentityMemo(64)
""":func:`current_map`'s answers in a campaign, by the (frozen) campaign state, the data and the campaign's rules:
every step of a Raid asks for its map, and a state copied for a step keeps its campaign state unless the campaign
changed."""


def _board(c: Any, d: DiceData, campaign: CampaignRules) -> Any:
    return campaign.board(d, c)


def unit_name(u: Unit, d: DiceData) -> str:
    """``"Unit 1 (U.S.)"``; in a campaign ``"Team Able, Unit 2 (U.S.)"``."""
    if not u.seat.startswith("unit"):
        return f"Team {TEAM_NAMES[u.seat[1]]}, Unit {u.seat[3:]} ({d.nations[u.nation].name})"
    return f"Unit {u.seat[4:]} ({d.nations[u.nation].name})"


def refuse(text: str, why: str, rule: str | None = None, *, key: str = "",
           args: dict[str, Any] | None = None) -> IllegalActionError:
    """The refusal of action ``text``: "'TEXT' refused: WHY". ``key``/``args`` name the message of ``why`` in the
    catalogues (``dice-no-...``); the whole sentence is ``dice-refused``, with the action as typed and ``why`` as a
    message inside it (:func:`said`)."""
    params = {"text": text, "why": said(key, args)} if key else None
    return IllegalActionError(f"'{text}' refused: {why}", rule=rule, key="dice-refused" if key else "", params=params)


def said(key: str, args: dict[str, Any] | None = None) -> dict[str, Any]:
    """A message as another message's argument (``{"key", "args"}``): the words are chosen where it is shown
    (``i18n/dice.py``), so a reason or a refusal inside a sentence speaks the reader's language too; a reason that
    names its own message (:class:`~rules.dday_dice.why.Why`, e.g. a Raid's rule keeping a Unit out) goes in by it."""
    return {"key": key, "args": {name: as_argument(value) for name, value in (args or {}).items()}}


def reason(err: RuleError) -> Any:
    """A refusal as a message's argument: its message (:func:`said`) when it has one, else its English words."""
    return said(err.key, err.params) if err.key else err.message


def passive(g: Working, u: Unit, field: str) -> int:
    """The total of an effect primitive over the Unit's Specialists and Vehicle (passive abilities)."""
    total = 0
    for sid in u.specialists:
        total += int(getattr(g.d.specialists[sid].effect, field))
    if u.vehicle is not None:
        total += int(getattr(g.d.vehicles[u.vehicle].effect, field))
    return total
