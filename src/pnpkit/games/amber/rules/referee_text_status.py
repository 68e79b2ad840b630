"""The Amber referee's status: the round, each player's points and things, what lies on
the table and what the rules wait for."""

from __future__ import annotations

from typing import Any

from pnpkit.games.amber.rules.referee_text_fights import _fight_lines
from pnpkit.games.amber.rules.referee_text_questions import _question_lines
from pnpkit.games.amber.rules.referee_text_say import AmberReferee, _Say, _stats

# rules.referee imports this module: its table is named here, not imported
AmberTable = Any


def status_lines(referee: AmberReferee, table: AmberTable, locale: str) -> list[str]:
    say = _Say(referee, locale)
    game = table.shown()  # mid-action: where the players stand and what they have now
    lines = [say.m("status_round", tour=game.tour, bank=game.bank, mafia=game.mafia, deck=say.count("cards", len(game.deck)))]
    for i, p in enumerate(game.players):
        mark = "→ " if i == game.turn and not game.over else "  "
        where = say.name(p.position)
        state = {"out": say.m("status_out", player=p.name), "kingdom": say.m("status_in_kingdom")}.get(p.board, "")
        who = say.name(p.traveller) + (", " + say.m("status_prince", player=p.name, prince=say.name(p.prince))
                                       if p.prince else "")
        lines.append(f"{mark}{p.name} — {who}{state}, {where}: {_stats(say, p.stats)}")
        things = [say.name(x) for x in p.items + p.cards] + [say.name(x) + say.m("status_friend") for x in p.friends]
        if things:
            lines.append("     " + say.m("status_carries") + ", ".join(things))
        if p.trophies:
            lines.append("     " + say.m("status_trophies") + say.names_list(p.trophies))
        if p.skip:
            lines.append("     " + say.m("status_misses", skip=say.count("turns", p.skip)))
        if p.quest:
            card, left = p.quest
            lines.append("     " + say.m("status_quest", card=say.name(card), fields=say.names_list(left)))
    lines += _table_lines(say, game)
    if game.over:  # the end told: who reigns, if anyone
        king = game.players[game.winner].name if game.winner is not None else None
        lines.append(say.m("game_over_king", king=king) if king else say.m("game_over"))
    pending = table.pending
    if game.phase == "move" and pending is None:
        lines.append(say.m("status_rolled", pending_roll=game.pending_roll))
    if pending is not None:
        pause = pending.pause
        if pause.kind == "arrived":
            lines.append(say.m("status_moving_to", dest=say.name(pending.action.dest)))
        elif pause.kind == "fight" and pause.fight:
            lines += _fight_lines(say, pause.fight)
        elif pause.kind == "question":
            lines += _question_lines(say, {"player": game.players[pause.who].name, "question": pause.question,
                                           "options": list(pause.options), "info": dict(pause.info),
                                           "players": [p.name for p in game.players]})
    for who, step, *_owes in getattr(table, "steps", ()):
        lines.append(say.m("status_step", player=game.players[who].name, step=say.texts.get(step, step)))
    return lines


def _table_lines(say: _Say, game: Any) -> list[str]:
    """What lies on the table besides the players: cards left on fields, what the
    Sources still hold."""
    lines = []
    lying = "; ".join(say.m("status_on_field", field=say.name(f), cards=say.names_list(cards))
                      for f, cards in sorted(game.on_fields.items()) if cards)
    if lying:
        lines.append(say.m("status_on_fields", cards=lying))
    # ``card_pools`` also keeps №29/96's hexes («CARD:hex» → who laid it + 1) and what lies
    # under a card («CARD:under:THING» → how many): each told in its own words, never as a key
    kept = sorted(game.card_pools.items())
    pools = ", ".join(say.m("status_pool", card=say.name(card), left=left) for card, left in kept if ":" not in card)
    if pools:
        lines.append(say.m("status_pools", pools=pools))
    hexes = ", ".join(say.m("status_hex", card=say.name(key.split(":")[0]), player=game.players[who - 1].name)
                      for key, who in kept if key.endswith(":hex") and 0 < who <= len(game.players))
    if hexes:
        lines.append(say.m("status_hexes", cards=hexes))
    for card in sorted({key.split(":")[0] for key, n in kept if ":under:" in key and n > 0}):
        things = [say.name(key.split(":under:")[1]) + (f" ×{n}" if n > 1 else "")
                  for key, n in kept if key.startswith(f"{card}:under:") and n > 0]
        lines.append(say.m("status_under", card=say.name(card), things=", ".join(things)))
    return lines
