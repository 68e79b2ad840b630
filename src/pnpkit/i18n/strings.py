"""Every player-facing string of a Game, each with a stable message context.

The context (gettext ``msgctxt``) is the entity's stable id plus the attribute:
``card.0001.name``, ``field.lyceum.text``, ``character.traveller.corwin.abilities.0``,
``table.lyceum.rows.3``.  An id that does not already start with its kind gets the
kind in front (a deck ``adventure`` → ``deck.adventure.name``) so that contexts of
different sections never collide.  The source is the Russian original from the YAML;
the translator comment says where the string is printed and how much room it has.

Pure: works on a Game only.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from pnpkit.i18n.boxes import room_comment
from pnpkit.model.diagnostics import Source
from pnpkit.model.game import Game
from pnpkit.model.located import source_of, value_source

#: top-level keys of a game's ``extra`` section whose strings are rulebook text:
#: every string value below them (at any depth) is translated, keys and numbers are not.
RULEBOOK_KEYS = ("rulebook", "rules_text", "texts")
#: inside those, keys whose values are identifiers or markup, never shown to a player
NON_TEXT_KEYS = frozenset({"id", "ref", "kind", "style", "image", "icon", "colour", "color",
                           "anchor", "level", "type", "template", "layout"})


@dataclass(frozen=True)
class Entry:
    context: str  # msgctxt: stable id + attribute
    source: str  # the Russian original
    kind: str  # box kind, e.g. 'card.name' (see boxes.BOXES)
    where: str  # where it is printed, for the translator
    location: Source = Source("<code>")

    @property
    def comment(self) -> str:
        return f"{self.where}; {room_comment(self.kind)}"

    @property
    def entity(self) -> str:
        """The context without the attribute: the printed entity this string belongs to."""
        return entity_of(self.context)


def entity_of(context: str) -> str:
    parts = context.split(".")
    if len(parts) >= 3 and parts[-2] in {"abilities", "rows"} and parts[-1].isdigit():
        return ".".join(parts[:-2])
    return ".".join(parts[:-1])


def stable_key(section_singular: str, entity_id: str) -> str:
    prefix = section_singular + "."
    return entity_id if entity_id.startswith(prefix) else prefix + entity_id


def _src(entity: Any) -> Source:
    return getattr(entity, "source", Source("<code>"))


def collect(game: Game) -> tuple[Entry, ...]:
    """Every player-facing string of ``game``, in the order of the data; empty strings
    (an absent text) are left out, since there is nothing to translate."""
    entries = [e for e in _entries(game) if e.source.strip()]
    seen: dict[str, Entry] = {}
    unique: list[Entry] = []
    for entry in entries:
        if entry.context in seen:  # ids are unique per section, so this is a defect
            raise ValueError(f"two strings share the context '{entry.context}'")
        seen[entry.context] = entry
        unique.append(entry)
    return tuple(unique)


def _entries(game: Game) -> Iterator[Entry]:
    yield Entry("game.title", game.title, "game.title", "game title on covers and the rulebook",
                game.source)
    yield Entry("game.description", game.description, "game.description",
                "one-paragraph description of the game", game.source)
    boards = {b.id: b.name for b in game.boards}
    decks = {d.id: d.name for d in game.decks}
    for region in game.regions:
        key = stable_key("region", region.id)
        yield Entry(f"{key}.name", region.name, "region.name",
                    "name of a world/region of the board (board legend, rulebook)", _src(region))
    for board in game.boards:
        key = stable_key("board", board.id)
        yield Entry(f"{key}.name", board.name, "board.name", "board title", _src(board))
    for f in game.fields:
        key = stable_key("field", f.id)
        place = f"board '{boards.get(f.board, f.board)}'" + (f", field №{f.number}" if f.number is not None else "")
        yield Entry(f"{key}.name", f.name, "field.name", f"field name printed on the {place}", _src(f))
        yield Entry(f"{key}.text", f.text, "field.text", f"text printed on the field ({place})", _src(f))
    for deck in game.decks:
        key = stable_key("deck", deck.id)
        yield Entry(f"{key}.name", deck.name, "deck.name", "deck name (card backs, rulebook)", _src(deck))
        yield Entry(f"{key}.back", deck.back, "deck.back", "text on the back of every card of the deck",
                    _src(deck))
    for card in game.cards:
        key = stable_key("card", card.id)
        what = f"card №{card.number} ({card.kind}) of the deck '{decks.get(card.deck, card.deck)}'"
        yield Entry(f"{key}.name", card.name, "card.name", f"title of {what}", _src(card))
        yield Entry(f"{key}.text", card.text, "card.text", f"rules text of {what}", _src(card))
    for ch in game.characters:
        key = stable_key("character", ch.id)
        what = f"{ch.kind} card '{ch.id}'"
        yield Entry(f"{key}.name", ch.name, "character.name", f"name on the {what}", _src(ch))
        yield Entry(f"{key}.text", ch.text, "character.text", f"description on the {what}", _src(ch))
        for i, ability in enumerate(ch.abilities):
            yield Entry(f"{key}.abilities.{i}", ability, "character.ability",
                        f"special ability {i + 1} on the {what}", _src(ch))
    for item in game.items:
        key = stable_key("item", item.id)
        what = f"{item.kind} card and trade catalogue entry '{item.id}'"
        yield Entry(f"{key}.name", item.name, "item.name", f"name of the {what}", _src(item))
        yield Entry(f"{key}.text", item.text, "item.text", f"text of the {what}", _src(item))
    for table in game.tables:
        key = stable_key("table", table.id)
        yield Entry(f"{key}.name", table.name, "table.name", f"title of the {table.dice} die table",
                    _src(table))
        for i, row in enumerate(table.rows):
            roll = str(row.low) if row.low == row.high else f"{row.low}–{row.high}"
            yield Entry(f"{key}.rows.{i}", row.text, "table.row",
                        f"row for a roll of {roll} in the die table '{table.name}'", _src(row))
    for preset in game.presets:
        key = stable_key("preset", preset.id)
        yield Entry(f"{key}.name", preset.name, "preset.name", "name of a rule variant (rulebook, CLI)",
                    _src(preset))
    for token in game.tokens:
        key = stable_key("token", token.id)
        yield Entry(f"{key}.name", token.name, "token.name",
                    f"label printed on a {token.kind} token (a small disc)", _src(token))
    for top in RULEBOOK_KEYS:
        if top in game.extra:
            yield from _rulebook(f"extra.{top}", game.extra[top], game.source)


def _rulebook(path: str, value: Any, where: Source) -> Iterator[Entry]:
    if isinstance(value, str):
        yield Entry(path, value, "rulebook", "rulebook text", where)
    elif isinstance(value, Mapping):
        here = source_of(value, where)
        for k, v in value.items():
            if str(k) not in NON_TEXT_KEYS:
                yield from _rulebook(f"{path}.{k}", v, value_source(value, k, here))
    elif isinstance(value, list | tuple):
        here = source_of(value, where)
        sources = getattr(value, "item_sources", [])
        for i, v in enumerate(value):
            yield from _rulebook(f"{path}.{i}", v, sources[i] if i < len(sources) else here)


def replace_rulebook(value: Any, path: str, text_for) -> Any:
    """A copy of ``value`` with every rulebook string replaced by ``text_for(ctx, source)``."""
    if isinstance(value, str):
        return text_for(path, value)
    if isinstance(value, Mapping):
        return {k: (v if str(k) in NON_TEXT_KEYS else replace_rulebook(v, f"{path}.{k}", text_for))
                for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [replace_rulebook(v, f"{path}.{i}", text_for) for i, v in enumerate(value)]
    return value
