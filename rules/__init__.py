"""Pure rules engines. Nothing here imports discord, aiosqlite, Pillow or asyncio.

Every game package registers one :class:`rules.core.engine.GameEngine` in the
registry (:mod:`rules.core.registry`); the service layer only ever talks to
that contract.
"""
