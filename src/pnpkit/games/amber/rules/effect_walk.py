"""Walking an Amber effects list: every operation in it, nested blocks included.

Apart from :mod:`pnpkit.games.amber.rules.effects` (which re-exports it), whose table of
operations builds a schema for each: `pnpkit moves amber` builds the board from the
fields' effects (``leaving``, ``fork``) without that schema.  The walk needs no list of
the ops' names: it knows where effects nest (``may``'s list, the keys below, the rows).
"""

from __future__ import annotations

NESTED_KEYS = ("effects", "then", "else", "otherwise", "win", "lose", "draw", "reward", "no_money")


def iter_ops(effects):
    """Every (op, argument) in an effects list, depth first, including nested blocks;
    a bare op name gives (name, None)."""
    if not isinstance(effects, list):
        return
    for entry in effects:
        if isinstance(entry, str):
            yield entry, None
        elif isinstance(entry, dict) and len(entry) == 1:
            ((op, arg),) = entry.items()
            yield op, arg
            # ``may`` is the one op whose argument may be an effects list itself; any
            # other list (``choose``'s options, stats, fields, tickets) is looked into
            yield from iter_ops(arg) if op == "may" and isinstance(arg, list) else _nested(arg)


def _nested(arg):
    if isinstance(arg, list):
        for entry in arg:
            yield from _nested(entry)
    elif isinstance(arg, dict):
        for key, value in arg.items():
            if key in NESTED_KEYS:
                yield from iter_ops(value)
            elif key in ("rows", "sectors", "hand_in"):
                for row in value or []:
                    if isinstance(row, dict):
                        yield from iter_ops(row.get("effects"))


def every_value(tree):
    """Every mapping, list and scalar inside a data tree, depth first (a mapping's values,
    not its keys): what names an id anywhere in it (the catalogue, the coverage table)."""
    yield tree
    if isinstance(tree, dict | list | tuple):
        for value in tree.values() if isinstance(tree, dict) else tree:
            yield from every_value(value)
