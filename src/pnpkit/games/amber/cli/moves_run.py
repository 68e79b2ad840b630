"""The output of `pnpkit moves amber` as text, from a movement index (the main board's
movement graph and its field names in the default locale and in the chosen one), made
from the board part of the game (kept in the game cache as an entry of its own).  No
Typer here: the Typer command and the argparse fast path both call :func:`moves_output`.
"""

from __future__ import annotations

from pnpkit.cli.plain import EXIT_USAGE, CommandError, json_text

GAME_ID = "amber"
BOARD_ID = "main"
LOCALES = ("ru", "en")

_WORDS = {
    "ru": {"ambiguous": "{option}: «{text}» подходит к {n} полям; напишите полное имя или id",
           "one_of": "одно из: {fields}",
           "no_field": "{option}: на доске нет поля «{text}»",
           "did_you_mean": "может быть, «{name}»?",
           "how_named": "поле пишется, как на доске («Джунгли») или id (jungle)"},
    "en": {"ambiguous": "{option}: “{text}” names {n} fields; give the full name or the id",
           "one_of": "one of {fields}",
           "no_field": "{option}: no field “{text}” on the board",
           "did_you_mean": "did you mean “{name}”?",
           "how_named": "name a field as the board does (“Jungle”) or by its id (jungle)"},
}


#: the files of content/amber holding the main board (its fields, edges and regions);
#: tests/readers/test_game_part.py checks the board read from them is the whole game's
BOARD_FILES = ("board.yaml",)


def movement_index(locale: str) -> dict:
    """``{"board": the BoardGraph, "names": default-locale names, "shown": names in
    ``locale``}``, the names in the order of the board's ids."""
    from pnpkit.cli.game_cache import read_shipped_part
    from pnpkit.games.amber.rules.board import build_board, check_main_board

    # only the board: the game's other checks (cards, tables, shops) are about data a
    # move never reads, and the shipped data passes them (tests/content); the board's
    # own check runs, so a broken board is refused as the whole read refuses it
    game = read_shipped_part(GAME_ID, BOARD_FILES, (check_main_board,))
    localized = game
    if locale != game.default_locale:  # a field may be asked for in either language
        from pnpkit.i18n.translator import localize
        from pnpkit.paths import content_root

        localized, _ = localize(game, content_root() / game.id, locale)
    shown = {f.id: f.name for f in localized.fields}
    board = build_board(game, BOARD_ID)
    fields = game.fields_of(BOARD_ID)
    return {"board": board,
            "names": [f.name for f in fields], "shown": [shown.get(f.id, "") for f in fields]}


def find_field(index: dict, text: str, locale: str = "ru", option: str = "--from") -> int:
    """A field's position by id (with or without 'field.') or by name in any letter
    case, in the data's language or in the chosen locale; else a CommandError in
    ``locale`` naming ``option``."""
    ids, names, shown = index["board"].ids, index["names"], index["shown"]
    words = _WORDS["en" if locale == "en" else "ru"]
    wanted = text.strip().casefold()
    for i, fid in enumerate(ids):
        if fid.casefold() in (wanted, f"field.{wanted}"):
            return i
    named = [i for i in range(len(ids)) if wanted in (names[i].casefold(), shown[i].casefold())]
    if not named:  # «Пустыня» for «Пустыня (север)» / «Пустыня (юг)»
        named = [i for i in range(len(ids))
                 if wanted in (names[i].casefold().split(" (", 1)[0], shown[i].casefold().split(" (", 1)[0])]
    if len(named) == 1:
        return named[0]
    if len(named) > 1:
        opening, closing = ("«", "»") if words is _WORDS["ru"] else ("“", "”")
        fields = ", ".join(f"{opening}{shown[i] or names[i]}{closing} ({ids[i]})" for i in named)
        raise CommandError(words["ambiguous"].format(option=option, text=text, n=len(named)),
                           hint=words["one_of"].format(fields=fields))
    import difflib

    # the closest name, said as the board says it (in the chosen language)
    said = {n.casefold(): shown[i] or n for i, n in enumerate(names)}
    said.update({n.casefold(): n for n in shown if n})
    said.update({fid.casefold(): fid.removeprefix("field.") for fid in ids})
    close = difflib.get_close_matches(wanted, list(said), n=1, cutoff=0.6)
    hint = words["did_you_mean"].format(name=said[close[0]]) if close else words["how_named"]
    raise CommandError(words["no_field"].format(option=option, text=text), EXIT_USAGE, hint)


def moves_output(start: str, roll: int, horse: bool = False, came_from: str | None = None,
                 as_json: bool = False, locale: str | None = None) -> str:
    """Everything `pnpkit moves amber` prints on stdout; raises CommandError."""
    from pnpkit.cli.language import command_language
    from pnpkit.games.amber.rules.movement import legal_moves

    locale = command_language(locale, LOCALES)
    if locale not in LOCALES:
        raise CommandError(f"--locale must be ru or en (got '{locale}')")
    index = movement_index(locale)
    ids, shown = index["board"].ids, index["shown"]
    here = ids[find_field(index, start, locale)]
    back = ids[find_field(index, came_from, locale, "--came-from")] if came_from else None
    names = dict(zip(ids, shown, strict=True))
    moves = legal_moves(index["board"], here, roll, came_from=back, horse=horse)
    if as_json:
        return json_text({
            "from": here, "roll": roll, "horse": horse,
            "destinations": [
                {"field": m.dest, "name": names[m.dest], "route": list(m.route),
                 "in_passing": m.in_passing, "stops_in_passing": list(m.stops), "steps": m.steps}
                for m in moves
            ],
        })
    ru = locale != "en"
    head = f"С поля «{names[here]}» на {roll}" if ru else f"From “{names[here]}” with {roll}"
    if horse:
        head += " (с лошадью)" if ru else " (with a horse)"
    lines = [head + ":"]
    if not moves:
        lines.append("  ходов нет" if ru else "  no legal move")
    for m in moves:
        route = " → ".join(names[f] for f in m.route) or ("остаться на месте" if ru else "stay where you are")
        tag = (" (остановка проходом)" if ru else " (stopping in passing)") if m.in_passing else ""
        lines.append(f"  {names[m.dest]}{tag}: {route}")
        if m.stops and not m.in_passing:
            label = "можно остановиться проходом" if ru else "may stop in passing at"
            lines.append(f"      {label}: " + ", ".join(names[s] for s in m.stops))
    return "\n".join(lines) + "\n"
