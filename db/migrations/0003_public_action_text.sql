-- Some actions carry a secret (a hidden arrangement of cards): `text` is what the engine replays,
-- `shown` what other players may read (NULL: the same as `text`).
ALTER TABLE actions ADD COLUMN shown TEXT;
