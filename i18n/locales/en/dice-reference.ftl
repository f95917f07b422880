### D-Day Dice's /rules entries, worded from the game's records (rules/dday_dice/glossary_words.py, issue #48).
### An English table reads the entries as glossary_entries builds them; these messages are what another language
### translates, piece by piece: the values are arguments, the effects the game's own dice-fx-/dice-gfx- pieces.

## The frame of an entry: its name, what kind of thing it is, where its values come from
dice-ref-term = { $name }
dice-ref-effect = { $effect }.
dice-ref-kind = { $kind ->
        [nation] Player Aid
        [specialist] Specialist card
        [unique-specialist] Unique Specialist card
        [item] Item card
        [medal] Medal card
        [vehicle] Vehicle card
        [german-specialist] German Specialist card
        [german-item] German Item card
        [award] Award card
        [rbn] German RBN bonus
        [battle] Battle Condition card
        [badge] Badge card
        [map] Battle Map
        [rule-value] rule value
        [card] card
       *[rule] rule
    }
dice-ref-owner = Entered by the owner of the game (`DDAY_DICE_DATA`).
dice-ref-source = { $box ->
        [atlantikwall] { $provenance ->
            [rulebook] Source: the Atlantikwall rulebook.
            [inferred] Source: inferred from the Atlantikwall rulebook: { $reason }
           *[reconstruction] Source: our reconstruction: { $reason }
        }
       *[base] { $provenance ->
            [rulebook] Source: stated by the expansion rulebooks or printed on the component.
            [inferred] Source: inferred (our reading of indirect evidence): { $reason }
           *[reconstruction] Source: our reconstruction: { $reason }
        }
    }{ $placeholder ->
        [yes] {" "}(placeholder: the effect is ours)
       *[no] {""}
    }
dice-ref-reason-unknown = see docs/dday-dice.md.
dice-ref-section = { $printed ->
        [yes] Atlantikwall and Overlord rulebooks, or the printed component
       *[no] not printed in our rulebooks: see docs/dday-dice.md
    }
dice-ref-section-atlantikwall = { $printed ->
        [yes] Atlantikwall rulebook
       *[no] not printed in our rulebooks: see docs/dday-dice.md
    }
dice-ref-section-overlord = not printed in our rulebooks: see docs/dday-overlord.md

## The records of the base game (rules/dday_dice/data)
dice-ref-nation-term = { $nation } Player Aid
dice-ref-nation = { $nation } RWB bonuses:
dice-ref-nation-bonus = { $face } { $name }: { $either }.
dice-ref-tools-term = Tool table
dice-ref-tools = Item Points for 0, 1, 2 ... Tools in the Final Tally: { $points }; each Tool beyond adds the last step again.
dice-ref-specialist = Specialist ({ $shared ->
        [yes] one shared copy
       *[no] own set of each Unit
    }), { $stars ->
        [one] { $stars } Star
       *[other] { $stars } Stars
    }.
dice-ref-counts-as-soldier = Counts as 1 Soldier when taking losses.
dice-ref-item = Item, { $ip ->
        [one] { $ip } Item Point
       *[other] { $ip } Item Points
    }, used once: { $effect }.
dice-ref-item-players = Only with { $n }+ players.
dice-ref-item-special = Special Item: only on maps that list it.
dice-ref-medal = Medal, drawn at random and kept face down until used: { $effect }. Worth { $vp } VP.
dice-ref-vehicle = Vehicle, taken where a Sector offers one; it follows its Unit: { $effect }.
dice-ref-switch = { $on ->
        [yes] True
       *[no] False
    }
dice-ref-rule-term = Rule value: { $id ->
        [stay_limit] stay limit
        [lateral_cost] lateral cost
        [lock_count] lock count
        [rerolls] rerolls
        [mine_dice] mine dice
        [mgf_loss] mgf loss
        [mgf_special] mgf special
        [mulligan_cost] mulligan cost
        [rally_limit] rally limit
        [find_limit] find limit
        [bunker_help] bunker help
        [medals_secret] medals secret
        [bonus_dice_count] bonus dice count
        [skull_cancels_skull] skull cancels skull
        [straight_medals] straight medals
        [vp_soldier] vp soldier
        [vp_specialist] vp specialist
        [vp_item] vp item
        [vp_turn] vp turn
       *[other] { $id }
    }
dice-ref-rule = { $id ->
        [stay_limit] A Unit may stay at most this many turns in a Sector, then must move.
        [lateral_cost] Courage paid for a lateral move (same row).
        [lock_count] Dice locked after the first roll.
        [rerolls] Rerolls of the unlocked dice in Phase 1.
        [mine_dice] Dice rolled for each line of Land Mines crossed; lose that many Soldiers.
        [mgf_loss] Soldiers lost for each Machine Gun Fire, by a d6 roll of 1..6.
        [mgf_special] On this MGF roll, Special Damage: one Specialist is lost too.
        [mulligan_cost] Soldiers paid for a Soldier Mulligan (optional rule): reroll all dice of the first roll, once a turn.
        [rally_limit] Specialists a Unit may rally per turn (one more on a Command Post).
        [find_limit] Items a Unit may find per turn.
        [bunker_help] DEF of a Bunker lower by this much for each Specialist waiting next to it.
        [medals_secret] Medals are kept face down (only their owner sees them) until used.
        [bonus_dice_count] Dice used in an RWB or a Straight also give their own resources in Phase 3.
        [skull_cancels_skull] Whether an Active Skull may cancel another Skull.
        [straight_medals] Medals drawn at random for a Straight (six different faces).
        [vp_soldier] Victory Points per surviving Soldier (optional rule).
        [vp_specialist] Victory Points per surviving Specialist (optional rule).
        [vp_item] Victory Points per unused Item (optional rule).
        [vp_turn] Victory Points lost per turn played (optional rule).
       *[other] A value of the rules.
    }
dice-ref-rule-value = Value: { $value }.
dice-ref-map-term = { $number } { $name }
dice-ref-map = Battle Map { $number }, { $sectors } Sectors and { $bunkers ->
        [one] { $bunkers } Bunker
       *[other] { $bunkers } Bunkers
    }; start with { $soldiers } Soldiers.
dice-ref-map-one-bunker = Battle Map { $number }, { $sectors } Sectors and a Bunker.
dice-ref-place = { $map ->
        [exercise-tiger] Slapton Sands, England, 27 April 1944.
        [exercise-fabius] Southern England, May 1944.
        [omaha-beach] Normandy, 6 June 1944.
        [gold-beach] Normandy, 6 June 1944.
        [sword-beach] Normandy, 6 June 1944.
        [pointe-du-hoc] Normandy, 6 June 1944.
        [vierville-draw] Normandy, 6 June 1944.
       *[other] { $place }.
    }

## The Atlantikwall records (rules/dday_dice/atlantikwall_glossary.py) and Overlord's Unique Specialists
dice-ref-german-specialist = German Specialist, { $stars ->
        [one] { $stars } Star
       *[other] { $stars } Stars
    }.
dice-ref-german-item = German Item, { $ip ->
        [one] { $ip } Item Point
       *[other] { $ip } Item Points
    }, used once: { $effect }.
dice-ref-award = { $black ->
        [yes] { $effect }.
       *[no] Award (secret until played): { $effect }.
    }
dice-ref-rbn = German RBN bonus ({ $face }): { $either }.
dice-ref-placeholder-name = { $kind ->
        [weather] Weather
        [battle] Battle Condition
       *[badge] Badge
    } { $n } (placeholder)
dice-ref-battle = { $weather ->
        [yes] Weather card
       *[no] Battle Condition
    }: { $effect }.
dice-ref-bc-loss = in Phase 6 { $who ->
        [players] every player
       *[units] every Unit
    } loses { $n ->
        [one] { $n } Soldier
       *[other] { $n } Soldiers
    }
dice-ref-bc-gain = in Phase 3 { $who ->
        [players] every player
       *[units] every Unit
    } gains { $what ->
        [soldiers] { $n ->
            [one] { $n } Soldier
           *[other] { $n } Soldiers
        }
        [stars] { $n ->
            [one] { $n } Star
           *[other] { $n } Stars
        }
        [ip] { $n } Item Points
       *[courage] { $n } Courage
    }
dice-ref-bc-def = every DEF { $sign ->
        [plus] +{ $n }
       *[minus] -{ $n }
    }
dice-ref-bc-advance = Advancing costs { $n } more Courage
dice-ref-bc-dice = roll { $n } dice
dice-ref-bc-lock = { $locked ->
        [yes] dice are locked as usual
       *[no] no die is locked
    }
dice-ref-bc-no-find = no Item can be found
dice-ref-bc-cancel = A Unit may give up a { $either } in Phase { $phase } to cancel it.
dice-ref-bc-german-rally = German player: the { $name } costs only { $stars ->
        [one] { $stars } Star
       *[other] { $stars } Stars
    } to rally.
dice-ref-badge = Badge:
dice-ref-unique-specialist = Unique Specialist (Overlord campaigns: one per Neutral set, a Team holds one at a time), { $stars } Stars.

## The entries of rules/dday_dice/data/glossary.json (their English is the file's)
dice-glossary-turn-term = Turn sequence
dice-glossary-turn-text = Every Unit plays each phase at the same time: 1 roll the dice, 2 bonuses and Skulls, 3 gain resources, 4 rally Specialists, find and use Items and trade, 5 stay or move, 6 combat. The bot waits in phases 1, 2, 4 and 5 for every Unit that still has to answer, and runs phases 3 and 6 by itself.
dice-glossary-turn-section = Turn structure (expansions)
dice-glossary-roll-term = Phase 1 Roll
dice-glossary-roll-text = Roll your six dice (two red, two white, two blue). Right after the first roll lock two of them; then reroll any of the others, at most twice. What you end with is your Final Tally. Some Sectors roll five dice or lock none. Commands: lock 1 3, reroll 2 4 5, keep.
dice-glossary-roll-section = Phase 1
dice-glossary-rwb-term = RWB bonus
dice-glossary-rwb-text = A red, a white and a blue die showing the same face give your nation's bonus for that face; pick one of its options (rwb courage free), or hold it to give up for a Sector condition (rwb soldier1 hold). A die serves in one bonus only, and never in both a bonus and a Straight.
dice-glossary-rwb-section = Phase 2
dice-glossary-straight-term = Straight
dice-glossary-straight-text = Six different faces in your Final Tally (Skull included) make a Straight: its Skull cancels nothing, and here it draws a Medal at random (our reading).
dice-glossary-straight-section = Phase 2
dice-glossary-skull-term = Active Skull
dice-glossary-skull-text = Each Skull of your Final Tally that is not in a bonus is Active: it cancels one of your other dice, your choice (cancel 4). Skulls in an Ultimate Gift or a Straight do not; a Sharpshooter or a Marksman makes some Skulls harmless.
dice-glossary-skull-section = Phase 2
dice-glossary-resources-term = Resources
dice-glossary-resources-text = Phase 3: each 1 Soldier face gives 1 Soldier, each 2 Soldiers face 2, each Star and Courage face one of its kind; the number of Tools gives Item Points by the Tool table. Sector gains and some Specialists add more.
dice-glossary-resources-section = Phase 3
dice-glossary-rally-term = Rally Specialists
dice-glossary-rally-text = Phase 4: pay a Specialist's Stars to rally him (rally medic), one a turn (two on a Command Post). Your own set comes from your hand; shared ones come from the reserve and, when two Units ask at once, go to the one with fewest Soldiers.
dice-glossary-rally-section = Phase 4
dice-glossary-items-term = Find and use Items
dice-glossary-items-text = Phase 4: pay an Item's Item Points to find it (find bazooka), one a turn, never in a Sector that forbids it. Items and Medals are used once (use field-radio); those that change dice are used in Phase 2, the others in Phase 4 or 5.
dice-glossary-items-section = Phase 4
dice-glossary-move-term = Move and Advance
dice-glossary-move-text = Phase 5: your marker counts the turns in your Sector; at the stay limit you must move. Advance up a row by paying the Courage printed on the Sector you enter, or move sideways; never down, never back to a Sector already visited. Land Mines and Barriers on the lines of the Sector you leave apply; some Sectors need a Specialist.
dice-glossary-move-section = Phase 5
dice-glossary-combat-term = Combat
dice-glossary-combat-text = Phase 6: lose Soldiers equal to your Sector's DEF for your marker's turn, less reductions; each Machine Gun Fire rolls a die for more losses, a 6 also costing a Specialist. Missing Soldiers are taken from Specialists, one each.
dice-glossary-combat-section = Phase 6
dice-glossary-victory-term = Victory and defeat
dice-glossary-victory-text = Win when every Unit has conquered a Bunker: enter it and survive its Phase 6; its Specialists then wait there and lower its DEF for the others. The game is lost when any Unit is eliminated (no Soldiers and no Specialists, or forced to move with nowhere to go).
dice-glossary-victory-section = Victory
dice-glossary-trading-term = Trading
dice-glossary-trading-text = Phase 4: give Soldiers, Courage, Stars, Item Points or Items to a Unit in your Sector (give unit2 courage 2); a Carrier Pigeon or a Command Post reaches any Unit.
dice-glossary-trading-section = Trading
dice-glossary-tie-term = Tie rule
dice-glossary-tie-text = When two Units want the same thing at once, the one with the fewest Soldiers goes first (then least Courage, fewest Stars).
dice-glossary-tie-section = Victory and ties
dice-glossary-whole-turn-term = Answering a whole turn
dice-glossary-whole-turn-text = Separate steps with ';' to answer several at once (lock 1 2; reroll 3 4 5 6; keep; done). Steps for a later phase wait until you reach it; if the dice make one impossible, it is dropped and you are asked again.
dice-glossary-whole-turn-section = Bot feature
dice-glossary-mulligan-term = Soldier Mulligan
dice-glossary-mulligan-text = Optional rule (mulligan=on): before locking, pay 1 Soldier to roll your whole first roll again, once a turn.
dice-glossary-mulligan-section = Optional rules
dice-glossary-victory-points-term = Victory Points
dice-glossary-victory-points-text = Optional rule (victory_points=on): a won game scores surviving Soldiers, Specialists at the Bunkers, unused Items and Medals, less 2 per turn played.
dice-glossary-victory-points-section = Optional rules
dice-glossary-reconstructed-term = Reconstructed data
dice-glossary-reconstructed-text = The base rulebook is not available to us: each Specialist, Item, Medal, Vehicle, nation, rule value and map says where it comes from. An owner of the game can enter the printed values in a JSON file named by DDAY_DICE_DATA.
dice-glossary-reconstructed-section = Bot feature

## Why a value is ours: each record's reason, by a message named after its English (glossary_words.reason_key)
dice-ref-reason-names-from-the-expansions-x7eecad = Names from the expansions; the values are our proposal (the Player Aids are not available).
dice-ref-reason-our-proposal-the-player-x0859c8 = Our proposal: the Player Aids differ only in RWB numbers; U.K. trades a Soldier of Fresh Troops for Courage.
dice-ref-reason-our-proposal-france-s-x2ea120 = Our proposal: France's Battle Cry also gives 1 Courage, paid for with smaller finds and reinforcements.
dice-ref-reason-our-proposal-canada-s-xb7de3a = Our proposal: Canada's Special Find and Ultimate Gift give a little more.
dice-ref-reason-named-by-the-expansions-xf20c41 = Named by the expansions; Star cost and ability are our proposal.
dice-ref-reason-the-expansions-say-he-xd5d48a = The expansions say he ignores Skulls; how many (1) and his cost are our proposal.
dice-ref-reason-the-expansions-say-he-x35708f = The expansions say he reduces DEF; by how much (2) and his cost are our proposal.
dice-ref-reason-the-expansions-say-he-x2c7094 = The expansions say he silences MGF; the amount and cost are our proposal.
dice-ref-reason-the-expansions-say-he-x57c00b = The expansions say he trades dice; the details and cost are our proposal.
dice-ref-reason-the-expansions-say-he-xee6081 = The expansions say he helps get more RWBs; this mechanism and cost are our proposal.
dice-ref-reason-a-1st-edition-specialist-xb2d380 = A 1st-edition Specialist; his ability and cost are our proposal.
dice-ref-reason-the-expansions-say-he-x8c5a26 = The expansions say he ignores Skulls; two Skulls and his cost are our proposal; one copy shared by all Units.
dice-ref-reason-named-by-the-expansions-xc6020b = Named by the expansions; ability and cost are our proposal; one copy shared by all Units.
dice-ref-reason-1st-edition-cost-and-x1273c7 = 1st-edition cost and effect (reference sheet); 2nd edition may differ.
dice-ref-reason-1st-edition-cost-and-x166f5a = 1st-edition cost and effect (reference sheet); 2nd edition may differ. Used in Phase 2 on your own Final Tally here.
dice-ref-reason-1st-edition-cost-and-x752b86 = 1st-edition cost and effect (reference sheet); 2nd edition may differ. 'Gain a Leadership RWB' is played as its effect: one result of your choice.
dice-ref-reason-a-1st-edition-item-x38600b = A 1st-edition Item (it copied another Unit's Final Tally); here it takes one die from another Unit, as the expansions say dice can be taken.
dice-ref-reason-named-by-the-expansions-x898227 = Named by the expansions as a DEF reducer; amount and cost are our proposal.
dice-ref-reason-named-by-the-expansions-x65e08e = Named by the expansions (cross Barriers); cost is our proposal.
dice-ref-reason-named-by-the-expansions-xa9b15d = Named by the expansions; effect and cost are our proposal.
dice-ref-reason-named-by-the-expansions-x855c42 = Named by the expansions; used as a Special Item of some maps here; effect and cost are our proposal.
dice-ref-reason-an-atlantikwall-regular-item-x33022c = An Atlantikwall Regular Item name reused as a Special Item; effect and cost are our proposal.
dice-ref-reason-medal-named-by-the-x99d458 = Medal named by the expansions; its effect is our proposal.
dice-ref-reason-our-proposal-one-of-xa38a1c = Our proposal: one of the six unnamed base Vehicles.
dice-ref-reason-our-proposal-one-of-x9e0be4 = Our proposal: one of the six unnamed base Vehicles (+1 Soldier each Phase 3).
dice-ref-reason-1st-edition-reference-sheet-x5b89c1 = 1st-edition reference sheet: at most 3 turns in a Sector.
dice-ref-reason-overlord-s-scatter-rule-xb21b7a = Overlord's Scatter! rule implies that ordinary lateral moves are not Advances.
dice-ref-reason-1st-edition-reference-sheet-x355918 = 1st-edition reference sheet: roll a die for the Soldiers lost.
dice-ref-reason-our-proposal-the-base-xe21746 = Our proposal; the base rulebook is not available.
dice-ref-reason-an-online-adaptation-of-x6dbd05 = An online adaptation of Exercise Tiger loses a Specialist on a 6.
dice-ref-reason-1st-edition-reference-sheet-x8d44aa = 1st-edition reference sheet: at most 1 Specialist per turn.
dice-ref-reason-1st-edition-reference-sheet-xfdfc05 = 1st-edition reference sheet: at most 1 Item per turn.
dice-ref-reason-overlord-keeps-medals-secret-x1d34d1 = Overlord keeps Medals secret in campaigns; we do so in the base game too.
dice-ref-reason-the-german-straight-draws-xd6760e = The German Straight draws an Award; a 1st-edition recollection says Straights earn Awards.
dice-ref-reason-read-from-a-photo-x149ea7 = Read from a photo of the printed board (ajmitc/ddaydice); which side owns each mine line and the black shield as 'max 1 turn' are our reading.
dice-ref-reason-only-what-the-overlord-x2144c5 = Only what the Overlord example fixes is known (Sector 8 DEF 10 needs a Scout, Sector 9 next to the Bunker needs a Medic, Sectors 7 and 8 reach it via 9); the rest is our design.
dice-ref-reason-two-bunkers-and-sector-x8d8c47 = Two Bunkers and Sector 11 (DEF 16 + 1 MGF, next to the left Bunker) are stated by the Overlord rulebook; the rest is our design.
dice-ref-reason-the-map-is-named-x9528d3 = The map is named by the Overlord rulebook; every Sector is our design.
dice-ref-reason-the-map-is-named-x57b12e = The map is named by the Overlord rulebook; every Sector (the cliff as Barriers) is our design.
dice-ref-reason-the-map-is-named-xd3df90 = The map is named by the Overlord rulebook, which numbers its Sectors up to 16; every Sector is our design.
dice-ref-reason-the-printed-table-is-x1be8f8 = The printed table is unknown; a reviewer's confusion suggests it is not linear, so we use triangular numbers.
dice-ref-reason-named-by-the-atlantikwall-xf20ff8 = Named by the Atlantikwall rulebook; the effect and cost are our placeholder.
dice-ref-reason-named-by-the-atlantikwall-x3a8e52 = Named by the Atlantikwall rulebook (spelled 'Zwangsrekut' there once); his effect and cost are our placeholder.
dice-ref-reason-named-by-the-atlantikwall-xf84079 = Named by the Atlantikwall rulebook (an Advanced Observation Item); the effect and cost are our placeholder.
dice-ref-reason-named-by-the-atlantikwall-xacf126 = Named by the Atlantikwall rulebook; its effect is our placeholder.
dice-ref-reason-named-by-the-atlantikwall-xf61d9e = Named by the Atlantikwall rulebook (in solitaire it kills the Sniper); its effect outside solitaire is our placeholder.
dice-ref-reason-named-by-the-atlantikwall-xdcdf93 = Named by the Atlantikwall rulebook (its solitaire use rerolls a whole Final Tally); here it rerolls 3 dice, our placeholder.
dice-ref-reason-not-named-by-our-x6c4a83 = Not named by our rulebook: the box holds 21 Awards and only 11 are named; name and effect are our placeholder, kept so the deck has 21 cards at the printed 1:6 ratio.
dice-ref-reason-a-black-award-named-x58e86b = A Black Award named by the rulebook, whose note implies 'lose 1 Award OR lose 1 Specialist'; the exact text is our reading.
dice-ref-reason-the-third-black-award-x5ac9f6 = The third Black Award the 1:6 ratio needs (the historical Wound Badge had black, silver and gold grades); name and effect are our placeholder.
dice-ref-reason-not-named-by-our-xca50bc = Not named by our rulebook (the box holds 50 Battle Conditions, one is shown): name and effect are our placeholder.
dice-ref-reason-a-badge-of-the-x9f8839 = A Badge of the box not named by our rulebook (10 Badges, one shown): name and effect are our placeholder.
dice-ref-reason-named-by-the-atlantikwall-x67aa09 = Named by the Atlantikwall rulebook as its easy first map for the module (the box's N18); every Sector is our design: three lanes wide, low DEF, so the Units need not get in each other's way.
dice-ref-reason-placeholder-one-of-the-xf21c1d = Placeholder: one of the 4 Unique Specialists of the Neutral sheet; their names, costs and effects are not printed in our rulebook, so this name, cost and effect are ours.

## The figures of the web page's chart (i18n/dice_chart.py reads rules/dday_dice/chart_figures.py's names back)
dice-chart-figure = { $group ->
        [unit] Unit { $number }
        [team] Team { $team }
       *[german] German
    } { $measure ->
        [soldiers] Soldiers
        [courage] Courage
       *[pp] PP
    }
