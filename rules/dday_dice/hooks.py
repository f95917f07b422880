"""Where the base game's flow lets a campaign in: :class:`CampaignRules`.

The base game never imports ``overlord/`` (issue #47: imports go one way, ``overlord/`` -> the base). Where a
phase, a legal step, a refusal or the view must hear what Overlord adds (a Raid's rules, Carry, Keep Going!,
Share the Pain, the Victoria Cross, the Teams' reserves, Mulligan tokens, the campaign's Battle Map...), it asks
``g.campaign``: the rules the engine hands the working context of each apply and read
(:class:`rules.dday_dice.context.Working`); a read without one (the view, the glossary) is given them. The engine,
:mod:`rules.dday_dice.engine`, the one module that imports both, is made with
:data:`rules.dday_dice.overlord.hooks.OVERLORD`; nothing here holds a set of rules. The methods below are what a
game without a campaign does (nothing, the one shared reserve, every Unit...), so the base game plays by itself
with them; Overlord's rules keep doing the same whenever a game has no campaign (``tests/rules/dday_dice/
test_hooks.py`` plays base games with both).

``g`` is the working context of one ``apply`` (:class:`rules.dday_dice.context.Working`), typed ``Any`` here:
that module sits above this one (its ``current_map`` reads the campaign's Battle Map from here).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core.errors import IllegalActionError

if TYPE_CHECKING:
    from rules.dday_dice.actions import RaidOrder, Rally
    from rules.dday_dice.campaign_state import CampaignState, Carry
    from rules.dday_dice.maps import BattleMap, Edge
    from rules.dday_dice.overrides import DiceData
    from rules.dday_dice.state import DDState, Order, Unit
    from rules.dday_dice.why import Why

RESERVE_FIELDS = {"items": "items_reserve", "ranking": "ranking_reserve"}
"""The state's field of the one shared reserve, by kind."""


def _no_campaign(text: str) -> IllegalActionError:
    return IllegalActionError(f"'{text}' refused: this game is played without a campaign.", key="dice-refused",
                              params={"text": text, "why": {"key": "dice-no-campaign", "args": {}}})


class CampaignRules:
    """The hooks of a campaign into the base game; each method here is the game without one."""

    # -- the board, the reserves, what the view shows -------------------------------------------

    def board(self, d: DiceData, c: CampaignState) -> BattleMap:
        """The Battle Map of the campaign's current Raid."""
        raise RuntimeError("these campaign rules have no Battle Map: a campaign is played with the engine's rules")

    def several_reserves(self, s: DDState) -> bool:
        """Whether the Teams draw from reserves of their own."""
        return False

    def reserve_pool(self, s: DDState, d: DiceData, seat: str, kind: str) -> tuple[str, ...]:
        """The copies of ``kind`` (``items`` or ``ranking``) ``seat`` may draw: the one shared reserve."""
        return tuple(getattr(s, RESERVE_FIELDS[kind]))

    def take_from_reserve(self, g: Any, seat: str, kind: str, what: str) -> bool:
        """Take one copy of ``what`` for ``seat``; False if there is none."""
        left = list(getattr(g.s, RESERVE_FIELDS[kind]))
        if what not in left:
            return False
        left.remove(what)
        g.s = g.s.model_copy(update={RESERVE_FIELDS[kind]: tuple(left)})
        return True

    def give_back(self, g: Any, seat: str, kind: str, whats: tuple[str, ...]) -> None:
        """Put ``whats`` back into the reserve ``seat`` draws from."""
        if whats:
            g.s = g.s.model_copy(update={RESERVE_FIELDS[kind]: getattr(g.s, RESERVE_FIELDS[kind]) + tuple(whats)})

    def sector_notes(self, s: DDState | None, sector: str) -> list[str]:
        """What lies in a Sector besides its printed features (a Raid's tokens)."""
        return []

    def novice(self, s: DDState, seat: str) -> tuple[str, str, int, str] | None:
        """The Novice Officer ``seat`` holds beside its Specialists: (id, name, Stars, text)."""
        return None

    def performance(self, s: DDState) -> dict[str, int]:
        """Each Team's Performance Points so far, by Team name."""
        return {}

    def option_label(self, option: str) -> str | None:
        """The printed label of an RWB option the campaign adds, by its key."""
        return None

    # -- Phase 1: Mulligan tokens, Carry, Keep Going!, the Victoria Cross ---------------------------

    def mulligan_tokens_in_use(self, g: Any) -> bool:
        """Whether a Mulligan is paid with a token rather than a Soldier."""
        return False

    def mulligan_token_left(self, g: Any, u: Unit) -> bool:
        """Whether ``u`` may pay a Mulligan with a token."""
        return False

    def carry_pending(self, g: Any, seat: str) -> Carry | None:
        """What ``seat`` may carry from the last Raid, while it has not said."""
        return None

    def carry_choices(self, g: Any, seat: str) -> tuple[str, ...]:
        """The Specialists ``seat`` may carry."""
        return ()

    def carry_steps(self, g: Any, u: Unit) -> list[Any]:
        return []

    def apply_carry(self, g: Any, seat: str, a: Any, text: str) -> None:
        raise _no_campaign(text)

    def retreats(self, g: Any, u: Unit) -> list[str]:
        """Keep Going!: the Sectors an eliminated Unit may go back to."""
        return []

    def retreat_steps(self, g: Any, u: Unit) -> list[Any]:
        return []

    def apply_retreat(self, g: Any, seat: str, a: Any, text: str) -> None:
        raise _no_campaign(text)

    def retreat_soldiers(self, g: Any, sector: str) -> int:
        """Keep Going!: the Soldiers a Unit gains going back to ``sector`` (the computer's measure)."""
        return 0

    def can_redraw(self, g: Any, u: Unit) -> bool:
        """The Victoria Cross: whether ``u`` may redraw it."""
        return False

    def redraw(self, g: Any, seat: str, text: str) -> None:
        raise _no_campaign(text)

    # -- Phase 2: Share the Pain, Call for Help -------------------------------------------------

    def open_phase2(self, g: Any) -> None:
        """Phase 2 begins."""

    def givable(self, g: Any, u: Unit) -> dict[str, int]:
        """Share the Pain: the Skull colours ``u`` may give, with how many."""
        return {}

    def share(self, g: Any, seat: str, colour: str, to: str, text: str) -> None:
        raise _no_campaign(text)

    def rwb_options(self, g: Any, u: Unit, face: str) -> list[str]:
        """The RWB options the campaign adds to ``face``'s bonus."""
        return []

    def rwb_option_label(self, g: Any, u: Unit, face: str, key: str) -> Why | None:
        """An option of :meth:`rwb_options` in words."""
        return None

    def claim_rwb(self, g: Any, seat: str, a: Any, dice_ids: tuple[int, ...], text: str) -> bool:
        """Settle an option of :meth:`rwb_options` claimed: True when it was one (and is settled)."""
        return False

    # -- Phase 4: rally, find, trade ------------------------------------------------------------

    def command_post(self, g: Any, u: Unit) -> bool:
        """Whether ``u`` has a Command Post's benefits (one more rally, trading anywhere)."""
        return bool(g.sector(u).command_post)

    def may_rally(self, g: Any, u: Unit, what: str) -> bool:
        """Whether nothing of the campaign keeps ``u`` from rallying ``what`` the usual way."""
        return True

    def free_rallies(self, g: Any, u: Unit, offered: list[str]) -> list[str]:
        """Specialists ``u`` may rally besides ``offered``, free of the usual way."""
        return []

    def rally_forms(self, g: Any, u: Unit, what: str) -> list[Rally]:
        """The rally steps of ``what`` (one per rival Unit to name, where a rule asks for one)."""
        from rules.dday_dice.actions import Rally

        return [Rally(what=what)]

    def rally(self, g: Any, seat: str, a: Rally, text: str) -> bool:
        """Check a rally against the campaign's rules (raising their refusal); True when they settled it."""
        if a.admirer and a.what in g.d.specialists:
            raise _no_campaign(text)
        return False

    def rally_settled(self, g: Any, seat: str, o: Order) -> None:
        """A rally order of ``seat`` was settled."""

    def tie_order(self, g: Any, units: list[Unit]) -> list[Unit]:
        """The tie rule: fewest Soldiers first, then least Courage, fewest Stars, then seat order."""
        return sorted(units, key=lambda u: (u.soldiers, u.courage, u.stars, u.seat))

    def extra_finds(self, g: Any, u: Unit) -> list[str]:
        """Items ``u`` may find besides the reserve's."""
        return []

    def find_refusal(self, g: Any, u: Unit, item: str) -> str | None:
        """Why a Raid keeps ``u`` from finding ``item``, or None."""
        return None

    def find(self, g: Any, seat: str, what: str, text: str) -> bool:
        """Check a find against the campaign's rules (raising their refusal); True when they settled it."""
        return False

    # -- Phase 5: moving -----------------------------------------------------------------------

    def may_leave_bunker(self, g: Any, u: Unit) -> bool:
        return False

    def landing(self, g: Any, u: Unit, dest: str) -> str:
        """Where an advance into ``dest`` lands."""
        return dest

    def enter_refusal(self, g: Any, u: Unit, sector: str) -> str | None:
        """Why a Raid keeps ``u`` out of ``sector``, or None."""
        return None

    def bunker_refusal(self, g: Any, u: Unit, dest: str) -> str | None:
        """Why ``u`` may not enter the Bunker ``dest``, or None."""
        return None

    def trench(self, g: Any, here: str, line: Edge) -> bool:
        """Whether leaving ``here`` along ``line`` crosses a trench (not a Barrier)."""
        return False

    def trench_refusal(self, g: Any, u: Unit) -> Why | None:
        """Why ``u`` cannot cross a trench, or None."""
        return None

    def cross_trench(self, g: Any, seat: str) -> None:
        """``seat`` crosses a trench."""

    def entering(self, g: Any, seat: str) -> None:
        """``seat`` entered a Sector, before its arrival gains."""

    def arrived(self, g: Any, seat: str) -> None:
        """``seat`` entered a Sector, after its arrival gains."""

    # -- Phase 6: combat ------------------------------------------------------------------------

    def on_combat(self, g: Any) -> None:
        """Phase 6 begins."""

    def defence_change(self, g: Any, u: Unit) -> int:
        return 0

    def sits_out(self, g: Any, u: Unit) -> bool:
        """Whether ``u`` fights no combat this turn."""
        return False

    def on_special_damage(self, g: Any, seat: str) -> bool:
        """Special Damage hits ``seat``: True when the campaign settled it."""
        return False

    def bunker_helpers(self, g: Any) -> bool:
        """Whether a Unit that conquers a Bunker leaves its Specialists to help the others."""
        return True

    def on_conquered(self, g: Any, seat: str) -> None:
        """``seat`` conquered its Bunker."""

    # -- any phase: a Raid's orders, effects on every Unit, the end ---------------------------------

    def on_phase(self, g: Any, phase: int) -> None:
        """A phase begins."""

    def raid_orders(self, g: Any, u: Unit) -> list[RaidOrder]:
        """The Raid orders ``u`` may give now."""
        return []

    def owed(self, g: Any, u: Unit) -> list[Any]:
        """The Raid orders ``u`` must give before anything else (each with its ``usage``)."""
        return []

    def waits(self, g: Any, u: Unit) -> bool:
        """Whether a Raid order open to ``u`` keeps it waiting."""
        return False

    def owed_refusal(self, g: Any, u: Unit, text: str) -> IllegalActionError | None:
        return None

    def apply_order(self, g: Any, seat: str, a: RaidOrder, text: str) -> None:
        raise _no_campaign(text)

    def all_units(self, g: Any, seat: str) -> list[str]:
        """The Units an effect "on every Unit" of ``seat`` reaches."""
        return [u.seat for u in g.active()]

    def all_units_label(self, g: Any, seat: str) -> str:
        return "every Unit"

    def check(self, g: Any) -> None:
        """Victory and defeat of a campaign (called instead of the base game's)."""
        raise RuntimeError("these campaign rules cannot end a campaign: a campaign is played with the engine's rules")

    # -- outside a game: the glossary ------------------------------------------------------------

    def glossary_entries(self) -> list[Any]:
        """The campaign's own ``/rules`` entries (:class:`rules.core.glossary.Entry`)."""
        return []

    def glossary_records(self) -> dict[str, dict[str, Any]]:
        """The raw records behind :meth:`glossary_entries`, by id."""
        return {}
