### The platform's words (lobby, seats, timers, errors, help): every game uses them.

language-name = English
computer-seat = Computer ({ $seat })

## Refusals of the service (the reader's language)
err-stale = Someone else acted at the same moment; the game moved on. Look again and retry.
err-seat-race = Someone took that seat at the same moment; pick another one.
err-game-exists = This channel already has a game. Finish it, or ask its creator to /game abort it.
err-busy = The game database is busy right now; nothing was changed. Try again in a moment.
err-unreachable = The game database cannot be reached right now; nothing was changed. Try again in a moment.
err-uncertain = The game database stopped answering while your command was being saved, so we could not confirm whether it went through. Check /game history in a moment before trying again.
err-unfinished = Your command was recorded, but the game database stopped answering before the reply was ready. /game status shows the game once the database is back.
err-store = The game database refused that; nothing was changed ({ $kind }).
err-old-button = That button belongs to an earlier game in this channel; it does nothing in this one. Use the latest message.
err-team-thread = This is { $team }'s private thread for the game in { $channel }; that game's commands did not reach it from here: use them there.
err-no-game = There is no game in this channel. Start one with /game new.
err-not-started = This game has not started yet; it starts when every seat is taken (or with /game start).
err-ruleset = This game was played under rules { $played }, but this bot runs { $runs }; it cannot be continued safely.

## Lobby and seats
lobby-none = none
err-no-option = { $game } has no option '{ $key }'. Options: { $known }.
err-option-one-of = choose one of { $values }
err-option-value = Option { $key } cannot be '{ $value }'; { $allowed }.
err-no-language = There is no language '{ $language }'; languages: { $languages }.
err-option-later = Option { $key }={ $value } is not implemented yet; available now: { $available }.
lobby-deadline-hours = { $hours } h per decision
lobby-new-game = **New game of { $game }** created by { $creator }.
lobby-options = Options: { $options }.
option-pair = { $name } { $value }
option-default = { $words } (default)
option-value-on = on
option-value-off = off
option-name-dday-dice-badge_variant = badge variant
option-name-dday-dice-fire = fire
option-name-dday-dice-chaotic_supply = chaotic supply
## The words of a game option's value where the game's own label says it in English (tests hold them equal).
option-label-aa-dday-players-2 = 2 players: one runs both the U.K. and the U.S.
option-label-aa-dday-players-3 = 3 players: Axis, U.K., U.S.
option-label-aa-dday-last_aircraft-leave = leave with the last bomber or fighter
option-label-aa-dday-last_aircraft-return = play once more after the last one falls (its fortune may bring one back)
lobby-timers = Reminders after { $reminder } h; deadline: { $deadline }; vacation: { $vacation ->
        [one] { $vacation } day
       *[other] { $vacation } days
    } per player.
lobby-seats = Seats: { $seats }.
lobby-take-seat = Take a seat with a button below or `/game join`. The game starts when every seat is taken.
lobby-join-as = Join as { $seat }
err-started-full = This game has already started; every seat is taken.
err-have-seat = You already have a seat. To play more than one side yourself, name the seat: /game join seat:<name>.
err-seats-full = Every seat is taken.
err-no-such-seat = '{ $seat }' is not a seat of this game of { $game }; seats: { $seats }.
err-seat-taken = The { $seat } seat is taken by { $holder }.
seat-takes = { $who } takes the { $seat } seat.
seat-computer-takes = The computer takes the { $seat } seat.
err-started = This game has already started.
err-start-creator = Only the player who created the game can start it early.
err-abort-creator = Only the game's creator or a server manager can abort it.
lobby-seed = The dice seed was `{ $seed }`.
lobby-aborted = The game in this channel was aborted by { $who }. It stays reviewable with /game history.
err-resign-player = Only a player in this game can resign.
lobby-resigned = { $seats } resigned; { $result }.

## Posts: shared words
post-more-in-history = … (more in /game history)
post-nobody-wins = nobody wins
post-and = {" "}and{" "}
post-winners = { $names } { $count ->
    [one] wins
   *[other] win
}
computer-name = Computer
post-thanks = Thanks for the game, { $players }.
post-everyone = everyone
post-late = ↪ Shown late: Discord did not take this post when { $who } acted.
post-the-bot = The bot
post-their-plan = { $who }'s plan
post-orders-given = { $who } gave { $count ->
        [one] { $count } order
       *[other] { $count } orders
    }: { $orders }
post-orders-given-seats = { $who } ({ $seats }) gave { $count ->
        [one] { $count } order
       *[other] { $count } orders
    }: { $orders }
post-now = **Now:**
post-last = Last:
post-game-over = 🏁 **Game over: { $result }.**
post-seed-check = The dice seed was `{ $seed }` (check it against the commitment posted at the start).
web-button = View on the web
err-role = A tracked message is one of { $roles }, not '{ $role }'.
post-begins = **{ $game } begins.**
post-dice-commitment = Dice: every roll comes from a secret seed whose SHA-256 commitment is `{ $commitment }`.
history-setup = Setup

## Teams (games played in Teams: their threads)
post-no-threads = I could not open private Team threads in this channel (the bot needs the Create Private Threads and Send Messages in Threads permissions here). The game plays on in this channel: each Team's prompts and reminders are posted here instead.
post-team-in-thread = { $team } (in its thread)
post-teams-asked-in-thread = _What { $teams } { $count ->
    [one] is
   *[other] are
} asked: in the Team's thread._
post-team-units-to-act = **{ $phase }**: { $team }, your Units to act:
post-team-welcome = **{ $team }'s private thread** for the game in { $channel }. { $units }.
post-team-welcome-more = Plan together here: only your Team (and the server's moderators) can read it. Each phase, what your Units are asked is written here, and your reminders come here. The channel keeps one post per phase for everyone. Medals stay secret even from teammates: see yours with `/dice medals`.
err-team-hand-over = { $who } plays for { $other }; a Unit of { $team } can only pass to a player of { $team } or to someone not yet in this game.

## Vacations and preferences
err-vacation-player = Only a player in this game can take a vacation from it.
err-no-vacation = You are not on vacation in this game; there is nothing to end.
err-vacation-budget = This game allows { $budget ->
        [one] { $budget } vacation day
       *[other] { $budget } vacation days
    } per player; you have { $left } left, not { $days }.
err-vacation-already = You are already on vacation until { $until }; end it with days:0 first.
err-vacation-same-moment = You ended a vacation this very moment; start the new one a moment later.
prefs-vacation-back = { $who } is back from vacation; their clock runs again from where it paused. Vacation days left in this game: { $left }.
prefs-vacation-start = 🏖️ { $who } is on vacation until { $until } ({ $relative }); their clock is paused: no reminders, and deadlines wait for their return. Vacation days left in this game: { $left }.
prefs-by-dm = by direct message
prefs-in-channel = in the game's channel
prefs-yours = Your settings: time zone { $tz }, quiet hours { $quiet }, reminders { $where }, { $handoff }.
prefs-handoff = { $minutes ->
    [0] pinged at once when play passes to you
    [one] pinged when play passes to you and you have not acted within a minute
   *[other] pinged when play passes to you and you have not acted within { $minutes } minutes
}

## Undo and replace (with consent)
err-undo-player = Only a player in this game can take back actions.
err-undo-nothing = Nothing to take back: your last action is not the latest entry, or it rolled dice, revealed a card or ended a phase (those are commit points).
undo-asks = ↩️ { $who } asks to take back { $count ->
        [one] { $count } action: { $listing }. { $others }, you saw it: approve or refuse.
       *[other] { $count } actions: { $listing }. { $others }, you saw them: approve or refuse.
    }
undo-approve = Approve undo
undo-refuse = Refuse undo
undo-took-back = { $who } took back { $count } { $count ->
    [one] entry
   *[other] entries
} (#{ $first }–#{ $last }).
undo-took-back-approved = { $who } took back { $count } { $count ->
    [one] entry
   *[other] entries
} (#{ $first }–#{ $last }) (approved by { $approvers }).
err-request-elsewhere = That request is not for the game in this channel.
err-request-done = That request was already { $status }.
err-request-who = Only { $who } can answer this request.
err-request-lapsed = The game moved on since that request; it has lapsed.
undo-what-undo = undo
undo-what-seat = seat change
undo-refused = { $who } refused the { $what } asked by { $requester }; nothing changes.
undo-approves = { $who } approves; still waiting for { $waiting }.
err-replace-lobby = Seats can be handed over once the game has started; in the lobby, just /game join.
err-replace-no-seat = '{ $seat }' is not a seat of this game; seats: { $seats }.
err-replace-holds = { $who } already holds that seat.
err-replace-who = Only the game's creator, a server manager, the seat's own player, or (in a game played in Teams) a teammate can hand a seat over.
err-replace-recent = { $who } acted in this game less than { $days ->
        [one] { $days } day
       *[other] { $days } days
    } ago; ask for their consent instead (leave force off).
replace-proposes = 🔁 { $who } proposes to hand the { $seat } seat from { $holder } to { $new }. { $holder }, do you agree?
replace-yes = Hand over my seat
replace-no = Keep my seat
replace-passed = The { $seat } seat passed from { $old } to { $new } (by { $by }).

## Timers: settings, reminders and deadlines
err-time-zone = '{ $zone }' is not a time zone I know; use an IANA name like Europe/Paris, America/Los_Angeles or Asia/Seoul.
err-whole-number = { $key } ({ $meaning }) must be a whole number from { $low } to { $high }, not '{ $value }'.
err-number-range = { $key } ({ $meaning }) must be between { $low } and { $high }, not { $value }.
timer-meaning-reminder-hours = hours before the first reminder
timer-meaning-deadline-hours = hours per decision before its default is applied (0: no deadline)
timer-meaning-vacation-days = days of vacation each player may take in this game
timer-meaning-days = days of vacation, 0 to end one
err-quiet-format = Write quiet hours as start-end in 24-hour time, e.g. 22:00-07:00, not '{ $text }'.
err-quiet-range = '{ $text }' is not a time range within a day.
err-quiet-same = Quiet hours must not start and end at the same time.
err-no-setting = There is no setting '{ $key }'; settings: { $settings }.
timer-handoff = 🔔 { $who }, your turn ({ $seat }): { $prompt }
timer-reminder = ⏰ { $who }, the game in { $channel } has been waiting for you ({ $seat }) since { $since }: { $prompt }
timer-no-default = The deadline for { $seat } passed, but this decision has no default; still waiting for { $who }.
timer-default-applied = The deadline for { $seat } passed ({ $when }); the default was applied: { $default }

## The Discord layer's own sentences
err-generic = Something went wrong; nothing was changed.
err-posting-failed = The game was updated, but I could not post the result here. /game status shows where things stand.
err-not-delivered = I could not show you the reply privately; please try again.
err-result-queued = Your command was recorded, but Discord did not take its post. It will appear in the channel as soon as Discord accepts it; there is no need to do it again.
err-stale-command = This command changed since your Discord app loaded it; wait a minute and try again.
err-no-channel = Use this in a server channel or a direct message with the bot.
err-not-valid-here = '{ $value }' is not a valid value here.
ui-image-too-large = (The board image is too large to upload here.)
ui-file-too-large = (The file is too large to upload here; `dday console` can export it locally.)
ui-done = Done
ui-done-dot = Done.
ui-edited-here = ✅ { $note } — the phase message shows it: { $where }
ui-edited-there = ✅ { $note } — the game's message in { $channel } shows it.

## /game status and /game board
status-lobby = lobby
status-active = active
status-finished = finished
status-aborted = aborted
status-options = Options: { $options }
status-seats = Seats: { $seats }
status-open = open
status-paused = ⏸️ Paused: { $why } No reminders and no deadline defaults until it can post here again.
status-position = Position: { $phase }
status-result = Result: { $result }.
console-outcome = Outcome: { $result }. { $reason }
console-outcome-none = Outcome: none yet ({ $phase })
status-ended = Result: { $text }
err-board-not-started = The game has not started yet.
status-current = Current position: { $phase }
err-turn-not-over = Turn { $turn } is not over yet; /game board without arguments shows the current position.
err-phase-not-over = Turn { $turn }, phase { $phase } is not over yet; /game board without arguments shows the current position.
status-board-after-turn = Board after turn { $turn } (the first position recorded after it: { $label })
status-board-after-phase = Board after turn { $turn }, phase { $phase } (the first position recorded after it: { $label })

## /game history and /game export
history-empty = Nothing has happened yet.
err-history-page = { $pages ->
        [one] There is 1 history page; ask for page 1.
       *[other] There are { $pages } history pages; ask for 1 to { $pages }.
    }
history-title = **History { $number }/{ $pages } — { $title }**
export-seed-included = The seed is included: anyone can check every roll with `dday verify FILE`.
export-seed-secret = The seed stays secret until the game ends; export again then to verify every roll.
export-record = Game record ({ $entries ->
        [one] { $entries } log entry
       *[other] { $entries } log entries
    }).

## Acting: whose turn, whose seat; orders (batches)
err-not-playing = You are not playing in this game. Anyone can watch with /game board and /game history.
err-not-your-seat-act = You do not hold the { $seat } seat; only its player can act for it.
err-game-over = This game is over.
err-not-your-seat = You do not hold the { $seat } seat.
post-nobody = nobody
err-not-your-turn = It is not your turn. Waiting for: { $who }.
err-orders-empty = There is no action in those orders: write one action per line (or separate them with ;).
err-orders-many = Those orders have { $count ->
        [one] { $count } action
       *[other] { $count } actions
    }; send at most { $most } at once.
err-orders-line-long = Line { $number } is too long: at most { $most } characters, not { $length }.
post-legal-now = Legal now, for example: { $actions }
err-batch-after = (after the { $before } { $count ->
    [one] line
   *[other] lines
} before it)
err-batch-refused = Line { $number } of { $total }, `{ $line }`, was refused{ $earlier }: { $reason } Nothing was applied.
err-moved-on = The game moved on since you looked; look at the latest board and try again.
err-no-orders = You are not playing in this game, so you have no orders to give.
ui-orders-example = e.g. { $example }
ui-orders-title = Orders: { $game }
ui-orders-yours = Your orders
err-planner-stale = This planner was opened at an earlier position; the game moved on. Open a new one with /aa plan.
err-planner-player = You are not playing in this game, so you have no moves to plan.
err-button-stale = That button belongs to an earlier position; the game moved on. Use the latest message.
err-button-gone = That button no longer applies.
err-button-not-yours = That button is for { $who } ({ $seat }), not you.
err-hand-not-dealt = The game has not started yet: the cards are dealt when every seat is taken.

## Private replies: secrets, hands, trays
post-secret-head = 🔒 **{ $seat }, only you see this:**
ui-secret-button = 🔒 { $seat }: show me
err-old-game-button = That button belongs to an earlier game in this channel.
err-secret-entries = That button does not name entries of this game.
err-secret-no-seat = '{ $seat }' is not a seat of this game.
err-secret-not-yours = This button is for { $seat } ({ $who }) alone: it shows what only they may see.
post-secret-nothing = Nothing private for { $seat } there.
post-private-view = **Your private view ({ $seat })**
post-no-hand = You have no hand in this game: you are not playing in it. Everyone can follow the public table with /game board and /game history.
post-nothing-hidden = This game has no hidden hand: everything you may know is on the board (/game board).
err-planner-game = The move planner is for Axis & Allies D-Day; use the orders form of this game instead.
err-tray-old-game = That dice tray belongs to an earlier game in this channel.
err-tray-game = Dice trays belong to D-Day Dice; this channel plays another game.
post-tray-private-copy = 🔒 Only you see this copy: the tray of this roll is already up in the channel (or in your Team's thread). Either one works; once the dice change, the one you did not press is out of date.

## Computer seats
computer-none-yet = { $game } has no computer player yet.
computer-creator-only = Only the player who created the game can give a seat to the computer.
computer-already = The computer already plays { $seat }.
computer-take-back-active = Only a seat of a game in play can be taken back.
computer-not-playing = The { $seat } seat is not played by the computer.
computer-since-lobby = The computer has played { $seat } since the lobby; a person can take it with /game replace.
computer-take-back-who = Only { $who }, who played { $seat } before the computer, can take it back.
computer-stopped = 🤖 { $who } stopped: { $why }. The game waits; the creator can hand the seat to a person with /game replace, and the computer tries again after the bot restarts.
computer-why-worker = its worker process stopped
computer-why-failed = it could not decide ({ $error })
computer-why-refused = one of its moves was refused (the bot's log has the details)

## The web viewer (/game link, /game viewer, /game webpage)
web-not-set-up = The web viewer is not set up on this bot: its operator has not given it a web address (DDAY_WEB_URL).
web-off-here = The web viewer is turned off on this server. A server manager can turn it on with /game viewer enabled:True.
web-not-started = The game has not started yet; its web page opens once it starts.
web-new-link-who = Only the game's creator or a server manager can make a new link.
web-switch-who = Only a server manager (Manage Server) can turn the web viewer on or off.
web-on = The web viewer is on for this server: /game link gives a game's page, and phase posts link to it.
web-off = The web viewer is off for this server: every game's page is closed and phase posts carry no link. /game viewer enabled:True opens them again, at the same addresses.
web-no-position = The game has not started yet: there is no position to show.
web-page-fit = To fit Discord's upload limit it shows { $kept } key positions; { $left } in-between ones are left out (their log is kept).
web-page-all = It shows all { $kept } positions.
web-page-seed = The revealed seed can be checked in the page.
web-page-too-big = The page of this game takes about { $size } MB, more than the { $limit } MB Discord takes as an attachment: make it with dday export --html FILE on the bot's machine, or share the game's web viewer link instead.
web-page-file = The game as one web page ({ $size } KB): open it in a browser, it works offline.

## Buttons, menus and forms of the Discord layer
ui-orders-placeholder = One action per line, e.g. move 3 inf from 16 to 30, then done
ui-orders-field = One action per line
err-orders-form-slow = The game took too long to answer; open the orders form again.
ui-choice = Choice { $number }
ui-approve = Approve
ui-refuse = Refuse
ui-old-button = Old button
ui-open = Open
err-legacy-button = That button or menu was made by an earlier version of the bot and does not say which game it belongs to; use the latest message (or the slash command).
err-guard-no-game = There is no game in this channel: start one with `/game new`.
err-guard-slow = The game took too long to answer; nothing was changed. Try again in a moment.
err-guard-other-group = This channel plays { $game }; { $group } is for { $games }.
err-guard-use = This channel plays { $game } — use { $command }.
err-options-format = Write options as key=value pairs, e.g. players=3; '{ $token }' is not one.
web-link-note = Anyone with this address can follow the game: the board at every phase, the log with every die, nothing private. The game's creator or a server manager can end it with /game link new:True.
web-link-ended = The old address shows nothing any more.
web-link-new = New address of this game's page: { $address }
web-link = This game's page: { $address }
ui-standing-orders-of = **Standing orders of { $seat }** (`{ $id }`)
ui-standing-asked = — you are asked
err-no-standing-orders = This game has no standing orders.
ui-standing-change = Change one with `/orders set kind:<kind> value:<value>` (`ask` to be asked each time, `default` to go back).
err-planner-empty = The draft is empty: choose a zone, its units and a destination first.
ui-planner = Planner

## The move planner's frame (/aa plan)
err-planner-too-long = That choice does not fit in a menu; write this order with /aa orders instead.
ui-planner-header = **Move planner** (only you see this).
ui-planner-draft = Draft order, { $count } { $count ->
    [one] line
   *[other] lines
}:
ui-planner-draft-empty = The draft order is empty.
ui-planner-back = Back to zones
ui-planner-previous = Previous page
ui-planner-next = Next page
ui-planner-clear = Clear
ui-planner-send = Send { $count } { $count ->
    [one] order
   *[other] orders
}
ui-planner-ask-zone = Choose a zone with units that may move.
ui-planner-zone = Zone
ui-planner-no-move = No unit may move any more.
ui-planner-ask-units = Which units, and how many, move from { $zone }?
ui-planner-units = Units from { $zone }
ui-planner-no-move-from = No unit may move from { $zone }.
ui-planner-ask-destination = Where do { $units } from { $zone } go?
ui-planner-destination = Destination of { $units }
ui-planner-no-destination = Those units have no legal destination.
err-planner-send-menu = Send submits the draft as a batch; it draws no menu.
err-planner-full = The draft is full ({ $most } orders); send it first.
ui-planner-send-or-clear = Send the draft, or clear it.
ui-planner-not-asked = No move to plan now: you are not asked to move.
err-planner-overflow = The draft no longer fits in one message; send it first.
ui-planner-to = to { $label }
ui-planner-via = via { $via } to { $label }
err-tray-not-yours = This dice tray is for { $who } ({ $seat }); only they can roll it.
err-tray-no-unit = You have no Unit in this game; the trays of the players are in the channel.
err-tray-stale = That dice tray shows an earlier roll; use the newest tray (or /dice tray for a fresh one).
err-tray-none-seat = '{ $seat }' has no dice tray in this game: only the Units (and a German player) roll dice.
err-tray-none-yours = Your side has no dice tray in this game: only the Units (and a German player) roll dice.
err-tray-over-final = This roll is over: the Final Tally is kept.
err-tray-over = This roll is over: there is nothing to roll now.
err-tray-tap-lock = Tap the two dice to lock first (each die has a button), or press Keep.
err-tray-tap-reroll = Tap the dice to roll again first (each die has a button), or press Keep.
err-tray-die = Die { $die } cannot be chosen now.
err-use-in-game-channel = Use this in the channel of your game.
post-not-your-decision = It is not your decision now; I will ping you when it is.

## Long posts: what a summary says (story.py)
post-summary-the-game = the game ({ $count })
post-summary-others = { $others } others ({ $count })
post-summary-moves = { $count } more { $count ->
    [one] move
   *[other] moves
}
post-summary-moves-by = { $count } more { $count ->
    [one] move
   *[other] moves
} by { $by }
post-summary-rerolled = { $count } more { $count ->
    [one] roll
   *[other] rolls
} whose dice were rolled again
post-summary-rolls = { $count } more { $count ->
    [one] roll or result
   *[other] rolls and results
}
post-summary-lines = { $count } more { $count ->
    [one] line
   *[other] lines
}
post-summary-pages = { $first } to page { $last }
post-summary-overflow = + more than one message can hold: `/game status` and `/game history` tell the rest.

## Input bounds (edge.py): a value out of its bounds, refused before anything is read
err-input-whole = { $what } must be a whole number from { $low } to { $high }, not { $value }.
err-input-text = { $what } must be text.
err-input-long = { $what } is too long: at most { $most } characters, not { $length }.
err-input-nul = { $what } must not contain a NUL character.
err-input-invalid = { $what } is not valid text.
err-input-yes-no = { $what } must be yes or no.
err-input-address = That is not a game page's address.
err-input-parameters = That command was called with the wrong parameters.
# The names of a command's parameters, as a refusal of bad input names them (bot/service/edge.py)
input-the-channel-id = The channel id
input-the-server-id = The server id
input-the-user-id = The user id
input-the-new-players-id = The new player's id
input-the-game-id-of-that-button = The game id of that button
input-the-request-id = The request id
input-the-notice-id = The notice id
input-the-message-id = The message id
input-the-positions-version = The position's version
input-the-choice-number = The choice number
input-the-dice-seed = The dice seed
input-the-turn = The turn
input-the-phase = The phase
input-the-page = The page
input-the-number-of-vacation-days = The number of vacation days
input-the-number-of-actions-to-take-back = The number of actions to take back
input-the-discord-error-code = The Discord error code
input-the-dice-selection = The dice selection
input-the-number-of-notices = The number of notices
input-the-action = The action
input-the-orders = The orders
input-the-draft-order = The draft order
input-the-planner-step = The planner step
input-the-choice = The choice
input-the-seat = The seat
input-the-game-name = The game name
input-the-language = The language
input-what-you-typed-so-far = What you typed so far
input-the-command = The command
input-the-field = The field
input-the-time-zone = The time zone
input-the-quiet-hours = The quiet hours
input-the-message-role = The message role
input-the-tray-button = The tray button
input-the-error = The error
input-the-minutes-before-a-hand-off-ping = The minutes before a hand-off ping
input-the-list = The list
input-the-digest-time = The digest time
input-the-channel-name = The channel name
input-pairs-too-many = { $what } must be at most { $entries } key=value pairs.
input-ids-too-many = { $what } must be at most { $entries } name=id pairs.
input-pair-name = A { $what } name
input-pair-value = The { $what } value of { $key }
input-pair-id = The { $what } id of { $key }
input-kind-option = option
input-kind-field = field
input-kind-setting = setting
input-kind-team-thread = Team thread
ui-planner-sent = Sent: { $count } { $count ->
    [one] order
   *[other] orders
}, each in the game's history.
err-planner-menu = That planner menu is not one this bot makes.

## The server-wide lists (issue #50): /game mine and /game list, private answers in the reader's language.
## Arguments: count, yours, open, playing, ended, days, page, pages: numbers; when: a Discord timestamp (<t:…:R>);
## seats, who: seat names and mentions, inserted as they are; shown, choices: what /game list show: was given.
lists-mine-head = **Your games**: { $count } { $count ->
        [one] game
       *[other] games
    }, { $yours ->
        [0] none waiting for you
        [one] 1 waiting for you
       *[other] { $yours } waiting for you
    }.
lists-mine-none = You sit at no game on any server we share.
lists-mine-none-here = You sit at no game on this server. `/game list` shows the tables you can join.
lists-your-turn = Your turn
lists-waiting = Waiting for someone else
lists-lobbies = In the lobby
lists-ended = Ended in the last 30 days
lists-you-play = you play { $seats }
lists-since = asked { $when }
lists-deadline = deadline { $when }
lists-waiting-for = waiting for { $who } since { $when }
lists-waiting-computer = the computer is playing
lists-waiting-nobody = nobody is asked
lists-free-seats = { $count ->
        [0] every seat taken
        [one] 1 seat free
       *[other] { $count } seats free
    }
lists-ended-at = ended { $when }
lists-ended-plain = ended
lists-more = …and { $count } more.
lists-list-head = **Tables on this server**: { $open } open, { $playing } in play, { $ended } ended in the last { $days } days (page { $page } of { $pages }).
lists-list-none = No table here that you can see matches. `/game new` opens one in a channel.
lists-open = Open for players
lists-playing = In play
lists-next-page = More: `/game list page:{ $page }`.
lists-no-page = There is no page { $page }: the list has { $pages ->
        [one] 1 page
       *[other] { $pages } pages
    }.
lists-bad-show = Unknown list '{ $shown }': choose one of { $choices }.
lists-digest-head = **Waiting for you** ({ $count ->
        [one] 1 game
       *[other] { $count } games
    }), your daily digest (`/prefs set digest:off` stops it):
prefs-digest-at = Daily digest of the games waiting for you: at { $time }, your time.
prefs-digest-off = No daily digest (`/prefs set digest:08:00` sends one).
err-digest-format = '{ $text }' is not a time of day: give one like 08:00 (24-hour clock), or off.

## Statistics and ratings (issue #50): /game stats and /game leaderboard, private answers in the reader's language.
## Arguments: who: a mention; game: the game's name; played, won, lost, drew, resigned, count, turns, place, of,
## games, rd: numbers; n: a number (of minutes, hours or days); time: a duration (stats-minutes and the like);
## figure: a rating and its deviation, like "1623 ± 71".
stats-none = { $who } has no ended game on this server in the channels you can see.
stats-head = **Record of { $who }** on this server (games in the channels you can see):
stats-record = { $played } played: { $won } won, { $lost } lost, { $drew } drawn, { $resigned } resigned
stats-aborted = { $count ->
        [one] One more game was aborted (not counted).
       *[other] { $count } more games were aborted (not counted).
    }
stats-pace = takes { $time } to act on average ({ $turns ->
        [one] 1 turn
       *[other] { $turns } turns
    })
stats-under-minute = under a minute
stats-minutes = { $n } min
stats-hours = { $n } h
stats-days = { $n ->
        [one] 1 day
       *[other] { $n } days
    }
stats-rating = rating { $figure } (#{ $place } of { $of })
stats-unrated = not rated (solo and co-op games, or no rated game yet)
board-none = No rated game of { $game } on this server in the channels you can see yet.
board-head = **Leaderboard: { $game }** (Glicko-2, from the games in the channels you can see): { $count ->
        [one] 1 rated player
       *[other] { $count } rated players
    }.
board-computers = Computer players (rated apart, never ranked with people)
board-games = { $games ->
        [one] 1 game
       *[other] { $games } games
    }: { $won } won, { $lost } lost, { $drew } drawn
board-note = ± is how sure the rating is (its deviation); ? marks a rating still settling (deviation above { $rd }). Solo and co-op games count in `/game stats` but are not rated; a resignation is a loss; an aborted game is not rated.
err-channels-unread = Discord did not tell me which channels of this server you can see, so I list nothing rather than too much. Try again in a moment; nothing was changed.

## Queued plays (issue #46): what a player decided ahead, played for them when it is their turn again
queue-kept = Kept for later ({ $seat }): { $lines }. { $count ->
        [one] It is played
       *[other] They are played in order
    } for you as soon as it is your turn again, as long as your opponent's only moves meanwhile let things stand ({ $answers }); any other answer, or a move of your own, sets { $count ->
        [one] it
       *[other] them
    } aside and you are asked as usual. Only you see this; `/pb queue` shows or clears it.
queue-unreadable = Line { $number } (`{ $line }`) cannot be kept: { $reason } Nothing was played or kept.
queue-other-seat = A plan is kept for one seat ({ $seat }): send each seat's plan on its own.
queue-none = You have no plays queued in this game.
queue-shown = Queued for { $seat }: { $lines }
queue-cleared = Your queued plays were cleared; nothing else changed.
queue-not-here = This game keeps no queued plays: act when it is your turn.

## overlord (issue #48): a Team thread's name
post-team-thread-name = { $team } · { $game } (game { $id })

