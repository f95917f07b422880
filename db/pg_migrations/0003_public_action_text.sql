-- PostgreSQL counterpart of db/migrations/0003_public_action_text.sql.
ALTER TABLE actions ADD COLUMN shown TEXT;
