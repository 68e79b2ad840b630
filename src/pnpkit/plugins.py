"""Games with code of their own, found through the ``pnpkit.games`` entry-point group.

A game that is only data needs nothing here.  A game whose rules are special ships a
package (the three shipped ones live in ``pnpkit.games.<name>``; another Python
distribution may add one the same way) and registers a :class:`GamePlugin` under the
name its ``game.yaml`` gives as ``rules:``::

    [project.entry-points."pnpkit.games"]
    amber = "pnpkit.games.amber.plugin:PLUGIN"

Every field of a plugin that points at code is a ``"module"`` or ``"module:attribute"``
string, so reading the list of games imports nothing heavy; the generic packages import
a game's code only through :func:`load`, never by name.
"""

from __future__ import annotations

from pnpkit.memo import cache
from pnpkit.referee_spec import RefereeSpec, shipped_module  # noqa: F401 - RefereeSpec re-exported
from pnpkit.value_class import Factory, value_class

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: collections.abc loads the collections package (~1 ms of a write)
    from collections.abc import Mapping

ENTRY_POINT_GROUP = "pnpkit.games"


@value_class(frozen=True)
class GamePlugin:
    rules: str                              # the ``rules:`` name in game.yaml
    extension: str = ""                     # "module:attr" of its model.extension.GameExtension
    #: kit component kind its game.yaml ``kit:`` may name -> "module:function" building it
    #: (called as builder(build, component) -> Part(s); see render/kit_plan.py)
    kit_builders: Mapping[str, str] = Factory(dict)
    ink_apart: bool = False                 # low-ink files named apart (board-a4-mono.pdf)
    rulebook: str = ""                      # module with context(game, locale, text_for), figures()
    kit_texts: str = ""                     # "module:function" listing the kit's boxed texts
    # pnpkit export: the faces of a kit drawn by its own code, "module:function" called as
    # f(game, options) -> render.faces.KitFaces (each deck's cards with their front and
    # back drawers, each board or sheet as a one-page PDF), drawn as its kit_builders draw
    card_faces: str = ""
    # and of a plugin's own component kinds in a kit declared in data: kind -> "module:function"
    # called as f(KitBuild, KitComponent) -> KitFaces (render.kit_faces)
    kit_faces: Mapping[str, str] = Factory(dict)
    code_texts: tuple[str, ...] = ()        # "module:TABLE" word tables kept in code
    # "module:TABLE" of the nouns its code composes with numbers: noun -> locale -> forms
    # in the locale's gettext order, e.g. {"coin": {"ru": ("{n} монета", ...), "en": (...)}}
    # (pnpkit.i18n.plurals adds the common ones; the catalogue gets them as plural entries)
    plural_nouns: str = ""
    simulator_texts: tuple[str, ...] = ()   # of those, the ones a simulator prints
    referee: RefereeSpec | None = None
    commands: tuple[str, ...] = ()          # modules with register(app, groups) adding CLI commands
    # `pnpkit check --coverage`: "module:function" f(game) -> rows, each with id, kind, name,
    # verdict, applies, asks, by_hand (what its engine does with every printed effect)
    coverage: str = ""


def load(spec: str):
    """The object a ``"module:attribute"`` (or the module a ``"module"``) names."""
    module_name, _, attribute = spec.partition(":")
    module = __import__(module_name, fromlist=["_"])
    return getattr(module, attribute) if attribute else module


@cache
def plugins() -> dict[str, GamePlugin]:
    """Every registered game plugin by its rules name.  A plugin that fails to load is
    left out and reported by :func:`broken_plugins`, so one bad add-on cannot stop the
    others."""
    from importlib.metadata import entry_points

    found: dict[str, GamePlugin] = {}
    for entry in sorted(entry_points(group=ENTRY_POINT_GROUP), key=lambda e: e.name):
        try:
            plugin = entry.load()
        except Exception as exc:  # an add-on's own bug: reported, never fatal
            _BROKEN[entry.name] = f"{entry.value}: {exc.__class__.__name__}: {exc}"
            continue
        if not isinstance(plugin, GamePlugin) or plugin.rules != entry.name:
            _BROKEN[entry.name] = f"{entry.value} is not a GamePlugin for rules '{entry.name}'"
            continue
        found[entry.name] = plugin
    return found


_BROKEN: dict[str, str] = {}


def broken_plugins() -> dict[str, str]:
    plugins()
    return dict(_BROKEN)


def plugin_for(rules: str) -> GamePlugin | None:
    """The plugin of a rules name, or None for a data-only game.  A game shipped with
    pnpkit is found in its package without the entry-point scan (importlib.metadata
    costs a table command more than its work): its entry point names that very module
    (tests/test_plugins_shipped.py), so the answer is the scan's."""
    if plugins.cache_info().currsize == 0:  # no scan yet, no plugin registered at run time
        shipped = shipped_plugin(rules)
        if shipped is not None:
            return shipped
    return plugins().get(rules)


#: where a shipped game's plugin lives (the entry points in pyproject.toml name these)
def shipped_plugin(rules: str) -> GamePlugin | None:
    """The plugin in ``pnpkit.games.<rules>.plugin`` (``-`` read as ``_``), if that package
    ships one for exactly this rules name; else None."""
    module = shipped_module(rules, "plugin")
    plugin = getattr(module, "PLUGIN", None)
    return plugin if isinstance(plugin, GamePlugin) and plugin.rules == rules else None


def register(plugin: GamePlugin) -> None:
    """Add a plugin at run time (tests; a program embedding pnpkit)."""
    plugins()[plugin.rules] = plugin
