"""Amber on the live board page: the kit's board pictures (the main board with the Temple
and the Pass inset, and the Kingdom) and a state as panels, reachable fields, answers
and a fight's odds.  Every word comes from the referee's tables or :data:`WORDS`."""

from __future__ import annotations

import dataclasses
from typing import Any

from pnpkit.games.amber.referee import REFEREE
from pnpkit.games.amber.rules import engine
from pnpkit.games.amber.rules.friends import set_friend_actions
from pnpkit.games.amber.rules.referee import AmberReferee, AmberTable, jsonable, status_view
from pnpkit.games.amber.rules.referee_text import COUNTS, MESSAGES, STAT_SHORT, STATUS_NAMES
from pnpkit.games.amber.rules.referee_text_fights import fight_lines
from pnpkit.games.amber.rules.referee_text_questions import ask_parts, option_numbers
from pnpkit.games.amber.rules.referee_text_say import Say
from pnpkit.games.amber.rules.referee_text_status import table_lines
from pnpkit.referee.live import (
    BoardPicture,
    Choice,
    Fight,
    LiveView,
    Mark,
    Panel,
    Target,
    drawn_spots,
)
from pnpkit.rules.messages import Named, counted, say, tree
from pnpkit.rules.session import Event
from pnpkit.word_files import word_file

#: the boards pieces stand on (the Temple and the Pass are drawn inside the main board)
BOARDS = ("main", "kingdom")
STATS = ("strength", "mind", "magic", "life", "experience", "thalers")

#: the page's own words for Amber (amber_live.json; listed in the plugin's code_texts)
WORDS = word_file(__file__, "amber_live.json")["WORDS"]


class AmberLive:
    def __init__(self, referee: AmberReferee) -> None:
        self.referee = referee
        self._pictures: dict[str, tuple[BoardPicture, ...]] = {}

    # -- pictures ---------------------------------------------------------------------
    def pictures(self, locale: str) -> tuple[BoardPicture, ...]:
        if locale not in self._pictures:
            self._pictures[locale] = tuple(self._picture(b, locale) for b in BOARDS)
        return self._pictures[locale]

    def _picture(self, board_id: str, locale: str) -> BoardPicture:
        from pnpkit.games.amber.kit.amber_board import amber_board
        from pnpkit.render.board_tiles import render_board_svg

        game = self.referee.game(locale)
        drawing = amber_board(game, board_id, locale=locale)
        title = next(b.name for b in game.boards if b.id == board_id)
        svg = render_board_svg(drawing).decode("utf-8")
        return BoardPicture(board_id, title, drawing.width, drawing.height, svg, drawn_spots(drawing))

    # -- the state ----------------------------------------------------------------------
    def view(self, table: AmberTable, locale: str) -> LiveView:
        names = self.referee.names(locale)
        game = table.shown()  # mid-action: the pieces where they stand now
        headline = say(MESSAGES, "status_round", locale, tour=game.tour, bank=game.bank, mafia=game.mafia,
                       deck=counted(COUNTS, "cards", len(game.deck), locale))
        whose = self.referee.current_player(table)
        panels = tuple(self._panel(i, p, p.name == whose, names, locale)
                       for i, p in enumerate(game.players))
        targets: tuple[Target, ...] = ()
        choices: list[Choice] = []
        prompt: list[str] = []
        fight = None
        pending = table.pending
        words = tree(WORDS, locale)
        if game.over:
            king = game.players[game.winner].name if game.winner is not None else None
            prompt.append(say(MESSAGES, "game_over_king", locale, king=king) if king else words["over"])
        elif pending is None and game.phase == "move":
            targets = self._targets(table, names, locale)
            prompt.append(words["pick_field"].format(player=whose, roll=game.pending_roll))
        elif pending is None:
            prompt.append(words["roll_next"].format(player=whose))
            choices.append(Choice(words["roll"], "roll", (), primary=True))
            if not game.current.skip and not game.current.held and game.current.board == "main":
                for i in engine.duel_targets(game):
                    other = game.players[i].name
                    choices.append(Choice(words["duel"].format(player=other), "duel", (other,)))
            for act in set_friend_actions(game):  # seed 000, «Друзья»: before the roll
                other = game.players[act.target].name
                label = words["friend"].format(friend=names.get(act.friend, act.friend), player=other)
                choices.append(Choice(label, "friend", (other, act.friend)))
        elif pending.pause.kind == "arrived":
            dest = pending.action.dest
            # the move is chosen (the engine walks it at «resolve»): the piece stands there
            # now, as the log says, while the lit fields still let the player change it
            panels = tuple(dataclasses.replace(panel, place=dest, place_name=names.get(dest, dest))
                           if panel.seat == game.turn else panel for panel in panels)
            field = Named(names.get(dest, dest), self.referee.cases(locale).get(dest))  # «the Inn»
            prompt.append(words["moving_to"].format(player=whose, field=field))
            choices.append(Choice(words["resolve"], "resolve", (), primary=True))
            targets = self._targets(table, names, locale)
        elif pending.pause.kind == "fight":
            f = dict(pending.pause.fight or {})
            lines = fight_lines(self.referee, f, locale) if f else []
            if f and f.get("kind") != "unknown":
                # the last two lines are the odds (the page draws them) and how to roll
                # (a command: the page has a button)
                fight = Fight(lines[0], tuple(line.strip() for line in lines[1:-2]),
                              float(f["win"]), float(f["draw"]), float(f["loss"]),
                              dict(f.get("exact", {})))
            else:
                prompt += lines
            choices.append(Choice(words["fight"], "fight", (), primary=True))
        elif pending.pause.kind == "question":
            pause = pending.pause
            ask = Event("question", {"player": game.players[pause.who].name, "question": pause.question,
                                     "options": jsonable(pause.options), "info": jsonable(pause.info),
                                     "players": [p.name for p in game.players]})
            asking, labels = ask_parts(self.referee, ask, locale)
            prompt += [line.strip() for line in asking]
            numbers = option_numbers(pause.info, len(labels))  # the numbers the referee takes
            choices += [Choice(label, "choose", (str(n),)) for n, label in zip(numbers, labels, strict=True)]
        on_table = self._on_table(table, locale, words)
        marks = tuple(Mark(f, str(len(cards)), ", ".join(names.get(c, c) for c in cards))
                      for f, cards in sorted(game.on_fields.items()) if cards)
        return LiveView(self.referee.game(locale).title, headline, panels, targets, tuple(choices), tuple(prompt),
                        fight, on_table, marks)

    def _on_table(self, table: AmberTable, locale: str, words: dict[str, str]) -> tuple[str, ...]:
        """What lies on the table besides the players, in the status's words: the cards
        left on fields a line per field (a late game has dozens), then what the Sources
        still hold and the hexes laid on cards."""
        told, view = Say(self.referee, locale), status_view(table)
        lying = [told.m("status_on_field", field=told.name(f), cards=told.names_list(cards))
                 for f, cards in sorted(view["on_fields"].items()) if cards]
        rest = table_lines(told, {**view, "on_fields": {}})
        return (words["on_fields"], *lying, *rest) if lying else tuple(rest)

    def _panel(self, seat: int, p: Any, current: bool, names: dict[str, str], locale: str) -> Panel:
        short = STAT_SHORT[locale]
        facts = tuple((short[s], str(p.stats.get(s, 0))) for s in STATS)
        notes = [text for key, text in tree(STATUS_NAMES, locale).items() if p.statuses.get(key)]
        if p.board == "out":
            notes.insert(0, say(MESSAGES, "status_out", locale, player=p.name).strip(" ()"))
        elif p.board == "kingdom":
            notes.insert(0, say(MESSAGES, "status_in_kingdom", locale).strip(" ()"))
        if p.skip:
            notes.append(say(MESSAGES, "status_misses", locale,
                             skip=counted(COUNTS, "turns", p.skip, locale)))
        if p.trophies:
            notes.append(say(MESSAGES, "status_trophies", locale)
                         + ", ".join(names.get(t, t) for t in p.trophies))
        out = p.board == "out"  # out of the game: no field to stand on, no quest to finish
        if p.quest and not out:  # a quest card's fields still to visit
            words = Say(self.referee, locale)
            notes.append(words.m("status_quest", card=words.name(p.quest[0]), fields=words.names_list(p.quest[1])))
        board = p.board if p.board in BOARDS else ""
        return Panel(
            name=p.name, seat=seat, character=names.get(p.traveller, p.traveller)
            + (", " + say(MESSAGES, "status_prince", locale, player=p.name, prince=names.get(p.prince, p.prince))
               if p.prince else ""),
            place="" if out else p.position or "", place_name="" if out else names.get(p.position, p.position or ""),
            board=board, facts=facts,
            things=tuple(names.get(x, x) for x in (*p.items, *p.cards)),
            friends=tuple(names.get(x, x) for x in p.friends),
            notes=tuple(notes), current=current, out=out)

    def _targets(self, table: AmberTable, names: dict[str, str], locale: str) -> tuple[Target, ...]:
        game = table.game
        by_dest: dict[str, list[Any]] = {}
        for move in engine.moves_for(game):
            by_dest.setdefault(move.dest, []).append(move)
        out = []
        for dest, moves in by_dest.items():
            routes = tuple(tuple(names.get(f, f) for f in m.route) for m in moves)
            stops = sorted({names.get(s, s) for m in moves for s in m.stops})
            path = tuple(dict.fromkeys(f for m in moves for f in (*m.route, *m.stops)))
            steps = {m.steps for m in moves if m.steps and m.steps != game.pending_roll}
            note = ", ".join(counted(COUNTS, "steps", s, locale) for s in sorted(steps))
            out.append(Target(dest, names.get(dest, dest), "move", (dest,), routes, tuple(stops),
                              path, note))
        return tuple(out)


LIVE = AmberLive(REFEREE)
