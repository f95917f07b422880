"""The decisions the rules wait for: a typed, frozen :data:`Decision` union, one model per kind.

``state.pending`` holds one of these (``None`` while the rules run by themselves or once the game is over). A
decision is never changed in place: the handler of its kind records progress (units moved so far, hits still to
assign, seats done) by storing a new one, made with :meth:`rules.core.decision.Decision.evolve` (and
:meth:`~rules.core.decision.Decision.without` to drop a field), so a state's copies share it safely and copying
a state costs nothing for it.

The state's JSON form is the one it always was: the fields given when the decision was made or set since, in the
order declared here, the others left out (``then``, ``zones``, ``joint``, ``out``…; see :func:`stored`), so a
saved state or an export of an earlier game loads into the model its ``kind`` names.

Common fields: ``seat`` is who the decision belongs to (``allies`` for the Allies as a whole), ``seats`` the seats
still to act on it, and ``joint`` the three-player game's proposal between the U.K. and U.S. players (see
:mod:`.decisions`).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field

from rules.core.decision import Decision as CoreDecision


class _Stored(BaseModel):
    """Frozen; its stored form (:func:`stored`) holds only the fields that were given or set."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class _Model(_Stored):
    """A part of a decision (a proposal, a group of hits)."""


class _Decision(CoreDecision, _Stored):
    """A decision: its ``kind`` is always given (the union is told apart by it)."""


class Joint(_Model):
    """Three-player game: one Allied player's proposal for a decision of the Allies."""

    proposal: tuple[str, str]
    """``[proposing seat, action text]``."""
    refused: str | None = None
    """The seat that refused it (then the Axis decides), or ``None`` while it waits for confirmation."""
    counter: str | None = None
    """What the refusing player would rather have done, if they said."""


class HitGroup(_Model):
    """``n`` hits that one seat assigns among ``pool`` (``{location: {unit key: count}}``)."""

    n: int = Field(ge=1)
    pool: dict[str, dict[str, int]]


class HitStep(_Model):
    """A later step of hits, fired when the earlier ones are assigned, on the units then at ``locs``."""

    seat: str
    n: int = Field(ge=1)
    locs: tuple[str, ...]
    keys: tuple[str, ...]
    """The unit keys that may be hit."""
    label: str | None = None
    """Where the hits come from, for the line that says when some find no target."""


class Hits(_Decision):
    """Assign hits (``hits <location>: <units>``): casualties of the owner, or targets of the shooter."""

    kind: Literal["hits"]
    ctx: str
    """Which card scored the hits (``combat``, ``bomber``, ``f07``, ``t11``…): rule cited, what follows."""
    need: dict[str, tuple[HitGroup, ...]]
    """Per seat, the groups of hits it still has to assign."""
    pick: dict[str, Literal["cheap", "value"]]
    """Per seat, whether it picks its own losses (cheapest first) or targets (most valuable first)."""
    then: tuple[HitStep, ...] | None = None
    zones: tuple[str, ...] | None = None
    """Combat: the zones fought in (their control is reported afterwards)."""
    joint: Joint | None = None


class Move(_Decision):
    """Order cards 08 and 12: move land units (``move …``) until ``done``."""

    kind: Literal["move"]
    seat: str
    side: Literal["axis", "allies"]
    moved: dict[str, dict[str, int]]
    """Units that arrived in each zone this card (they may not move again)."""
    paths: tuple[str, ...]
    """Every move made, ``"key|n|from,[via,]to"`` (German moves are strafed at the end)."""
    out: dict[str, tuple[str, ...]] | None = None
    """Fortune 08/12 "6": zones each power (the whole Axis) has moved out of."""
    out_limit: int | None = Field(default=None, ge=1)
    """Fortune 08/12 "6": how many zones each may move out of."""
    seats: tuple[str, ...]
    joint: Joint | None = None


class Land(_Decision):
    """Order card 10: land units from the beachhead boxes (``land …``) until ``done``."""

    kind: Literal["land"]
    seat: str
    out: dict[str, tuple[str, ...]] | None = None
    """Fortune 10 "6": the box each power has landed from."""
    out_limit: int | None = Field(default=None, ge=1)
    seats: tuple[str, ...]
    joint: Joint | None = None


class Place(_Decision):
    """Order cards 14 and 15: place reinforcements (``place <chart> <n> in <location>``)."""

    kind: Literal["place"]
    seat: str
    seats: tuple[str, ...]
    avail: dict[str, int]
    """Per chart, how many more of its next units may come in this turn."""
    placed: dict[str, dict[str, int]]
    """What was placed where (German arrivals are strafed at the end)."""
    joint: Joint | None = None


class Reroll(_Decision):
    """Fortune 14/15 "1": each power (sector) may roll one die of its reinforcement roll again."""

    kind: Literal["reroll"]
    seat: str
    seats: tuple[str, ...]
    rolls: dict[str, tuple[int, ...]]
    """Per chart, its two dice."""
    done: tuple[str, ...]
    """Charts already rerolled (or kept)."""
    fortune: bool
    joint: Joint | None = None


class Tactic(_Decision):
    """Tactics card ``card``: use it or pass (``tactic use`` / ``tactic pass``)."""

    kind: Literal["tactic"]
    card: int = Field(ge=1, le=16)
    seat: str
    seats: tuple[str, ...]
    joint: Joint | None = None


class Choose(_Decision):
    """A fortune or tactics card asks for one of ``choices`` (``choose …``)."""

    kind: Literal["choose"]
    what: str
    """Which choice (``shortage``, ``revive``, ``attack``, ``axis_attack``, ``barnstorm``, ``flood``, ``build``)."""
    seat: str
    seats: tuple[str, ...]
    fortune: bool | None = None
    """Set for fortune cards (their ``fortune`` standing order may answer)."""
    choices: tuple[str, ...] = Field(min_length=1)
    typ: Literal["bomber", "fighter"] | None = None
    """Fortune 07/16 "1": the kind of aircraft that comes back."""
    joint: Joint | None = None


class Recon(_Decision):
    """Tactics 14: move patrolling fighters to one zone with a German reinforcement marker."""

    kind: Literal["recon"]
    seat: str
    seats: tuple[str, ...]
    zone: str | None
    """The zone the first fighter moved to (all go there), ``None`` before."""
    joint: Joint | None = None


class Turn(_Decision):
    """A decision whose only data is who acts: patrol (03), bomb (05), split (02), rearrange (tactics 09),
    convoy (tactics 15)."""

    kind: Literal["patrol", "bomb", "split", "rearrange", "convoy"]
    seat: str
    seats: tuple[str, ...]
    joint: Joint | None = None


Decision = Annotated[Union[Hits, Move, Land, Place, Reroll, Tactic, Choose, Recon, Turn], Field(discriminator="kind")]
"""Any pending decision, told apart by its ``kind`` (how the state's JSON is read back)."""

MODELS: dict[str, type[_Decision]] = {
    "hits": Hits, "move": Move, "land": Land, "place": Place, "reroll": Reroll, "tactic": Tactic,
    "choose": Choose, "recon": Recon,
    "patrol": Turn, "bomb": Turn, "split": Turn, "rearrange": Turn, "convoy": Turn,
}


def make(kind: str, **fields: Any) -> Any:
    """A new pending decision of ``kind``, checked against its model (a missing or misspelt field fails at once)."""
    return MODELS[kind](kind=kind, **fields)


def hit_groups(need: dict[str, list[dict[str, Any]]]) -> dict[str, tuple[HitGroup, ...]]:
    """The groups :func:`.hits.queue_hits` gathered (``{"n", "pool"}`` per group), as the decision holds them."""
    return {seat: tuple(HitGroup(n=g["n"], pool=g["pool"]) for g in groups) for seat, groups in need.items()}


def stored(p: _Decision, mode: str = "python") -> dict[str, Any]:
    """``p`` as the state holds it: the fields given or set (``exclude_unset`` at every level), in the order
    declared, as the state's dict held them before the decisions were typed."""
    return p.model_dump(mode=mode, exclude_unset=True)
