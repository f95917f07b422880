### D-Day Dice's other refusals (issue #48): an action that cannot be read, a seat that has nothing to decide,
### options that do not go together. Arguments as in dice-events.ftl.

## rules/dday_dice/atlantikwall.py
dice-err-option-one-not = Option { $key } is one of { $join }, not '{ $value }'.
dice-err-atlantikwall-solitaire-has-one-automated = The Atlantikwall solitaire has one automated Allied Unit: use players=1.
dice-err-german-start-blind-needs-german = german_start=blind needs the German player (german=player).
dice-err-badge-variant-needs-badges-badges = badge_variant needs the Badges (badges=on).
dice-err-on-needs-battle-conditions-battle = { $key }=on needs the Battle Conditions (battle_conditions=on).

## rules/dday_dice/engine.py
dice-err-d-day-dice-played-by = D-Day Dice is played by 1 to 4 players, not '{ $text }' (up to 12 in an Overlord campaign).
dice-err-overlord-players-unread = An Overlord campaign is played by 1 to 12 players, not '{ $text }'.
dice-err-this-engine-plays-replays-not = This engine plays { $ruleset } and replays { $join }, not { $ruleset2 }.
dice-err-play-seats-not =     { $n ->
        [one] { $n } player
       *[other] { $n } players
    } play the seats { $join }, not { $list }.
dice-err-could-not-read-not-d = Could not read { $action }: not a D-Day Dice action.
dice-err-not-seat-this-game = '{ $seat }' is not a seat of this game ({ $join }).
dice-err-game-over-nothing-more-can = The game is over; nothing more can be played.
dice-err-has-nothing-decide-now-waiting = { $unit } has nothing to decide now; waiting for: { $who }.
dice-err-d-day-dice-has-no = D-Day Dice has no option '{ $key }'. Options: { $join }.
dice-err-d-day-dice-data-file = The D-Day Dice data file cannot be used: { $err }

## rules/dday_dice/expansions.py
dice-err-german-player-atlantikwall-cannot-join = The German player of Atlantikwall cannot join { $where }: no rulebook says how they would fight across several boards, Teams and Raids. Leave out german, mode and german_start, or play a one-board game.
dice-err-raids-set-battle-map-leave = In { $where } the Raids set the Battle Map: leave out map={ $mid }.

## rules/dday_dice/german.py
dice-err-this-game-was-started-with = this game was started with Atlantikwall data { $data_hash }, but the packaged German records now give { $hash }; it cannot be replayed with this version

## rules/dday_dice/notation.py
dice-err-could-not-read-try-lock = Could not read '{ $whole }'. Try e.g. 'lock 1 3', 'reroll 2 4', 'keep', 'rwb star add red-courage', 'cancel 4', 'done', 'rally medic', 'find bazooka', 'stay', 'move 5', 'use field-radio'.
dice-err-not-die-face-skull-star = '{ $whole }': '{ $text }' is not a die face (skull, star, courage, tool, soldier1, soldier2).
dice-err-write-result-as-colour-face = '{ $whole }': write a result as colour-face, e.g. red-courage, not '{ $text }'.
dice-err-not-a-die-number = '{ $whole }': '{ $text }' is not a die number (1-6, or 7+ for added results).
dice-err-die-named-twice = '{ $whole }': a die is named twice.
dice-err-name-what-use-use-field = '{ $whole }': name what to use, e.g. 'use field-radio'.
dice-err-has-empty-part-try-lock = '{ $whole }' has an empty part. Try e.g. 'lock 1 3', 'reroll 2 4', 'keep', 'rwb star add red-courage', 'cancel 4', 'done', 'rally medic', 'find bazooka', 'stay', 'move 5', 'use field-radio'.
dice-err-write = '{ $whole }': write '{ $raid_verbs }'.
dice-err-takes-nothing-after = '{ $whole }': '{ $head }' takes nothing after it.
dice-err-name-the-dice = '{ $whole }': name the dice, e.g. '{ $head } 1 3'.
dice-err-write-rwb-face-option-rwb = '{ $whole }': write 'rwb FACE OPTION', e.g. 'rwb courage free'.
dice-err-cancel-one-die-at-time = '{ $whole }': cancel one die at a time, e.g. 'cancel 4'.
dice-err-write-name =     '{ $whole }': write '{ $head } NAME', e.g. '{ $head } { $if_head ->
        [true] medic
       *[false] bazooka
    }'.
dice-err-write-give-unit-what-amount = '{ $whole }': write 'give UNIT WHAT [AMOUNT]', UNIT being a Unit's seat as the prompt names it (unit2, or t1u2 in an Overlord campaign), and WHAT soldiers, courage, stars, ip or an Item.
dice-err-not-resource-item = '{ $whole }': '{ $rest }' is not a resource or an Item.
dice-err-write-move-sector = '{ $whole }': write 'move SECTOR', e.g. 'move 5' or 'move B'.
dice-err-not-sector-number-b-for = '{ $whole }': '{ $rest }' is not a Sector (a number, or B for the Bunker; in a campaign the Column first, e.g. 'move A-5').
dice-err-write-redraw-victoria-cross = '{ $whole }': write 'redraw victoria-cross'.
dice-err-write-share-colour-unit-colour = '{ $whole }': write 'share COLOUR UNIT', COLOUR red, white or blue, UNIT being a Unit's seat as the prompt names it (unit2, or t1u2 in an Overlord campaign).
dice-err-write-carry-specialist-specialist-carry = '{ $whole }': write 'carry SPECIALIST [SPECIALIST]', e.g. 'carry medic', or 'carry none'.
dice-err-write-name-get = '{ $whole }': write '{ $head } NAME', e.g. '{ $head } { $get }'.
dice-err-write-assault-unit-unit-units = '{ $whole }': write 'assault UNIT UNIT', the Units in the order they assault, UNIT being a Unit's seat as the prompt names it (unit2, or t1u2 in an Overlord campaign).
dice-err-write-n-with-number-from = '{ $whole }': write '{ $head } N' with a number from 1 to 9, e.g. '{ $head } 2'.
dice-err-write-new-order-cards-you = '{ $whole }': write the new order of the cards you look at, e.g. 'reorder 3 1 2'.
dice-err-write-wound-n-wound-n = '{ $whole }': write 'wound N' or 'wound N NAME', e.g. 'wound 1 pioneer'.
dice-err-must-name-one-other-unit = '{ $whole }': '{ $w }' must name one other Unit, as UNIT:blue-courage, UNIT being a Unit's seat as the prompt names it (unit2, or t1u2 in an Overlord campaign).
dice-err-amount-must-be-number-from = '{ $whole }': the amount must be a number from 1 to 99.

## rules/dday_dice/overlord/options.py
dice-err-there-no-campaign-choose-b = There is no campaign '{ $cid }'; choose a, b or c.
dice-err-one-player-plays-solo-campaign = One player plays the solo campaign: add solo=on.
dice-err-campaign-has-battle-map-not =     Campaign { $upper } has Battle Map { $if_count ->
        [true] version
       *[false] versions
    } { $join }, not '{ $version }'.
dice-err-option-hurt-me-on-off = Option hurt_me is 'on' or 'off', not '{ $value }'.
dice-err-hurt-me-variant-raid-c = Hurt Me is a variant of Raid C-1S: solo Campaign C (campaign=c solo=on) on Battle Map version 1.
dice-err-option-solo-on-off-not = Option solo is 'on' or 'off', not '{ $value }'.
dice-err-solo-campaign-for-one-player = The solo campaign is for one player (players=1).
dice-err-blitzkrieg-competitive-game-between-teams = A Blitzkrieg is a competitive game between Teams: it has no solo version.
dice-err-campaign-laid-out-not = Campaign { $upper } is laid out { $join }, not '{ $wanted }'.
dice-err-teams-need-columns-layout-has = { $teams } Teams need { $teams } Columns; the { $wanted } layout has { $width }.
dice-err-two-teams-play-battle-map = Two Teams play a Battle Map two Columns wide: layout medium or small.
dice-err-option-belongs-overlord-campaign-add = Option { $key } belongs to an Overlord campaign: add campaign=a, b or c (or blitzkrieg=RAID).
dice-err-there-no-raid-for-blitzkrieg = There is no Raid '{ $blitz }' for a Blitzkrieg; choose one of { $join }.
dice-err-blitzkrieg-raid-campaign-not = Blitzkrieg { $blitz } is a Raid of Campaign { $upper }, not { $upper2 }.
dice-err-layout-has-no-raid-plays = The { $layout } layout has no Raid { $blitz }; it plays Raids { $join }.

## rules/dday_dice/overlord/setup.py
dice-err-data-has-no-nation = The data has no nation '{ $missing }'.
dice-err-chaotic-supply-needs-single-reserve = Chaotic Supply needs a single reserve: with 5 or more players each Team has its own reserve, and no rulebook says how the two decks would be dealt then. Leave out chaotic_supply=on or play with 4 players or fewer.
dice-err-option-mulligan-on-off-not = Option mulligan is 'on' or 'off', not '{ $value }'.

## rules/dday_dice/overlord/teams.py
dice-err-overlord-players-range = An Overlord campaign is played by 1 to 12 players, not { $players }.
dice-err-play-not-setup-table =     { $players ->
        [one] { $players } player
       *[other] { $players } players
    } play in { $listed } { $if_listed ->
        [true] Team
       *[false] Teams
    }, not '{ $wanted }' (the setup table).
dice-err-cannot-make-1-4-players =     { $players ->
        [one] { $players } player
       *[other] { $players } players
    } cannot make { $teams ->
        [one] { $teams } Team
       *[other] { $teams } Teams
    } of 1 to 4 players.

## rules/dday_dice/setup.py
dice-err-not-nation-choose-us-uk = '{ $bad }' is not a nation; choose us, uk, fr or ca (e.g. nations=us,uk).
dice-err-give-one-nation-per-unit = Give one nation per Unit ({ $n }), or one for all of them; '{ $text }' names { $count }.
dice-err-option-on-off-not = Option { $key } is 'on' or 'off', not '{ $value }'.
dice-err-there-no-battle-map-choose = There is no Battle Map '{ $map_id }'; choose one of { $join }.

## rules/dday_dice/expansions.py
dice-err-leave-out-on = { $format } Leave out { $key }=on.

## rules/dday_dice/notation.py
