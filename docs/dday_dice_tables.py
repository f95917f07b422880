"""Regenerate docs/dday-dice.md from the packaged records: .venv/bin/python docs/dday_dice_tables.py (from the repo root)."""
import sys

sys.path.insert(0, ".")

from rules.dday_dice.overrides import builtin_data

d = builtin_data()
L = []
w = L.append
w("""# D-Day Dice (2nd ed.): the base game

Registry id `dday-dice`. Co-operative, 1 to 4 players, every Unit playing the same phase at once.

The base-game rulebook is not available to us. The two expansion rulebooks (Atlantikwall, Overlord)
state or imply many base-game facts, and a photo of the printed Exercise Tiger board gives one whole map
(see `../shared/research/ddaydice-base-facts.md`). Every such fact is implemented as stated. Everything
else is a **reconstruction**: a value or rule we chose so the game plays, kept in
`rules/dday_dice/data/` as one record per thing, tagged `rulebook` (stated by the expansions or printed on a
component), `inferred` (our reading of indirect evidence, often a 1st-edition value) or `reconstruction`
(our proposal), each with a one-line reason. The game's start message says it runs on reconstructed data,
and `/rules <name>` shows where any record comes from. If you own the game, enter the printed values (below).

## How to play

1. `/game new game:dday-dice players:2 map:omaha-beach nations:us,uk` (options below); players join as
   `unit1` … `unit4`, named after their nation ("Unit 1 (U.S.)").
2. Every turn has six phases. The bot rolls for everyone at once, waits for every Unit that must answer,
   pings only those who have not, and moves on when the last one answers:
   - **Phase 1 Roll.** Your six dice are numbered 1-6: 1-2 red, 3-4 white, 5-6 blue. After the first roll lock
     two (`lock 1 3`), then reroll any unlocked dice up to twice (`reroll 2 4 5`) or stop (`keep`). Some Sectors
     roll only five dice or lock none.
   - **Phase 2 Bonuses and Skulls.** Claim RWB bonuses, a red, a white and a blue die with the same face
     (`rwb courage free`, `rwb star add red-courage`, or `rwb soldier1 hold` to keep it for a Sector that asks
     you to give one up), or a Straight (`straight`, six different faces). Then each Active Skull cancels one
     of your other dice (`cancel 4`). Dice Items (Binoculars) are used here. `done` ends the phase.
   - **Phase 3 Resources** (automatic): Soldiers, Courage, Stars, and Item Points from your Tools.
   - **Phase 4 Rally and Find.** `rally medic` (Stars), `find bazooka` (Item Points), one of each a turn;
     `use field-radio`; `give unit2 courage 2` to a Unit in your Sector; then `done`.
   - **Phase 5 Move.** `stay` while your marker allows, or `move 5` / `move B`: up a row pays the Courage
     printed on the Sector entered, sideways is free; never down, never back.
   - **Phase 6 Combat** (automatic): lose the Sector's DEF, roll for each Machine Gun Fire; surviving a Phase 6
     in a Bunker conquers it.
3. You win when every Unit has conquered a Bunker; you lose as soon as any Unit is eliminated.
4. Answer ahead: parts separated by `;` are applied in order (`lock 1 2; reroll 3 4 5 6; keep; done; stay`).
   Parts for a later phase wait until you get there; a part the dice made impossible is dropped and you are
   asked again.

Options: `players` 1-4 (default 1); `map` (default `exercise-tiger`; `exercise-fabius` is the Atlantikwall box's); `nations` one per Unit from `us`, `uk`,
`fr`, `ca` (e.g. `us,uk`; one nation alone means every Unit; default `us`); `mulligan` `on`/`off` (the
optional Soldier Mulligan); `victory_points` `on`/`off` (the optional score).

Secret information: Medals are drawn face down; only their owner sees them (in its own view and ephemeral
replies), until used.

Check a map you typed in: `dday dice-map check FILE` (schema, Sector references, connected, every Bunker
reachable from the start, every number in range); `dday dice-map schema` prints the JSON schema, also kept in
[dday-dice-map.schema.json](dday-dice-map.schema.json).

## Entering the printed values (`DDAY_DICE_DATA`)

Point `DDAY_DICE_DATA` (in `.env`) at a JSON file; its records merge over ours by `id` (nested objects key by
key, lists replaced). A record you enter is tagged `rulebook` unless you say otherwise. The file is read when a
game starts and the game stores the records it uses, so a running game replays the same even if the file
changes; an invalid file is refused at start with the record and field named.

```json
{"tools": [{"id": "tools", "ip": [0, 1, 2, 4, 7, 11, 16]}],
 "specialists": [{"id": "medic", "stars": 3, "text": "Your summary of the printed card."}],
 "nations": [{"id": "uk", "rwb": {"soldier1": {"name": "Fresh Troops", "options": [
    {"key": "soldiers", "label": "+5 Soldiers", "effect": {"soldiers": 5}}]}}}],
 "rules": [{"id": "stay_limit", "value": 3}],
 "maps": [{"id": "sword-beach", "...": "a whole Battle Map, as in rules/dday_dice/data/maps/"}]}
```

Kinds: `nations`, `tools`, `specialists`, `items`, `medals`, `vehicles`, `rules`, `maps`. Effects are built from
the primitives listed in `rules/dday_dice/records.py` (`Effect`).

## Reconstructed rules (how the engine reads what the expansions leave open)

1. Die faces by d6 value (scripted dice): 1 = 1 Soldier, 2 = 2 Soldiers, 3 = Star, 4 = Courage, 5 = Tool,
   6 = Skull. A five-dice Sector sets the sixth (blue) die aside.
2. Bonuses are claimed before Skulls cancel; their effects apply at once; a Leadership result joins the tally
   and may form another bonus. `hold` keeps a bonus unused so a Sector can ask you to give it up.
3. An Active Skull cancels a non-Skull die of its owner's choice; it must cancel while a target is left.
4. The Straight draws a Medal at random.
5. Per-turn limits: one Specialist rallied (two on a Command Post) and one Item found; free rallies and
   finds earned by bonuses do not count.
6. Regular Specialists are each Unit's own set, in hand; Ranking Specialists and Items are a shared reserve,
   and requests for them are settled at the end of Phase 4 by the tie rule (fewest Soldiers, then least
   Courage, fewest Stars, seat order); the loser is refunded.
7. The Unit Marker shows the turn spent in the Sector; at the stay limit (or a Sector's own limit) the Unit
   must move; a Unit that must move and cannot is eliminated. A Unit with one possible choice makes it alone.
8. Land Mines: each line of mines crossed costs the total of the mine dice in Soldiers. Barriers need a
   crossing effect (Wire Cutters, Bulldozer).
9. Sector conditions (required Specialists, bonuses to give up) are checked on entering, unless ignored
   (Battle Cry).
10. One-time Sector effects (free Specialist, Soldiers, lose a Specialist, Medal, Vehicle) happen on arrival;
    a lost Specialist is the most recently rallied; regular ones return to the hand.
11. Combat: DEF by marker face (the last value repeats), less reducers, never below 0; each MGF rolls a d6
    on the MGF table, Special Damage on the special value; missing Soldiers cost Specialists; 0 Soldiers and
    no Specialist eliminates.
12. A Unit that conquers a Bunker leaves its Specialists next to it; each lowers that Bunker's DEF for the
    others. On maps with several Bunkers each Unit may conquer any of them.
13. Trading (Phase 4) is a gift between Units in the same Sector (anywhere with a Carrier Pigeon or from a
    Command Post); the giver keeps at least 1 Soldier.
14. Medals are kept face down until used; an Item or Medal that touches dice is used in Phase 2, others in
    Phase 4 or 5, and their turn effects last until the end of the turn.
15. Soldier Mulligan: pay the Mulligan cost to reroll the whole first roll, before locking, once a turn.
16. Victory Points (a won game): the `vp_*` values below plus each Medal's value.
17. Dice effects: reroll (Rangefinder), change (Binoculars), add (Leadership, Command Jacket, Medals), trade
    (Lieutenant, with a Unit in your Sector) and take (Dispatch Case) dice, all in Phase 2. A Unit whose Final
    Tally another Unit changed decides again if it now has a bonus or a Skull to settle.
18. Not implemented (expansion material): Militaries, Legendary Units. The Overlord campaigns are being built
    (see [dday-overlord.md](dday-overlord.md)); the lobby refuses them for now. The Atlantikwall modules: below.

## Atlantikwall, Module 1: the German player (`german=player`)

`/game new game:dday-dice players:2 german:player` adds the seat `german` ("German player") to the Units. Rules from
`../shared/rulebooks/ddaydice-atlantikwall-rulebook.txt`, code in `rules/dday_dice/german*.py`, `awards.py`,
`defences.py`, `assault.py`, data in `data/german_*.json`, `data/awards.json`, `data/atlantikwall_allies.json`.

- Setup: 4 Soldiers and the Unteroffizier, 3 Courage per Unit after the first, the German Reserve, a shuffled deck of
  21 Awards (3 Black); the Allied reserve gains the PIAT Crew, Sniper, SOE Agent, Wrong Orders, Sniper Scope,
  Thermite Grenade and TNT (a Regular Item in these games). `german_start=blind`: Blind Start, German style
  (`start N` picks the Soldiers die).
- The German plays the same phases at the same time, never moves: red, white and black dice (`lock`, `reroll`,
  `keep`); Phase 2 RBN bonuses (`rwb star add black-courage`, `rwb courage fire`, `rwb tool look` ...), the Straight
  (`straight`, then `pick AWARD`), `cancel N`, `use unteroffizier d3`; Phase 3 their resources (an MGF face gives
  1 Courage: our reading); Phase 4 `rally pioneer`, `find mg42`, `award 2` (5 Courage each), `use NAME [unitN]`.
- Land Mines and MGF are inactive until they rally the Pioneer / Maschinengewehr-Schütze, inactive again when they
  lose them; an MGF a Grenadier silences is removed for good.
- Phase 6: they first lose the highest printed DEF among the Sectors holding Units; short of Soldiers they drop to 0
  and every DEF is that much lower for the Allies; below 0 each Unit there gains the difference.
- Phase 7: a Unit surviving in a Final Bunker assaults (Soldiers + Specialists each side; ties: more Specialists,
  then the German). The Allies win the game by winning one Assault; a destroyed Unit lets the game go on (the German
  draws a war-trophy Award) while others remain. Several Units in the Final Bunker(s): the first of them names the
  order (`assault unit2 unit1`) at the end of Phase 5.
- Awards are secret: only the German's `/dice awards` (ephemeral) and their own view list them; prompts, buttons,
  history and exports never name one until it is played (`use an Award`). Black Awards are played at once
  (`wound N [NAME]`; a single way to pay is taken by itself).
- No resource changes hands between Units in the top row or next to the Final Bunker (Items may).
- A loss of a Specialist or Item the German inflicts is picked by the Unit's player (`lose NAME`).
- Our readings: the German acts only while they have a decision (Phases 1, 2, 4 and 5; Black Awards or losses they
  must settle from Phase 6 wait for their next decision, before anything else); the Soldier Mulligan is not theirs;
  the Allied Sniper and SOE Agent, Wrong Orders and Sniper Scope act on them as placeholders
  (`vs_german` in `atlantikwall_allies.json`). The rulebook names 7 of the 14 German Specialists and 9 of the
  14 German Items: only those are in the game; 10 Awards and 1 Black Award are placeholders so the deck keeps its
  21 cards at 1:6.
- Bonus rules for any game: `fire=on` (Playing with Fire: at the start of Phase 5 a Unit loses 1 Soldier per
  Explosion symbol on its Items above 2; which Items carry one is our reading, `data/explosions.json`) and
  `chaotic_supply=on` (the Items shuffled into two decks, only the two top cards can be found).
- Module 2, `battle_conditions=on`: a card drawn before every Phase 1, shown on the board and in the events; its
  setting wins over the Sector's (dice rolled, locking, finding); "all players" cards reach the German, others only
  the Units; `sacrifice NAME` (a Specialist or Item the card names) cancels it for everyone, in Phase 1 or the
  phase the card names (Cross Fire: Phase 5); a loss nobody can pay is ignored. `persistent_weather=on`: a Weather
  card stays until the next Weather card, applied after the card of the turn. `advanced_observation=on`:
  `observe binoculars` (or rangefinder, sniper-scope; Phase 4 or 5) shows the next two cards to that player alone,
  then `reorder 2 1`. Only Cross Fire is printed in our rulebook; the other 49 cards are numbered placeholders
  (`data/battle_conditions.json`).
- Module 3, `badges=on`: Battle Cry may draw a Badge instead (`rwb courage badge`), at most one a turn per Unit;
  `use NAME` once, then discarded (an empty deck takes back the shuffled discards); given like Items in the same
  Sector; the German gains 1 Courage per Badge drawn (3 with Honour). `badge_variant=honour` (kept and usable once a
  turn, -10 VP each), `courage` (`badge` in Phase 4 for 1 Courage and 1 Star: the first cost icon is our reading),
  `assistance` (one free Badge each at the start). The Military Medic Badge (printed) makes a Skull RWB with two
  colours; the other 9 Badges are numbered placeholders (`data/badges.json`).
- Exercise Fabius (`map=exercise-fabius`, N-18), the rulebook's easy first map for the module: our reconstruction
  (three lanes, low DEF), in `data/maps_atlantikwall/`, merged into the data of the games that play it only (so
  the other games' data and replays do not change).
- The image shows the German panel (never their Awards), the Battle Condition(s) in play, inactive MGF and mines.
- Solitaire, `mode=german-solo` (players=1): you are the German (seat `german`) against one automated Unit that
  lands in a random Starting Sector, stays 2 turns a Sector (1 where the Sector allows 1), moves sideways to the
  edge, Advances into the Sector in front of it, then sideways the other way; it keeps out of the Bunker while it
  can and out of dead ends behind Barriers (already in one, it crosses the Barrier); it never pays Courage, its
  resources are not kept. You lose Soldiers, then Specialists (1 each) by the DEF of its Sector; at 0 you lose.
  Inactive MGF and mines hurt you; its Sniper (rallied on its first Advance) takes a Specialist of your choice each
  turn it stays, until the Sniper Badge or a fourth use of the Scharfschütze kills him; Waffen-SS ignores a Skull,
  the Observer gives 2 IP per RBN, the Close Combat Clasp rolls a second tally (`pick new` / `pick original`), the
  Dog and Barbed Wire take dice from a 6-dice trade pool (`use dog d3`); the listed Awards and Items are out. No
  Phase 7. Our reading: you win once the Unit has spent its turns in the Bunker (or can go nowhere) and you stand.
- A Unit's Dispatch Case or Lieutenant may take or swap a die of the German's Final Tally from anywhere
  (`use dispatch-case german:d3`): their black die turns blue, as the German's Dog turns a blue die black.
- Timing: actions apply in the order they arrive, so two players never act "at the same moment"; where the rules
  resolve things together the German's side goes first (their Phase 6 losses before the Units fight; their Phase 3
  gains before the Sniper and SOE Agent take theirs). Our reading of "the German decides what happens first".
- Not done: "A Handful of Warriors" (a base-game rule we do not have), Legendary Units; the German's Bunker
  Periscope looks at Awards (Advanced Observation for the German is not offered).

## Atlantikwall and Overlord together

Both expansions play on the same engine, each under its own options. Where no rulebook we have says how an
Atlantikwall option works in an Overlord campaign or Blitzkrieg, `/game new` refuses the combination with the
reason (`rules/dday_dice/expansions.py`), rather than play half of it:

- the German player (`german=player`, the solitaire `mode=german-solo`, `german_start`): how they would fight across
  several boards, Teams and Raids is not written anywhere;
- Module 2 `battle_conditions=on`: one deck for several boards, Teams and Raids is not written anywhere;
- Module 3 `badges=on`: the Overlord rulebook only says a Unit that Keeps Going keeps its Badges; what becomes of
  them between Raids is not played yet;
- `map`: a campaign's Raids set its boards.

The two bonus rules are for "any game of D-Day Dice" and play in a campaign: Playing with Fire (`fire=on`) counts
each Unit's own Items; Chaotic Supply (`chaotic_supply=on`) shuffles the reserve into its two decks again at the
start of every Raid, since every Item goes back to the reserve then.
""")
def sect(title, rows, head):
    w(f"\n## {title}\n")
    w("| " + " | ".join(head) + " |")
    w("|" + "---|" * len(head))
    for r in rows:
        w("| " + " | ".join(str(x).replace("|", "/") for x in r) + " |")
sect("Nations (RWB bonuses)", [(n.id, n.name, "; ".join(f"{f}: {b.name} ({' / '.join(o.label for o in b.options)})" for f, b in n.rwb.items()), n.provenance, n.reason) for n in d.nations.values()], ["id", "Nation", "Bonuses", "Provenance", "Reason"])
t = d.tools
sect("Tool table", [("tools", ", ".join(map(str, t.ip)), t.provenance, t.reason)], ["id", "IP for 0..6 Tools", "Provenance", "Reason"])
sect("Specialists", [(s.id, s.name, s.stars, s.kind, s.text or s.effect.describe(), s.provenance, s.reason) for s in d.specialists.values()], ["id", "Name", "Stars", "Kind", "Ability", "Provenance", "Reason"])
sect("Items", [(i.id, i.name, i.ip, i.kind, i.min_players, i.copies, i.effect.describe(), i.provenance, i.reason) for i in d.items.values()], ["id", "Name", "IP", "Kind", "Players", "Copies", "Effect", "Provenance", "Reason"])
sect("Medals", [(m.id, m.name, m.effect.describe(), m.vp, m.provenance, m.reason) for m in d.medals.values()], ["id", "Name", "Effect", "VP", "Provenance", "Reason"])
sect("Vehicles", [(v.id, v.name, v.effect.describe(), v.provenance, v.reason) for v in d.vehicles.values()], ["id", "Name", "Effect", "Provenance", "Reason"])
sect("Rule values", [(r.id, r.value, r.text, r.provenance, r.reason) for r in d.rules.values()], ["id", "Value", "Meaning", "Provenance", "Reason"])
sect("Battle Maps", [(m.id, m.number, m.name, sum(1 for s in m.sectors if not s.bunker), sum(1 for s in m.sectors if s.bunker), m.start_resources.soldiers, m.provenance, m.reason) for m in d.maps.values()], ["id", "Number", "Name", "Sectors", "Bunkers", "Start Soldiers", "Provenance", "Reason"])
w("""
Exercise Tiger follows the printed board (DEF, MGF, costs, conditions, mines as read from the photo). Omaha
Beach keeps what the Overlord example fixes (Sector 8 DEF 10 needs a Scout; Sector 9, next to the Bunker,
needs a Medic; Sectors 7 and 8 reach the Bunker through 9). Gold Beach keeps its two Bunkers and Sector 11
(DEF 16 + 1 MGF). Every other Sector of every other map is our design, tuned so the simple policy of
`rules/dday_dice/policy.py` wins a fair share of games (`python -m bench`: `dice_win_rate_<map>_<players>p`).
""")
open("docs/dday-dice.md", "w").write("\n".join(L) + "\n")
