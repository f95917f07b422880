### The console's own words (dday console): what a terminal player reads besides the game's posts (issue #48).
### Seats are given as the ids a player types (british, axis, unit1).

console-intro = Type an action ('seat: action' when several seats are asked; several separated by ;), a button's number, or 'help' for the console's commands (options, status, board, hand, history, undo, quit).
console-help =
    Console commands (each also works with a leading / or :, e.g. /status):
      help               this list
      options [START]    what the seats being asked may do now, with the names of places and cards;
                         START narrows the list to actions beginning with it (options move 3)
      status             the game, its seats, the position and who must act
      board [FILE]       draw the current board into a PNG file and print its path
      hand SEAT          SEAT's private view (a hand of cards, Medals, Awards...), as only that player sees it;
                         the cards it may play now are numbered like buttons
      history [PAGE]     a page of the game's history (the latest without PAGE)
      undo [SEAT] [N]    ask to take back the last N actions (1) of SEAT (the last seat that acted); the
                         other players must agree: their Approve/Refuse buttons are printed, numbered
      quit               leave (the game stays in the database file given with --db)
    Actions: type them as the history writes them ("done"), with the seat first when several seats are
    asked ("axis: done"); join several of one seat with ";". Buttons: type the number printed before one
    ([3]) to press it, or "SEAT: 3" to press it as that seat. A line the game reads as an action is always
    that action: the / or : form of a command is never one.
console-refused = Refused: { $why }
console-waiting-elsewhere = Waiting for { $seats }, which nobody at this terminal plays (a computer that stopped?).
console-several-seats = Several seats must act ({ $seats }); start the line with the seat, e.g. '{ $first }: done'.
console-history-usage = history takes one page number, e.g. 'history 2' (the latest page without one).
console-empty-command = Type a console command after / or :, e.g. /status; /help lists them.
console-unknown-command = There is no console command '{ $word }'. Type /help for the list.
console-options-more = … and { $more } more; narrow the list with the start of an action, e.g. 'options { $start }'.
console-options-none-start = nothing begins with '{ $start }'; the prompt above says what is asked.
console-options-none = nothing to choose from a list here; the prompt above says what is asked.
console-no-picture = { $game } has no board picture.
console-board-unwritable = Could not write the board to { $path }: { $why }.
console-image = [image] { $path }
console-board-image = Board image: { $path }
console-no-seat = There is no seat '{ $word }' in this game; the seats are { $seats }.
console-hand-usage = hand takes one seat, e.g. 'hand { $seat }'.
console-whose-hand = Whose hand? Type 'hand SEAT' with one of { $seats }.
console-private-to = (private to { $seat })
console-undo-usage = undo takes a seat and a number of actions, e.g. 'undo axis 2' (both optional).
console-nothing-to-undo = Nothing to take back: no seat has acted yet.
console-undo-one = Taking back needs the agreement of { $seats }. Type { $approve } to approve as { $seat }, or { $refuse } to refuse.
console-undo-many = Taking back needs the agreement of { $seats }. Type { $approve } once for each of them to approve (or '{ $seat }: { $approve }' for one), or { $refuse } to refuse.
console-and = { $first } and { $second }
console-no-button = There is no button { $number }: the latest buttons are numbered 1 to { $last }.
console-no-buttons = There is no button { $number }: no button is shown now.
console-discord-menu = '{ $label }' opens a Discord menu the console does not have; type the action instead.
