### A&A D-Day's names: zones, boxes, units, nations, seats, charts and cards (i18n/aa_dday.py inserts them).

## How a zone is written: @ its name, # its number
aa-where-zone = @ (#)
aa-zone-1 = La Hague
aa-zone-2 = Cherbourg
aa-zone-3 = St-Pierre-Église
aa-zone-4 = Barfleur
aa-zone-5 = Les Pieux
aa-zone-6 = Valognes
aa-zone-7 = Montebourg
aa-zone-8 = Barneville
aa-zone-9 = Bricquebec
aa-zone-10 = St-Sauveur
aa-zone-11 = Ste-Mère-Église
aa-zone-12 = La Haye-du-Puits
aa-zone-13 = Carentan
aa-zone-14 = Isigny
aa-zone-15 = Bayeux
aa-zone-16 = Courseulles
aa-zone-17 = Ouistreham
aa-zone-18 = Cabourg
aa-zone-19 = Lessay
aa-zone-20 = Périers
aa-zone-21 = St-Jean-de-Daye
aa-zone-22 = Balleroy
aa-zone-23 = Creully
aa-zone-24 = Coutances
aa-zone-25 = Marigny
aa-zone-26 = St. Lô
aa-zone-27 = Caumont
aa-zone-28 = Tilly-sur-Seulles
aa-zone-29 = Cheux
aa-zone-30 = Caen
aa-zone-31 = Troarn
aa-zone-32 = Granville
aa-zone-33 = Gavray
aa-zone-34 = Tessy-sur-Vire
aa-zone-35 = Torigni-sur-Vire
aa-zone-36 = Aunay-sur-Odon
aa-zone-37 = Villers-Bocage
aa-zone-38 = Bourguébus
aa-zone-39 = Mézidon
aa-zone-40 = Thury-Harcourt
aa-zone-41 = Falaise
aa-zone-42 = St-Pierre-sur-Dives

aa-box-utah = Utah
aa-box-omaha = Omaha
aa-box-gold = Gold
aa-box-juno = Juno
aa-box-sword = Sword
aa-box-us-west = American Airborne (82nd)
aa-box-us-east = American Airborne (101st)
aa-box-uk = British Airborne (6th)
aa-beach-utah = Utah Beach
aa-beach-omaha = Omaha Beach
aa-beach-gold = Gold Beach
aa-beach-juno = Juno Beach
aa-beach-sword = Sword Beach

aa-path-sep = {" → "}
aa-list-sep = {", "}
aa-and-sep = {" and "}
aa-units-sep = {", "}
aa-units-none = nothing

## Nations and seats
aa-nation-de = German
aa-nation-uk = U.K.
aa-nation-us = U.S.
aa-seat-axis = The Axis
aa-seat-allies = The Allies
aa-seat-uk = The U.K.
aa-seat-us = The U.S.
aa-owner-axis = The Axis's
aa-owner-allies = The Allies'
aa-owner-uk = The U.K.'s
aa-owner-us = The U.S.'s

## Units: @ the nation, # the count
aa-unit-inf-one = # @ infantry
aa-unit-inf-other = # @ infantry
aa-type-inf = infantry
aa-unit-art-one = # @ artillery
aa-unit-art-other = # @ artillery
aa-type-art = artillery
aa-unit-tank-one = # @ tank
aa-unit-tank-other = # @ tanks
aa-type-tank = tank
aa-unit-bh-one = # @ blockhouse
aa-unit-bh-other = # @ blockhouses
aa-type-bh = blockhouse
aa-unit-fighter-one = # @ fighter
aa-unit-fighter-other = # @ fighters
aa-type-fighter = fighter
aa-unit-bomber-one = # @ bomber
aa-unit-bomber-other = # @ bombers
aa-type-bomber = bomber

## Reinforcement charts
aa-chart-uk = U.K.
aa-chart-us = U.S.
aa-chart-rennes-chartres = Rennes/Chartres
aa-chart-rouen-chartres = Rouen/Chartres

## Cards: # the number (two digits), @ the name
aa-card-title = Order # @
aa-fortune-title = Fortune # @
aa-tactic-title = Tactics # @
aa-card-1 = Airborne Assault
aa-card-2 = Naval Bombardment
aa-card-3 = Fighters Patrol
aa-card-4 = Antiaircraft Fire: Fighters
aa-card-5 = Bombers Strike
aa-card-6 = Antiaircraft Fire: Bombers
aa-card-7 = Bombers Return
aa-card-8 = Allies Move
aa-card-9 = Blockhouses Fire to Sea
aa-card-10 = Allies Land
aa-card-11 = Allies Attack / Axis Defends
aa-card-12 = Axis Moves
aa-card-13 = Axis Attacks / Allies Defends
aa-card-14 = Allies Reinforcement
aa-card-15 = Axis Reinforcement
aa-card-16 = Fighters Return
aa-tactic-1 = Paratrooper Reinforcements
aa-tactic-2 = V-2 Rocket Strike
aa-tactic-3 = Barnstorming
aa-tactic-4 = Fireball from Above
aa-tactic-5 = Heavy Bombardment
aa-tactic-6 = Friendly Fire
aa-tactic-7 = Flooding the Lowlands
aa-tactic-8 = Blockhouse Construction
aa-tactic-9 = Deceptive Landing Arrangement
aa-tactic-10 = Combined Assault
aa-tactic-11 = Long-Range Howitzers
aa-tactic-12 = French Resistance
aa-tactic-13 = Long-Range 88s
aa-tactic-14 = Reconnaissance Strafing
aa-tactic-15 = Axis Convoy
aa-tactic-16 = Volunteers from the Home Front
aa-who-axis = the Axis
aa-who-allies = the Allies
aa-who-uk = the U.K.
aa-who-us = the U.S.
aa-or-sep = {" or "}

## Phases, seats waiting, what a decision asks
aa-phase = Turn { $turn } · { $what }
aa-phase-over = Turn { $turn } · Game over
aa-phase-victory = Turn { $turn } · Victory check
aa-seat-name-axis = Axis (Germany)
aa-seat-name-allies = Allies (U.K. and U.S.)
aa-seat-name-uk = United Kingdom
aa-seat-name-us = United States
aa-nobody = nobody
aa-help-hits = assign the hits ('hits <location>: <units>')
aa-help-move = move units ('move <units> from <zone> to <zone>') or say 'done'
aa-help-land = land units ('land <units> from <beach>') or say 'done'
aa-help-patrol = send fighters ('patrol <fighters> to <zone>', or 'patrol as last turn') or say 'done'
aa-help-bomb = send bombers ('bomb uk to <zone>') or say 'done'
aa-help-place = place reinforcements ('place <chart> <n> in <location>')
aa-help-split = split the six naval bombardment dice ('split uk <n> us <m>')
aa-help-reroll = reroll one die of a reinforcement roll ('reroll <chart> <die>') or say 'done' to keep it
aa-help-tactic = use the tactics card or pass ('tactic use' / 'tactic pass')
aa-help-choose = make the choice the card asks for ('choose …')
aa-help-rearrange = move units between your beachhead boxes ('move <units> from <box> to <box>') or say 'done'
aa-help-recon = move fighters to one zone with a German reinforcement marker ('move <fighters> from <zone> to <zone>') or say 'done'
aa-help-convoy = move one German land unit ('move 1 <type> from <zone> to <zone>') or say 'done'

## Standing orders: what each kind decides (/orders show)
aa-orders-kind-casualties = own losses: unit types in the order they fall, optionally keep-one
aa-orders-kind-targets = enemy units you pick for targeted attacks, most wanted first
aa-orders-kind-aa-fighters = whose fighters your antiaircraft fire shoots down first
aa-orders-kind-aa-bombers = whose bombers your antiaircraft fire shoots down first
aa-orders-kind-blockhouse-targets = which blockhouses the naval bombardment destroys
aa-orders-kind-placement = where reinforcements go (fill or spread)
aa-orders-kind-tactics = tactics cards: pass, or ask when one can be used
aa-orders-kind-fortune = choices after a fortune result
aa-orders-kind-split = naval bombardment dice the U.K. rolls (0-6)
aa-stack = { $zone } ({ $n })

## The note under the start post (the engine's data_provenance)
aa-start-note-0 = The board geometry, zone names, starting setup and reinforcement charts are reconstructed from the rulebook and fan encodings of the board (for example 42 zones, though the rulebook says 41); the README lists every choice made.
