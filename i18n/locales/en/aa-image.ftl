### The A&A D-Day board image and its alt text (renderer/aa_dday), issue #28.
### English reproduces the image's words as they were before the catalogues: the English image is unchanged.

## Header
aa-img-title = Axis & Allies: D-Day  ·  Turn { $turn } of { $max }  ·  { $card }
aa-img-card-line = Order card { $card }: { $name }
aa-img-no-card = No order card yet
aa-img-status = Phase: { $phase }  ·  Waiting for: { $waiting }  ·  { $cities }
aa-img-nobody = nobody
aa-img-cities = Victory cities held by the Allies: { $held } of 3
aa-img-cities-close = { $cities } — Allies close to victory!
aa-img-game-over-banner = GAME OVER — { $outcome }

## Seats and nations
aa-img-seat-axis = Axis
aa-img-seat-allies = Allies
aa-img-seat-de = Germany
aa-img-seat-us = U.S.
aa-img-seat-uk = U.K.

## Units (badges keep the letters I A T B F Bm in every language: the command language)
aa-img-unit-inf = inf
aa-img-unit-art = art
aa-img-unit-tank = tank
aa-img-unit-bh = blockhouse
aa-img-unit-fighter = fighter
aa-img-unit-bomber = bomber
aa-img-tag-lost = −{ $n } { $unit }
aa-img-tag-placed = +{ $n } { $unit }
aa-img-airborne = Airborne { $units }

## Footer (the legend)
aa-img-legend-axis = Axis
aa-img-legend-allies = Allies
aa-img-legend-contested = Contested
aa-img-legend-empty = Empty
aa-img-legend-letters = I inf · A art · T tank · B blockhouse · F fighter · Bm bomber
aa-img-legend-marks = casualties / placed
aa-img-legend-move = move
aa-img-legend-combat = combat
aa-img-legend-card = (marks show what order card { $card } changed)
aa-img-reconstructed-note = Board geometry reconstructed: zone shapes, names and positions are our own drawing from reconstructed data, not the printed board.

## Panels
aa-img-airfield = Airfield
aa-img-destroyed = Destroyed
aa-img-empty = empty
aa-img-none-yet = none yet
aa-img-none = none
aa-img-charts-title = Reinforcement charts: waiting of total · ready now · next units
aa-img-chart-count = { $waiting } of { $total }
aa-img-chart-ready = { $n } ready
aa-img-chart-next = next: { $units }
aa-img-chart-empty = chart empty
aa-img-removed = Order cards removed: { $cards }
aa-img-fortune-in-force = Fortune in force: { $fortune }
aa-img-tactics-used = Tactics used: { $cards }
aa-img-proposed = Proposed: { $proposal }
aa-img-turn = Turn

## The close-up band
aa-img-closeup-card = order card { $card }
aa-img-closeup-last = the last card
aa-img-closeup-title = Close-up ×{ $scale }: where { $what } acted — { $names }
aa-img-closeup-tag = ×{ $scale } below

## Words the English image takes from the view (the engine's English); other languages build them from ids
aa-img-phase-over = Turn { $turn } · Game over
aa-img-phase-victory = Turn { $turn } · Victory check
aa-img-phase-fortune = Turn { $turn } · Fortune { $card } { $name }
aa-img-phase-tactics = Turn { $turn } · Tactics { $card } { $name }
aa-img-phase-order = Turn { $turn } · Order { $card } { $name }
aa-img-card-game-over = Game over
aa-img-card-victory-check = Victory check
aa-img-fortune = Fortune { $card }: { $result }
aa-img-proposal = { $seat } proposes '{ $decision }' ({ $state })
aa-img-proposal-waiting = waiting for confirmation
aa-img-proposal-refused = refused; the Axis decides
aa-img-outcome-allies-quick = The Allies held Cherbourg, St. Lô and Caen at the end of turn { $turn } (optional victory rule).
aa-img-outcome-allies-full = The Allies held Cherbourg, St. Lô and Caen through a full turn (end of turn { $from } to end of turn { $turn }).
aa-img-outcome-axis-quick = The Allies did not hold Cherbourg, St. Lô and Caen at the end of any turn up to turn { $turn }.
aa-img-outcome-axis-full = The Allies did not hold Cherbourg, St. Lô and Caen for a full turn by the end of turn { $turn }.

## Alt text
aa-img-alt-head = Axis & Allies: D-Day, turn { $turn } of { $max }
aa-img-alt-head-card = { $head }, order card { $card } ({ $name })
aa-img-alt-head-name = { $head }, { $name }
aa-img-alt-phase = { $head }. Phase: { $phase }.
aa-img-alt-over = Game over: { $outcome }.
aa-img-alt-control-unknown = unknown
aa-img-alt-control-contested = contested
aa-img-alt-control-axis = Axis
aa-img-alt-control-allies = Allies
aa-img-alt-control-empty = empty
aa-img-alt-city = { $name }: { $control }
aa-img-alt-cities = Victory cities: { $cities } (Allies hold { $held } of 3).
aa-img-alt-cities-close = Victory cities: { $cities } (Allies hold { $held } of 3, close to victory).
aa-img-alt-ashore = Ashore: Axis { $axis ->
        [one] { $axis } unit
       *[other] { $axis } units
    }, Allies { $allies } (U.S. { $us }, U.K. { $uk }). In the beachhead boxes at sea: Allies { $sea } (U.S. { $sea_us }, U.K. { $sea_uk }).
aa-img-alt-waiting = Waiting for: { $seats }.
aa-img-alt-no-decision = No decision pending.
aa-img-alt-zones = Zones: Axis { $axis }, Allies { $allies }, contested { $contested }.
aa-img-alt-zone = { $id } { $name }
aa-img-alt-combat = Combat in: { $zones }.
aa-img-alt-casualties = Casualties marked: { $n }.
aa-img-alt-closeup = Under the board, a close-up at triple scale repeats where the last card acted.
aa-img-alt-air-nation = { $nation } { $fighters ->
        [one] { $fighters } fighter
       *[other] { $fighters } fighters
    }, { $bombers ->
        [one] { $bombers } bomber
       *[other] { $bombers } bombers
    }
aa-img-alt-airfield = Airfield: { $list }.
aa-img-alt-reconstructed = Board geometry reconstructed.

## Names: zones, boxes, charts, reinforcement markers, seas
aa-img-zone-1 = La Hague
aa-img-zone-2 = Cherbourg
aa-img-zone-3 = St-Pierre-Église
aa-img-zone-4 = Barfleur
aa-img-zone-5 = Les Pieux
aa-img-zone-6 = Valognes
aa-img-zone-7 = Montebourg
aa-img-zone-8 = Barneville
aa-img-zone-9 = Bricquebec
aa-img-zone-10 = St-Sauveur
aa-img-zone-11 = Ste-Mère-Église
aa-img-zone-12 = La Haye-du-Puits
aa-img-zone-13 = Carentan
aa-img-zone-14 = Isigny
aa-img-zone-15 = Bayeux
aa-img-zone-16 = Courseulles
aa-img-zone-17 = Ouistreham
aa-img-zone-18 = Cabourg
aa-img-zone-19 = Lessay
aa-img-zone-20 = Périers
aa-img-zone-21 = St-Jean-de-Daye
aa-img-zone-22 = Balleroy
aa-img-zone-23 = Creully
aa-img-zone-24 = Coutances
aa-img-zone-25 = Marigny
aa-img-zone-26 = St. Lô
aa-img-zone-27 = Caumont
aa-img-zone-28 = Tilly-sur-Seulles
aa-img-zone-29 = Cheux
aa-img-zone-30 = Caen
aa-img-zone-31 = Troarn
aa-img-zone-32 = Granville
aa-img-zone-33 = Gavray
aa-img-zone-34 = Tessy-sur-Vire
aa-img-zone-35 = Torigni-sur-Vire
aa-img-zone-36 = Aunay-sur-Odon
aa-img-zone-37 = Villers-Bocage
aa-img-zone-38 = Bourguébus
aa-img-zone-39 = Mézidon
aa-img-zone-40 = Thury-Harcourt
aa-img-zone-41 = Falaise
aa-img-zone-42 = St-Pierre-sur-Dives
aa-img-box-utah = Utah
aa-img-box-omaha = Omaha
aa-img-box-gold = Gold
aa-img-box-juno = Juno
aa-img-box-sword = Sword
aa-img-box-us-west = American Airborne (82nd)
aa-img-box-us-east = American Airborne (101st)
aa-img-box-uk = British Airborne (6th)
aa-img-chart-uk = U.K.
aa-img-chart-us = U.S.
aa-img-chart-rennes-chartres = Rennes or Chartres
aa-img-chart-rouen-chartres = Rouen or Chartres
aa-img-marker-rennes = Rennes
aa-img-marker-chartres = Chartres
aa-img-marker-rouen = Rouen
aa-img-sea-english-channel = English Channel
aa-img-sea-bay-of-the-seine = Bay of the Seine

## Cards
aa-img-card-1 = Airborne Assault
aa-img-card-2 = Naval Bombardment
aa-img-card-3 = Fighters Patrol
aa-img-card-4 = Antiaircraft Fire: Fighters
aa-img-card-5 = Bombers Strike
aa-img-card-6 = Antiaircraft Fire: Bombers
aa-img-card-7 = Bombers Return
aa-img-card-8 = Allies Move
aa-img-card-9 = Blockhouses Fire to Sea
aa-img-card-10 = Allies Land
aa-img-card-11 = Allies Attack / Axis Defends
aa-img-card-12 = Axis Moves
aa-img-card-13 = Axis Attacks / Allies Defends
aa-img-card-14 = Allies Reinforcement
aa-img-card-15 = Axis Reinforcement
aa-img-card-16 = Fighters Return
aa-img-tactics-1 = Paratrooper Reinforcements
aa-img-tactics-2 = V-2 Rocket Strike
aa-img-tactics-3 = Barnstorming
aa-img-tactics-4 = Fireball from Above
aa-img-tactics-5 = Heavy Bombardment
aa-img-tactics-6 = Friendly Fire
aa-img-tactics-7 = Flooding the Lowlands
aa-img-tactics-8 = Blockhouse Construction
aa-img-tactics-9 = Deceptive Landing Arrangement
aa-img-tactics-10 = Combined Assault
aa-img-tactics-11 = Long-Range Howitzers
aa-img-tactics-12 = French Resistance
aa-img-tactics-13 = Long-Range 88s
aa-img-tactics-14 = Reconnaissance Strafing
aa-img-tactics-15 = Axis Convoy
aa-img-tactics-16 = Volunteers from the Home Front

## Fortune results (good, bad)
aa-img-fortune-1-good = Complete Surprise — paratroopers hit on 2 or less this phase
aa-img-fortune-1-bad = Airborne Operation in Disarray — the Axis removes two paratroopers; the others do not attack
aa-img-fortune-2-good = Improved Targeting — naval bombardment hits on 3 or less this phase
aa-img-fortune-2-bad = Heavy Fog and Pitching Seas — the ships need a 1 to hit a blockhouse this phase
aa-img-fortune-3-good = Targets of Opportunity — no limit of fighters patrolling a zone
aa-img-fortune-3-bad = Airfield Readiness — each fighter rolls; on 4 or more it cannot patrol this turn
aa-img-fortune-4-good = Low-flying Fighters — antiaircraft fire hits on 2 or less this phase
aa-img-fortune-4-bad = Antiaircraft Shell Shortage — the Allies choose a zone whose artillery does not fire
aa-img-fortune-5-good = Targets of Opportunity — bombers hit on 5 or less this phase
aa-img-fortune-5-bad = Airfield Uneasiness — each bomber rolls; on 4 or more it cannot strike this phase
aa-img-fortune-6-good = Low-flying Bombers — antiaircraft fire hits on 2 or less this phase
aa-img-fortune-6-bad = Antiaircraft Shell Shortage — the Allies choose a zone whose artillery does not fire
aa-img-fortune-7-good = Airfield Construction — one lost bomber returns to the airfield
aa-img-fortune-7-bad = Luftwaffe Attack — the Axis removes one striking bomber
aa-img-fortune-8-good = Clear Roads — all Allied land units may move two zones this phase
aa-img-fortune-8-bad = Bogged Down — U.K. and U.S. land units each move out of one zone only
aa-img-fortune-9-good = Hedgehog Disruption — blockhouses hit on 5 or less this phase
aa-img-fortune-9-bad = Ammunition Failure — blockhouses hit only on 1 this phase
aa-img-fortune-10-good = Coordinated Landing — units may land in any landing zone of their power
aa-img-fortune-10-bad = Tide Slows the LSTs — each power lands from a single beachhead box
aa-img-fortune-11-good = Coordinated Infantry — Allied infantry hit on 2 this phase
aa-img-fortune-11-bad = Uncoordinated Attacks — the U.K. and the U.S. each attack in one zone only
aa-img-fortune-12-good = Clear Roads — all German land units may move two zones this phase
aa-img-fortune-12-bad = Fuel Shortages and Sabotage — German land units move out of two zones only
aa-img-fortune-13-good = Coordinated Infantry — German infantry hit on 2 this phase
aa-img-fortune-13-bad = Uncoordinated Attacks — the Axis attacks in two zones only
aa-img-fortune-14-good = Sustained Assault — the U.K. and the U.S. may each reroll one reinforcement die
aa-img-fortune-14-bad = Sea Turbulence — the U.K. and the U.S. get half their rolled reinforcements (round up)
aa-img-fortune-15-good = Push to the Front — one die of each sector's roll may be thrown again
aa-img-fortune-15-bad = Sabotaged Bridges and Train Tracks — half the rolled reinforcements per sector (round up)
aa-img-fortune-16-good = Airfield Construction — one lost fighter returns to the airfield
aa-img-fortune-16-bad = Luftwaffe Attack — the Axis removes one patrolling fighter
