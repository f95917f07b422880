"""The Opération Commando: Pegasus Bridge engine (the ``GameEngine`` contract).

Seats ``british`` and ``german``; option ``scenario`` = ``1a`` | ``1b`` | ``2`` |
``3`` | ``campaign`` (default ``1a``; upper case is accepted too, the service
lower-cases option values). Standing setting, any time, either seat:
``respond always`` (default) / ``respond never`` (see :data:`SETTING_HELP`).

Extra public helpers: :meth:`PegasusEngine.legal` (actions as values),
:meth:`PegasusEngine.public_text` / :meth:`PegasusEngine.is_private` (the one
action whose text is secret: an explicit scenario 3 ``build piles ...``),
:func:`placeholder_notice` (start-message sentence) and
``cards.uses_placeholders(scenario)``.

Rule interpretations (the rulebook is silent or ambiguous; section in brackets)
-----------------------------------------------------------------------------

1. Cancellation windows [Clarifications: Cancellation cards]. After every card
   a player plays, before it takes effect, his opponent may answer. Whether the
   engine asks depends only on public facts: the opponent's standing setting
   (``always``: asked; ``never``: never asked and can never cancel), whether his
   hand is empty, whether the card is heroic (heroic cards cannot be cancelled),
   and whether *any* card of the opponent's deck for this scenario could answer
   that kind of card. It never depends on what the opponent actually holds.
   Cancellation cards are played only in these windows. A cancellation may be
   cancelled in turn; once the top answer resolves, the card below resolves
   without a second window.
2. Card choices (Attaque éclair, Sie Kommen!, Trousse de soins, Défense
   coordonnée) are made after the window [Interactions Between Certain Cards].
3. German initiative [Clarifications]: after each German Unit the German gets a
   raise turn ("pass" hands over) before the British plays his Unit.
4. Raises [Course of an Assault]: the raising player acts until he says ``pass``;
   the turn then goes to the opponent only if the passing player is ahead
   (British: ≥, German: >); otherwise his Unit is destroyed. A player with no
   card in hand and no usable token passes automatically (public facts).
5. Grenade fumigène / Tranchée [Clarifications]: playable in a raise turn like
   any Combat Action, in answer to each other, and when a German Unit is
   destroyed: the British first (only with ``respond always``, and only while
   the German may still play a Unit), then the German as part of his decision
   to play another Unit; the German may play Tranchée there even when the
   limit is reached.
6. Bridges that do not end the Assault (1A/1B Bénouville, Pegasus Bridge)
   [Scenario 1A: The Bénouville Bridge]: a German Unit that destroys a British
   Unit (or is "absorbed" by a Strength Point) has fought and is done; the
   German then plays his next Unit (if the limit allows). The British takes the
   bridge once the German can or will play no more Units, with ≥1 PE left.
7. Scenario 1B bridges: the German places a Unit on Bénouville then on
   Ranville (each followed by his initiative), the British answers on each, then
   the fights are resolved in that order; a new round starts once both fights
   are over. The Ranville result applies at once: Horsa Bridge face (British
   took it) -1, Ranville face (German held it, or it was never assaulted
   because of a retreat) +1 German Unit on Bénouville and later on Pegasus
   Bridge. On Ranville the British may answer ``no unit``: the German holds
   it, as if the British Unit had been destroyed (no Strength Point lost).
   A retreat on the bridges gives up Bénouville, so the game (unless
   Bénouville was already taken: then it gives up Ranville and costs 1 PE).
8. Tactical retreat [Tactical Retreat]: the British may retreat whenever he is
   asked to act during an Assault; in scenario 2 the German gets tokens but no
   card (the scenario gives the winner no card). In scenario 3 it costs no PE.
9. No Unit played [3 - German Phase]: the British counts as winner (tokens,
   card), and the end of turn (heroic card by Turn token, flip) still happens.
   On "Le posé d'assaut des Horsas" (no Assault) nobody wins; the end of turn
   still happens, and the previous Assault counts as not having taken place.
10. Scenario 2: the Objectives and Battery piles alternate; the Entrance sends
   the next turn back to the Objectives pile whatever the result (British
   choice after a British win). An empty Battery pile sends the turn to the
   Objectives pile. The Unit discarded to re-reveal an Approach Terrain must be
   non-heroic.
11. Scenario 3: the German's pile arrangement is checked when he builds it;
   an arrangement revealing two identical Terrains together is refused (so the
   "skip his phase" penalty never arises). Le pont de Robehomme, if revealed
   and not chosen, goes to the German. Piles are chosen by position (1-3); the
   bridges' places are shuffled when the piles are built.
12. Campaign: the three scenarios run back to back in one game (1B, 2, 3). A
   blue token may not go on a Terrain without Assault; it is never placed on a
   bridge turn of 1B (no Progression Phase) but may go on the scenario 2
   Approach Terrain. If a scenario ends during an Assault on a Terrain carrying
   a blue token (last Strength Point lost), that Assault counts as won by the
   German.
13. Random choices by the rules (the British picking a pile "at random", ``take
   heroic`` without a letter, ``build piles random``) use the shuffle dice.
   Heroic cards are chosen by a secret letter (``take heroic B``; each seat's
   view lists its letters, shuffled per scenario), because the service shows
   action texts to everyone; ``take heroic 1401`` is refused with the letter
   to use instead.
14. Token tosses use the scripted dice: a die of 2 is the "+1"/"success" face,
   1 the "failure" face. Shuffles use a second, unscripted stream derived from
   the seed, so a test script only drives tosses (token, Fate, Turn token).
15. Special tokens: yellow +3 tokens given by a regular card (Mortier) count as
   normal tokens against the Auto-mitrailleuse; those from heroic cards, and
   Thornton tokens, may be used against it. Used special tokens go back next to
   the Reserve.

Not implemented (refused, never silently ignored): nothing in the rulebook's
rules; card effects beyond the primitives of ``cards.py`` cannot be expressed
in the card file, so an override asking for one fails validation.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from typing import Any

from rules.core.contract import Choice, Event, GameSpec, OptionSpec, Outcome, Prompt, Step
from rules.core.dice import Dice
from rules.core.engine import GameEngine, refuse_text
from rules.core.errors import (
    GameOverError,
    IllegalActionError,
    InvalidActionError,
    InvalidOptionError,
    NotYourTurnError,
)
from rules.pegasus_bridge import moves
from rules.pegasus_bridge import scenario as SC
from rules.pegasus_bridge.act import perform
from rules.pegasus_bridge.actions import ACTION_TYPES, Action, BuildPiles, ChooseTerrain, Play, Redraw, Reserve, Setting
from rules.pegasus_bridge.cards import CardTable, load_table, table_from_state, uses_placeholders
from rules.pegasus_bridge.common import NAMES, PHASE_NAMES, PHASE_NUMBER, msg
from rules.pegasus_bridge.flow import Game
from rules.pegasus_bridge.notation import format_action, parse_action
from rules.pegasus_bridge.pending import (
    BuildDecision,
    CardChoiceDecision,
    DestroyedDecision,
    HeroicDecision,
    RaiseDecision,
    RespondDecision,
)
from rules.pegasus_bridge.piles import check_build
from rules.pegasus_bridge.scenario_end import ending_words
from rules.pegasus_bridge.state import REPLAYS, RULESET, SEATS, PBState
from rules.pegasus_bridge.view import PBView, build_view

SETTING_HELP = (
    "Cancellation window: 'respond always' (default) asks you after every card your opponent plays that one of your "
    "cards could cancel or answer, whether or not you hold such a card, so your opponent learns nothing from the "
    "pause; it costs a reply each time. 'respond never' skips those windows: play is faster, but you can never "
    "cancel or answer a card. Change it at any time."
)
SETTING_LABELS = {
    "always": "asked after each card you could answer, holding one or not (default)",
    "never": "never asked: faster, but you can never cancel a card",
}
DATA_NOTE = (
    "Card list reconstructed: no public card list exists. Card names and effects the rulebook gives are used; "
    "every other card, and most numbers, values and Terrain draws, are our placeholders (marked 'Placeholder:' or "
    "'inferred'). An owner of the game can enter the printed cards with DDAY_PEGASUS_CARDS."
)

SPEC = GameSpec(
    id="pegasus-bridge",
    name="Opération Commando: Pegasus Bridge",
    aliases=("pegasus", "pb", "operation-commando"),
    dice_sides=2,  # the scripted dice are the combat tokens (2 = success / +1, 1 = failure); shuffles never are
    seats=SEATS,
    seat_names={"british": "British", "german": "German"},
    options=(
        OptionSpec(
            key="scenario",
            values=("1a", "1b", "2", "3", "campaign"),
            default="1a",
            help="The scenario to play: 1A (introductory), 1B, 2, 3, or the Operation Tonga campaign.",
            labels={
                "1a": "1A The Bénouville Bridge (introductory)",
                "1b": "1B Pegasus Bridge",
                "2": "2 Merville Battery",
                "3": "3 Bridges on the Dives",
                "campaign": "Campaign: Operation Tonga (1B, 2 and 3 in a row, scored in Victory Points)",
            },
        ),
    ),
    ruleset_version=RULESET,
    replays=REPLAYS,
    data_provenance=DATA_NOTE,
)


def _deck_seed(seed: int) -> int:
    return int.from_bytes(hashlib.sha256(f"pegasus-deck:{seed}".encode()).digest()[:8], "big")


def placeholder_notice(scenario: str) -> str | None:
    """The start-message sentence when ``scenario`` puts placeholder cards in play, else ``None``."""
    if uses_placeholders(scenario):
        return ("This game uses placeholder cards (our own designs, named 'Placeholder: ...') where the printed card "
                "is unknown.")
    return None


class PegasusEngine(GameEngine):
    spec = SPEC

    # ------------------------------------------------------------------ setup

    def initial_state(
        self,
        seats: Sequence[str],
        options: Mapping[str, str],
        seed: int,
        dice_script: Sequence[int] = (),
        ruleset: str | None = None,
    ) -> tuple[PBState, tuple[Event, ...]]:
        ruleset = ruleset or RULESET
        if ruleset != RULESET and ruleset not in REPLAYS:
            raise InvalidOptionError(f"This engine plays {RULESET} and replays {', '.join(REPLAYS)}, not {ruleset}.",
                                     key="pb-err-ruleset", params={"plays": RULESET, "replays": list(REPLAYS),
                                                                   "ruleset": ruleset})
        if sorted(seats) != sorted(SEATS) or len(seats) != 2:
            raise InvalidOptionError(f"Pegasus Bridge is played by the seats british and german, not {list(seats)}.",
                                     key="pb-err-seats", params={"seats": str(list(seats))})
        for key in options:
            if key != "scenario":
                raise InvalidOptionError(f"Pegasus Bridge has no option '{key}'; its only option is scenario.",
                                         key="pb-err-option", params={"option": key})
        mode = str(options.get("scenario", "1A")).strip().upper()
        if mode == "CAMPAIGN":
            mode = "campaign"
        if mode not in SC.MODES:
            raise InvalidOptionError(
                f"There is no scenario '{options.get('scenario')}'; choose 1A, 1B, 2, 3 or campaign.",
                key="pb-err-scenario", params={"scenario": str(options.get("scenario"))},
            )
        table = load_table()
        scen = SC.CAMPAIGN[0] if mode == "campaign" else mode
        empty: dict[str, list[str]] = {"british": [], "german": []}
        s = PBState(
            ruleset=ruleset, mode=mode, scenario=scen, cards_hash=table.hash, card_overrides=table.overrides,
            draw={k: list(v) for k, v in empty.items()}, hand={k: list(v) for k, v in empty.items()},
            discard={k: list(v) for k, v in empty.items()}, seen={k: list(v) for k, v in empty.items()},
            heroic={k: list(v) for k, v in empty.items()}, removed={k: list(v) for k, v in empty.items()},
            tokens={k: {"normal": 0} for k in SEATS}, reserve=SC.RESERVE, specials={},
            campaign={"stage": 0, "results": []} if mode == "campaign" else None,
            blue={"german": SC.BLUE_TOKENS, "british": 0, "lost": 0, "on": ""} if mode == "campaign" else None,
            dice=Dice(seed=seed, script=tuple(dice_script)), deck_dice=Dice(seed=_deck_seed(seed)),
        )
        g = Game(s, table)
        if table.overrides:
            g.ev("card_overrides", f"Card data overridden locally for {g.counted(len(table.overrides), 'card')}: "
                 + ", ".join(sorted(table.overrides)) + f" (card data {table.hash}).", cards=sorted(table.overrides),
                 key="pb-ev-card-overrides", args={"count": len(table.overrides), "cards": sorted(table.overrides),
                                                   "hash": table.hash})
        g.advance()
        return g.s, tuple(g.events)

    # ------------------------------------------------------------------ reading

    def table(self, state: PBState) -> CardTable:
        return table_from_state(state.cards_hash, state.card_overrides)

    def prompts(self, state: PBState) -> tuple[Prompt, ...]:
        return moves.prompts(state, self.table(state))

    def active_seats(self, state: PBState) -> frozenset[str]:
        """The seats :meth:`prompts` names, without building their choices."""
        return frozenset(state.pending.seats if state.pending and state.outcome is None else ())

    def asked(self, state: PBState) -> tuple[tuple[str, str], ...]:
        """``(seat, kind)`` of each prompt, without building choices."""
        p = state.pending
        if p is None or state.outcome is not None:
            return ()
        return tuple((seat, p.kind) for seat in p.seats)

    def legal(self, state: PBState, seat: str) -> list[Action]:
        return moves.legal(state, self.table(state), seat)

    def options(self, state: PBState, seat: str, partial: str = "") -> list[Choice]:
        t = self.table(state)
        want = " ".join(partial.lower().split())
        out: list[Choice] = []
        slots = Game(state, t).slot_letters(seat) if isinstance(state.pending, HeroicDecision) else {}
        for a in moves.legal(state, t, seat):
            text = format_action(a)
            if text.startswith(want):
                card = slots[a.value] if a.kind == "heroic" and a.value in slots else (
                    a.card if isinstance(a, (Play, ChooseTerrain, Redraw)) and a.card in t else None)
                if card is None:
                    out.append(Choice(value=text, label=text))
                else:
                    out.append(Choice(value=text, label=f"{text} — {t.label(card)}", key="pb-choice-action-card",
                                      args={"text": text, "card": t.label(card)}))
        if want and state.outcome is None:
            for v in ("always", "never"):
                text = f"respond {v}"
                if text.startswith(want) and text not in {c.value for c in out}:
                    out.append(Choice(value=text, label=f"{text} — {SETTING_LABELS[v]}", key=f"pb-choice-respond-{v}",
                                      args={"text": text}))
        return out[:200]

    def field_choices(
        self, state: PBState, seat: str, kind: str, field: str, filled: Mapping[str, str]
    ) -> list[Choice]:
        t = self.table(state)
        acts = moves.legal(state, t, seat)
        vals: list[tuple[str, str, str, dict[str, Any]]] = []
        if kind == "setting":
            return [Choice(value=v, label=v) for v in ("always", "never")]
        p = state.pending
        if kind in ("play", "raise", "respond"):
            plays = [a for a in acts if a.kind == "play"]
            if kind == "raise" and not isinstance(p, RaiseDecision):
                plays = []
            if kind == "respond" and not isinstance(p, RespondDecision):
                plays = []
            if field == "card":
                vals = [(a.card, t.label(a.card), "pb-field-card", {"card": t.label(a.card)}) for a in plays if a.card]
            elif field == "as":
                card = filled.get("card", "").upper()
                vals = [("action" if a.value == "action" else "unit", "as a Combat Action" if a.value == "action"
                         else "normally", "pb-field-as-action" if a.value == "action" else "pb-field-as-unit", {})
                        for a in plays if a.card == card]
            elif field == "with":
                card = filled.get("card", "").upper()
                for a in plays:
                    if a.card == card:
                        vals.extend((u, t.label(u), "pb-field-card", {"card": t.label(u)}) for u in a.cards)
        elif kind == "toss":
            tosses = [a for a in acts if a.kind == "toss"]
            if field == "token":
                vals = [({"normal": "normal", "plus3": "+3", "thornton": "thornton"}[a.value or "normal"],
                         a.value or "normal", f"pb-field-token-{a.value or 'normal'}", {}) for a in tosses]
            elif field == "count":
                vals = [(str(a.n), str(a.n), "", {}) for a in tosses if a.value == "normal"]
        elif kind == "terrain" and field == "terrain":
            vals = [(a.card, t.label(a.card), "pb-field-card", {"card": t.label(a.card)})
                    for a in acts if a.kind == "terrain" and a.card]
        elif kind == "heroic" and field == "card":
            slots = Game(state, t).slot_letters(seat) if seat in SEATS else {}
            vals = [(a.value, f"{a.value} — {t.label(slots[a.value])}", "pb-choice-action-card",
                     {"text": a.value, "card": t.label(slots[a.value])}) for a in acts if a.kind == "heroic" and a.value]
        elif kind == "redraw" and field == "card":
            vals = [(a.card, t.label(a.card), "pb-field-card", {"card": t.label(a.card)})
                    for a in acts if a.kind == "redraw" and a.card]
        elif kind == "reserve" and field in ("unit", "card"):
            for a in acts:
                if a.kind == "reserve":
                    for c in a.cards:
                        if (t[c].type == "unit") == (field == "unit"):
                            vals.append((c, t.label(c), "pb-field-card", {"card": t.label(c)}))
        elif kind == "spend" and field == "count":
            vals = [(str(a.n), str(a.n), "", {}) for a in acts if a.kind == "spend"]
        elif kind == "pile" and field == "position":
            vals = [(str(a.n), f"pile {a.n}", "pb-field-pile", {"n": a.n}) for a in acts if a.kind == "pile"]
        elif kind == "choose" and field == "option" and isinstance(p, CardChoiceDecision):
            r = t[state.choice.card]
            vals = [(o.key, o.label, f"pb-option-{r.number}-{o.key}", {"label": o.label}) for o in r.effect.choice]
        seen: dict[str, tuple[str, str, dict[str, Any]]] = {}
        for v, label, key, args in vals:
            seen.setdefault(v, (label, key, args))
        return [Choice(value=v, label=label, key=key, args=args) for v, (label, key, args) in seen.items()]

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def format_action(self, action: Action) -> str:
        return format_action(action)

    def accepts_out_of_turn(self, state: PBState, action: Any) -> bool:
        return isinstance(action, Setting)

    def public_text(self, action: Action) -> str:
        """The text to show others for ``action``: hides the secret of private choices.

        Heroic cards are taken by secret letters, so their text is safe; an explicit
        ``build piles ...`` (scenario 3) shows the German's arrangement and ``reserve ...`` (1B)
        names the cards set face down for the counter-attack: the service logs this public text
        for others and the exact text privately.
        """
        if isinstance(action, BuildPiles):
            return "build piles"
        if isinstance(action, Reserve) and action.cards:
            # The counter-attack pile is face down: which cards went there is the German's secret.
            return f"reserve {len(action.cards)} card{'s' if len(action.cards) > 1 else ''}"
        return format_action(action)

    def is_private(self, action: Action) -> bool:
        return self.public_text(action) != format_action(action)

    def view(self, state: PBState, seat: str | None) -> PBView:
        if seat is not None and seat not in SEATS:
            seat = None
        return build_view(state, self.table(state), seat, self.phase_label(state), DATA_NOTE)

    def outcome(self, state: PBState) -> Outcome | None:
        if state.outcome is None:
            return None
        return Outcome(winners=state.outcome.winners, reason=state.outcome.reason)

    def start_notes(self, options: Mapping[str, str]) -> list[str]:
        """The start message's notes on data: the card list is reconstructed, and placeholders when in play."""
        scenario = str(options.get("scenario", "1a")).upper()
        notes = [self.spec.data_provenance] if self.spec.data_provenance else []
        scenarios = ("1B", "2", "3") if scenario == "CAMPAIGN" else (scenario,)
        notice = next((n for n in (placeholder_notice(sc) for sc in scenarios) if n), None)
        if notice:
            notes.append(notice)
        return notes

    def phase_label(self, state: PBState) -> str:
        head = f"Scenario {state.scenario}"
        if state.mode == "campaign":
            head = f"Campaign · Scenario {state.scenario}"
        if state.phase == "over":
            return f"{head} · Game over"
        if state.sturn == 0 or state.phase == "setup":
            return f"{head} · Setup"
        return f"{head} · Turn {state.sturn} · {PHASE_NAMES.get(state.phase, state.phase)}"

    def phase_words(self, state: PBState) -> tuple[str, dict[str, Any]]:
        """:meth:`phase_label` as a catalogue message (issue #48): its words are read back by ``i18n/pegasus.py``."""
        return "pb-phase-label", {"phase": self.phase_label(state)}

    def outcome_words(self, state: PBState) -> tuple[str, dict[str, Any]] | None:
        """The outcome's ``reason`` as a catalogue message and its args (issue #48), or ``None`` when unknown."""
        if state.outcome is None:
            return None
        c = state.campaign
        if c is not None and c.total is not None:
            winners = state.outcome.winners
            band = "german" if winners == ("german",) else "british" if winners == ("british",) else "even"
            return "pb-ev-campaign-over", {"total": c.total, "blue": state.blue.british if state.blue else 0,
                                           "band": band}
        return ending_words(state.outcome.reason)

    def phase_key(self, state: PBState) -> tuple[int, int]:
        return (state.turn, PHASE_NUMBER.get(state.phase, 0))

    def dump_state(self, state: PBState) -> str:
        return state.model_dump_json()

    def load_state(self, text: str) -> PBState:
        s = PBState.model_validate_json(text)
        self.table(s)  # the card data must match the game's
        return s

    # ------------------------------------------------------------------ acting

    def apply(self, state: PBState, seat: str, action: Action) -> Step:
        refuse_text(self, action)
        if not isinstance(action, ACTION_TYPES):
            raise InvalidActionError(f"Could not read {action!r}: not a Pegasus Bridge action.",
                                     key="pb-err-not-action", params={"action": repr(action)})
        if seat not in SEATS:
            raise NotYourTurnError(f"'{seat}' is not a seat of this game (british, german).", key="pb-err-not-seat",
                                   params={"seat": seat})
        if state.outcome is not None:
            raise GameOverError("The game is over; nothing more can be played.", key="pb-err-over")
        t = self.table(state)
        text = format_action(action)
        if isinstance(action, Setting):
            return self._setting(state, t, seat, action)
        p = state.pending
        if p is None or seat not in p.seats:
            asked = p.seats if p is not None else ()
            waiting = ", ".join(NAMES[x] for x in asked) or "nobody"
            raise NotYourTurnError(f"It is not the {NAMES[seat]}'s decision now; waiting for: {waiting}.",
                                   key="pb-err-not-yours",
                                   params={"seat": seat, "waiting": [msg("pb-side", side=x) for x in asked]
                                           or msg("pb-nobody")})
        legal = moves.legal(state, t, seat)
        if isinstance(action, BuildPiles) and action.piles and isinstance(p, BuildDecision):
            check_build(state, action)
        elif action not in legal:
            why, rule, why_words = moves.explain(state, t, seat, action, legal, text)
            raise IllegalActionError(f"'{text}' refused: {why}", rule=rule, key="pb-err-refused",
                                     params={"text": text, "why": why_words})
        g = Game(state, t)
        perform(g, seat, action)
        g.advance()
        return Step(state=g.s, events=tuple(g.events))

    def _setting(self, state: PBState, t: CardTable, seat: str, action: Setting) -> Step:
        g = Game(state, t)
        g.replace(settings={**state.settings, seat: action.value or "always"})
        g.ev("setting", f"Your cancellation window setting is now '{action.value}'.", seat=seat, value=action.value,
             key="pb-ev-setting", args={"value": str(action.value)})
        p = state.pending
        if isinstance(p, RespondDecision) and seat in p.seats and action.value == "never":
            g.ev("stand", f"The {NAMES[seat]} let {t.label(g.s.stack[-1].card)} stand.", key="pb-ev-stand",
                 args={"seat": seat, "card": t.label(g.s.stack[-1].card)})
            g.advance()
        elif isinstance(p, DestroyedDecision) and seat in p.seats and action.value == "never":
            g.front_note(p.front, destroyed_won=False)
            g.advance()
        return Step(state=g.s, events=tuple(g.events))


ENGINE = PegasusEngine()
