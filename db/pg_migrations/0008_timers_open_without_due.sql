-- PostgreSQL counterpart of db/migrations/0008_timers_open_without_due.sql.
-- Issue #8: every submit restarts the acting seat's timer, so its due time changes in every
-- transaction. Indexing open timers by due time made each submit write one more index page.
-- The pass that looks for due timers runs once a minute and reads the open timers (a few per game
-- in play) just as well through done_at alone, so the due time leaves the index.
DROP INDEX timers_open;
CREATE INDEX timers_open ON timers (done_at);
