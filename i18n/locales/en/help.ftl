### /help and /rules: the bot's own words about itself (issue #28).

## /help and /rules (command syntax stays English)
help-bot-feature-note = This is a feature of the bot, not a rule of the game.
help-not-implemented-note = Not implemented yet: the bot does not play this today (the option is refused at /game new).
help-reconstruction-note = Based on reconstructed data, not the printed components (our sources do not include them).
help-commentary-note = Details from the designer's card commentary, where the rulebook leaves them implicit.
help-about = **D-Day board games, played by post.** I run one game per channel: I enforce every rule, roll every die (the dice seed's hash is posted at the start and the seed revealed at the end), draw the board after each phase, and ping only the players who must act. Mistyped or illegal actions get a private reply and change nothing.
help-game-commands = **Tables: /game**
    `/game new <game>` open a game here · `/game join [seat]` take a seat (or press Join)
    `/game start` creator: start now, taking any open seat (hot-seat)
    `/game status` who plays what, whose turn · `/game board [turn] [phase]` the board now or earlier · `/game history [page]` the log with every die (only you see these; `share:True` posts them for all)
    `/game resign` concede · `/game abort` stop the game
    `/game undo` take back your last actions · `/game vacation days:<n>` pause your clock · `/game replace` hand a seat over · `/game export` the record, to verify every roll
    `/game mine` your games, those waiting for you first (`/mygames` in a DM) · `/game list` this server's tables: open, in play, ended · `/game stats [user]` a record · `/game leaderboard game:<game>` the ratings (only you see these)
    `/prefs set` your time zone, quiet hours, DM reminders
help-game-commands-short = **Tables: /game** `join [seat]` · `start` · `status` · `board [turn] [phase]` · `history [page]` (only to you; `share:True`: all) · `undo` · `vacation days:<n>` · `replace` · `resign` · `abort` · `export` (the record, to verify every roll) · `/prefs set` your time zone, quiet hours, DM reminders
help-lookup = **Looking things up: /rules**
    `/rules term:<card, unit or rule>` answers privately, e.g. `order 8`, `tank`, `st lo`, `AA fire`, `casualties`. The term autocompletes.
help-act-aa-dday = **Playing Axis & Allies: D-Day: /aa** (options autocomplete with legal choices only)
    `/aa patrol units:2 uk fighter to:12` fighters patrol (card 03)
    `/aa bomb nation:uk to:30` bombers strike (card 05)
    `/aa move units:2 uk inf from:16 to:30` move (cards 08, 12; tanks add `via:`)
    `/aa land units:3 us inf from:omaha` land from a beach (card 10)
    `/aa hits where:30 units:1 uk inf` choose casualties or targets
    `/aa place chart:uk count:3 where:gold` reinforcements (cards 14, 15)
    `/aa done` finish your part of the card · `/aa do action:<text>` any action as text
    Buttons under the board give the usual answer (default casualties, finish moving).
help-mention-reply = I work with slash commands: type `/help` to see what I do and what the game here waits for.
help-dm-note = **Here, in a direct message,** `/help`, `/rules`, `/prefs` and `/mygames` (your games on every server) work; games are played in server channels, so the game commands appear there.
help-rulebook-source = *Rulebook: { $section }*
help-status = Status: { $status }.
help-name-a-term = Name a card, unit or rule to look up, e.g. `/rules term:tank` or `/rules term:order 8`.
help-no-glossary-for = There is no rules glossary for { $game } yet.
help-no-glossary-any = There is no rules glossary for any game yet.
help-in-rules = {" "}in the { $game } rules
help-nothing-called-did-you-mean = I found nothing called '{ $term }'{ $where }. Did you mean { $names }?
help-nothing-called = I found nothing called '{ $term }'{ $where }. Start typing after `/rules term:` to see what there is.
help-playing-roots = **Playing:** { $roots }. `/help` in a channel with a game lists its commands.
help-playing-generic = **Playing { $game }**: when it is your turn I ping you; use the buttons under the board or the game's own commands.
help-this-channel = **This channel:** { $game }.
help-no-game-here = **This channel** has no game yet. Start one with `/game new`; games: { $games }.
help-none-installed = none installed
help-kind-order-card = order card
help-kind-fortune-card = fortune card
help-kind-tactics-card = tactics card
help-kind-card = card
help-kind-unit = unit
help-kind-rule = rule
