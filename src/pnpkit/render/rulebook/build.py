"""``typeset_rulebook``: a game's rulebook from its templates and data, as one PDF.

The game's context module (its plugin's ``rulebook``) supplies the template variables, including the
worked examples the rules engine computes from the loaded data, and the figures.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from pnpkit.model.game import Game
from pnpkit.render.rulebook import markup
from pnpkit.render.rulebook.templates import (
    MAIN,
    TemplateError,
    TextFor,
    environment,
    template_sources,
)

GENERIC_CONTEXT = "pnpkit.render.rulebook.generic"


def context_module(game: Game) -> str:
    """The module with ``context(game, locale, text_for)`` and maybe ``figures(game, context)``:
    the game plugin's rulebook helpers, or the generic ones."""
    from pnpkit.plugins import plugin_for

    plugin = plugin_for(game.rules)
    return plugin.rulebook if plugin is not None and plugin.rulebook else GENERIC_CONTEXT

CONTENTS_TITLE = {"ru": "Содержание", "en": "Contents"}
RULEBOOK_WORD = {"ru": "Правила игры", "en": "Rules of play"}
#: languages whose appendices are lettered А, Б, В … (the others: A, B, C …)
CYRILLIC_LANGUAGES = ("ru", "uk", "be", "bg", "pseudo")


@dataclass(frozen=True)
class Rulebook:
    data: bytes
    pages: int
    document: markup.Document
    text: str          # the rendered markup (before typesetting)


def game_folder_of(game: Game, game_folder: Path | str | None) -> Path | None:
    if game_folder is not None:
        return Path(game_folder)
    path = Path(game.source.path) if game.source and game.source.path else None
    if path is not None and path.name.endswith(".yaml"):
        return path.parent
    return None


def render_markup(game: Game, *, game_folder: Path | str | None = None, text_for: TextFor | None = None,
                  locale: str = "ru") -> tuple[str, dict[str, Callable]]:
    """The rulebook's markup text (templates rendered with the game's context) and figures."""
    import jinja2

    module = importlib.import_module(context_module(game))
    ctx = module.context(game, locale, text_for)
    ctx["locale"] = locale
    env = environment(game.id, game_folder_of(game, game_folder), text_for)
    try:
        template = env.get_template(MAIN)
        text = template.render(**ctx)
    except TemplateError:
        raise
    except (jinja2.TemplateError, RecursionError, OverflowError, TypeError, ValueError,
            MemoryError) as exc:
        raise TemplateError(_template_problem(exc)) from None
    if not text.strip():  # typeset, it was a PDF of no page at all
        from pnpkit.paths import display_path

        raise TemplateError(f"{display_path(Path(template.filename or MAIN))}:1: the "
                            "template prints nothing; write the rules in it (headings start "
                            "with '#', as in the one pnpkit new writes)")
    figures = getattr(module, "figures", None)  # a game that draws no figure has none
    return text, figures(game, ctx) if figures is not None else {}


def _template_problem(exc: BaseException) -> str:
    """``path:line: what went wrong`` for an error raised while rendering a template: a
    syntax error knows its place; for the others it is the innermost template frame of
    the traceback (Jinja rewrites frames to the template's file and line)."""
    import jinja2

    from pnpkit.paths import display_path

    filename, line = getattr(exc, "filename", None), getattr(exc, "lineno", None)
    if not filename:
        tb = exc.__traceback__
        while tb is not None:
            if tb.tb_frame.f_code.co_filename.endswith(".j2"):
                filename, line = tb.tb_frame.f_code.co_filename, tb.tb_lineno
            tb = tb.tb_next
    reason = (getattr(exc, "message", None) or str(exc) or exc.__class__.__name__).splitlines()[0]
    if isinstance(exc, RecursionError):
        reason = "the template calls itself without end"
    elif isinstance(exc, MemoryError):  # a path no budget foresaw: still one line, with the place
        reason = "the template asks for more memory than this machine gives it; make it do less"
    elif isinstance(exc, jinja2.TemplateNotFound):  # its message is the bare name, or the search path
        reason = (f"no template '{exc.name}' to include or extend (name a file of the game's "
                  "templates/ folder from there, such as 'rulebook/rules.md.j2', without '..')")
    where = f"{display_path(Path(filename))}:{line}: " if filename and line else ""
    return f"{where}{reason}"


def markup_problem(exc: markup.MarkupError, text: str, game: Game,
                   game_folder: Path | str | None = None) -> str:
    """``path:line:col: what is wrong`` for a mistake in the rendered markup: the place
    in the game's templates that printed the offending line (found by its text, else by
    its first word, e.g. ``::pagebrek``), else the rendered markup's line."""
    import re

    from pnpkit.paths import display_path

    reason = re.sub(r"^line \d+: ", "", str(exc))
    lines = text.splitlines()
    printed = lines[exc.line - 1].strip() if 0 < exc.line <= len(lines) else ""
    if printed:
        sources = [(filename, source.splitlines()) for _, source, filename
                   in template_sources(game.id, game_folder_of(game, game_folder))]
        for needle in dict.fromkeys((printed, printed.split()[0])):
            for filename, source_lines in sources:
                for number, line in enumerate(source_lines, 1):
                    column = line.find(needle)
                    if column >= 0:
                        return f"{display_path(Path(filename))}:{number}:{column + 1}: {reason}"
    return f"the rulebook's markup, line {exc.line}: {reason}"


def typeset_rulebook(game: Game, locale: str = "ru", paper: str = "a4", booklet: bool = False, *,
                     game_folder: Path | str | None = None, text_for: TextFor | None = None) -> Rulebook:
    from pnpkit.layout.paper import paper_named
    from pnpkit.layout.units import mm
    from pnpkit.render.collector import collection_held
    from pnpkit.render.rulebook.booklet import impose_booklet
    from pnpkit.render.rulebook.document import typeset

    with collection_held():  # see collector: a fifth of the rulebook's time in a kit build
        text, figures = render_markup(game, game_folder=game_folder, text_for=text_for,
                                      locale=locale)
        lang = locale.split("_")[0]
        letters = markup.APPENDIX_LETTERS if lang in CYRILLIC_LANGUAGES \
            else markup.LATIN_APPENDIX_LETTERS
        sheet = paper_named(paper)
        pagesize = (mm(148), mm(210)) if booklet else (sheet.width, sheet.height)
        try:
            document = markup.parse(text, letters, locale=lang)
            result = typeset(document, pagesize=pagesize, locale=lang,
                             title=f"{game.title} — {RULEBOOK_WORD.get(lang, RULEBOOK_WORD['ru'])}",
                             header_title=game.title,
                             contents_title=CONTENTS_TITLE.get(lang, CONTENTS_TITLE["ru"]),
                             figures=figures)
        except markup.MarkupError as exc:  # at the template's line, not the rendered text's
            raise TemplateError(markup_problem(exc, text, game, game_folder)) from None
        data, pages = result.data, result.pages
        if booklet:
            data, pages = impose_booklet(data, (sheet.height, sheet.width))
        return Rulebook(data, pages, document, text)


def template_files(game: Game, game_folder: Path | str | None = None) -> list[Path]:
    """The template files this game's rulebook is made from (after overrides), for
    input hashing: a changed template rebuilds the rulebook."""
    return [Path(filename) for _, _, filename
            in template_sources(game.id, game_folder_of(game, game_folder))]


def rulebook_part(game: Game, options, inputs=(), *, text_for: TextFor | None = None,
                  game_folder: Path | str | None = None):
    """The rulebook as one part of a kit pipeline (``pnpkit.render.pipeline.Part``),
    writing ``rulebook.pdf``; ``options`` carries ``locale``, ``paper`` and ``booklet``
    (pnpkit build's BuildOptions)."""
    from pnpkit.render.pipeline import Output, Part, hash_inputs

    locale = options.locale or game.default_locale
    booklet = bool(getattr(options, "booklet", False))
    files = template_files(game, game_folder)

    def build(report):
        book = typeset_rulebook(game, locale, options.paper, booklet, game_folder=game_folder, text_for=text_for)
        report(1, 1)
        return [Output("rulebook.pdf", book.data, book.pages)]

    key = hash_inputs("rulebook", locale, options.paper, booklet, *inputs, *files)
    return Part("rulebook", key, build, 1)
