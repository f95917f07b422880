-- PostgreSQL counterpart of db/migrations/0008_fewer_pages_per_submit.sql.
-- Every submit restarts the acting seat's timer, so its due time changes in every transaction; with
-- the due time out of the index of open timers, that update changes no indexed column. (The SQLite
-- side also keeps events in key order; PostgreSQL tables have no rowid, so there is nothing to do.)
DROP INDEX timers_open;
CREATE INDEX timers_open ON timers (done_at);
