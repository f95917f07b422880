"""The decisions the rules wait for: one small frozen model per kind (what is asked, of whom, with which limits).

``state.pending`` stays a plain dict in the state (it is copied on every
action and serialised as it always was, so old exports still verify); these
models are its schema. Every pending decision is made through
:func:`make`, so a missing or misspelt field fails at once, and a loaded state
is checked against them (:func:`check`). The dict has exactly the fields given
to the model, in the order declared here.

While a decision is open its working dict is updated in place by the handler
of that kind (units moved so far, hits still to assign, seats done); the
fields below say what each holds.

Common fields: ``seat`` is who the decision belongs to (``allies`` for the
Allies as a whole), ``seats`` the seats still to act on it, and ``joint`` the
three-player game's proposal between the U.K. and U.S. players (see
:mod:`.decisions`).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    def as_dict(self) -> dict[str, Any]:
        """The state's form: the fields given, in declaration order, as plain containers."""
        return self.model_dump(exclude_unset=True)


class Joint(_Model):
    """Three-player game: one Allied player's proposal for a decision of the Allies."""

    proposal: list[str] = Field(min_length=2, max_length=2)
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
    locs: list[str]
    keys: list[str]
    """The unit keys that may be hit."""
    label: str | None = None
    """Where the hits come from, for the line that says when some find no target."""


class Hits(_Model):
    """Assign hits (``hits <location>: <units>``): casualties of the owner, or targets of the shooter."""

    kind: Literal["hits"]
    ctx: str
    """Which card scored the hits (``combat``, ``bomber``, ``f07``, ``t11``…): rule cited, what follows."""
    need: dict[str, list[HitGroup]]
    """Per seat, the groups of hits it still has to assign."""
    pick: dict[str, Literal["cheap", "value"]]
    """Per seat, whether it picks its own losses (cheapest first) or targets (most valuable first)."""
    then: list[HitStep] | None = None
    zones: list[str] | None = None
    """Combat: the zones fought in (their control is reported afterwards)."""
    joint: Joint | None = None


class Move(_Model):
    """Order cards 08 and 12: move land units (``move …``) until ``done``."""

    kind: Literal["move"]
    seat: str
    side: Literal["axis", "allies"]
    moved: dict[str, dict[str, int]]
    """Units that arrived in each zone this card (they may not move again)."""
    paths: list[str]
    """Every move made, ``"key|n|from,[via,]to"`` (German moves are strafed at the end)."""
    out: dict[str, list[str]] | None = None
    """Fortune 08/12 "6": zones each power (the whole Axis) has moved out of."""
    out_limit: int | None = Field(default=None, ge=1)
    """Fortune 08/12 "6": how many zones each may move out of."""
    seats: list[str]
    joint: Joint | None = None


class Land(_Model):
    """Order card 10: land units from the beachhead boxes (``land …``) until ``done``."""

    kind: Literal["land"]
    seat: str
    out: dict[str, list[str]] | None = None
    """Fortune 10 "6": the box each power has landed from."""
    out_limit: int | None = Field(default=None, ge=1)
    seats: list[str]
    joint: Joint | None = None


class Place(_Model):
    """Order cards 14 and 15: place reinforcements (``place <chart> <n> in <location>``)."""

    kind: Literal["place"]
    seat: str
    seats: list[str]
    avail: dict[str, int]
    """Per chart, how many more of its next units may come in this turn."""
    placed: dict[str, dict[str, int]]
    """What was placed where (German arrivals are strafed at the end)."""
    joint: Joint | None = None


class Reroll(_Model):
    """Fortune 14/15 "1": each power (sector) may roll one die of its reinforcement roll again."""

    kind: Literal["reroll"]
    seat: str
    seats: list[str]
    rolls: dict[str, list[int]]
    """Per chart, its two dice."""
    done: list[str]
    """Charts already rerolled (or kept)."""
    fortune: bool
    joint: Joint | None = None


class Tactic(_Model):
    """Tactics card ``card``: use it or pass (``tactic use`` / ``tactic pass``)."""

    kind: Literal["tactic"]
    card: int = Field(ge=1, le=16)
    seat: str
    seats: list[str]
    joint: Joint | None = None


class Choose(_Model):
    """A fortune or tactics card asks for one of ``choices`` (``choose …``)."""

    kind: Literal["choose"]
    what: str
    """Which choice (``shortage``, ``revive``, ``attack``, ``axis_attack``, ``barnstorm``, ``flood``, ``build``)."""
    seat: str
    seats: list[str]
    fortune: bool | None = None
    """Set for fortune cards (their ``fortune`` standing order may answer)."""
    choices: list[str] = Field(min_length=1)
    typ: Literal["bomber", "fighter"] | None = None
    """Fortune 07/16 "1": the kind of aircraft that comes back."""
    joint: Joint | None = None


class Recon(_Model):
    """Tactics 14: move patrolling fighters to one zone with a German reinforcement marker."""

    kind: Literal["recon"]
    seat: str
    seats: list[str]
    zone: str | None
    """The zone the first fighter moved to (all go there), ``None`` before."""
    joint: Joint | None = None


class Turn(_Model):
    """A decision whose only data is who acts: patrol (03), bomb (05), split (02), rearrange (tactics 09),
    convoy (tactics 15)."""

    kind: Literal["patrol", "bomb", "split", "rearrange", "convoy"]
    seat: str
    seats: list[str]
    joint: Joint | None = None


MODELS: dict[str, type[_Model]] = {
    "hits": Hits, "move": Move, "land": Land, "place": Place, "reroll": Reroll, "tactic": Tactic,
    "choose": Choose, "recon": Recon,
    "patrol": Turn, "bomb": Turn, "split": Turn, "rearrange": Turn, "convoy": Turn,
}


def make(kind: str, **fields: Any) -> dict[str, Any]:
    """A new pending decision of ``kind``, checked against its model, in the state's dict form."""
    return MODELS[kind](kind=kind, **fields).as_dict()


def check(p: dict[str, Any]) -> None:
    """Raise ``ValueError`` unless ``p`` is a valid pending decision (used when a state is loaded)."""
    model = MODELS.get(p.get("kind"))  # type: ignore[arg-type]
    if model is None:
        raise ValueError(f"unknown pending decision kind {p.get('kind')!r}")
    model.model_validate(p)
