### D-Day Dice's events (issue #48): every line the engine logs, by the name rules/dday_dice gives it
### (g.emit(..., key=, args=)). Each reproduces the engine's English text word for word (tests/i18n/test_dice_words.py).
### Arguments: unit, unit2, to: a Unit or the German seat, said by its name (i18n/dice.py); a {key, args} argument
### (why, cause, message) is a message of its own; name, label, sector...: printed names, inserted as printed;
### if_...: true or false, chosen by a selector; numbers: chosen by the plural selectors.

## rules/dday_dice/advance.py
dice-ev-stayed = { $unit } stays in { $label } (turn { $n }).
dice-ev-moved =     { $unit } { $how } from { $label } to { $label2 }{ $if_cost ->
        [true] { " " }for { $cost } Courage
       *[false] { "" }
    }{ $if_auto ->
        [true] { " " }(its only way)
       *[false] { "" }
    }.
dice-ev-vehicle = { $unit } took a Vehicle in { $label }: { $name }.
dice-ev-stuck = { $unit } must leave { $label } but cannot move anywhere.
dice-ev-gave-up = { $unit } gave up its held { $name } bonus to enter { $label }.
dice-ev-mines-safe = { $unit } crossed the Land Mines safely.
dice-ev-mines = { $unit } crossed Land Mines: rolled { $join }.
dice-ev-rallied-own-free = { $unit } rallied its { $name } for free in { $label }.
dice-ev-rallied-free = { $unit } rallied the { $name } for free in { $label }.

## rules/dday_dice/assault.py
dice-ev-destroyed = { $unit } is destroyed in the Final Bunker.
dice-ev-assault = Phase 7 Assault: { $unit } ({ $mine }) against the German player ({ $theirs }).
dice-ev-war-trophy = The German player draws an Award as a war trophy.

## rules/dday_dice/awards.py
dice-ev-award-drawn-private = You drew the { $name }: { $describe }.
dice-ev-award-picked = The German player took the Award of their choice from the deck and shuffled it.
dice-ev-awards-reordered = The German player put the Awards back on the deck in an order of their choice.
dice-ev-black-paid = The German player pays the { $name }: { $describe }.
dice-ev-german-specialist-lost = The German player loses their { $name } ({ $why }).
dice-ev-german-loss-owed = The German player must lose a Specialist of their choice ({ $why }).
dice-ev-awards-reshuffled = The Award discard pile is shuffled into a new deck.
dice-ev-black-award = The German player drew a Black Award, { $name }, and must play it at once ({ $why }): { $describe }.
dice-ev-awards-empty = No Award is left to look at.
dice-ev-award-lost = The German player discards the { $name } ({ $name2 }).
dice-ev-defences-off = The { $what } of the Battle Map are inactive again.
dice-ev-loss-ignored = The German player has no Specialist to lose ({ $why }).
dice-ev-german-courage-lost = The German player loses { $lost } Courage ({ $why }).
dice-ev-awards-none-to-draw = No Award is left to draw ({ $why }).
dice-ev-black-ignored = The German player has nothing the { $name } could take; it is discarded.
dice-ev-courage-lost = { $unit } loses { $lost } Courage ({ $why }).
dice-ev-award-pick = The German player will take an Award of their choice from the deck ({ $why }).

## rules/dday_dice/badges.py
dice-ev-badges-setup =     { $count ->
        [one] { $count } Badge
       *[other] { $count } Badges
    } { $if_count ->
        [true] is
       *[false] are
    } shuffled into a deck{ $if_variant ->
        [true] { " " }({ $capitalize } Badge rule).
       *[false] { "." }
    }
dice-ev-badge = { $unit } draws the { $name } ({ $why }): { $describe }.
dice-ev-badges-reshuffled = The Badge discard pile is shuffled into a new deck.
dice-ev-badges-empty = No Badge is left to draw.
dice-ev-german-gain-badge = The German player gains { $gain } Courage (a Unit drew a Badge).

## rules/dday_dice/battle_conditions.py
dice-ev-battle-setup = { $count } Battle Conditions are shuffled into a deck.
dice-ev-battle-condition = Battle Condition: { $name }: { $describe }.
dice-ev-battle-cancelled = { $unit } gave up its { $name }: { $name2 } is cancelled for everyone.
dice-ev-battle-reordered = The German player put the Battle Conditions back in the order they chose.
dice-ev-battle-observed = { $who_lost } to look at the next Battle Conditions.
dice-ev-battle-reordered-by-unit = { $unit } put the Battle Conditions back in the order it chose.
dice-ev-battle-reshuffled = The Battle Condition discard pile is shuffled into a new deck.

## rules/dday_dice/bonuses.py
dice-ev-rwb = { $unit } claimed { $name } (RWB of { $face }): { $label }.
dice-ev-straight = { $unit } rolled a Straight.

## rules/dday_dice/chaotic_supply.py
dice-ev-chaotic-supply = Chaotic Supply: the Items are shuffled into two decks of { $half } and { $n }; only their top cards can be found.

## rules/dday_dice/combat.py
dice-ev-combat = { $unit } fights in { $label }: DEF { $loss }.
dice-ev-mgf-ignored = { $unit } ignores the Machine Gun Fire.
dice-ev-mgf = Machine Gun Fire on { $unit }: rolled { $v }.
dice-ev-conquered =     { $unit } conquered the { $label } with { $soldiers ->
        [one] { $soldiers } Soldier
       *[other] { $soldiers } Soldiers
    }{ $if_helpers ->
        [true] ; { $helpers } wait next to it to help the others.
       *[false] { "." }
    }

## rules/dday_dice/defences.py
dice-ev-mgf-removed = { $unit }'s Grenadier silenced { $gone } Machine Gun Fire in { $label } for good.

## rules/dday_dice/effects.py
dice-ev-die-taken = { $unit } took the German player's { $black } die ({ $why }); it is { $die_text } in its Final Tally.
dice-ev-die-taken-from-unit = { $unit } took { $unit2 }'s { $die_text } ({ $why }).
dice-ev-tally-changed = { $unit }'s Final Tally is now { $tally_text } ({ $why }).
dice-ev-dice-traded = { $unit } traded its { $die_text } for { $unit2 }'s { $die_text2 } ({ $why }).

## rules/dday_dice/german.py
dice-ev-german-rolled = The German player rolled: { $tally_text }.
dice-ev-german-rbn = The German player claimed { $name }: { $label }.
dice-ev-german-straight = The German player rolled a Straight: they take the Award of their choice.
dice-ev-german-cancelled = An Active Skull cancelled the German player's { $die_text }.
dice-ev-german-played =     The German player played { $if_kind ->
        [true] their
       *[false] the
    } { $where } { $name }.
dice-ev-german-played-described =     The German player played { $if_kind ->
        [true] their
       *[false] the
    } { $where } { $name }: { $describe }.
dice-ev-german-took-die = The German player took { $unit }'s { $die_text } ({ $why }); in their tally it is a { $die_text2 }.
dice-ev-solo-setup =     Solitaire: the German plays against one automated Allied Unit; { $n ->
        [one] { $n } Award
       *[other] { $n } Awards
    } and { $n2 ->
        [one] { $n2 } Item
       *[other] { $n2 } Items
    } are out of this game.
dice-ev-german-tally = The German player's Final Tally: { $tally_text }.
dice-ev-observer-item-points = The Observer gives the German { $solo_observer_ip } Item Points for the RBN.

## rules/dday_dice/german_losses.py
dice-ev-loss-owed = { $unit } must lose 1 { $kind } of its choice ({ $why }).
dice-ev-unit-loss-ignored = { $unit } has no { $kind } to lose ({ $why }).
dice-ev-specialist-lost = { $unit } lost its { $name } (the German's doing).
dice-ev-item-lost = { $unit } lost its { $name } (the German's doing).

## rules/dday_dice/german_phase4.py
dice-ev-defences-on = Every { $what } of the Battle Map is now active.

## rules/dday_dice/german_solo.py
dice-ev-solo-start = The automated Allied Unit lands in { $label }.
dice-ev-solo-move =     The Allied Unit { $if_flip ->
        [true] advances
       *[false] moves
    } from { $label } to { $label2 }{ $if_barrier ->
        [true] { " " }over a Barrier (it would be stuck otherwise).
       *[false] { "." }
    }
dice-ev-solo-combat = The Allied Unit attacks from { $label }: DEF { $top } against the German.
dice-ev-solo-pool = The German rolls 6 dice into their trade pool.
dice-ev-solo-clasp = Close Combat Clasp: a second Final Tally is rolled; the German keeps one of the two.
dice-ev-solo-clasp-kept = The German keeps their { $what } Final Tally.
dice-ev-solo-stay = The Allied Unit stays in { $label } (turn { $n }).
dice-ev-solo-stuck = The Allied Unit can go no further than { $label }.
dice-ev-solo-mines = The Unit crossed inactive Land Mines: they hurt the German ({ $join }).
dice-ev-solo-sniper = The Allied Unit rallies its Sniper: from next turn he fires whenever the Unit stays.
dice-ev-solo-sniper-fires = The Allied Sniper fires: the German must lose a Specialist.
dice-ev-solo-sniper-dead = The Allied Sniper is dead.
dice-ev-solo-sniper-found = The Scharfschütze found the hidden Sniper and is sacrificed to get rid of him.
dice-ev-solo-mgf = Inactive Machine Gun Fire in { $label } turns on the German: rolled { $v }.

## rules/dday_dice/items.py
dice-ev-find-asked = { $unit } looks for the { $name } (settled at the end of Phase 4).
dice-ev-used =     { $unit } used { $if_kind ->
        [true] its{ " " }
       *[false] the{ " " }
    }{ $name }: { $describe }.

## rules/dday_dice/losses.py
dice-ev-specialists-lost = { $unit } lost { $names } ({ $cause }).
dice-ev-eliminated = { $unit } is eliminated: { $why }.

## rules/dday_dice/medals.py
dice-ev-no-medal = { $unit } would draw a Medal ({ $why }), but none are left.
dice-ev-medal-drawn = { $unit } drew a Medal ({ $why }) and keeps it face down.
dice-ev-medal-secret = Your Medal, face down ({ $why }): the { $name }, { $describe }. Only you see it until you use it ('use { $medal }').
dice-ev-medal-drawn-open = { $unit } drew the { $name } ({ $why }).

## rules/dday_dice/overlord/baptism_of_fire.py
dice-ev-baptism-of-fire = Baptism of Fire: every Unit starts with its Novice Officer; it must keep him until, from Sector { $from_sector } on, it may exchange him for any Specialist ('promote SPECIALIST' in Phase 4).
dice-ev-novice-promoted = { $unit }'s { $name } has learnt enough: he becomes the { $name2 } (Baptism of Fire).

## rules/dday_dice/overlord/call_for_help.py
dice-ev-call-for-help = { $unit } calls for help: it is put in safety and has finished this Raid (no Bunker, 5 PP less for its Team).

## rules/dday_dice/overlord/carry.py
dice-ev-carried =     { $unit } keeps { $kept } from the last Raid{ $if_stars ->
        [true]
            { " " }and takes { $stars ->
                [one] { $stars } Star
               *[other] { $stars } Stars
            }.
       *[false] { "." }
    }

## rules/dday_dice/overlord/fanatical_defenders.py
dice-ev-flame-thrower-empty-found = { $unit } finds an empty Flame-Thrower: { $why } (the Bunker will be { $empty_def } DEF harder for its Team).
dice-ev-flame-thrower-bought =     { $unit } finds its Team's Flame-Thrower for { $cost ->
        [one] { $cost } Item Point
       *[other] { $cost } Item Points
    }.
dice-ev-flame-thrower-used = { $unit } storms the Bunker with the Flame-Thrower (DEF { $reduce } less this turn).
dice-ev-flame-thrower-empty-used = { $unit } storms the Bunker with an empty Flame-Thrower: the Bunker is { $empty_def } DEF harder for its Team.

## rules/dday_dice/overlord/hurt_me.py
dice-ev-hurt-me =     Hurt Me: one Tiger alone waits in Column Baker, and Baker's Bunker is the objective{ $if_cond ->
        [true] ; the Unit chooses to start in Column Able or Baker ('column able' or 'column baker').
       *[false] { "." }
    }
dice-ev-hurt-me-start-able = Hurt Me: { $unit } starts in Column Able, in { $label }, with that board's Starting Resources.
dice-ev-hurt-me-start-baker = Hurt Me: { $unit } starts in Column Baker.

## rules/dday_dice/overlord/keep_going.py
dice-ev-eliminated-may-keep-going = { $unit } is eliminated: { $why }. At the next Phase 1 it may Keep Going ('retreat SECTOR keep SPECIALIST stars N') or stay out ('retreat none').
dice-ev-keep-going =     { $unit } keeps going from { $label }{ $keep }: { $soldiers ->
        [one] { $soldiers } Soldier
       *[other] { $soldiers } Soldiers
    }, { $n } Courage and { $stars ->
        [one] { $stars } Star
       *[other] { $stars } Stars
    }.
dice-ev-stays-out = { $unit } stays out of this Raid.

## rules/dday_dice/overlord/leap_toward_tonga.py
dice-ev-leap-toward-tonga = Leap Toward Tonga: { $unit } holds the { $label } and must leap on to the { $label2 } at its next move.

## rules/dday_dice/overlord/lieutenant_leloser.py
dice-ev-leloser = Lieutenant LeLOSER: every Unit starts with its Novice Officer; only { $how } gets rid of him.
dice-ev-leloser-special-damage = { $unit } loses its { $name } to the Special Damage (Lieutenant LeLOSER).
dice-ev-leloser-sent-away =     { $unit } pays { $cost ->
        [one] { $cost } Star
       *[other] { $cost } Stars
    } to send its { $name } away (Lieutenant LeLOSER).

## rules/dday_dice/overlord/lost_officers.py
dice-ev-lost-officers-freed = Lost Officers: { $why }; { $names } available again.

## rules/dday_dice/overlord/lost_paras.py
dice-ev-lost-para-collected = { $unit } collects Lost Para no. { $split }.

## rules/dday_dice/overlord/mont_fleury.py
dice-ev-bridge = { $unit } { $what } to bridge the Mont Fleury trench.

## rules/dday_dice/overlord/mutual_admiration.py
dice-ev-admiration = The Mutual Admiration Society: { $unit } gains { $cost } Courage from { $unit2 }'s { $name }.

## rules/dday_dice/overlord/raid_a.py
dice-ev-cannon-fodder = Cannon Fodder: every Unit starts with 6 more Soldiers and 2 more Courage.
dice-ev-flame-thrower-race-won = { $unit } wins the race and finds the Flame-Thrower for free.
dice-ev-courier = { $unit } captures the courier in { $label }: { $pp } PP for { $team_name }.
dice-ev-ammunition = { $unit } gives up its Special Find: { $team_name } has the right ammunition for its howitzer.
dice-ev-barrage = Synchronized Fire: every Sector 9 is held and the howitzers fire; the Bunkers lose the { $barrage_def } DEF they had.

## rules/dday_dice/overlord/raid_b.py
dice-ev-map-notes-no-command-post = Battle Map Notes: { $label } has no Command Post in this Raid (it keeps its Single Combat DEF). Mission Boston's Command Post lifts 'A Handful of Warriors', a rule this game does not have.
dice-ev-map-notes-command-post-frees = Battle Map Notes: the Command Post of { $label } gives none of its usual perks; it frees the Lost Equipment instead.

## rules/dday_dice/overlord/raid_b2.py
dice-ev-landed = { $unit } lands in { $label }.
dice-ev-find-asked-free = { $unit } looks for the { $name }, free here (settled at the end of Phase 4).
dice-ev-ground-start-unit =     Ground Start: { $unit } starts in { $label }, the Starting Sector closest to { $if_took ->
        [true] the Bunker it took in Raid B-1S.
       *[false] its Column's Bunker of Raid B-1S (it took none).
    }

## rules/dday_dice/overlord/raid_c2.py
dice-ev-password = { $unit } gives the Password to the Sentries: { $n } of 6 match; { $team_name }'s Bunker loses { $n2 } of its { $sentry_def } extra DEF.
dice-ev-password-die-changed = { $unit } uses the { $name } on the Password: its die { $n } is now { $face_label }.

## rules/dday_dice/overlord/raid_c2_solo.py
dice-ev-von-kraut = Colonel von Kraut: the German Colonel is in { $label }; capture him to learn the Passwords of the other two Columns' Bunkers.
dice-ev-password-column =     { $unit } gives Column { $title }'s Password: { $n } of 6 match; its Bunker keeps { $n2 ->
        [one] { $n2 } die
       *[other] { $n2 } dice
    } (+{ $n3 } DEF).
dice-ev-password-column-die-changed = { $unit } uses the { $name }: die { $n } of Column { $title }'s Password is now { $dice } { $face_label }.

## rules/dday_dice/overlord/raid_c3.py
dice-ev-follow-me = Follow Me!: { $team_name } reaches the third row; its new commander sends it against the Bunker of Column { $title }.
dice-ev-face-up-item-piles = { $why }: the Items are shuffled into two face-up piles; only their top cards can be found.
dice-ev-supply = { $unit }'s { $name } goes to { $unit2 } (Quartermaster's Nightmare).
dice-ev-quartermaster = Quartermaster's Nightmare: every Item bought with Item Points goes to another Unit ('supply ITEM UNIT' at the start of Phase 5).
dice-ev-quartermaster-ignored = Quartermaster's Nightmare is ignored: some Teams have one Unit, others several.

## rules/dday_dice/overlord/raid_c3_solo.py
dice-ev-this-way = This Way!: your new commander wants you in { $label } first (a green token).
dice-ev-no-that-way = No, That Way!: your commander changes his mind: attack the { $label }.

## rules/dday_dice/overlord/raid_starts.py
dice-ev-lambs-to-slaughter = Lambs to the Slaughter: no Militaries in this game, so every Unit rallies the { $name } for free.
dice-ev-raid-start-bonus =     { $name }: every Unit starts with { $text } more{ $if_baker_courage ->
        [true] ; Team Baker also { $baker_courage } Courage.
       *[false] { "." }
    }
dice-ev-improvised-replacements =     Improvised Replacements: { $team_name } rolls { $a } and { $b }: each of its Units gains { $low } Courage and { $high ->
        [one] { $high } Soldier
       *[other] { $high } Soldiers
    }.

## rules/dday_dice/overlord/sergeant_snafu.py
dice-ev-snafu-rule = Sergeant SNAFU: the { $name } is the Snafu; { $unit } has him for free. A held Leadership or Battle Cry given up passes him to another Unit ('snafu UNIT' in Phase 2).
dice-ev-snafu-handed-over = { $unit } hands the Snafu over to { $unit2 }.
dice-ev-snafu-must-pass = { $unit } enters the Bunker with the Snafu and must hand him over now ('snafu UNIT').
dice-ev-snafu-stays = { $unit } enters the Bunker with the Snafu: nobody can take him, he stays ({ $kept_pp } PP if the Bunker falls).
dice-ev-snafu-joins = After its first RWB, { $unit } is joined by the { $name }: he is the Snafu, active ({ $solo_pp } PP if the Bunker falls with him active).
dice-ev-snafu-leaves = { $unit } is out of the Raid and nobody is left to take the Snafu: he leaves the game.
dice-ev-snafu-silenced =     The Snafu is { $if_now ->
        [true] silenced
       *[false] active again
    }.

## rules/dday_dice/overlord/share_the_pain.py
dice-ev-share-the-pain = { $unit } shares the pain: a { $colour } Skull token for { $unit2 }.

## rules/dday_dice/overlord/solo_a.py
dice-ev-special-items = Special Items: the reserve holds six Special Items for you: { $names }.

## rules/dday_dice/overlord/solo_a1.py
dice-ev-skulls-to-rally-point = From now on your Active Skulls go next to the Rally Point in { $label }.
dice-ev-time-passes = Time Passes: the Time token starts in { $label }.
dice-ev-swapped =     One Less...: { $unit } sacrifices the War Correspondent and takes the Rally Point's place in { $label }{ $if_skulls ->
        [true]
            ; { $count ->
                [one] { $count } Skull token
               *[other] { $count } Skull tokens
            } { $if_count ->
                [true] joins
               *[false] join
            } its next Final Tallies.
       *[false] { "." }
    }
dice-ev-time-passes-again = Time Passes Again: the Time token starts again in { $label }.
dice-ev-time-token-enters = Time Passes: the Time token enters { $label }.
dice-ev-time-token-moves = Time Passes: the Time token moves to { $label }.
dice-ev-one-less-over = One Less...: { $unit } waited { $wait_turns } turns without the War Correspondent; its Raid is over.

## rules/dday_dice/overlord/solo_a2.py
dice-ev-hurry = Hurry!: the Unit Marker shows its chevron face: one turn fewer in every Sector.
dice-ev-rommel-obstacles = Rommel's Obstacles: { $title } rolls { $roll }: Sector { $n } is blocked.

## rules/dday_dice/overlord/solo_a3.py
dice-ev-prepare-guns-token = Prepare the Guns: a token marks { $label } ({ $count } of { $count2 }).
dice-ev-prepare-guns-fire = Prepare the Guns: the howitzers fire; { $n } Courage; the Bunkers can be attacked.
dice-ev-prisoner-slips = Don't Shoot!: a Resistance prisoner slips down to { $label }.
dice-ev-all-or-nothing-held =     All or Nothing: { $unit } holds { $label }; { $if_left ->
        [true] still to take: { $join }.
       *[false] the prisoners must still reach Sector 1.
    }
dice-ev-advanced-for-courage = { $unit } advanced from { $label } to { $label2 } for { $cost } Courage.
dice-ev-all-or-nothing-done = All or Nothing: every Bunker is taken and every prisoner is home.

## rules/dday_dice/overlord/tigers.py
dice-ev-tiger-moved =     { $unit } moves the Tiger of Column { $title } to { $label }{ $if_down ->
        [true] ; it turns back, showing { $face }
       *[false] { "" }
    }.
dice-ev-tiger-sacrifice = { $unit } sacrifices its { $name } to get away from the Tiger.
dice-ev-tiger-ready = { $unit } gets ready: if a Tiger's die shows { $words } or more this turn, it uses its die-turning card on it.
dice-ev-tiger-slip = { $unit } slips away from the Tiger: it sacrifices a Specialist ('slip SPECIALIST').
dice-ev-tiger-down = A Tiger is down in Sector 1: once this turn is over, the solo campaign is a defeat.
dice-ev-tiger-gone = In Column { $title } only its own Tiger follows the Unit; the other is gone.
dice-ev-tiger-fires = The Tiger fires on { $unit }: rolled { $v }.
dice-ev-tiger-die-turned = { $unit } uses the { $name }: the Tiger's die is turned to 1.

## rules/dday_dice/overlord/trapped_officers.py
dice-ev-trapped-officer-freed = { $unit } frees the trapped { $name } (Trapped Officers).
dice-ev-trapped-officer-recovered = { $unit } recovers the { $name } (Trapped Officers).
dice-ev-trapped-officer-token = { $unit } takes token of the { $name }, who is already with it.
dice-ev-trapped-officer-rallied = Trapped Officers: { $unit } rallies the { $name } for free.

## rules/dday_dice/overlord/victoria_cross.py
dice-ev-victoria-cross = { $unit } puts the Victoria Cross back in the deck and draws another Medal.

## rules/dday_dice/rally.py
dice-ev-rally-asked = { $unit } asks for the { $name } from the reserve (settled at the end of Phase 4).

## rules/dday_dice/roll.py
dice-ev-rolled = { $unit } rolled{ $extra }: { $tally_text }.
dice-ev-final-tally = { $unit }'s Final Tally: { $tally_text }.
dice-ev-mulligan-token = { $unit } discarded a Mulligan token ({ $mulligan_tokens } left) and rolled again: { $tally_text }.

## rules/dday_dice/skulls.py
dice-ev-cancelled = An Active Skull cancelled { $unit }'s { $die_text }.

## rules/dday_dice/trading.py
dice-ev-gave-card = { $unit } gave the { $name } to { $unit2 }.
dice-ev-gave-badge = { $unit } gave a Badge to { $unit2 }.

## rules/dday_dice/turn.py
dice-ev-turn = Turn { $turn } begins: every Unit rolls its dice.
dice-ev-queue-dropped-german = The German player: a queued answer no longer fits; a new answer is needed.
dice-ev-queue-dropped-private = Your queued '{ $head }' no longer fits ({ $message }).
dice-ev-queue-dropped-unit = { $unit }: a queued answer no longer fits; a new answer is needed.
dice-ev-queue-dropped-unit-why = { $unit }: the answer '{ $head }' waiting for this phase no longer fits ({ $message }); a new answer is needed.

## rules/dday_dice/advance.py
dice-ev-arrival-gains = { $unit } gained { $join } arriving in { $label }.

## rules/dday_dice/assault.py
dice-ev-assault-order = The Allies will assault the Bunker in this order: { $join }.
dice-ev-game-over = { $reason }

## rules/dday_dice/awards.py
dice-ev-awards-looked-private = The top of the Award deck: { $join }. Put them back with 'reorder' (e.g. 'reorder { $join2 }').
dice-ev-german-gain-why = The German player gains { $join } ({ $why }).

## rules/dday_dice/battle_conditions.py
dice-ev-battle-gain =     { $name }: { $if_all_players ->
        [true] every player
       *[false] every Unit
    } gains { $join }.
dice-ev-battle-observed-private = The next Battle Conditions: { $join }. Put them back with 'reorder' (e.g. 'reorder 2 1').

## rules/dday_dice/effects.py
dice-ev-gains = { $unit } gained { $join } ({ $why }).
dice-ev-results-given = { $unit } added { $join } to { $unit2 }'s Final Tally ({ $why }).

## rules/dday_dice/german.py
dice-ev-german-locked = The German player locked { $join }.
dice-ev-blind-start-rolled = Blind Start: the German player rolled { $join }; they pick the die that gives their Soldiers, the others give their Courage.

## rules/dday_dice/overlord/campaign.py
dice-ev-raid-start = { $label } ({ $boards }). { $placed }.{ $stars ->
        [0] {""}
       *[other] {" "}Each Unit gains { $stars ->
            [one] { $stars } Star
           *[other] { $stars } Stars
        } for the { $keep ->
            [one] Specialist
           *[other] Specialists
        } it would have kept.
    }
dice-ev-raid-over = { $label } is over. { $join }.

## rules/dday_dice/overlord/fanatical_defenders.py
dice-ev-fanatical-defenders = Fanatical Defenders: each Team's first Unit into its Bunker needs the Team's Flame-Thrower, found only in { $join }.

## rules/dday_dice/overlord/lost_officers.py
dice-ev-lost-officers-pile = Lost Officers: { $team_name }'s pile holds { $value }, unavailable until freed ({ $how }).

## rules/dday_dice/overlord/lost_paras.py
dice-ev-lost-paras-rule = Lost Paras: every Unit holds its Team's paratroopers ({ $join }); Units of different Teams in the same Sector exchange them at once, once per pair of Units.
dice-ev-lost-paras-exchanged = Lost Paras: { $join }.
dice-ev-lost-paras-waiting = Lost Paras: paratroopers wait in { $join }; each one not collected costs its number in PP.

## rules/dday_dice/overlord/raid_a.py
dice-ev-couriers = Run, Couriers, Run!: couriers wait in { $join }.
dice-ev-flame-thrower-race = The Race for the Flame-Thrower: it cannot be found; the first Unit to reach { $join } finds it for free.

## rules/dday_dice/overlord/raid_b.py
dice-ev-lost-equipment = Lost Equipment: { $join } are lost until a Unit activates the Command Post of { $label }.
dice-ev-lost-equipment-back = Lost Equipment: { $unit } activates the Command Post of { $label }; { $join } are back in the reserve.

## rules/dday_dice/overlord/raid_b2.py
dice-ev-ground-start = Ground Start: no die roll; { $join }. Each Unit of Team Charlie chooses Sector 2 or 3 first ('land C-3').

## rules/dday_dice/overlord/raid_c2.py
dice-ev-bunker-sentries = Bunker Sentries: every Bunker has { $sentry_def } more DEF; the Sentries wait in { $join }. Capture a Colonel in a second-row Sector of another Column ('kraut', { $kraut_stars } Stars in Phase 4) to learn your Team's Password.
dice-ev-kraut-captured = { $unit } captures a German Colonel ({ $kraut_stars } Stars; { $kraut_courage } Courage, there are no Militaries). The Password of { $team_name }'s Bunker: { $join }.

## rules/dday_dice/overlord/raid_c2_solo.py
dice-ev-kraut-passwords = { $unit } captures the German Colonel, who gives the Passwords. { $join }.
dice-ev-alarm = { $unit } answers the Alarm Signal: { $join } lost.

## rules/dday_dice/overlord/raid_c3_solo.py
dice-ev-extra-equipment = Extra Equipment: { $join } join the Items that can be found.

## rules/dday_dice/overlord/solo_a1.py
dice-ev-rally-points = Rally Points: Unit Markers wait in { $join }.
dice-ev-one-less-held = One Less...: { $unit } holds { $label }; next Phase 5 the War Correspondent takes it to a Rally Point ({ $join }).

## rules/dday_dice/overlord/solo_a3.py
dice-ev-prisoners-waiting = Don't Shoot!: Resistance prisoners wait in { $join }; bring them all to Sector 1.

## rules/dday_dice/overlord/tie_break.py
dice-ev-tie-roll = Tie broken by a die roll: { $join }.

## rules/dday_dice/overlord/tigers.py
dice-ev-tigers-to-slaughter = Tigers to the Slaughter: a Tiger waits in { $join }.
dice-ev-tigers-roll = The Tigers roll on: { $join }.

## rules/dday_dice/overlord/trapped_officers.py
dice-ev-trapped-officers = Trapped Officers: the Lieutenant, Colonel and Captain are freed only from the tokens in { $join }.

## rules/dday_dice/roll.py
dice-ev-locked = { $unit } locked { $join }.

## rules/dday_dice/rally.py (the reserve's requests settled)
dice-ev-settled = { $unit } { $kind ->
        [rally] rallied
       *[find] found
    } the { $name } from the reserve { $free ->
        [true] for free
       *[false] for { $refund ->
            [stars] { $paid ->
                [one] { $paid } Star
               *[other] { $paid } Stars
            }
           *[ip] { $paid ->
                [one] { $paid } Item Point
               *[other] { $paid } Item Points
            }
        }
    }.
dice-ev-tie-lost = { $unit } lost the tie for the { $name }; its { $refund ->
        [stars] { $paid ->
            [one] { $paid } Star comes
           *[other] { $paid } Stars come
        }
       *[ip] { $paid ->
            [one] { $paid } Item Point comes
           *[other] { $paid } Item Points come
        }
    } back.

## rules/dday_dice/overlord/campaign.py, rules/dday_dice/setup.py (the start)
dice-ev-campaign-setup = { $title }, { $layout } layout: { $teams }; { $sets ->
        [one] { $sets } Neutral card set
       *[other] { $sets } Neutral card sets
    }: { $neutral }.
dice-ev-data-overrides = Data entered by the owner of the game for { $count ->
        [one] { $count } record
       *[other] { $count } records
    } (data { $hash }).

## How a game ends (the game_over event's reason; rules/dday_dice/victory.py, assault.py, german_solo.py, overlord)
dice-end-defeat = Defeat on turn { $turn }: { $units } { $count ->
        [one] was
       *[other] were
    } eliminated.{ $german ->
        [true] {" "}The German player wins.
       *[false] {""}
    }
dice-end-all-fell = The German player wins on turn { $turn }: every Allied Unit fell in the Final Bunker.
dice-end-victory = Victory on turn { $turn }: every Unit conquered a Bunker.{ $vp ->
        [true] {" "}Victory Points: { $score }.
       *[false] {""}
    }
dice-end-stormed = Victory on turn { $turn }: { $unit } stormed the Final Bunker; the German player loses.
dice-end-german-falls = The German player falls on turn { $turn }: no Soldier and no Specialist is left.
dice-end-german-holds = The German player holds on turn { $turn }: the Allied attack on the Bunker is spent.
dice-end-tiger = A Tiger got down to Sector 1: the solo campaign is a defeat.
dice-end-solo-campaign = The solo campaign is over: { $best } Performance Points. { $table }.
dice-end-campaign = { $who } { $count ->
        [one] wins
       *[other] share the lead
    } with { $best } PP. { $table }.
