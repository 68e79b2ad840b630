"""What a translation may not change: the placeholders and expressions of its original.

A rulebook string may move the Jinja expressions of its source (``{{ orc.you }}``) but
not add or rewrite one: anything else is printed as the characters typed
(render.rulebook.templates, a catalogue never adds code), so a changed expression
shows up on the page as template code.  A message kept in code (context ``kit.…``) is
filled with ``str.format``: a ``{name}`` the original lacks has no value, and one it
drops loses a number or a name.  A plural noun prints its number through ``{n}``.
Nowhere does pnpkit fill a printf placeholder (``%s``, ``%d``): typed into a
translation, it is printed as it is.  :func:`placeholder_slips` names each of these.
"""

from __future__ import annotations

import re
import string

from pnpkit.render.rulebook.templates import expressions, markup_slips

RULEBOOK_PREFIX = "rulebook."
#: a card layout's text template: a translation may move its expressions, not add one
LAYOUT_PREFIX = "layout."
CODE_PREFIX = "kit."
_PRINTF = re.compile(r"%(?:\([\w]+\))?[-+#0]*\d*(?:\.\d+)?[sdifrxXeEgGc]")


def format_names(text: str, printed: bool = False) -> set[str] | None:
    """The ``{names}`` str.format fills in ``text`` (``{n:+d}`` is ``n``); None when the
    text is not a format string at all.  ``printed``: only those that print their value
    somewhere, not only choose a word by it (``{player:должен|должна}``, which a
    language without the agreement leaves out)."""
    try:
        return {name.split(".")[0].split("[")[0] for _lit, name, spec, _conv
                in string.Formatter().parse(text)
                if name is not None and not (printed and "|" in (spec or ""))}
    except ValueError:
        return None


def _shown(expressions: list[str]) -> str:
    return ", ".join(dict.fromkeys(expressions))


def placeholder_slips(context: str, source: str, translation: str) -> list[str]:
    """What is wrong with the placeholders of ``translation`` of the string ``context``
    whose original is ``source`` (one sentence each); empty when nothing is."""
    slips: list[str] = []
    if context.startswith(RULEBOOK_PREFIX):
        slips += markup_slips(source, translation)
    if context.startswith((RULEBOOK_PREFIX, LAYOUT_PREFIX)):
        allowed = set(expressions(source))
        used = expressions(translation)
        foreign = [e for e in used if e not in allowed]
        if foreign:
            slips.append(f"{_shown(foreign)} is not an expression of the original and would be "
                         "printed as text; move the original's expressions, do not rewrite them "
                         "(a word only an expression prints is the template's to change)")
        dropped = [e for e in expressions(source) if e not in used]
        if dropped:
            slips.append(f"the translation leaves out {_shown(dropped)} of the original")
    elif context.startswith(CODE_PREFIX) or "{n}" in source:
        wanted, given = format_names(source), format_names(translation)
        needed = format_names(source, printed=True) or set()
        if wanted is not None:
            if given is None:
                slips.append("a lone '{' or '}': write the original's {placeholders} as they are")
            else:
                if given - wanted:
                    slips.append(f"{_shown(['{' + n + '}' for n in sorted(given - wanted)])} is not a "
                                 "placeholder of the original: it has no value to print")
                if needed - given:
                    slips.append(f"the translation leaves out "
                                 f"{_shown(['{' + n + '}' for n in sorted(needed - given)])}")
    printf = [p for p in _PRINTF.findall(translation) if p not in _PRINTF.findall(source)]
    if printf:
        slips.append(f"{_shown(printf)} is printed as it is (pnpkit fills no printf placeholders); "
                     "keep the original's wording of numbers and names")
    return slips
