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

Options: `players` 1-4 (default 1); `map` (default `exercise-tiger`); `nations` one per Unit from `us`, `uk`,
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
18. Not implemented (expansion material): Militaries, Badges, Battle Conditions, Legendary Units, campaigns.
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
