"""Issue 18: a choice, a purchase or a payment that costs a player more than half of their
thalers waits for a yes — in the one-shot CLI (``--yes``), in ``play`` (a yes/no question
in the session's language) and on the live page (a confirm step); refused, it changes
nothing and is not logged, and replay --verify holds either way."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest
from amber_driver import act_agreeing, table_command
from typer.testing import CliRunner

from pnpkit.cli.app import get_app
from pnpkit.cli.referee import NEEDS_YES
from pnpkit.games.amber.referee import REFEREE
from pnpkit.games.amber.rules.referee_text_questions import option_numbers
from pnpkit.referee.table import NeedsConfirmation, Table
from pnpkit.rules.session import Player, SessionHeader, perform

runner = CliRunner()
SEED = 3
#: seed 3, the driver's fifth command: in the Caravanserai's shop Аня (20 thalers) picks
#: the amulet at 15; the mail (12) costs more than half too, the scimitar (8) does not
SPEND = ["choose", "2"]
QUESTION = {"ru": "Аня потратит 15 талеров из 20 — больше половины своих денег",
            "en": "Аня would spend 15 thalers of 20, more than half of the thalers in hand"}


def at_the_shop(path, locale="ru") -> Table:
    table = Table.new(path, SessionHeader("amber", SEED, (Player("Аня", "amazon", "f"), Player("Борис")),
                                          locale=locale))
    rng = random.Random(SEED)
    for _ in range(4):
        _outcome, asked = act_agreeing(table, table_command(table.referee, table.state, rng))
        assert not asked
    assert table_command(table.referee, table.state, rng) == SPEND
    assert table.state.pending.pause.question == "buy" and table.state.game.players[0].stats["thalers"] == 20
    return table


def cli(path, *args):
    return runner.invoke(get_app(), ["referee", *args, "--file", str(path)])


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_a_big_spend_waits_for_a_yes_and_a_refusal_changes_nothing(tmp_path, locale):
    path = tmp_path / "g.pnp"
    table = at_the_shop(path, locale)
    before = path.read_bytes()
    with pytest.raises(NeedsConfirmation) as asked:
        table.act(*SPEND[:1], SPEND[1:])
    assert asked.value.text(locale) == QUESTION[locale]
    assert path.read_bytes() == before and len(table.actions) == 4  # nothing logged
    assert table.state.pending.pause.question == "buy"               # nor changed
    outcome = table.act(SPEND[0], SPEND[1:], confirmed=True)
    assert "item.amulet-3" in table.state.game.players[0].items
    assert [e.data["amount"] for e in outcome.events if e.kind == "paid"] == [15]
    assert Table.open(path).verify().seed_checked >= 1                # replay --verify holds


def test_half_or_less_goes_ahead_and_declining_never_asks(tmp_path):
    table = at_the_shop(tmp_path / "g.pnp")
    pause = table.state.pending.pause  # each thing by the number it is shown with (#31)
    number = {o: str(n) for n, o in zip(option_numbers(pause.info, len(pause.options)), pause.options, strict=True)}
    with pytest.raises(NeedsConfirmation):
        table.act("choose", [number["item.mail"]])                 # 12 of 20: more than half
    outcome = table.act("choose", [number["item.scimitar"]])       # 8 of 20: no question
    assert [e.data["amount"] for e in outcome.events if e.kind == "paid"] == [8]
    table.undo()
    table.act("pass")                                              # declining: never asked


def test_spending_every_thaler_says_so():
    # «Аня потратит 5 талеров из 5 — больше половины своих денег»: all of it, not «more than half»
    header = SessionHeader("amber", 2, (Player("Аня", "amazon", "f"),))
    table = replace(REFEREE.new(header), steps=((0, "Отдай 20 талеров.", (("thalers", 20),)),))
    after, events, action = perform(REFEREE, header, table, 1, "pay", ("thalers", "20"))
    question = REFEREE.confirm(table, after, action, events)
    assert question.text("ru") == "Аня потратит 20 талеров — все свои деньги"
    assert question.text("en") == "Аня would spend 20 thalers, every thaler in hand"


@pytest.mark.parametrize(("paid", "asks"), [(10, False), (11, True)])
def test_paying_by_hand_asks_above_exactly_half(paid, asks):
    """Аня has 20 thalers and a step left to the table: 10 is half (goes ahead), 11 is more."""
    header = SessionHeader("amber", 2, (Player("Аня", "amazon"),))
    table = replace(REFEREE.new(header), steps=((0, f"Отдай {paid} талеров.", (("thalers", paid),)),))
    after, events, action = perform(REFEREE, header, table, 1, "pay", ("thalers", str(paid)))
    question = REFEREE.confirm(table, after, action, events)
    assert (question is not None) == asks
    if asks:
        assert question.text("ru") == "Аня потратит 11 талеров из 20 — больше половины своих денег"


def test_the_one_shot_cli_refuses_without_yes_and_logs_with_it(tmp_path):
    path = tmp_path / "g.pnp"
    at_the_shop(path, "en")
    before = path.read_bytes()
    refused = cli(path, *SPEND)
    assert refused.exit_code == NEEDS_YES
    assert f"{QUESTION['en']}; nothing was done: to confirm, run the command again with --yes" in refused.output
    assert path.read_bytes() == before
    done = cli(path, *SPEND, "--yes", "--json")
    assert done.exit_code == 0, done.output
    assert json.loads(done.stdout)["n"] == 5
    verify = cli(path, "replay", "--verify", "--json")
    assert json.loads(verify.stdout)["ok"]


@pytest.mark.parametrize(("locale", "no", "yes", "ask", "nothing"), [
    ("ru", "нет", "да", "Подтвердить? (да/нет)", "Не подтверждено: ничего не сделано."),
    ("en", "n", "y", "Confirm? (yes/no)", "Not confirmed: nothing was done."),
])
def test_play_asks_in_the_sessions_language(tmp_path, locale, no, yes, ask, nothing):
    path = tmp_path / "g.pnp"
    at_the_shop(path, locale)
    typed = "\n".join([" ".join(SPEND), no, "log", " ".join(SPEND), yes, "quit"]) + "\n"
    result = runner.invoke(get_app(), ["referee", "play", "--file", str(path)], input=typed)
    assert result.exit_code == 0, result.output
    assert result.output.count(f"{QUESTION[locale]}. {ask}") == 2
    assert nothing in result.output
    assert len(Table.open(path).actions) == 5  # the refusal logged nothing, the yes one action
    assert "#5 " in result.output


def test_play_takes_a_yes_given_in_advance(tmp_path):
    path = tmp_path / "g.pnp"
    at_the_shop(path, "en")
    result = runner.invoke(get_app(), ["referee", "play", "--file", str(path)],
                           input=" ".join(SPEND) + " --yes\nquit\n")
    assert result.exit_code == 0, result.output
    assert "Confirm?" not in result.output and len(Table.open(path).actions) == 5


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_the_live_page_asks_before_a_big_spend(tmp_path, locale):
    pytest.importorskip("starlette")
    pytest.importorskip("starlette.testclient")  # httpx2 or httpx, whichever Starlette uses
    from starlette.testclient import TestClient

    from pnpkit.games.amber.amber_live import LIVE
    from pnpkit.referee.server import ServeConfig, make_app, words

    path = tmp_path / "g.pnp"
    at_the_shop(path, locale)
    before = path.read_bytes()
    client = TestClient(make_app(ServeConfig(path, locale), LIVE), base_url="http://127.0.0.1:8765")
    asked = client.post("/act", json={"command": SPEND[0], "args": SPEND[1:]})
    assert asked.status_code == 409 and asked.json()["confirm"] == QUESTION[locale]
    typed = client.post("/act", json={"line": " ".join(SPEND)})
    assert typed.json()["confirm"] == QUESTION[locale]
    assert path.read_bytes() == before  # asking logged nothing
    page = client.get("/").text
    assert words(locale)["confirm"] in page and words(locale)["cancel"] in page  # the step's buttons
    done = client.post("/act", json={"command": SPEND[0], "args": SPEND[1:], "yes": True})
    assert done.status_code == 200 and done.json()["ok"], done.text
    assert client.get("/state.json").json()["actions"] == 5
    client.post("/undo")
    assert client.post("/act", json={"line": " ".join(SPEND) + " --yes"}).json()["ok"]
    assert Table.open(path).verify().seed_checked >= 1


def test_fighting_fantasy_asks_before_paying_more_than_half_of_the_gold(tmp_path):
    path = tmp_path / "ff.pnp"
    table = Table.new(path, SessionHeader("fighting-fantasy", 3, (Player("Аня", None, "f"),)))
    table.act("take", ["gold", "10"])
    before = path.read_bytes()
    with pytest.raises(NeedsConfirmation) as asked:
        table.act("pay", ["6"])
    assert asked.value.text("ru") == "Аня отдаст 6 из 10 золотых — больше половины своего золота"
    assert asked.value.text("en") == "Аня would pay 6 of 10 gold, more than half of it"
    assert path.read_bytes() == before and table.state.hero.gold == 10
    table.act("pay", ["5"])                      # half: goes ahead
    table.act("drop", ["gold", "5"])             # dropping is not a spend: never asks
    assert table.state.hero.gold == 0
    refused = cli(path, "pay", "1")              # no gold left: the rules refuse, no question
    assert refused.exit_code != NEEDS_YES
