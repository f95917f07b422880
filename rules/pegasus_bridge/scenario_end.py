"""The end of a scenario (scenario booklet, "Victory"): who won, why, and the victory points
carried into a campaign.
"""

from __future__ import annotations

import re
from typing import Any

from rules.core.words import PLURAL
from rules.pegasus_bridge import scenario as SC
from rules.pegasus_bridge.common import NAMES, GameBase, msg
from rules.pegasus_bridge.state_parts import Campaign, Ending, ScenarioResult

ENDINGS = {
    "The British lost their last Strength Point.": "pb-end-last-pe",
    "The British did not take the Bénouville bridge.": "pb-end-benouville-lost",
    "The British took the Bénouville bridge.": "pb-end-benouville-taken",
    "The British held Pegasus Bridge against the counter-attack.": "pb-end-pegasus-held",
    "The German retook Pegasus Bridge.": "pb-end-pegasus-retaken",
    "Every objective bridge on the Dives has been assaulted.": "pb-end-dives-assaulted",
}
"""Each English reason a scenario ends with, by its message (the numbered ones are read by :func:`ending_words`)."""
_COUNTED_ENDINGS = (
    (re.compile(r"The British destroyed (\d+) guns of the Merville battery\."), "pb-end-guns", "guns"),
    (re.compile(r"The British destroyed (\d+) objective bridges\."), "pb-end-bridges-destroyed", "count"),
    (re.compile(r"The German protected (\d+) objective bridges\."), "pb-end-bridges-protected", "count"),
)


def ending_words(reason: str) -> tuple[str, dict[str, Any]] | None:
    """A stored outcome's English ``reason`` as its message and args, or None (a reason no message words)."""
    if reason in ENDINGS:
        return ENDINGS[reason], {}
    for pattern, key, name in _COUNTED_ENDINGS:
        found = pattern.fullmatch(reason)
        if found:
            return key, {name: int(found.group(1))}
    return None


class ScenarioEndRules(GameBase):
    """Ending a scenario and scoring it."""

    __slots__ = ()

    def finish(self, winner: str, reason: str, reason_words: dict[str, Any] | None = None) -> None:
        """``winner`` wins the scenario; ``reason`` says why in English, ``reason_words`` names its message (kept
        a finish without one, as a test may make, logs no key)."""
        self.ev("scenario_over", f"{reason} The {NAMES[winner]} wins scenario {self.s.scenario}.", winner=winner,
                scenario=self.s.scenario, key="pb-ev-scenario-over" if reason_words else "",
                args={"reason": reason_words, "winner": winner, "scenario": self.s.scenario})
        if self.s.campaign is None:
            self.replace(outcome=Ending(winners=(winner,), reason=reason))
            self.replace(phase="over")
            self.replace(pending=None)
            return
        b = self.s.blue
        if b is not None and b.on:
            # the scenario ended during the Assault on a Terrain carrying a blue token
            side = "british" if winner == "german" else "lost"
            self.replace(blue=b.evolve(**{side: getattr(b, side) + 1, "on": ""}))
        vp, detail, detail_words = self.scenario_vp(winner)
        result = ScenarioResult(scenario=self.s.scenario, winner=winner, vp=vp, detail=detail)
        self.campaign_note(results=(*self.campaign.results, result))
        self.ev("vp", f"Campaign: the British scores {self.counted(vp, 'Victory Point', was=PLURAL)} in scenario "
                f"{self.s.scenario} ({detail}).", vp=vp, scenario=self.s.scenario,
                key="pb-ev-campaign-vp", args={"vp": vp, "scenario": self.s.scenario, "detail": detail_words})
        stage = self.campaign.stage + 1
        if stage < len(SC.CAMPAIGN):
            self.campaign_note(stage=stage)
            self.replace(turn=self.s.turn + 1)
            self.replace(scenario=SC.CAMPAIGN[stage])
            self.scen = SC.SCENARIOS[self.s.scenario]
            self.replace(step="start")
            self.replace(assault=None)
            self.replace(stack=())
            self.replace(choice=None)
            self.replace(phase="setup")
            self.replace(sturn=0)
            return
        total = sum(r.vp for r in self.campaign.results) - self.blue_for_british()
        self.campaign_note(total=total)
        if total <= SC.BAND_GERMAN_MAX:
            winners, band = ["german"], "German victory: the 6th Airborne fell short of what it was sent to do"
        elif total >= SC.BAND_BRITISH_MIN:
            winners, band = ["british"], "British victory: the eastern flank of the beaches is secure"
        else:
            winners, band = [], "status quo: mixed results for the 6th Airborne Division"
        blue = self.blue_for_british()
        reason = f"Campaign over: the British scored {self.counted(total, 'Victory Point', was=PLURAL)}" + (
            f" ({self.counted(blue, 'blue token')} deducted)" if blue else "") + f" — {band}."
        self.campaign_note(band=band)
        self.ev("campaign_over", reason, total=total, key="pb-ev-campaign-over",
                args={"total": total, "blue": blue, "band": "german" if winners == ["german"] else
                      "british" if winners == ["british"] else "even"})
        self.replace(outcome=Ending(winners=tuple(winners), reason=reason))
        self.replace(phase="over")
        self.replace(pending=None)

    @property
    def campaign(self) -> Campaign:
        """The campaign's record (a campaign is being played)."""
        c = self.s.campaign
        assert c is not None, "not a campaign"
        return c

    def blue_for_british(self) -> int:
        """The blue tokens gone to the British (each a Victory Point less), none outside a campaign."""
        return self.s.blue.british if self.s.blue is not None else 0

    def campaign_note(self, **changes: Any) -> None:
        """Note ``changes`` in the campaign's record (its stage, each scenario's result, the total and band)."""
        self.replace(campaign=self.campaign.evolve(**changes))

    def scenario_vp(self, winner: str) -> tuple[int, str, Any]:
        """The scenario's Victory Points, how they were scored (English) and the same as messages."""
        if self.s.scenario == "1B":
            vp, parts, words = 0, [], []
            if self.s.terrain.benouville_taken:
                vp += SC.VP_BENOUVILLE
                parts.append(f"Bénouville bridge {SC.VP_BENOUVILLE}")
                words.append(msg("pb-vp-benouville", vp=SC.VP_BENOUVILLE))
            if self.s.terrain.ranville == SC.HORSA_BRIDGE:
                vp += SC.VP_RANVILLE
                parts.append(f"Ranville bridge {SC.VP_RANVILLE}")
                words.append(msg("pb-vp-ranville", vp=SC.VP_RANVILLE))
            if self.s.terrain.pegasus_held:
                extra = SC.VP_PEGASUS_BASE + (self.s.pe or 0)
                vp += extra
                parts.append(f"Pegasus Bridge with {self.counted(self.s.pe, 'Strength Point', was=PLURAL)} {extra}")
                words.append(msg("pb-vp-pegasus", pe=self.s.pe or 0, vp=extra))
            return vp, ", ".join(parts) or "no objective", words or msg("pb-vp-none")
        if self.s.scenario == "2":
            guns = self.guns()
            vp = SC.VP_PER_GUN * guns
            parts = [f"{self.counted(guns, 'gun')} {vp}"]
            words = [msg("pb-vp-guns", guns=guns, vp=vp)]
            if SC.M_BUNKER in self.s.objectives["british"]:
                vp += SC.VP_BUNKER
                parts.append(f"command bunker {SC.VP_BUNKER}")
                words.append(msg("pb-vp-bunker", vp=SC.VP_BUNKER))
            return vp, ", ".join(parts), words
        majors = sum(1 for c in self.s.objectives["british"] if c in SC.D_BRIDGES)
        vp = SC.VP_DIVES[majors]
        parts = [f"{self.counted(majors, 'major bridge')} {vp}"]
        words = [msg("pb-vp-majors", bridges=majors, vp=vp)]
        if SC.D_ROBEHOMME in self.s.objectives["british"]:
            vp += SC.VP_ROBEHOMME
            parts.append(f"Robehomme bridge {SC.VP_ROBEHOMME}")
            words.append(msg("pb-vp-robehomme", vp=SC.VP_ROBEHOMME))
        return vp, ", ".join(parts), words
