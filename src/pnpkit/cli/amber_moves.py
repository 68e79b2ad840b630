"""`pnpkit moves amber --from FIELD --roll N`: every legal destination with its route."""

from __future__ import annotations

from typing import Annotated

import typer

from pnpkit.cli.common import EXIT_USAGE, fail, print_json


def find_field(game, text: str, board: str = "main", other_names: dict[str, str] | None = None):
    """A field by id (with or without 'field.') or by name in any letter case, in the
    data's language or in ``other_names`` (id -> a translated name)."""
    fields = game.fields_of(board)
    wanted = text.strip().casefold()
    for f in fields:
        if f.id.casefold() in (wanted, f"field.{wanted}"):
            return f
    other = other_names or {}
    named = [f for f in fields if wanted in (f.name.casefold(), other.get(f.id, "").casefold())]
    if len(named) == 1:
        return named[0]
    if len(named) > 1:
        fail(f"'{text}' names {len(named)} fields; give the id",
             hint="one of " + ", ".join(f.id for f in named))
    from pnpkit.model.diagnostics import did_you_mean

    hint = did_you_mean(wanted, [f.name.casefold() for f in fields] + [f.id for f in fields])
    fail(f"no field '{text}' on the board", EXIT_USAGE, hint or "see the board or `pnpkit check amber --json`")


def moves_amber(
    start: Annotated[str, typer.Option("--from", help="The field you stand on: id or name.")],
    roll: Annotated[int, typer.Option(help="The move roll.", min=0, max=12)],
    horse: Annotated[bool, typer.Option(help="You have a horse (+1 step at will).")] = False,
    came_from: Annotated[str | None, typer.Option(help="The field you came from (you may not step straight back).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    locale: Annotated[str, typer.Option(help="ru or en.")] = "ru",
) -> None:
    """Where a roll takes you on the Amber main board."""
    from pnpkit.cli.game_cache import load_shipped_game
    from pnpkit.rules.amber.board import build_board
    from pnpkit.rules.amber.movement import legal_moves

    game = load_shipped_game("amber")
    names = _field_names(game, locale)
    here = find_field(game, start, other_names=names)
    back = find_field(game, came_from, other_names=names).id if came_from else None
    board = build_board(game)
    moves = legal_moves(board, here.id, roll, came_from=back, horse=horse)
    here_name = names[here.id]
    if as_json:
        print_json({
            "from": here.id, "roll": roll, "horse": horse,
            "destinations": [
                {"field": m.dest, "name": names[m.dest], "route": list(m.route),
                 "in_passing": m.in_passing, "stops_in_passing": list(m.stops), "steps": m.steps}
                for m in moves
            ],
        })
        return
    ru = locale != "en"
    head = (f"С поля «{here_name}» на {roll}" if ru else f"From «{here_name}» with {roll}")
    if horse:
        head += " (с лошадью)" if ru else " (with a horse)"
    typer.echo(head + ":")
    if not moves:
        typer.echo("  ходов нет" if ru else "  no legal move")
    for m in moves:
        route = " → ".join(names[f] for f in m.route)
        tag = (" (остановка проходом)" if ru else " (stopping in passing)") if m.in_passing else ""
        typer.echo(f"  {names[m.dest]}{tag}: {route}")
        if m.stops and not m.in_passing:
            label = "можно остановиться проходом" if ru else "may stop in passing at"
            typer.echo(f"      {label}: " + ", ".join(names[s] for s in m.stops))


def _field_names(game, locale: str) -> dict[str, str]:
    """Field names in the chosen locale (a field may be asked for in either language)."""
    if locale == game.default_locale:
        return {f.id: f.name for f in game.fields}
    from pnpkit.i18n.translator import localize
    from pnpkit.paths import content_root

    localized, _ = localize(game, content_root() / game.id, locale)
    return {f.id: f.name for f in localized.fields}


def register(app: typer.Typer) -> None:
    from pnpkit.cli.app import moves_app

    moves_app.command("amber")(moves_amber)
