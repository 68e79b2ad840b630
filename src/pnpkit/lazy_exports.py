"""A package's public names imported on first use (PEP 562).

A game's ``rules`` package re-exports its engine's names, but a light caller (the status
words, the board for ``moves``) imports one submodule and must not load the whole engine
through the package's ``__init__``: the package lists ``{module: names}`` and gets its
``__getattr__``, ``__dir__`` and ``__all__`` from :func:`lazy_exports`.
"""

from __future__ import annotations


def lazy_exports(namespace: dict, exports: dict[str, tuple[str, ...]]):
    """``(__getattr__, __dir__, __all__)`` for the package whose globals are ``namespace``:
    each name in ``exports`` is imported from its module when first asked for, then kept
    in ``namespace`` so later look-ups skip ``__getattr__``."""
    module_of = {name: module for module, names in exports.items() for name in names}

    def __getattr__(name: str):
        module = module_of.get(name)
        if module is None:
            raise AttributeError(f"module {namespace['__name__']!r} has no attribute {name!r}")
        # imported on first use, by __import__: no caller imports importlib nor its warnings for it
        value = namespace[name] = getattr(__import__(module, fromlist=["__name__"]), name)
        return value

    def __dir__() -> list[str]:
        return sorted(set(namespace) | set(module_of))

    return __getattr__, __dir__, sorted(module_of)
