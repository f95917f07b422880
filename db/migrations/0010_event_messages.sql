-- Issue #28: a table in another language than English.

-- An event names its message in the catalogues (msg_key, e.g. "aa-evt-landed") and gives the message's
-- arguments (args_json, a JSON object of plain values: ids, counts, dice), so its words are chosen in the
-- table's language where it is shown. text keeps the English line (exports, logs). Events logged before
-- keep an empty key and no arguments: they are shown by their text, as before.
ALTER TABLE events ADD COLUMN msg_key TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN args_json TEXT NOT NULL DEFAULT '{}';
