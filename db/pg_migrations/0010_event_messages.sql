-- PostgreSQL counterpart of db/migrations/0010_event_messages.sql: each event's message name in the
-- catalogues and its arguments (JSON); events logged before keep '' and '{}' (shown by their English text).
ALTER TABLE events ADD COLUMN msg_key TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN args_json TEXT NOT NULL DEFAULT '{}';
