"""``pnpkit referee duel --help``: the game commands' arguments, game by game.

The command names are registered once for every game, so their help cannot be written
when the CLI is built; the usage lines are read from each game's referee
(``all_commands``, optional) only when ``--help`` is asked for."""

from __future__ import annotations

from pnpkit.cli.help_style import PlainCommand


def game_usages(name: str) -> list[str]:
    """«amber: duel PLAYER — challenge a traveller nearby (instead of moving)», one line
    per game that has the command ``name`` (a Russian name counts as its command)."""
    from pnpkit.referee.registry import canonical_command, load_referee, refereed_games

    lines = []
    for game_id in refereed_games():
        wanted = canonical_command(game_id, name)
        try:
            specs = getattr(load_referee(game_id), "all_commands", lambda: [])()
        except Exception:  # noqa: BLE001 — a game that does not load shows no line in help
            continue
        for spec in specs:
            if spec.name == wanted:
                usage = f" {spec.usage_for('en')}" if spec.usage else ""
                lines.append(f"{game_id}: {spec.name}{usage} — {spec.help('en')}")
    return lines


class GameCommand(PlainCommand):
    """A game command whose help ends with each game's arguments for it."""

    @property  # type: ignore[override]
    def epilog(self) -> str | None:
        lines = game_usages(self.name or "")
        # \b keeps click from re-wrapping the lines into one paragraph
        return "\b\nIn each game:\n" + "\n".join(lines) if lines else None

    @epilog.setter
    def epilog(self, value: str | None) -> None:
        pass  # computed when asked for
