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

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from pnpkit.model.diagnostics import Source
from pnpkit.model.game import Game
from pnpkit.model.keys import stable_key  # noqa: F401  (re-exported: i18n callers use it here)
from pnpkit.model.located import item_source, source_of, value_source

#: top-level keys of a game's ``extra`` section that hold rulebook text: every string
#: below them (at any depth) is translated, except under NON_TEXT_KEYS.
RULEBOOK_KEYS = ("rulebook", "rules_text", "texts")
#: elsewhere in ``extra`` and inside ``effects``, only strings under these keys are
#: player-facing (stat names, a choice the referee offers: ``may: {text: …}``)
TEXT_KEYS = frozenset({"name", "title", "text", "label", "caption", "heading", "body", "prompt",
                       "note"})
#: keys whose strings are running text (a panel, a paragraph): no fixed box to overflow
RUNNING_TEXT_KEYS = frozenset({"text", "body"})
#: inside ``effects`` a ``name`` is an identifier (``status: {name: world-locked}``)
#: ``manual`` is a step the referee asks the players to do by hand
EFFECT_TEXT_KEYS = frozenset({"text", "label", "prompt", "manual"})
#: keys whose values are identifiers or markup, never shown to a player; keys ending in
#: ``_en`` hold inline English that the catalogue supersedes
NON_TEXT_KEYS = frozenset({"id", "ref", "kind", "style", "image", "icon", "colour", "color",
                           "anchor", "level", "type", "template", "layout", "table", "board",
                           "field", "card", "item", "deck", "on", "entry", "exit"})


def _skip(key: object) -> bool:
    return str(key) in NON_TEXT_KEYS or str(key).endswith("_en")


def _counted(every_string: bool, key: object, value: Any, keys: frozenset[str]) -> bool:
    """Whether the strings of ``value`` under ``key`` count: all do, or it is a text right
    under one of ``keys``."""
    return every_string or (isinstance(value, str) and str(key) in keys)


def walk_texts(value: Any, path: str, every_string: bool, where: Source,
               keys: frozenset[str] = TEXT_KEYS) -> Iterator[tuple[str, str, Source]]:
    """(context, text, source) of the player-facing strings inside free-form data, in a
    fixed order (mappings in file order, lists by index).  ``every_string``: all
    strings count (rulebook); otherwise only those under TEXT_KEYS."""
    if isinstance(value, Mapping):
        here = source_of(value, where)
        for k, v in value.items():
            if not _skip(k):
                yield from walk_texts(v, f"{path}.{k}", _counted(every_string, k, v, keys),
                                      value_source(value, k, here), keys)
    elif isinstance(value, list | tuple):
        here = source_of(value, where)
        for i, v in enumerate(value):  # an item that is text is the case below
            yield from walk_texts(v, f"{path}.{i}", every_string, item_source(value, i, here), keys)
    elif isinstance(value, str) and every_string:
        yield path, value, where


def map_texts(value: Any, path: str, every_string: bool, text_for: Callable[[str, str], str],
              keys: frozenset[str] = TEXT_KEYS) -> Any:
    """A copy of ``value`` with each string that walk_texts finds replaced by
    ``text_for(context, source)``; everything else is kept as it is."""
    if isinstance(value, Mapping):
        out = {}
        for k, v in value.items():
            out[k] = v if _skip(k) else map_texts(v, f"{path}.{k}", _counted(every_string, k, v, keys),
                                                   text_for, keys)
        return out
    if isinstance(value, list | tuple):
        items = [map_texts(v, f"{path}.{i}", every_string, text_for, keys) for i, v in enumerate(value)]
        return type(value)(items) if isinstance(value, tuple) else items
    if isinstance(value, str) and every_string and value:
        return text_for(path, value)
    return value


@dataclass(frozen=True)
class Entry:
    context: str  # msgctxt: stable id + attribute
    source: str  # the Russian original
    kind: str  # box kind, e.g. 'card.name' (see boxes.BOXES)
    where: str  # where it is printed, for the translator
    location: Source = Source("<code>")
    box_mm: tuple[float, float] | None = None  # the real text box where the data gives one


def collect(game: Game) -> tuple[Entry, ...]:
    """Every player-facing string of ``game``, in the order of the data; empty strings
    (an absent text) are left out, since there is nothing to translate."""
    entries = tuple(e for e in _entries(game) if e.source.strip())
    seen: set[str] = set()
    for entry in entries:
        if entry.context in seen:  # ids are unique per section, so this is a defect
            raise ValueError(f"two strings share the context '{entry.context}'")
        seen.add(entry.context)
    return entries


def _entry(kind: str, thing: Any, part: str, where: str, box=None) -> Entry:
    """The text ``part`` (name, text, back) of a ``kind`` of entity, as its translator
    sees it: where it is printed, where it is defined."""
    return Entry(f"{stable_key(kind, thing.id)}.{part}", getattr(thing, part), f"{kind}.{part}",
                 where, thing.source, box)


def _entries(game: Game) -> Iterator[Entry]:
    yield Entry("game.title", game.title, "game.title", "game title on covers and the rulebook",
                game.source)
    yield Entry("game.description", game.description, "game.description",
                "one-paragraph description of the game", game.source)
    boards = {b.id: b.name for b in game.boards}
    decks = {d.id: d.name for d in game.decks}
    for region in game.regions:
        yield _entry("region", region, "name",
                     "name of a world/region of the board (board legend, rulebook)")
    for board in game.boards:
        yield _entry("board", board, "name", "board title")
    for f in game.fields:
        key = stable_key("field", f.id)
        place = f"board '{boards.get(f.board, f.board)}'" + (f", field №{f.number}" if f.number is not None else "")
        name_box, text_box = _field_boxes(f.rect)
        yield _entry("field", f, "name", f"field name printed on the {place}", name_box)
        yield _entry("field", f, "text", f"text printed on the field ({place})", text_box)
        yield from _rules_texts(key, f"field '{f.name}'", f.source, f.effects, f.attrs)
    for deck in game.decks:
        yield _entry("deck", deck, "name", "deck name, printed in capitals on every card back")
        yield _entry("deck", deck, "back", "text on the back of every card of the deck")
    for card in game.cards:
        key = stable_key("card", card.id)
        what = f"card №{card.number} ({card.kind}) of the deck '{decks.get(card.deck, card.deck)}'"
        yield _entry("card", card, "name", f"title of {what}")
        yield _entry("card", card, "text", f"rules text of {what}")
        yield from _rules_texts(key, f"card №{card.number} '{card.name}'", card.source, card.effects,
                                card.attrs)
    for ch in game.characters:
        key = stable_key("character", ch.id)
        what = f"{ch.kind} card '{ch.id}'"
        yield _entry("character", ch, "name", f"name on the {what}")
        yield _entry("character", ch, "text", f"description on the {what}")
        for i, ability in enumerate(ch.abilities):
            yield Entry(f"{key}.abilities.{i}", ability, "character.ability",
                        f"special ability {i + 1} on the {what}", ch.source)
        yield from _rules_texts(key, what, ch.source, attrs=ch.attrs)
    for item in game.items:
        key = stable_key("item", item.id)
        what = f"{item.kind} card and trade catalogue entry '{item.id}'"
        yield _entry("item", item, "name", f"name of the {what}")
        yield _entry("item", item, "text", f"text of the {what}")
        yield from _rules_texts(key, f"item '{item.name}'", item.source, item.effects, item.attrs)
    for table in game.tables:
        key = stable_key("table", table.id)
        yield _entry("table", table, "name", f"title of the {table.dice} die table")
        for i, row in enumerate(table.rows):
            roll = str(row.low) if row.low == row.high else f"{row.low}–{row.high}"
            yield Entry(f"{key}.rows.{i}", row.text, "table.row",
                        f"row for a roll of {roll} in the die table '{table.name}'", row.source)
            yield from _rules_texts(f"{key}.rows.{i}", f"table '{table.name}', roll {roll}", row.source,
                                    row.effects)
    for preset in game.presets:
        yield _entry("preset", preset, "name", "name of a rule variant (rulebook, CLI)")
    for token in game.tokens:
        yield _entry("token", token, "name", f"label printed on a {token.kind} token (a small disc)")
    yield from _layout_entries(game)
    yield from _kind_entries(game)
    yield from _extra_entries(game)


def _extra_entries(game: Game) -> Iterator[Entry]:
    """The texts under ``extra:``: the rulebook's, and a game's own terms and labels."""
    for top, value in game.extra.items():
        rulebook = top in RULEBOOK_KEYS
        if _skip(top):
            continue
        for context, text, where in walk_texts(value, f"extra.{top}", rulebook, game.source):
            running = rulebook or context.rsplit(".", 1)[-1] in RUNNING_TEXT_KEYS
            yield Entry(context, text, "rulebook" if running else "extra",
                        "rulebook text" if rulebook else (
                            f"{'text' if running else 'term or label'} ('{top}' in the game data)"),
                        where)


def printed_kinds(game: Game) -> list[str]:
    """The kinds whose names are printed: every one ``kinds:`` names, and the item kinds
    a generic catalogue heads its sections with (an id when ``kinds:`` names it not)."""
    from pnpkit.model.kit import kit_of

    kinds = list(game.kinds)
    if any(c.kind == "catalogue" for c in kit_of(game)):
        kinds += [i.kind for i in game.items if i.price is not None]
    return list(dict.fromkeys(kinds))


def _kind_entries(game: Game) -> Iterator[Entry]:
    first_item = {}
    for item in game.items:
        first_item.setdefault(item.kind, item.source)
    for kind in printed_kinds(game):
        where = getattr(game.kinds, "source", game.source) if kind in game.kinds else first_item[kind]
        yield Entry(f"kind.{kind}.name", game.kind_name(kind), "kind.name",
                    f"name of the kind '{kind}' (a section heading of the trade catalogue)", where)


_TEMPLATE_CODE = re.compile(r"\{\{.*?\}\}|\{%.*?%\}|\{#.*?#\}", re.S)


#: a template has words of its own when something is left beyond its code: letters, or
#: the numero sign ("№{{ card.number }}" is written "No. {{ card.number }}" in English)
_TEMPLATE_WORDS = re.compile(r"[^\W\d_]|№")
_FACES = (("boxes", ()), ("back.boxes", ("back",)))


def _face_boxes(layout: Mapping[str, Any], path: tuple[str, ...]) -> Mapping[str, Any]:
    for key in path:
        layout = layout.get(key, {}) if isinstance(layout, Mapping) else {}
    boxes = layout.get("boxes", {}) if isinstance(layout, Mapping) else {}
    return boxes if isinstance(boxes, Mapping) else {}


def _has_words(text: object) -> bool:
    return isinstance(text, str) and bool(_TEMPLATE_WORDS.search(_TEMPLATE_CODE.sub("", text)))


def _layout_templates(layouts: Mapping[str, Any]) -> Iterator[tuple[str, str, Any]]:
    """(context, template, the mapping holding it) of every card-layout template with
    words of its own (a template that only prints values has nothing to translate).  A
    built-in layout's words that a game layout inherits (its card number, "№…") are the
    game layout's too, with None for the mapping: a translation is written into the
    game layout as a box of its own (see :func:`localize_layouts`)."""
    from pnpkit.layout.card_layout import BUILTIN_LAYOUTS, LayoutError, merged_layout

    for name, layout in layouts.items():
        for face, path in _FACES:
            for box_name, box in _face_boxes(layout, path).items():
                if isinstance(box, Mapping) and _has_words(box.get("template")):
                    yield f"layout.{name}.{face}.{box_name}.template", box["template"], box
        try:
            merged = merged_layout(name, layouts)
        except LayoutError:  # the reader reports it
            continue
        for face, path in _FACES:
            own = _face_boxes(layout, path)
            built_in = {b.get("template") for data in BUILTIN_LAYOUTS.values()
                        for b in _face_boxes(data, path).values()}
            for box_name, box in _face_boxes(merged, path).items():
                text = box.get("template") if isinstance(box, Mapping) else None
                mine = own.get(box_name)
                if (_has_words(text) and text in built_in
                        and not (isinstance(mine, Mapping) and "template" in mine)):
                    yield f"layout.{name}.{face}.{box_name}.template", text, None


def _layout_entries(game: Game) -> Iterator[Entry]:
    for context, text, box in _layout_templates(game.layouts):
        name = context.split(".")[1]
        yield Entry(context, text, "layout.template",
                    "words of a text template printed on cards (keep each {{ … }} as it is)",
                    getattr(box if box is not None else game.layouts.get(name), "source", game.source))


def localize_layouts(layouts: Mapping[str, Any], text_for: Callable[[str, str], str]) -> dict:
    """The card layouts with their templates' words translated (an inherited built-in
    template becomes a box of the game layout's own when its translation differs)."""
    import copy

    from pnpkit.render.rulebook.templates import as_template_text, expressions

    out = copy.deepcopy(dict(layouts))
    for context, text, box in list(_layout_templates(out)):
        # a catalogue is data: only the original's expressions stay code, the rest is text
        translated = text_for(context, text)
        if translated != text:
            translated = as_template_text(translated, frozenset(expressions(text)))
        if box is not None:
            box["template"] = translated
        elif translated != text:
            name, face, box_name = context.split(".")[1], context.split(".")[2], context.split(".")[-2]
            holder = out[name] = dict(out[name])
            if face == "back":
                holder = holder["back"] = dict(holder.get("back", {}))
            boxes = holder["boxes"] = dict(holder.get("boxes", {}))
            boxes[box_name] = {**boxes.get(box_name, {}), "template": translated}
    return out


#: a field's name sits in a band at the top of its square; the text fills the rest
FIELD_PADDING_MM = 1.5
FIELD_NAME_BAND_MM = 8.0


def _field_boxes(rect) -> tuple[tuple[float, float] | None, tuple[float, float] | None]:
    if not rect:
        return None, None
    width = rect[2] - 2 * FIELD_PADDING_MM
    name = (width, FIELD_NAME_BAND_MM)
    text = (width, rect[3] - FIELD_NAME_BAND_MM - 2 * FIELD_PADDING_MM)
    return name, text if text[1] > 0 else None


def _rules_texts(key: str, owner: str, where: Source, effects: Any = None,
                 attrs: Any = None) -> Iterator[Entry]:
    """The texts of an entity's effects, then of its game-specific attributes: these may
    hold effects of their own (an ability's trigger, what a kept card does when handed
    in), so their texts are read like effects' texts."""
    for part, value in (("effects", effects), ("attrs", attrs)):
        for context, text, at in walk_texts(value, f"{key}.{part}", False, where, EFFECT_TEXT_KEYS):
            if context == f"{key}.attrs.on_board.text":
                yield Entry(context, text, "field.text", f"short text printed on the board for the "
                            f"{owner} (the rulebook's field list prints the full text)", at)
            else:
                yield Entry(context, text, "effect",
                            f"a choice or note the referee shows for the {owner}", at)


def localize_rules(key: str, part: str, value: Any, text_for: Callable[[str, str], str]) -> Any:
    """An entity's ``effects`` or ``attrs`` with their texts (what _rules_texts lists)
    translated."""
    return map_texts(value, f"{key}.{part}", False, text_for, EFFECT_TEXT_KEYS)


def localize_extra(extra: Mapping[str, Any], text_for: Callable[[str, str], str]) -> dict[str, Any]:
    return {top: value if _skip(top) else map_texts(value, f"extra.{top}", top in RULEBOOK_KEYS, text_for)
            for top, value in extra.items()}
