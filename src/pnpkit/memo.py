"""``functools.cache`` for the one-shot commands' own modules, without functools.

Importing functools brings collections, types, operator, keyword, reprlib and itertools
(~1.5 ms of a one-shot referee command, ~4 % of it) to memoise three functions.  This
keeps their answers in a dict by their arguments and offers what callers and tests
use of functools' version: ``cache_clear()``, ``cache_info().currsize`` and
``__wrapped__``.  Unbounded, as ``functools.cache``: for functions of few distinct
arguments (a game, a locale, a fight's setting).
"""

from __future__ import annotations


class CacheInfo:
    """How many answers a :func:`cache`d function keeps (functools' ``currsize``)."""

    __slots__ = ("currsize",)

    def __init__(self, currsize: int) -> None:
        self.currsize = currsize


_KEYWORDS = object()  # parts a key's positional arguments from its keywords (as functools does)


def cache(function=None, *, maxsize: int | None = None):
    """``function`` answering each set of arguments once (hashable ones; ``f(1)`` and
    ``f(x=1)`` are two keys, as in functools).  ``@cache(maxsize=N)`` keeps the latest
    N answers (the oldest made is dropped first, where functools' LRU drops the least
    recently used: the answers are the same, only a miss may come sooner)."""
    if function is None:
        return lambda function: cache(function, maxsize=maxsize)
    kept: dict = {}

    def cached(*args, **keywords):
        key = (*args, _KEYWORDS, *keywords.items()) if keywords else args
        try:
            return kept[key]
        except KeyError:
            answer = function(*args, **keywords)
            if maxsize is not None and len(kept) >= maxsize:
                del kept[next(iter(kept))]
            kept[key] = answer
            return answer

    cached.cache_clear = kept.clear
    cached.cache_info = lambda: CacheInfo(len(kept))
    cached.__wrapped__ = function
    for name in ("__module__", "__name__", "__qualname__", "__doc__"):
        setattr(cached, name, getattr(function, name))
    return cached


class cached_property:  # noqa: N801 - named as functools' is
    """``functools.cached_property``: the method's answer, made on the first read, is
    kept in the instance's ``__dict__`` under the same name, where later reads find it."""

    def __init__(self, method) -> None:
        self.method = method
        self.name = method.__name__
        self.__doc__ = method.__doc__

    def __set_name__(self, owner, name: str) -> None:
        self.name = name

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        answer = instance.__dict__[self.name] = self.method(instance)
        return answer
