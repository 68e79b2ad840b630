"""Test helpers: a game on the shipped rules set up by hand, and a resolution context."""

from pnpkit.games.amber.rules.context import Ctx
from pnpkit.games.amber.rules.engine import new_game
from pnpkit.games.amber.rules.rules import ScriptedDice


def game(rules, *travellers, dice=None):
    """A new game of these travellers with an empty deck (tests deal what they need)."""
    state = new_game(rules, [(f"P{i + 1}", t) for i, t in enumerate(travellers)], dice or ScriptedDice([1] * 400))
    state.deck = []
    return state


def ctx_for(rules, state, who=0, dice=(), decide=None, field=None):
    p = state.players[who]
    return Ctx(rules, state, ScriptedDice(list(dice)), decide or (lambda *a: 0), who, [], field=field or p.position)


def answer(**answers):
    """A decider answering some questions by value; the rest with the first option."""
    def decide(state, who, question, options, info):
        want = answers.get(question)
        if want is None:
            return 0
        return options.index(want) if want in options else 0
    return decide
