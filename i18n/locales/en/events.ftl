### The events the service itself logs (issue #28): an abort, a resignation, an undo, a seat handed over, a deadline's
### default.
### The engines' events are named in their games' catalogues; these are the platform's. Each message reproduces
### the English line the log keeps as the event's text, word for word.
### Arguments: seats, result: the seats that resigned and those that win (stored as ids, told in the reader's words);
### who, old, new, by, approvers: Discord mentions (<@id>), inserted as they are; seat: the seat's name; count: a number; first, last: log entry numbers (as text: no digit grouping); when: a Discord timestamp;
### default: the action applied, in the command language (English, like chess notation).

events-aborted = The game was aborted by { $who }.
events-undo = { $who } took back { $count ->
        [one] { $count } entry
       *[other] { $count } entries
    } (#{ $first }–#{ $last }).
events-undo-approved = { $who } took back { $count ->
        [one] { $count } entry
       *[other] { $count } entries
    } (#{ $first }–#{ $last }) (approved by { $approvers }).
events-replaced = The { $seat } seat passed from { $old } to { $new } (by { $by }).
events-deadline = The deadline for { $seat } passed ({ $when }); the default was applied: { $default }
events-queued = Played from { $seat }'s queue, as planned: { $lines }
events-resigned = { $seats } resigned; { $result }.
