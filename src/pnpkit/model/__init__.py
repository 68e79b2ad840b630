"""The game data model: frozen dataclasses, the schema language and diagnostics (pure)."""
