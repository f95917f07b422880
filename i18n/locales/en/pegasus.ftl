### Pegasus Bridge's words (issue #46), in their own group: the private hand (/hand) and the counted nouns of its events.

## The hand (bot/service/pegasus_hand.py). Each card is written out once, with its effect, in the blocks under the
## text; a placeholder card is marked ⚠ and explained by one legend line after the cards.
## Arguments: seat: the seat's name; count: how many cards; heroic: how many of them are heroic.

pb-hand-head = **Your hand — { $seat }** ({ $count ->
        [0] no cards
        [one] 1 card
       *[other] { $count } cards
    }{ $heroic ->
        [0] {""}
       *[other] , { $heroic } heroic
    }{ $count ->
        [0] {""}
        [one] ; written out with its effect below
       *[other] ; each written out with its effect below
    })
pb-hand-heroic-letters = **Your heroic cards in reserve** are below, by secret letter: the log shows only the letter, and `/pb heroic card:<letter>` takes one when you are asked.
pb-hand-cards-title = Your hand — { $seat } ({ $count ->
        [0] no cards
        [one] 1 card
       *[other] { $count } cards
    })
pb-hand-empty = No cards in your hand.
pb-hand-heroic-title = Your heroic cards in reserve — { $seat }, by secret letter
pb-hand-reserve-title = Heroic cards still in reserve — { $seat } ({ $count })
pb-hand-not-now = not allowed now
pb-hand-placeholder-legend = placeholder: we wrote this card ourselves; the printed card's words are not known to us.

## How to act in the game: /help in a channel of Pegasus Bridge (the commands are named as a reader's menu shows them).
pb-act-help = **Playing Opération Commando: Pegasus Bridge: /pb** (options autocomplete with legal choices only)
    `/hand` your cards, only you see them, with a menu to play one now
    `/pb play card:<card>` a Unit or Event (`as:action` a Unit as a Combat Action) · `/pb raise card:<card>` a Combat Action in a fight
    `/pb toss [token] [count]` tokens · `/pb pass` · `/pb retreat` · `/pb absorb` · `/pb no-unit` · `/pb done`
    `/pb answer card:<card>` cancel the card just played · `/pb answer` (no card) let it stand
    `/pb respond setting:always|never` always: a chance to cancel after each opposing card, the game waits for you; never: faster, you can never cancel
    `/pb terrain` (or `pile:`) · `/pb heroic` (secret letter) · `/pb keep [choice:mulligan|redraw]` · `/pb do action:<text>` any action

## The events that count something (issue #46): each reproduces the engine's English line (the event's text) word for
## word, its counted nouns chosen by Fluent's plural selectors. Arguments: seat: a side's id ("british", "german"),
## said by the words of pb-side-<seat>; count, pile, vp, total, blue, guns: numbers; card: a card's printed name;
## why: why cards were drawn or tokens taken; kind: a special token's kind (pb-token-<kind>); band: the campaign's
## result; detail: the scenario's scoring, as the engine wrote it.

pb-side-british = British
pb-side-german = German
pb-token-plus3 = yellow +3
pb-token-thornton = green Thornton

pb-ev-drew = The { $seat } drew { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }{ $why ->
        [card] {" "}({ $card })
        [start] {" "}as a starting hand
        [restart] {" "}as a new starting hand
        [assault] {" "}for winning the Assault
        [bridge] {" "}for the next bridge
       *[none] {""}
    }.
pb-ev-pile-empty = The { $seat }'s draw pile is empty: { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } not drawn (it is never reshuffled).
pb-ev-tokens = The { $seat } took { $count ->
        [one] { $count } token
       *[other] { $count } tokens
    } from the Reserve{ $why ->
        [card] {" "}({ $card })
        [start] {" "}as a starting hand
        [restart] {" "}as a new starting hand
        [assault] {" "}for winning the Assault
        [bridge] {" "}for the next bridge
       *[none] {""}
    }.
pb-ev-reserve-empty = The Reserve is empty: the { $seat } could not take { $count ->
        [one] { $count } token
       *[other] { $count } tokens
    }.
pb-ev-special-tokens = The { $seat } took { $count } { $kind } { $count ->
        [one] token
       *[other] tokens
    }.
pb-ev-campaign-vp = Campaign: the British scores { $vp ->
        [one] { $vp } Victory Point
       *[other] { $vp } Victory Points
    } in scenario { $scenario } ({ $detail }).
pb-ev-campaign-over = Campaign over: the British scored { $total ->
        [one] { $total } Victory Point
       *[other] { $total } Victory Points
    }{ $blue ->
        [0] {""}
        [one] {" "}({ $blue } blue token deducted)
       *[other] {" "}({ $blue } blue tokens deducted)
    } — { $band ->
        [german] German victory: the 6th Airborne fell short of what it was sent to do
        [british] British victory: the eastern flank of the beaches is secure
       *[even] status quo: mixed results for the 6th Airborne Division
    }.
pb-ev-gun = The British destroyed { $card }: { $guns ->
        [one] { $guns } gun
       *[other] { $guns } guns
    } destroyed.
pb-ev-heroic-lost = The { $seat } removed { $count ->
        [one] { $count } unplayed heroic card
       *[other] { $count } unplayed heroic cards
    } from the game.
pb-ev-reserve = The German showed the British { $count ->
        [1] one card and set it
        [2] two cards and set them
        [3] three cards and set them
        [4] four cards and set them
       *[other] { $count } cards and set them
    } face down for their counter-attack ({ $pile } in that pile).
pb-ev-new-hand = The { $seat } shuffled their { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } in hand into their draw pile.
pb-ev-spend = The { $seat } spent { $count ->
        [one] { $count } token to draw a card
       *[other] { $count } tokens to draw as many cards
    }.
pb-ev-counter-pile = The German shuffled their counter-attack pile ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    }) into their draw pile.
pb-ev-battery = The other Approach Terrains were shuffled into the Battery pile ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    }).

## The hand's frame (bot/service/pegasus_hand.py, issue #48). Arguments: card: a card as a menu shows it ("1502
## Patrouille (2)"); cards: card numbers; letter: a heroic card's secret letter; seat: the seat's name; setting:
## always or never (as typed); label: what the setting means (pb-setting-<setting>); prompt: the decision asked.
pb-type-unit = Unit
pb-type-combat_action = Combat Action
pb-type-event = Event
pb-type-terrain = Terrain
pb-hand-no-text = (no effect text)
pb-hand-inferred = _(inferred)_
pb-hand-as-action = as a Combat Action
pb-hand-giving-up = giving up { $cards }
pb-hand-placeholder-tag = PLACEHOLDER
pb-hand-take-heroic = Take heroic card { $letter }: { $card }
pb-hand-redraw = Discard { $card } to redraw the Approach
pb-hand-menu = { $seat }: choose a card to play now
pb-hand-discard = **Your discard pile** ({ $count }): { $cards }
pb-hand-counter-pile = **Counter-attack pile** (face down; both of you saw it): { $cards }
pb-hand-terrain-piles = **Your Terrain piles** (top first): { $piles }
pb-hand-setting = **Cancellation window:** respond { $setting } — { $label }. Change it any time with `/pb respond`.
pb-setting-always = asked after each card you could answer, holding one or not (default)
pb-setting-never = never asked: faster, but you can never cancel a card
pb-hand-decision = **Your decision now:** { $prompt }
pb-hand-pick = Pick a card in the menu below to play it.
pb-hand-no-card = No card of your hand can be played right now; use the buttons under the board or `/pb`.
pb-hand-continued = { $title } (continued)
pb-hand-letter = **{ $letter }**

## The table's standing answer (bot/service/pegasus_table.py): its button, and what the setting means, told
## privately to whoever changes it.
pb-stand-for-good = Let it stand — don't ask again
pb-respond-help = **Cancellation window** — `respond always` (default): after every card your opponent plays that one of your cards could cancel or answer, the game waits for you (whether or not you hold such a card, so the pause tells your opponent nothing); you never miss a chance to cancel, but it costs a reply each time. `respond never` (the button "Let it stand — don't ask again"): play is faster and you are never asked, but every card your opponent plays then stands: you can no longer cancel or answer one. Change it any time with `/pb respond`.

## The scenario option's values in the /game new menu (bot/service/words.py: option_value_words).
option-label-pegasus-bridge-scenario-1a = 1A The Bénouville Bridge (introductory)
option-label-pegasus-bridge-scenario-1b = 1B Pegasus Bridge
option-label-pegasus-bridge-scenario-2 = 2 Merville Battery
option-label-pegasus-bridge-scenario-3 = 3 Bridges on the Dives
option-label-pegasus-bridge-scenario-campaign = Campaign: Operation Tonga (1B, 2 and 3 in a row, scored in Victory Points)
