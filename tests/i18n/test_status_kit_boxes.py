"""``pnpkit i18n status`` and the Amber build agree box by box: status fits the texts the
renderer fits, into the renderer's boxes, and calls an overflow exactly where the
renderer's fit fails."""

from __future__ import annotations

from functools import cache

import pytest
from babel.messages.catalog import Catalog
from fit_recording import box_key, record_fits

from pnpkit.cli.build import BuildOptions
from pnpkit.games.amber.plugin import PLUGIN
from pnpkit.i18n.catalogue import po_path
from pnpkit.i18n.status import locale_status, pseudo_status, source_status
from pnpkit.i18n.translator import Translator, localize_game
from pnpkit.layout.textfit import FitError
from pnpkit.paths import content_root
from pnpkit.readers.game_reader import load_game
from pnpkit.readers.po_reader import read_catalog
from pnpkit.render import text as render_text
from pnpkit.render.kit_plan import KitBuild, kit_parts
from pnpkit.render.kit_texts import kit_texts
from pnpkit.render.text import box_overflow

FOLDER = content_root() / "amber"
#: parts whose faces fit texts (the catalogue wraps its own columns; calibration has none)
FITTED_PARTS = ("board", "kingdom-board", "temple-board", "pass-board", "adventure-deck",
                "travellers", "princes", "items", "tokens")


@cache
def amber():
    return load_game(FOLDER).game


def catalog_for(locale: str) -> Catalog | None:
    return read_catalog(po_path(FOLDER, locale), locale) if locale not in ("ru", "pseudo") else None


def renderer_fits(game, translator, tmp_path, monkeypatch, parts=FITTED_PARTS):
    """Every fit the renderer makes while building ``parts`` of ``game`` (localised by
    ``translator``) as `pnpkit build` does, from the kit game.yaml lists: box and text
    -> fitted?"""
    seen = record_fits(monkeypatch)
    options = BuildOptions(translator.locale, "a4", tmp_path, parts, "color", "long", (0.0, 0.0))
    build = KitBuild(game, options, (), FOLDER, translator.text)
    for part in kit_parts(build, game.kit, PLUGIN.kit_builders):
        if part.name in parts:
            part.build(lambda done, total: None)
    return seen


def translator_for(locale: str) -> Translator:
    return Translator(locale, catalog_for(locale))


def localized(locale: str):
    translator = translator_for(locale)
    return localize_game(amber(), translator), translator


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_status_fits_the_texts_the_renderer_fits_with_the_same_verdict(locale, tmp_path,
                                                                       monkeypatch):
    game, translator = localized(locale)
    rendered = renderer_fits(game, translator, tmp_path, monkeypatch)
    printed = kit_texts(game, locale)
    assert printed is not None and len(printed) > 800
    checked = {box_key(p): box_overflow(p.box, p.text, locale) is None for p in printed}
    # the same boxes and texts: none that status checks is missing from the build, none
    # that the build fits is missing from status
    assert sorted(k[2] for k in set(checked) - set(rendered)) == []
    assert sorted(k[2] for k in set(rendered) - set(checked)) == []
    # ... and the same verdict for each
    assert {k: rendered[k] for k in checked} == checked


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_status_reports_no_overflow_where_the_build_fits_everything(locale):
    game = amber()
    report = source_status(game, "ru") if locale == "ru" else \
        locale_status(game, catalog_for(locale), locale)
    assert report.overflows == ()


def test_a_too_long_translation_overflows_in_status_and_in_the_build(tmp_path, monkeypatch):
    catalog = catalog_for("en")
    context = "character.traveller.gladiator.text"
    message = next(m for m in catalog if m.context == context)
    message.string = "A gladiator who fought in every arena of every world " * 3
    report = locale_status(amber(), catalog, "en")
    assert [(o.context, o.kind, o.inherited) for o in report.overflows] == \
        [(context, "character.text", False)]
    assert report.overflowing == 1 and "room for 2" in report.overflows[0].reason
    translator = Translator("en", catalog)
    game = localize_game(amber(), translator)
    with pytest.raises(FitError) as failed:
        renderer_fits(game, translator, tmp_path, monkeypatch, parts=("travellers",))
    assert failed.value.context["card"] == "traveller.gladiator"
    assert failed.value.context["field"] == "subtitle"


def test_pseudo_status_lists_what_the_pseudo_build_reports(tmp_path, monkeypatch):
    monkeypatch.setattr(render_text, "PROBE_OVERFLOWS", [])
    game, translator = localized("pseudo")
    renderer_fits(game, translator, tmp_path, monkeypatch)
    built = sorted(error.text for error in render_text.PROBE_OVERFLOWS)
    status = sorted(o.text for o in pseudo_status(amber()).overflows)
    assert built and status == built
