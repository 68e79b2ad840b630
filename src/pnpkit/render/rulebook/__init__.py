"""Rulebooks typeset from Jinja2 templates and the game data (see build.py)."""
