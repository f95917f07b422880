"""The thin discord.py layer: the only place in the project that imports discord.

- ``app.py`` — :class:`DdayBot`: logging in, syncing commands, loading the cogs, the timer loop
  that delivers what the service queued;
- ``cogs/`` — the slash commands, one cog per area (each: defer -> one service call -> present);
- ``views.py`` — the persistent buttons (Discord components) built from the service's ``PostButton``;
- ``present.py`` — turning service ``Post`` values into Discord messages, and refusals into
  ephemeral sentences.

It calls the service only through :mod:`bot.service`; it never reads rules internals or SQL.
"""
