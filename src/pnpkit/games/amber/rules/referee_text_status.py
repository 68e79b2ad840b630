"""The Amber referee's status: the round, each player's points and things, what lies on
the table and what the rules wait for.  The sentences of a fight or a question waiting
(referee_text_fights, referee_text_questions) are imported when one waits: a status or
an undo between turns loads neither (issue #31)."""

from __future__ import annotations

from pnpkit.games.amber.rules.referee_text_say import _Say, _stats

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot status does not import typing
    from collections.abc import Mapping
    from typing import Any

    from pnpkit.games.amber.rules.referee_text_say import AmberReferee


def over_line(say: _Say, king: str | None) -> str:
    """The end of the game in one sentence: who reigns, if anyone."""
    return say.m("game_over_king", king=king) if king else say.m("game_over")


def status_lines(referee: AmberReferee, view: Mapping[str, Any], locale: str) -> list[str]:
    """The status from the table's view (referee_state.status_view); ``referee``: the
    names it is told in (an AmberNames: the referee, or the data alone)."""
    say = _Say(referee, locale)
    lines = [say.m("status_round", tour=view["tour"], bank=view["bank"], mafia=view["mafia"],
                   deck=say.count("cards", view["deck"]))]
    for i, p in enumerate(view["players"]):
        lines += _player_lines(say, p, i == view["turn"] and not view["over"])
    lines += table_lines(say, view)
    if view["over"]:  # the end told: who reigns, if anyone
        lines.append(over_line(say, view["king"]))
    pause = view["pause"]
    if view["phase"] == "move" and pause is None:
        lines.append(say.m("status_rolled", pending_roll=view["pending_roll"]))
    if pause is not None:
        if pause["kind"] == "arrived":
            lines.append(say.m("status_moving_to", dest=say.name(pause["dest"])))
        elif pause["kind"] == "fight" and pause["fight"]:
            from pnpkit.games.amber.rules.referee_text_fights import _fight_lines

            lines += _fight_lines(say, pause["fight"])
        elif pause["kind"] == "question":
            from pnpkit.games.amber.rules.referee_text_questions import _question_lines

            lines += _question_lines(say, pause["question"])
    return lines + [say.m("status_step", player=player, step=say.texts.get(step, step))
                    for player, step in view["steps"]]


def _player_lines(say: _Say, p: Mapping[str, Any], moving: bool) -> list[str]:
    """A player's line (who, where, points) and what they carry, won, miss and seek."""
    mark = "→ " if moving else "  "
    state = {"out": say.m("status_out", player=p["name"]), "kingdom": say.m("status_in_kingdom")}.get(p["board"], "")
    who = say.name(p["traveller"]) + (", " + say.m("status_prince", player=p["name"], prince=say.name(p["prince"]))
                                      if p["prince"] else "")
    lines = [f"{mark}{p['name']} — {who}{state}, {say.name(p['position'])}: {_stats(say, p['stats'])}"]
    things = [say.name(x) for x in p["items"] + p["cards"]] + [say.name(x) + say.m("status_friend")
                                                                 for x in p["friends"]]
    if things:
        lines.append("     " + say.m("status_carries") + ", ".join(things))
    if p["trophies"]:
        lines.append("     " + say.m("status_trophies") + say.names_list(p["trophies"]))
    if p["skip"]:
        lines.append("     " + say.m("status_misses", skip=say.count("turns", p["skip"])))
    if p["quest"] and p["board"] != "out":  # out of the game: no quest to finish (as the live page)
        card, left = p["quest"]
        lines.append("     " + say.m("status_quest", card=say.name(card), fields=say.names_list(left)))
    return lines


def table_lines(say: _Say, view: Mapping[str, Any]) -> list[str]:
    """What lies on the table besides the players: cards left on fields, what the
    Sources still hold."""
    lines = []
    lying = "; ".join(say.m("status_on_field", field=say.name(f), cards=say.names_list(cards))
                      for f, cards in sorted(view["on_fields"].items()) if cards)
    if lying:
        lines.append(say.m("status_on_fields", cards=lying))
    # ``card_pools`` also keeps №29/96's hexes («CARD:hex» → who laid it + 1) and what lies
    # under a card («CARD:under:THING» → how many): each told in its own words, never as a key
    kept = sorted(view["card_pools"].items())
    players = [p["name"] for p in view["players"]]
    pools = ", ".join(say.m("status_pool", card=say.name(card), left=left) for card, left in kept if ":" not in card)
    if pools:
        lines.append(say.m("status_pools", pools=pools))
    hexes = ", ".join(say.m("status_hex", card=say.name(key.split(":")[0]), player=players[who - 1])
                      for key, who in kept if key.endswith(":hex") and 0 < who <= len(players))
    if hexes:
        lines.append(say.m("status_hexes", cards=hexes))
    for card in sorted({key.split(":")[0] for key, n in kept if ":under:" in key and n > 0}):
        things = [say.name(key.split(":under:")[1]) + (f" ×{n}" if n > 1 else "")
                  for key, n in kept if key.startswith(f"{card}:under:") and n > 0]
        lines.append(say.m("status_under", card=say.name(card), things=", ".join(things)))
    return lines
