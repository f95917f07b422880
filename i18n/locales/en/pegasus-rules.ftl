### Pegasus Bridge's rules in words (issues #47, #48): every event, prompt, choice and refusal the engine names.
### Each reproduces the engine's English sentence word for word (tests/i18n/test_pb_words.py holds them equal).
### Arguments: a side (seat, who, winner, other, chooser, face) is said by pb-side-<seat>; a card is its label
### ("1502 Patrouille (2)"); an argument whose name holds "name" is a card named without its number; a list is
### joined with commas ("_and"/"_or": with "and"/"or"); a part of a sentence (why, reason, detail, fight, option)
### is a message of its own.

pb-side = { $side }
pb-nobody = nobody
pb-join-and = { $first } and { $last }
pb-join-or = { $first } or { $last }
pb-placeholder = Placeholder: { $name }

## Scenario titles
pb-scenario-title-1a = The Bénouville Bridge
pb-scenario-title-1b = Pegasus Bridge
pb-scenario-title-2 = Assault on the Merville Battery
pb-scenario-title-3 = Destroy the Bridges on the Dives!

## The options of cards that ask for a choice: the card data's own words.
pb-option-1301-combat = { $label }
pb-option-1301-tokens = { $label }
pb-option-1608-draw = { $label }
pb-option-1608-tokens = { $label }
pb-option-1609-unit = { $label }
pb-option-1609-draw = { $label }
pb-option-1701-combat = { $label }
pb-option-1701-draw = { $label }

## Events
pb-ev-setup = Scenario { $scenario }, "{ $title }": each side shuffled its deck ({ $british } British and { $german } German cards); { $reserve } tokens in the Reserve, 2 each{ $pe ->
        [-1] {""}
       *[other] , { $pe } British Strength Points
    }.
pb-ev-card-overrides = Card data overridden locally for { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }: { $cards } (card data { $hash }).
pb-ev-drew-cards = You drew { $cards }.
pb-ev-special-none = No { $kind } token was left to take.
pb-ev-mulligan = The { $seat } was not satisfied and took a new starting hand.
pb-ev-keep = The { $seat } kept their starting hand.
pb-ev-heroic = The { $seat } took a heroic card into their hand.
pb-ev-heroic-card = You took the heroic card { $card }.
pb-ev-reveal-approach = The British revealed the Approach Terrain { $card } at random.
pb-ev-redraw = The British discarded { $unit } to reveal another Approach Terrain: { $card }.
pb-ev-keep-approach = The British kept this Approach Terrain.
pb-ev-pile = The British took Terrain pile { $position } ({ $how ->
        [random] at random
        [last] the last one
       *[chosen] the British player's choice
    }); the German revealed its objective bridge: { $card }.
pb-ev-build = The German built three face-down Terrain piles of 4, each in front of a face-down bridge.
pb-ev-build-private = Your piles (top first): { $piles_semi }.
pb-pile-line = position { $position } { $name }: { $cards }
pb-ev-bridges = The British reached { $cards_and }: a new turn begins there, without a Progression Phase.
pb-ev-counter-attack = Last turn on { $card }: the German counter-attack.
pb-ev-reveal-objective = The German revealed the top Objectives Terrain: { $card }.
pb-ev-reveal-battery = The German revealed the last Battery Terrain: { $card }.
pb-ev-turn-token = The German tossed the Turn token: it shows the { $face } face, so the { $face } chooses the Terrain.
pb-ev-bridge = The Assault now takes place on the objective bridge { $card }.
pb-ev-reveal = The German revealed { $cards_and }; the { $chooser } chooses where the British advances.
pb-ev-choose-objective = The { $chooser } may pick any Terrain of the Objectives pile.
pb-ev-terrain = The { $seat } chose { $card }.
pb-ev-battery-back = The other Terrain went back under the Battery pile.
pb-ev-not-attacked = { $card } was not attacked, so it stays face up with the German.
pb-ev-blue-placed = The German placed a blue campaign token on { $name }.
pb-ev-fate-success = The British tossed the Fate token: success! They take { $card }.
pb-ev-fate-failure = The British tossed the Fate token: failure.
pb-ev-no-card-phase = The { $seat } has no card in hand: their phase ends.
pb-ev-no-card-defence = The German has no card in hand, so no Unit defends the Terrain.
pb-ev-phase-end = The { $seat } ended their phase.
pb-ev-no-unit = The German played no Unit.
pb-ev-played = The { $seat } played { $card }{ $action ->
        [true] {" "}as a Combat Action
       *[false] {""}
    }{ $on ->
        [true] {" "}on { $wherename }
       *[false] {""}
    }{ $gives ->
        [true] , giving up { $given }
       *[false] {""}
    }.
pb-ev-cancelled = { $by } cancelled { $card }: it is discarded without effect.
pb-ev-resolved = { $card } takes effect.
pb-ev-defends = { $card } defends { $name } (German Unit { $n } of { $limit }).
pb-ev-discarded = The { $seat } discarded a card at random.
pb-ev-discarded-card = You discarded { $card } at random.
pb-ev-retrieved = The { $seat } took a card back from their discard pile.
pb-ev-retrieved-card = You took back { $card }.
pb-ev-retrieved-none = The { $seat } had nothing to take back from their discard pile.
pb-ev-limit = German Units allowed on { $name }: now { $limit } ({ $played } played).
pb-ev-ban = The { $seat } may not toss tokens for the rest of this fight.
pb-ev-values = Combat values: British { $british }, German { $german }.
pb-ev-chose = The { $seat } chose for { $cardname }: { $option }.
pb-ev-toss = The { $seat } tossed a token: { $up ->
        [true] +1
       *[false] failure, back to the Reserve
    }.
pb-ev-toss-plus3 = The { $seat } tossed a +3 token: { $up ->
        [true] +3
       *[false] failure
    }.
pb-ev-toss-thornton = The { $seat } tossed a Thornton token: +1.
pb-ev-auto-pass = The { $seat } has no card and no usable token: they stop.
pb-ev-pass = The { $seat } passed.
pb-ev-stand = The { $seat } let { $card } stand.
pb-ev-destroyed-german = { $unit }, at { $value }, destroyed { $victim }, at { $against }; the German turns it sideways.
pb-ev-destroyed-british = { $unit }, at { $value }, destroyed { $victim }, at { $against }.
pb-ev-front = { $why }: the { $winner } wins the Assault on { $name }.
pb-why-no-unit = The German played no Unit
pb-why-no-more = The German played no more Units
pb-why-no-card = The German has no card left to play a Unit
pb-why-limit = The German has played as many Units as { $name } allows
pb-why-holds = The German holds { $name }
pb-why-holds-free = The German holds { $name } (no Strength Point lost)
pb-why-conceded = The British played no Unit there
pb-ev-ranville-taken = The British took the Ranville bridge: the card turns to { $card }; one German Unit fewer on the Bénouville bridge and in the counter-attack.
pb-ev-ranville-held = The German holds the Ranville bridge: one more German Unit on the Bénouville bridge and in the counter-attack.
pb-ev-assault-won = The { $winner } won the Assault.
pb-ev-blue-won = The German won where they had placed a blue token: it goes to the British (-1 VP).
pb-ev-blue-lost = The German lost where they had placed a blue token: it is set aside.
pb-ev-absorb = Instead of playing a Unit against { $unit }, the British loses a Strength Point.
pb-ev-pe = The British lost a Strength Point ({ $left } left){ $goes_on ->
        [true] {" "}— the Assault goes on
       *[false] {""}
    }.
pb-ev-retreat = The British made a tactical retreat.
pb-ev-pegasus = The British took the Bénouville bridge: it turns to { $card }. The German counter-attack comes next.
pb-ev-under-battery = { $name } goes { $back ->
        [true] back under
       *[false] under
    } the Battery pile.
pb-ev-removed = { $name } is removed from the game.
pb-ev-bunker = The British took the command bunker.
pb-ev-objectives-back = { $name } is shuffled back into the Objectives pile.
pb-ev-objective = The { $seat } places { $card } in front of them.
pb-ev-heroic-lost-cards = You removed { $cards }.
pb-ev-flip = The Turn token is flipped to its { $face } face.
pb-ev-reserve-mine = Set aside for the counter-attack: { $cards }.
pb-ev-reserve-shown = The German showed you the cards set aside for the counter-attack: { $cards }.
pb-ev-reserve-none = The German set no card aside for the counter-attack.
pb-ev-setting = Your cancellation window setting is now '{ $value }'.
pb-ev-scenario-over = { $reason } The { $winner } wins scenario { $scenario }.

## How a scenario ends (the event above, and the game's outcome)
pb-end-last-pe = The British lost their last Strength Point.
pb-end-benouville-lost = The British did not take the Bénouville bridge.
pb-end-benouville-taken = The British took the Bénouville bridge.
pb-end-pegasus-held = The British held Pegasus Bridge against the counter-attack.
pb-end-pegasus-retaken = The German retook Pegasus Bridge.
pb-end-guns = The British destroyed { $guns } guns of the Merville battery.
pb-end-dives-assaulted = Every objective bridge on the Dives has been assaulted.
pb-end-bridges-destroyed = The British destroyed { $count } objective bridges.
pb-end-bridges-protected = The German protected { $count } objective bridges.

## The campaign's Victory Points of a scenario (the detail of pb-ev-campaign-vp)
pb-vp-none = no objective
pb-vp-benouville = Bénouville bridge { $vp }
pb-vp-ranville = Ranville bridge { $vp }
pb-vp-pegasus = Pegasus Bridge with { $pe ->
        [one] { $pe } Strength Point
       *[other] { $pe } Strength Points
    } { $vp }
pb-vp-guns = { $guns ->
        [one] { $guns } gun
       *[other] { $guns } guns
    } { $vp }
pb-vp-bunker = command bunker { $vp }
pb-vp-majors = { $bridges ->
        [one] { $bridges } major bridge
       *[other] { $bridges } major bridges
    } { $vp }
pb-vp-robehomme = Robehomme bridge { $vp }

## Prompts: what a seat is asked
pb-ask-mulligan = Keep your starting hand, or shuffle it back and draw a new one (once)
pb-ask-heroic = Choose one of your { $count ->
        [one] { $count } heroic card
       *[other] { $count } heroic cards
    } still available by its secret letter ('take heroic B'; your view lists them), or take one at random
pb-ask-build = Build the three Terrain piles of 4 in front of the bridges, face down (or let the rules build them at random)
pb-ask-pile = Choose one of the remaining face-down Terrain piles
pb-ask-terrain = Choose the Terrain where the British advances: { $cards_or }
pb-ask-approach = Keep this Approach Terrain, or discard a Unit of value 4 or more to reveal another one ('redraw discarding <unit>')
pb-ask-blue = Place a blue campaign token on { $card }?
pb-ask-choice = Choose for { $cardname }: { $options_semi }
pb-ask-choice-option = '{ $value }' = { $option }
pb-ask-reserve = Set aside for the counter-attack up to one Unit and one Event or Combat Action you played this turn ('reserve <cards>')
pb-ask-phase-british = British Phase on { $name }: play Events{ $spend ->
        [true] {" "}or spend tokens to draw ('spend N')
       *[false] {""}
    }, then 'done'
pb-ask-phase-german-quiet = German Phase on { $name } (no Assault): play Events{ $spend ->
        [true] {" "}or spend tokens to draw ('spend N')
       *[false] {""}
    }, then 'done'
pb-ask-phase-german = German Phase on { $names_and }: play Events{ $spend ->
        [true] {" "}or spend tokens to draw ('spend N')
       *[false] {""}
    }, then play a Unit to defend, or 'no unit'
pb-ask-place-g = Play a German Unit on { $name } ({ $played } of { $limit } played), or 'no unit'
pb-ask-place-b = Play a British Unit against { $unit } at { $value } on { $name }{ $absorb ->
        [true] , or 'absorb' (lose a Strength Point)
       *[false] {""}
    }{ $ranville ->
        [true] , or 'no unit' (leave this bridge to the German)
       *[false] {""}
    }, or 'retreat'
pb-ask-destroyed = A German Unit was destroyed on { $name } ({ $played } of { $limit } played): play a card changing the number of German Units, or 'pass'
pb-ask-respond = The { $other } played { $card }: cancel or answer it with a card, or 'let it stand' ('respond never' stops these questions)
pb-ask-initiative = German initiative with { $fight }: play Combat Actions or toss tokens, then 'pass' to hand over
pb-ask-raise = Raise: { $fight } — { $ahead ->
        [true] you are ahead
       *[false] you are behind
    }; play Combat Actions or toss tokens, or 'pass'{ $british ->
        [true] {" "}/ 'retreat'
       *[false] {""}
    }
pb-fight-one = { $unit } at { $value } on { $name }
pb-fight-two = { $unit } at { $value } against { $enemy } at { $against } on { $name }

## Choices: buttons, menus and autocomplete
pb-choice-keep = Keep it
pb-choice-keep-hand = Keep this hand
pb-choice-keep-terrain = Keep this Terrain
pb-choice-mulligan = Mulligan: draw a new hand
pb-choice-heroic = Take a heroic card at random
pb-choice-build = Build the piles at random
pb-choice-done = Done with this phase
pb-choice-nounit = No unit
pb-choice-pass = Pass
pb-choice-retreat = Retreat
pb-choice-absorb = Absorb: lose a Strength Point
pb-choice-stand = Let it stand
pb-choice-reserve = Reserve nothing
pb-choice-pile = Take pile { $n }
pb-choice-blue = { $place ->
        [true] Place a blue token
       *[false] No blue token
    }
pb-choice-toss-normal = Toss a token
pb-choice-toss-plus3 = Toss the +3 token
pb-choice-toss-thornton = Toss the Thornton token
pb-choice-card = { $card }
pb-choice-option = { $option }
pb-choice-action-card = { $text } — { $card }
pb-choice-respond-always = { $text } — asked after each card you could answer, holding one or not (default)
pb-choice-respond-never = { $text } — never asked: faster, but you can never cancel a card
pb-field-card = { $card }
pb-field-as-action = as a Combat Action
pb-field-as-unit = normally
pb-field-token-normal = normal
pb-field-token-plus3 = plus3
pb-field-token-thornton = thornton
pb-field-pile = pile { $n }

## Refusals
pb-err-ruleset = This engine plays { $plays } and replays { $replays }, not { $ruleset }.
pb-err-seats = Pegasus Bridge is played by the seats british and german, not { $seats }.
pb-err-option = Pegasus Bridge has no option '{ $option }'; its only option is scenario.
pb-err-scenario = There is no scenario '{ $scenario }'; choose 1A, 1B, 2, 3 or campaign.
pb-err-not-action = Could not read { $action }: not a Pegasus Bridge action.
pb-err-not-text = Could not read { $text }: an action is a line of text.
pb-err-not-seat = '{ $seat }' is not a seat of this game (british, german).
pb-err-over = The game is over; nothing more can be played.
pb-err-not-yours = It is not the { $seat }'s decision now; waiting for: { $waiting }.
pb-err-refused = '{ $text }' refused: { $why }
pb-err-build-piles = Build one pile for each of the bridges { $bridges }.
pb-err-build-pool = The piles must use exactly these 12 Terrains: { $cards }.
pb-err-pile-size = The pile of { $bridge } must have { $size } Terrains.
pb-err-pile-twins = The pile of { $bridge } would reveal two identical Terrains together.
pb-err-pile-must = { $card } must be in the pile of { $bridge }.
pb-err-pile-last = { $card } must be the last card of the pile of { $bridge }.
pb-err-read = Could not read '{ $text }': { $why }
pb-read-card = '{ $card }' is not a card number (four digits, like 1502) or a card name I know.
pb-read-empty = it is empty.
pb-read-setting = the setting is 'respond always' or 'respond never'.
pb-read-toss-count = toss between 1 and 30 tokens.
pb-read-toss = say 'toss', 'toss 2', 'toss +3' or 'toss thornton'.
pb-read-pile = piles are numbered 1 to 3.
pb-read-reserve = reserve one Unit and one other card at most, or 'reserve none'.
pb-read-piles = write each pile as '<bridge>: <four terrains, top first>', separated by ';'.
pb-read-no-piles = no piles given.
pb-read-unknown = try 'play 1502', 'toss', 'pass', 'let it stand', 'no unit', 'done', 'retreat', 'choose terrain 1007' or 'take heroic'.

## Why an action is refused (the why of pb-err-refused)
pb-why-could = { $why } You could: { $could }.
pb-card-type = { $type ->
        [unit] a Unit
        [event] an Event
       *[combat-action] a Combat Action
    }
pb-why-not-held = You do not hold { $card }.
pb-why-british-phase = { $card } is { pb-card-type }; in the British Phase you may only play Events.
pb-why-german-phase = { $card } is { pb-card-type }; in the German Phase you play Events, then one Unit.
pb-why-banned = No Combat Action may be played against this Unit, except heroic cards.
pb-why-no-unit-yet = You may play Combat Actions only once you have a Unit in this fight.
pb-why-cancel-card = { $card } is a cancellation card: it is played right after the card it cancels.
pb-why-fight-type = { $card } is { pb-card-type }; during a fight you play Combat Actions (or a Unit that can be one).
pb-why-sacrifice = Name the Units you give up with 'with' (at most { $most }, from your hand).
pb-why-not-now = { $card } cannot be played now.
pb-why-cannot-answer = { $card } cannot cancel or answer { $target }.
pb-why-place-b = Play a Unit against the German Unit; { $card } is { pb-card-type }.
pb-why-place-g = { $card } cannot be played now: play a Unit (if the Terrain allows more) or 'no unit'.
pb-why-destroyed = Now only a card changing the number of German Units may be played.
pb-why-no-card-now = No card is played at this point.
pb-why-toss = You cannot toss that token now (none left, or tokens are not allowed in this fight).
pb-why-heroic-letter = Name the card by its secret letter, so that your opponent cannot read your choice in the game log: 'take heroic { $letter }' takes { $card }.
pb-why-heroic-card = { $card } is not one of your heroic cards still available.
pb-why-heroic-none = There is no heroic card '{ $letter }' left to take.
pb-why-terrain = { $card } is not one of the Terrains to choose from.
pb-why-reserve = Only cards you played this turn (one Unit and one Event or Combat Action at most) can be set aside.
pb-why-absorb = Losing a Strength Point instead of playing a Unit is allowed only on the bridges.
pb-why-not-possible = '{ $text }' is not possible now.

## Seats, phases and start notes (through the kit's prefix "pb": bot/service/words.py)
pb-seat-name-british = British
pb-seat-name-german = German
pb-phase-label = { $phase }
pb-phase-scenario = Scenario { $n }
pb-phase-turn = Turn { $n }
pb-phase-campaign = Campaign
pb-phase-setup = Setup
pb-phase-progression = Progression
pb-phase-british = British Phase
pb-phase-german = German Phase
pb-phase-assault = Assault
pb-phase-end = End of Turn
pb-phase-over = Game over
pb-start-note-0 = Card list reconstructed: no public card list exists. Card names and effects the rulebook gives are used; every other card, and most numbers, values and Terrain draws, are our placeholders (marked 'Placeholder:' or 'inferred'). An owner of the game can enter the printed cards with DDAY_PEGASUS_CARDS.
pb-start-note-1 = This game uses placeholder cards (our own designs, named 'Placeholder: ...') where the printed card is unknown.

## The rulebook sections a refusal names (bot/service/words.py: rule_words; rules/pegasus_bridge/moves.py RULE).
rule-setup-starting-hand = Setup: Starting hand
rule-setup-heroic-cards = Setup: Heroic cards
rule-scenario-3-terrain-setup = Scenario 3: Terrain setup
rule-scenario-3-course-of-the-game = Scenario 3: Course of the game
rule-scenario-2-terrain-setup = Scenario 2: Terrain setup
rule-turn-sequence-1-progression-phase = Turn Sequence: 1 - Progression Phase
rule-campaign-german-campaign-tokens = Campaign: German Campaign Tokens
rule-turn-sequence-2-british-phase-3-german-phase = Turn Sequence: 2 - British Phase / 3 - German Phase
rule-assault-result-of-the-assault-case = Assault: Result of the Assault, Case { $number }
rule-assault-course-of-an-assault = Assault: Course of an Assault
rule-clarifications-modifications-to-the-number-of-units = Clarifications: Modifications to the number of Units
rule-clarifications-cancellation-cards = Clarifications: Cancellation cards
rule-the-card-s-text = the card's text
rule-scenario-1b-preparing-the-possible-german-counter-attack = Scenario 1B: Preparing the possible German counter-attack
rule-interactions-between-certain-cards-peloton-de-d-fense-1506 = Interactions Between Certain Cards: Peloton de défense (1506)
