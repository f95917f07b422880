"""D-Day Dice's words (issues #46, #48): the formatter of every ``dice-`` message's arguments.

The engine (``rules/dday_dice``) names the message and gives plain arguments; this module turns a Unit into its
name in the reader's language before the catalogue inserts it: ``unit`` (and ``to``, another Unit) is
``{"seat": "unit1", "nation": "us"}``, said "Unit 1 (U.S.)" (``units``: a list of them, each with ``where`` it
stands, "Unit 1 (U.S.) in Sector 1"); a Team's Unit (seat ``t2u1``) "Team Baker, Unit 1
(U.S.)"; the German seat "The German player". A die is ``{"colour", "face"}`` (ids: ``dice-colour-<id>``,
``dice-face-<id>``); a tally ``{"tally": [{"n", "colour", "face", "locked"}]}``; dice listed or joined by "and"
``{"dice": [...], "joined": "list" | "and"}``. A ``{"key", "args"}`` argument is a message of its own, worded
first (a refusal's reason inside "'TEXT' refused: ...", a cause inside an event). The nations' and Teams' words are messages (``dice-nation-<id>``,
``dice-team-<name>``), so a Korean player corrects them in ``locales/ko/dice.ftl``. Numbers are left to the
catalogue's plural selectors. Pure: it imports nothing of the project but ``i18n``.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from i18n import DEFAULT, LOCALES, has, register_formatter, t

TEAMS = {"1": "able", "2": "baker", "3": "charlie"}
"""A Team's message name (``dice-team-<name>``) by its number in the seat (``t2u1``: Team 2, Baker)."""


def unit_name(value: dict[str, Any], lang: str) -> str:
    """A Unit's name (the engine's ``unit_name``) in ``lang``."""
    seat, nation = str(value.get("seat", "")), str(value.get("nation", ""))
    if seat == "german":
        return t("dice-german-player", lang=lang)
    nation_words = t(f"dice-nation-{nation}", lang=lang)
    if seat.startswith("unit"):
        return t("dice-unit-name", lang=lang, number=seat[4:], nation=nation_words)
    return t("dice-team-unit-name", lang=lang, team=t(f"dice-team-{TEAMS[seat[1]]}", lang=lang), number=seat[3:],
             nation=nation_words)


def die_words(die: dict[str, Any], lang: str) -> str:
    """A die (``{"colour", "face"}``, by id) in ``lang``: "red Star", "black MGF"."""
    return t("dice-die", lang=lang, colour=t(f"dice-colour-{die['colour']}", lang=lang),
             face=t(f"dice-face-{die['face']}", lang=lang))


def glossed(kind: str, ident: str, printed: str, lang: str) -> str:
    """A printed name (``kind``: specialist, item, vehicle, medal, award, badge, battle, german-specialist, map, ...) as
    a reader of ``lang`` sees it: printed, with its gloss beside it (``dice-gloss-<kind>``'s variant for its id in
    ``ko/dice-glossary.ftl``: "Medic(위생병)"); a placeholder's name (not a printed one) is its gloss alone. As
    printed where ``lang`` has no gloss for it."""
    key = f"dice-gloss-{kind}"
    if lang == DEFAULT or not has(key, lang):
        return printed
    gloss = t(key, lang=lang, id=ident, printed=printed)
    if gloss == printed:
        return printed
    if "placeholder" in printed.lower():
        return gloss
    return t("dice-glossed", lang=lang, printed=printed, gloss=gloss)


def glossed_term(value: dict[str, Any], lang: str) -> str:
    """A printed name as a ``/rules`` term (``{"printed", "gloss": its kind, "id"}``) in ``lang``: :func:`glossed`;
    a placeholder of ours the glossary does not gloss is said in its own words (``"bare"``)."""
    printed, bare = str(value["printed"]), value.get("bare")
    words = glossed(str(value["gloss"]), str(value["id"]), printed, lang)
    if words != printed or bare is None or lang == DEFAULT:
        return words
    return t(str(bare["key"]), lang=lang, **dict(bare.get("args") or {}))


@cache
def printed_names() -> dict[str, tuple[str, str]]:
    """Every printed name the glossary knows, by its words: ``{"Medic": ("specialist", "medic")}`` (read from the
    English glossary, ``en/dice-glossary.ftl``, whose variants are the names as printed)."""
    from fluent.syntax import FluentParser, ast

    out: dict[str, tuple[str, str]] = {}
    text = (LOCALES / DEFAULT / "dice-glossary.ftl").read_text("utf-8")
    for entry in FluentParser().parse(text).body:
        if not isinstance(entry, ast.Message) or not entry.id.name.startswith("dice-gloss-") or entry.value is None:
            continue
        kind = entry.id.name.removeprefix("dice-gloss-")
        for element in entry.value.elements:
            if isinstance(element, ast.Placeable) and isinstance(element.expression, ast.SelectExpression):
                for variant in element.expression.variants:
                    words = "".join(e.value for e in variant.value.elements if isinstance(e, ast.TextElement))
                    if not variant.default and words and isinstance(variant.key, ast.Identifier):
                        out.setdefault(words, (kind, variant.key.name))
    return out


NAMED = ("name", "name2")
"""The arguments that may hold a printed name (a Specialist, Item, card... named in an event or a choice): glossed at
a table whose language has a gloss for it."""


BUNKER = re.compile(r"\bBunker\b")
"""The word a Bunker's label is made of ("Bunker", "Bunker 2", "A Bunker": ``rules/dday_dice/maps.py``), said in the
reader's words (``dice-bunker``); a Sector keeps its printed label ("Sector 3")."""
COLUMN = re.compile(r"\b(Able|Baker|Charlie)\b")
"""An Overlord Column's name in a Sector's label ("Baker Sector 2") or a board's ("Baker: Omaha Beach"): said as its
Team's name is (``dice-team-<name>``)."""
RAID = re.compile(r"\bRaid ([ABC]-[1-3]S?)\b")
CAMPAIGN = re.compile(r"\bCampaign ([ABC])\b")
"""A Raid's or a campaign's code as the engine labels them ("Raid A-1: Bridgehead", "Campaign A: The Longest Day"):
the word in the reader's words (``dice-raid-code``, ``dice-campaign-code``), the code and the printed name kept."""


def sector_words(label: str, lang: str) -> str:
    """A Sector's label in ``lang``: the Bunker's and a Column's words in the reader's words, the rest as printed."""
    if lang == "en":
        return label
    label = COLUMN.sub(lambda m: t(f"dice-team-{m.group(1).lower()}", lang=lang), label)
    return BUNKER.sub(lambda _: t("dice-bunker", lang=lang), label)


def title_words(title: str, lang: str) -> str:
    """A Raid's or a campaign's title ("Raid A-1: Bridgehead", "Campaign A: The Longest Day (solo)") in ``lang``."""
    if lang == "en":
        return title
    title = RAID.sub(lambda m: t("dice-raid-code", lang=lang, code=m.group(1)), title)
    title = CAMPAIGN.sub(lambda m: t("dice-campaign-code", lang=lang, code=m.group(1)), title)
    title = title.replace("Blitzkrieg ", t("dice-blitzkrieg", lang=lang) + " ").replace(" (solo)", t("dice-solo-tag", lang=lang))
    return sector_words(title, lang)


def team_words(team: str, lang: str) -> str:
    """A Team's name as the rules give it ("Team Able") in ``lang``; another name as it is."""
    found = re.fullmatch(r"Team (Able|Baker|Charlie)", team)
    if found is None:
        return team
    return t("dice-team-label", lang=lang, team=t(f"dice-team-{found.group(1).lower()}", lang=lang))


def _format(name: str, value: Any, lang: str) -> Any:
    if name in NAMED and isinstance(value, str) and lang != DEFAULT and value in printed_names():
        return glossed(*printed_names()[value], value, lang)
    if name in ("label", "label2", "where", "sector", "from_sector", "to", "title", "boards", "raids", "missing",
                "column") and isinstance(value, str):  # a Sector or a Raid
        return title_words(value, lang)  # by its label, boards by Column
    if name in ("team", "team_name") and isinstance(value, str):  # a Team by its name ("Team Able")
        return team_words(value, lang)
    if name == "colour" and isinstance(value, str) and lang != DEFAULT and has(f"dice-colour-{value}", lang):
        return t(f"dice-colour-{value}", lang=lang)  # a die's or a Skull token's colour by id
    if name == "layout" and isinstance(value, str) and lang != DEFAULT:  # a campaign's layout ("medium")
        return t(f"dice-layout-{value}", lang=lang)
    if isinstance(value, dict) and "printed" in value and "gloss" in value:  # a printed name, glossed
        return glossed_term(value, lang)
    if isinstance(value, dict) and set(value) == {"optional", "otherwise"}:  # a message the catalogue may lack
        said = value["optional"] if has(str(value["optional"]["key"]), lang) else value["otherwise"]
        return t(str(said["key"]), lang=lang, **dict(said.get("args") or {}))
    if isinstance(value, dict) and "face" in value and "colour" in value:  # one die
        return die_words(value, lang)
    if isinstance(value, dict) and set(value) == {"rwb"}:  # an RWB's face by id: "tool" (English), "도구"
        return t(f"dice-rwb-face-{value['rwb']}", lang=lang)
    if isinstance(value, dict) and "tally" in value:  # dice by number: "1:red Star (locked), 2:white Tool"
        return ", ".join(t("dice-tally-die", lang=lang, n=str(d["n"]), die=die_words(d, lang),
                           locked="yes" if d.get("locked") else "no") for d in value["tally"])
    if isinstance(value, dict) and "dice" in value:  # dice listed, or joined by "and"
        words = [die_words(d, lang) for d in value["dice"]]
        return (t("dice-and-separator", lang=lang) if value.get("joined") == "and" else ", ").join(words)
    if name == "named" and isinstance(value, list):  # the names an option gives by id (the console's options)
        return " · ".join(t(str(v["key"]), lang=lang, **dict(v.get("args") or {})) for v in value)
    if name == "team_no" and str(value) in TEAMS:  # a Team by its number in a seat ("t2u1": 2, Baker)
        return t(f"dice-team-{TEAMS[str(value)]}", lang=lang)
    if isinstance(value, dict) and "pieces" in value:  # pieces joined by commas: "6 Soldiers, 1 Courage"
        return ", ".join(t(str(v["key"]), lang=lang, **dict(v.get("args") or {})) for v in value["pieces"])
    if isinstance(value, dict) and set(value) == {"printed", "effect"}:  # an RWB option: its printed label in
        if lang == DEFAULT:  # English, what it does in another language
            return value["printed"]
        return "; ".join(t(str(v["key"]), lang=lang, **dict(v.get("args") or {})) for v in value["effect"])
    if name == "either" and isinstance(value, list):  # effects to choose from, each a list of pieces
        return t("dice-or-separator", lang=lang).join(
            "; ".join(t(str(v["key"]), lang=lang, **dict(v.get("args") or {})) for v in pieces) for pieces in value)
    if isinstance(value, list) and value and all(isinstance(v, dict) and "key" in v for v in value):  # pieces
        return "; ".join(t(str(v["key"]), lang=lang, **dict(v.get("args") or {})) for v in value)
    if isinstance(value, dict) and "key" in value:  # a message inside a message (a reason, a refusal's why)
        return t(str(value["key"]), lang=lang, **dict(value.get("args") or {}))
    if isinstance(value, dict) and "seat" in value:
        return unit_name(value, lang)
    if isinstance(value, list) and value and all(isinstance(u, dict) and "seat" in u and "where" not in u
                                                 for u in value):  # several Units: "Unit 1 (U.S.), Unit 2 (U.K.)"
        return ", ".join(unit_name(u, lang) for u in value)
    if name == "placed" and isinstance(value, list):  # a Raid's Units where they start, one after another
        return "; ".join(t("dice-unit-at", lang=lang, unit=unit_name(u, lang), where=u["where"]) for u in value)
    if name == "units" and isinstance(value, list):  # the Units where they start: [{"seat", "nation", "where"}]
        return ", ".join(t("dice-unit-at", lang=lang, unit=unit_name(u, lang), where=u["where"]) for u in value)
    return value


PHASE_WORDS = ("setup", "roll", "bonuses", "resources", "rally", "move", "combat", "over")
"""Each phase's message name (``dice-phase-<name>``), by the phase's number (0: the setup, 7: the game's end)."""
PHASES = {"Setup": 0, "Phase 1 Roll": 1, "Phase 2 Bonuses and Skulls": 2, "Phase 3 Resources": 3,
          "Phase 4 Rally and Find": 4, "Phase 5 Move": 5, "Phase 6 Combat": 6, "Game over": 7}
"""The English phase headings the engine stores with its events (``rules/dday_dice/state.py``: PHASE_NAMES)."""


WHERE = re.compile(r"^(?P<title>.+) · Turn (?P<turn>\d+) · (?P<phase>.+)$")
"""A position's whole label (the engine's ``phase_label``: "Raid A-1: Bridgehead · Turn 2 · Phase 5 Move")."""
OVER = " · Game over"


def phase_of_label(label: str) -> tuple[str, dict[str, Any]] | None:
    """The message of a stored phase heading ("Phase 1 Roll": ``dice-phase-roll``) or of a position's whole label
    (``dice-phase-title``, ``dice-phase-title-over``), or None for another label."""
    label = label.strip()
    phase = PHASES.get(label)
    if phase is not None:
        return f"dice-phase-{PHASE_WORDS[phase]}", {}
    found = WHERE.match(label)
    if found is not None and found.group("phase") in PHASES:
        heading = {"key": f"dice-phase-{PHASE_WORDS[PHASES[found.group('phase')]]}", "args": {}}
        return "dice-phase-title", {"title": found.group("title"), "turn": int(found.group("turn")), "phase": heading}
    if label.endswith(OVER):
        return "dice-phase-title-over", {"title": label[: -len(OVER)]}
    return None


register_formatter("dice-", _format)
