"""The web viewer's HTTP side (issue #27): a small aiohttp server inside the bot process.

``server.py`` serves a game's page (``/g/TOKEN``), its board images (``/g/TOKEN/p/SEQ.webp``) and ``/healthz``,
reading everything through the discord-free service (:class:`bot.service.GameService`) and building the page
with :mod:`renderer.webpage`. It may import ``bot.service``, ``renderer.webpage``, aiohttp and the standard
library, never discord: the Discord layer only starts and stops it (``bot/discord/app.py``).
"""
