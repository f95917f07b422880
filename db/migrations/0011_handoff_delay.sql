-- Issue #46: every hand-off reaches its player. Each player's delay, in minutes (0 to 10), before the bot pings
-- them when the decision passes to them and no new message said so; NULL: the default (bot/service/clock.py).
ALTER TABLE player_prefs ADD COLUMN handoff INTEGER;
