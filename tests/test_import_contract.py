"""The package contract (pyproject's [tool.importlinter]): generic packages never import
a game, games never import each other, and the generic packages are layered, so no
import cycle runs between them.  A game reaches the generic code only through its
plugin (pnpkit.plugins), which is what lets a separate package add a game."""

from pathlib import Path

import pytest

importlinter = pytest.importorskip("importlinter")

ROOT = Path(__file__).parent.parent


def test_import_contracts_are_kept(monkeypatch):
    from importlinter.cli import lint_imports

    monkeypatch.chdir(ROOT)
    monkeypatch.syspath_prepend(str(ROOT / "src"))
    assert lint_imports(config_filename=str(ROOT / "pyproject.toml"), no_cache=True) == 0


def test_shipped_games_are_plugins_with_loadable_parts():
    from pnpkit.plugins import broken_plugins, load, plugins

    found = plugins()
    assert {"amber", "fighting-fantasy", "race"} <= set(found)
    assert broken_plugins() == {}
    for plugin in found.values():
        for spec in (plugin.extension, plugin.kit_texts, *plugin.kit_builders.values()):
            assert callable(load(spec)) or load(spec) is not None, spec
        assert load(plugin.rulebook) is not None
        assert all(callable(getattr(load(m), "register", None)) for m in plugin.commands)


def _cycles(graph) -> set[frozenset[str]]:
    """The strongly connected groups of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: set[frozenset[str]] = set()
    for root in sorted(graph.modules):
        if root in index:
            continue
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.find_modules_directly_imported_by(child)))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.add(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.add(frozenset(group))
    return found


def test_no_import_cycle_anywhere():
    # the layers contract sees packages; this sees every module of pnpkit, the games'
    # too, with imports inside functions and those only for type checking
    import grimp

    graph = grimp.build_graph("pnpkit", exclude_type_checking_imports=False, cache_dir=None)
    assert _cycles(graph) == set(), sorted(sorted(c) for c in _cycles(graph))


def test_the_cycle_finder_sees_a_cycle():
    class Graph:
        modules = {"a", "b", "c", "d"}
        edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}

        def find_modules_directly_imported_by(self, module):
            return self.edges.get(module, set())

    assert _cycles(Graph()) == {frozenset({"a", "b", "c"})}


def test_the_rules_types_are_one_class_whichever_module_names_them():
    # rules.commands holds them so rules.messages need not import rules.session (the
    # old dice -> messages -> session cycle); the session's names are the same classes
    from pnpkit.rules import commands, messages, session

    assert session.RuleError is commands.RuleError
    assert session.CommandSpec is commands.CommandSpec
    refused = messages.refusal({"ru": {"no": "нельзя"}, "en": {"no": "not now"}}, "no")
    with pytest.raises(session.RuleError):
        raise refused
    assert refused.text("en") == "not now"
    spec = messages.command("go", {"ru": {"h": "идти"}, "en": {"h": "go"}}, "h")
    assert isinstance(spec, session.CommandSpec) and spec.help("en") == "go"


def test_generic_plurals_name_no_game_and_a_plugin_brings_its_own_nouns(monkeypatch):
    # each game's nouns live in its package, named by its plugin's plural_nouns
    import sys
    import types

    from pnpkit.i18n import plurals
    from pnpkit.i18n.catalogue import noun_messages
    from pnpkit.plugins import GamePlugin, load, plugins

    source = (ROOT / "src/pnpkit/i18n/plurals.py").read_text(encoding="utf-8")
    for plugin in plugins().values():
        assert plugin.plural_nouns, plugin.rules
        assert f'"{plugin.rules}"' not in source, plugin.rules
        for noun in load(plugin.plural_nouns):
            assert f'"{noun}"' not in source, noun
            assert noun in plurals.noun_forms(plugin.rules)
    assert tuple(plurals.noun_forms("generic")) == tuple(plurals.NOUNS)
    table = types.ModuleType("coinland_nouns")
    table.NOUNS = {"coin": {"ru": ("{n} монета", "{n} монеты", "{n} монет"),
                            "en": ("{n} coin", "{n} coins")}}
    monkeypatch.setitem(sys.modules, "coinland_nouns", table)
    monkeypatch.setitem(plugins(), "coinland", GamePlugin("coinland", plural_nouns="coinland_nouns:NOUNS"))
    assert tuple(plurals.noun_forms("coinland")) == ("coin", *plurals.NOUNS)
    assert [m.context for m in noun_messages("coinland")][0] == "noun.coin"
    assert plurals.quantity(5, "coin", "ru", plurals.game_nouns("coinland")) == "5 монет"
    assert plurals.quantity(21, "coin", "en", plurals.game_nouns("coinland")) == "21 coins"


@pytest.mark.parametrize("game", ["amber", "fighting-fantasy", "race"])
def test_shipped_catalogues_carry_the_nouns_their_plugin_gives(game):
    # moving the tables kept every game's noun entries (order and Russian forms) as they
    # were; the shipped games' rules names are their folder names
    from babel.messages.pofile import read_po

    from pnpkit.i18n.catalogue import noun_messages

    with open(ROOT / "content" / game / "locales" / "messages.pot", "rb") as f:
        template = read_po(f)
    in_pot = [(m.context, tuple(m.id)) for m in template
              if m.context and m.context.startswith("noun.")]
    assert len(in_pot) > 5
    assert [(m.context, tuple(m.id)) for m in noun_messages(game)] == in_pot
