"""The application: a discord-free service, a console driver, and the thin discord.py layer."""
