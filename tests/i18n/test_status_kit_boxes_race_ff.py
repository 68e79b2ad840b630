"""``pnpkit i18n status`` and the race and Fighting Fantasy builds agree box by box, as
for Amber (test_status_kit_boxes.py): status fits the texts each renderer fits, into the
same boxes, with the same verdict."""

from __future__ import annotations

from functools import cache
from types import SimpleNamespace

import pytest
from fit_recording import box_key, record_fits

from pnpkit.games.fighting_fantasy.kit import ff_sheets
from pnpkit.games.race.kit import race_print
from pnpkit.i18n.catalogue import po_path
from pnpkit.i18n.status import locale_status, pseudo_status, source_status
from pnpkit.i18n.translator import Translator, localize_game
from pnpkit.layout.textfit import FitError
from pnpkit.model.game import KitComponent
from pnpkit.paths import content_root
from pnpkit.readers.game_reader import load_game
from pnpkit.readers.po_reader import read_catalog
from pnpkit.render import text as render_text
from pnpkit.render.kit_texts import kit_texts
from pnpkit.render.text import box_overflow


@cache
def game(game_id: str):
    return load_game(content_root() / game_id).game


def catalog_for(game_id: str, locale: str):
    return read_catalog(po_path(content_root() / game_id, locale), locale) if locale == "en" else None


def renderer_fits(parts_of, the_game, locale, monkeypatch, papers=("a4", "letter")):
    """Every fit the renderer makes while building all its parts: box and text -> fitted?"""
    seen = record_fits(monkeypatch)
    for paper in papers:
        options = SimpleNamespace(locale=locale, paper=paper, ink="color")
        for part in parts_of(the_game, options):
            part.build(lambda done, total: None)
    return seen


def race_parts(the_game, options):
    build = SimpleNamespace(game=the_game, options=options, inputs=())
    return [race_print.kit_part(build, KitComponent(kind, what)) for kind, what in race_print.KIT_KINDS.items()]


def ff_parts(the_game, options):
    build = SimpleNamespace(game=the_game, options=options)
    return [ff_sheets.sheet_part(build, KitComponent(sheet, sheet)) for sheet in ff_sheets.PARTS]


def status_checks(printed, locale):
    return {box_key(p): box_overflow(p.box, p.text, locale) is None for p in printed}


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_race_status_fits_the_texts_the_board_and_pawns_fit(locale, monkeypatch):
    # the race renderer localises the game itself; status is handed it localised
    rendered = renderer_fits(race_parts, game("race"), locale, monkeypatch)
    localized = localize_game(game("race"), Translator(locale, catalog_for("race", locale)))
    printed = kit_texts(localized, locale)
    assert printed is not None and len(printed) > 100
    checked = status_checks(printed, locale)
    assert sorted(k[2] for k in set(checked) - set(rendered)) == []
    assert sorted(k[2] for k in set(rendered) - set(checked)) == []
    assert {k: rendered[k] for k in checked} == checked


def test_fighting_fantasy_fits_nothing_and_status_checks_nothing(monkeypatch):
    for locale in ("ru", "en"):
        assert renderer_fits(ff_parts, game("fighting-fantasy"), locale, monkeypatch) == {}
        assert kit_texts(game("fighting-fantasy"), locale) == []
    report = locale_status(game("fighting-fantasy"), catalog_for("fighting-fantasy", "en"), "en")
    assert report.overflows == () and report.percent == 100.0


@pytest.mark.parametrize("game_id", ["race", "fighting-fantasy"])
def test_status_reports_no_overflow_where_the_builds_fit_everything(game_id):
    assert source_status(game(game_id), "ru").overflows == ()
    assert locale_status(game(game_id), catalog_for(game_id, "en"), "en").overflows == ()


def test_a_too_long_square_name_overflows_in_status_and_in_the_race_build(monkeypatch):
    catalog = catalog_for("race", "en")
    context = "field.cell.9.name"
    message = next(m for m in catalog if m.context == context)
    message.string = "The Isorg standing guard at the gates of the old city " * 3
    report = locale_status(game("race"), catalog, "en")
    assert [(o.context, o.kind, o.inherited) for o in report.overflows] == \
        [(context, "field.name", False)]
    localized = localize_game(game("race"), Translator("en", catalog))
    # the board part fits the localised game it is given once localised (render_part
    # localises only a game in its default locale), so hand it the translation directly
    monkeypatch.setattr("pnpkit.games.race.kit.race_print._localized", lambda g, locale: localized)
    with pytest.raises(FitError) as failed:
        renderer_fits(race_parts, game("race"), "en", monkeypatch, papers=("a4",))
    assert failed.value.context["cell"] == "cell.9" and failed.value.context["field"] == "name"


def test_race_pseudo_status_lists_what_the_pseudo_board_reports(monkeypatch):
    monkeypatch.setattr(render_text, "PROBE_OVERFLOWS", [])
    localized = localize_game(game("race"), Translator("pseudo", None))
    monkeypatch.setattr("pnpkit.games.race.kit.race_print._localized", lambda g, locale: localized)
    renderer_fits(race_parts, game("race"), "pseudo", monkeypatch)
    built = sorted(error.text for error in render_text.PROBE_OVERFLOWS)
    assert sorted(o.text for o in pseudo_status(game("race")).overflows) == built
