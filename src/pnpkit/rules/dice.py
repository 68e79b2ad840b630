"""Dice notation: parse, format, roll fast, and compute exact distributions.

Pure and stdlib-only; randomness comes from an injected ``random.Random``.

Notation (case does not matter; spaces between tokens are allowed)::

    expr    := ['+'|'-'] product (('+'|'-') product)*
    product := atom ('*' atom)*
    atom    := INT | dice | '(' expr ')'
    dice    := [INT] ('d'|'к') (INT | '%') [('kh'|'k'|'kl'|'dh'|'dl') INT]

* ``к`` is how Russian rulebooks write ``d``: ``2к6+3`` is ``2d6+3``.
* ``4d6kh3`` keeps the three highest dice (``k3`` too), ``kl`` the lowest;
  ``dl1`` / ``dh1`` drop dice and are stored as the equivalent keep.
* ``d66`` is two six-sided dice read as tens and units (11…66), not a 66-sided die.
* ``d%`` is ``d100``; ``−`` (U+2212), ``–`` and ``×`` are read as ``-``, ``-`` and ``*``.

Hostile input is refused before any work: the text's length, bracket depth and term
count are checked with a linear scan before parsing; every number is checked by its
digit count before it is converted; the dice count and sides are checked while parsing,
before anything is rolled; an exact distribution first estimates its cost.

Rolling is fast because an expression is compiled once (and cached by its text) into
a list of dice sides plus an evaluator over the faces; ``roll("2d6+10", rng)`` runs at
well over 500 000 rolls per second.  The faces of a roll are the physical dice in
order of appearance (a ``d66`` is two d6 faces), which is also what a player types in
when rolling real dice (:meth:`CompiledDice.evaluate`).
"""

from __future__ import annotations

from itertools import accumulate

from pnpkit.rules import dice_scan
from pnpkit.rules.dice_error import DiceError  # defined apart: a session names it without the dice
from pnpkit.rules.dice_roll import DiceRoll  # apart: Amber makes rolls without the engine
from pnpkit.value_class import value_class

# Only what rolling needs is imported here (`pnpkit dice` starts in a few milliseconds):
# fractions (with decimal), the message helpers (with typing) and random load on use.
TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:
    import random
    from collections.abc import Callable, Sequence
    from fractions import Fraction

    Evaluator = Callable[[Sequence[int]], int]

# Limits: generous for any table game, far below anything that could hurt.
MAX_LENGTH = 256          # characters of notation
MAX_SCAN = 20_000         # beyond this we do not even scan the text
MAX_DEPTH = 10            # nested brackets
MAX_TERMS = 50            # numbers and dice groups in one expression
MAX_DICE = 1_000          # physical dice rolled by one expression
MAX_SIDES = 10_000        # faces of one die
MAX_DIGITS = 9            # any number: at most 999 999 999
MAX_EXACT_WORK = 1_000_000  # elementary steps allowed for an exact distribution (~0.5 s)
MAX_EXACT_TOTALS = 10_000   # distinct totals an exact distribution may list (100d100: 9 901)

D66 = 66


# --------------------------------------------------------------------------- errors

def __getattr__(name: str):
    """``MESSAGES``: what a dice error says (pnpkit.rules.dice_error, read at the first error)."""
    if name == "MESSAGES":
        from pnpkit.rules import dice_error

        return dice_error.MESSAGES
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# --------------------------------------------------------------------------- syntax tree


@value_class(frozen=True)
class Const:
    value: int


@value_class(frozen=True)
class Dice:
    """``count`` dice of ``sides`` sides (66 = d66), keeping ``keep`` of them from the
    ``keep_high`` end (``keep`` is None = keep all)."""

    count: int
    sides: int
    keep: int | None = None
    keep_high: bool = True


@value_class(frozen=True)
class Sum:
    """A flat sum of signed terms; never directly contains another Sum."""

    terms: tuple[tuple[int, Node], ...]


@value_class(frozen=True)
class Product:
    """A flat product; never directly contains another Product."""

    factors: tuple[Node, ...]


Node = Const | Dice | Sum | Product


# --------------------------------------------------------------------------- parsing

_NORMALISE = str.maketrans({"−": "-", "–": "-", "×": "*", "К": "к", "D": "d", "K": "k",
                            "H": "h", "L": "l"})
_DEPTH_STEP = {"(": 1, ")": -1}


def _int(digits: str, code: str, col: int) -> int:
    if len(digits) > MAX_DIGITS:
        # Do not even convert: a 10^11-dice request is refused by its length.
        shown = digits if len(digits) <= 30 else digits[:20] + "…"
        raise DiceError(code, n=shown, limit=_LIMIT_FOR[code], col=col)
    return int(digits)


_LIMIT_FOR = {"too_many_dice": MAX_DICE, "too_many_sides": MAX_SIDES, "number_too_big": 0}


def _prescan(text: str) -> None:
    """Refuse oversize input with one cheap linear pass, before any parsing."""
    if len(text) > MAX_SCAN:
        raise DiceError("too_long", n=len(text), limit=MAX_LENGTH)
    depth = max(accumulate(_DEPTH_STEP.get(ch, 0) for ch in text), default=0)
    if depth > MAX_DEPTH:
        raise DiceError("too_deep", n=depth, limit=MAX_DEPTH)
    operators = sum(text.count(op) for op in "+-*−–×")
    if operators + 1 > MAX_TERMS:
        raise DiceError("too_many_terms", n=operators + 1, limit=MAX_TERMS)
    if len(text) > MAX_LENGTH:
        raise DiceError("too_long", n=len(text), limit=MAX_LENGTH)


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text.translate(_NORMALISE).lower()
        self.pos = 0
        self.dice = 0
        self.terms = 0

    def _peek(self) -> str:
        """The next character past any spaces (which it steps over); "" at the end."""
        self.pos = dice_scan.skip_space(self.text, self.pos)
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def _fail(self) -> DiceError:
        if self.pos >= len(self.text):
            return DiceError("unexpected_end", col=len(self.text))
        return DiceError("unexpected", token=self.text[self.pos], col=self.pos + 1)

    def parse(self) -> Node:
        if not self.text.strip():
            raise DiceError("empty")
        node = self._expr()
        if self._peek() == ")":
            raise DiceError("unbalanced", col=self.pos + 1)
        if self._peek():
            raise self._fail()
        return node

    def _expr(self) -> Node:
        terms: list[tuple[int, Node]] = []
        op = self._peek()  # a sign before the first term is optional
        while True:
            sign = -1 if op == "-" else 1
            if op in ("+", "-"):
                self.pos += 1
            node = self._product()  # a bracketed Sum is flattened into this one
            terms.extend([(sign * s, t) for s, t in node.terms] if isinstance(node, Sum) else [(sign, node)])
            op = self._peek()
            if op not in ("+", "-"):
                break
        if len(terms) == 1 and terms[0][0] == 1:
            return terms[0][1]
        return Sum(tuple(terms))

    def _product(self) -> Node:
        factors: list[Node] = []
        while True:
            atom = self._atom()
            factors.extend(atom.factors if isinstance(atom, Product) else (atom,))
            if self._peek() != "*":
                break
            self.pos += 1
        return factors[0] if len(factors) == 1 else Product(tuple(factors))

    def _atom(self) -> Node:
        ch = self._peek()
        if ch == "(":
            open_col = self.pos + 1
            self.pos += 1
            node = self._expr()
            if self._peek() != ")":
                if not self._peek():
                    raise DiceError("unbalanced", col=open_col)
                raise self._fail()
            self.pos += 1
            return node
        self.terms += 1
        if self.terms > MAX_TERMS:
            raise DiceError("too_many_terms", n=self.terms, limit=MAX_TERMS)
        match = dice_scan.dice(self.text, self.pos)
        if match:
            return self._dice(*match)
        bare = dice_scan.bare_die(self.text, self.pos)  # sides missing or not a number: 2d, 4dF
        if bare:
            raise DiceError("no_sides", letter=bare[0], col=bare[1] + 1)
        number = dice_scan.number(self.text, self.pos)
        if number:
            self.pos = number[1]
            return Const(_int(number[0], "number_too_big", self.pos))
        raise self._fail()

    def _dice(self, groups: tuple, end: int) -> Dice:
        col = self.pos + 1
        count_text, _, sides_text, mode, keep_text = groups
        count = _int(count_text, "too_many_dice", col) if count_text else 1
        if count > MAX_DICE:
            raise DiceError("too_many_dice", n=count, limit=MAX_DICE)
        sides = 100 if sides_text == "%" else _int(sides_text, "too_many_sides", col)
        if sides > MAX_SIDES:
            raise DiceError("too_many_sides", n=sides, limit=MAX_SIDES)
        if sides_text != "66" and len(sides_text) > 2 and set(sides_text) == {"6"}:
            # d66 reads two d6 as tens and units; d666 would be read the other way (one
            # 666-sided die): refused, with the reading that goes with d66
            raise DiceError("d666", sides=sides_text)
        if sides < 1:
            raise DiceError("zero_sides")
        if count < 1:
            raise DiceError("zero_dice")
        self.dice += count * (2 if sides == D66 else 1)
        if self.dice > MAX_DICE:
            raise DiceError("too_many_dice", n=self.dice, limit=MAX_DICE)
        keep: int | None = None
        keep_high = True
        if mode:
            n = _int(keep_text, "number_too_big", col)
            if mode in ("dh", "dl"):
                keep, keep_high = count - n, mode == "dl"
            else:
                keep, keep_high = n, mode != "kl"
            if not 1 <= keep <= count:
                raise DiceError("bad_keep", keep=keep, count=count)
            if keep == count:
                keep, keep_high = None, True
        self.pos = end
        return Dice(count, sides, keep, keep_high)


def parse_dice(text: str) -> Node:
    """Parse dice notation into a normalised syntax tree; raises DiceError."""
    if not isinstance(text, str):
        raise DiceError("empty")
    _prescan(text)
    return _Parser(text).parse()


def format_dice(node: Node, letter: str = "d") -> str:
    """Canonical text of a tree; ``parse_dice(format_dice(t)) == t``.  ``letter="к"``
    writes Russian notation."""
    def dice_text(node: Dice) -> str:
        text = f"{node.count}{letter}{node.sides}"
        if node.keep is not None:
            text += f"{'kh' if node.keep_high else 'kl'}{node.keep}"
        return text

    return _write(node, dice_text)


def _write(node: Node, dice_text: Callable[[Dice], str]) -> str:
    """The text of a tree, each dice group written by ``dice_text`` (in order)."""
    if isinstance(node, Const):
        return str(node.value)
    if isinstance(node, Dice):
        return dice_text(node)
    if isinstance(node, Product):
        return "*".join(f"({_write(f, dice_text)})" if isinstance(f, Sum) else _write(f, dice_text)
                        for f in node.factors)
    return "".join(("-" if sign < 0 else "+" if index else "") + _write(term, dice_text)
                   for index, (sign, term) in enumerate(node.terms))


def _signed(node: Sum | Product) -> Sequence[tuple[int, Node]]:
    """A Sum's terms with their signs; a Product's factors, each with the sign +1."""
    return node.terms if isinstance(node, Sum) else [(1, f) for f in node.factors]


# --------------------------------------------------------------------------- compiled form


def _physical_sides(node: Node) -> list[int]:
    if isinstance(node, Const):
        return []
    if isinstance(node, Dice):
        per_die = [6, 6] if node.sides == D66 else [node.sides]
        return per_die * node.count
    return [s for _, child in _signed(node) for s in _physical_sides(child)]


def _build_evaluator(node: Node, start: int) -> tuple[Evaluator, int]:
    """An evaluator reading faces[start:…]; returns it and the index after its dice."""
    if isinstance(node, Const):
        value = node.value
        return (lambda faces: value), start
    if isinstance(node, Dice):
        d66 = node.sides == D66
        end = start + node.count * (2 if d66 else 1)

        def values(faces: Sequence[int]) -> list[int]:
            return _die_values(faces[start:end], d66)
        if node.keep is None:
            return (lambda faces: sum(values(faces))), end
        keep, high = node.keep, node.keep_high
        return (lambda faces: sum(sorted(values(faces), reverse=high)[:keep])), end
    signed = []
    for sign, child in _signed(node):
        part, start = _build_evaluator(child, start)
        signed.append((sign, part))
    if isinstance(node, Product):
        from math import prod  # a product only: a command that rolls nothing loads no math

        return (lambda faces: prod(p(faces) for _, p in signed)), start
    return (lambda faces: sum(s * p(faces) for s, p in signed)), start


def _die_values(chunk: Sequence[int], d66: bool) -> list[int]:
    """A dice group's values from its faces: a d66 reads two faces as tens and units."""
    if d66:
        return [10 * chunk[i] + chunk[i + 1] for i in range(0, len(chunk), 2)]
    return list(chunk)


def _plain_sum(node: Node) -> tuple[int, int] | None:
    """(count, const) when the node is ``NdS + K`` with ordinary dice, else None."""
    if isinstance(node, Dice) and node.keep is None and node.sides != D66:
        return node.count, 0
    if isinstance(node, Sum):
        dice = [t for s, t in node.terms if isinstance(t, Dice)]
        consts = [s * t.value for s, t in node.terms if isinstance(t, Const)]
        if (len(dice) == 1 and len(dice) + len(consts) == len(node.terms)
                and dice[0].keep is None and dice[0].sides != D66
                and all(s == 1 for s, t in node.terms if isinstance(t, Dice))):
            return dice[0].count, sum(consts)
    return None


class CompiledDice:
    """A parsed, checked expression ready to roll, evaluate entered faces, or analyse."""

    __slots__ = ("node", "text", "sides", "_evaluate", "roll", "_distribution")

    def __init__(self, node: Node) -> None:
        self.node = node
        self.text = format_dice(node)
        self.sides: tuple[int, ...] = tuple(_physical_sides(node))
        self._evaluate = _build_evaluator(node, 0)[0]
        self._distribution: tuple[dict[int, int], int] | None = None
        self.roll: Callable[[random.Random], DiceRoll] = self._make_roller()

    def _make_roller(self) -> Callable[[random.Random], DiceRoll]:
        text, sides, evaluate = self.text, self.sides, self._evaluate
        plain = _plain_sum(self.node)
        # Each die inlines the algorithm of Random._randbelow (draw n.bit_length() bits,
        # reject values >= n), so the faces are exactly what randint(1, n) would give
        # from the same generator, without its argument checks and call layers.
        if plain is not None and plain[0] <= 2:
            s0 = sides[0]
            bits = s0.bit_length()
            const = plain[1] + plain[0]
            new = tuple.__new__

            def roll_one(rng: random.Random) -> DiceRoll:
                draw = rng.getrandbits
                a = draw(bits)
                while a >= s0:
                    a = draw(bits)
                return new(DiceRoll, (text, (a + 1,), a + const))

            def roll_two(rng: random.Random) -> DiceRoll:
                draw = rng.getrandbits
                a = draw(bits)
                while a >= s0:
                    a = draw(bits)
                b = draw(bits)
                while b >= s0:
                    b = draw(bits)
                return new(DiceRoll, (text, (a + 1, b + 1), a + b + const))
            return roll_one if plain[0] == 1 else roll_two
        pairs = tuple((s, s.bit_length()) for s in sides)

        def roll_any(rng: random.Random) -> DiceRoll:
            draw = rng.getrandbits
            faces = []
            for s, bits in pairs:
                f = draw(bits)
                while f >= s:
                    f = draw(bits)
                faces.append(f + 1)
            rolled = tuple(faces)
            return DiceRoll(text, rolled, evaluate(rolled))
        return roll_any

    def evaluate(self, faces: Sequence[int]) -> DiceRoll:
        """The roll these faces give (physical dice typed in by a player)."""
        faces = tuple(faces)
        if len(faces) != len(self.sides):
            raise DiceError("faces_count", expr=self.text, need=len(self.sides), got=len(faces))
        for index, (face, sides) in enumerate(zip(faces, self.sides, strict=True), start=1):
            if not isinstance(face, int) or not 1 <= face <= sides:
                raise DiceError("face_range", index=index, face=face, sides=sides)
        return DiceRoll(self.text, faces, self._evaluate(faces))

    def counts(self) -> tuple[dict[int, int], int]:
        """Exact outcome counts and their total (the number of equally likely rolls)."""
        if self._distribution is None:
            totals = _totals(self.node)
            if totals > MAX_EXACT_TOTALS:
                raise DiceError("exact_too_large", n=totals, limit=MAX_EXACT_TOTALS)
            cost = _exact_cost(self.node)
            if cost > MAX_EXACT_WORK:
                raise DiceError("exact_too_costly", n=cost, limit=MAX_EXACT_WORK)
            counts, total = _exact(self.node)
            self._distribution = (dict(sorted(counts.items())), total)
        return self._distribution

    def distribution(self) -> dict[int, Fraction]:
        from fractions import Fraction

        counts, total = self.counts()
        return {value: Fraction(n, total) for value, n in counts.items()}

    def mean(self) -> Fraction:
        return sum(v * p for v, p in self.distribution().items())

    def bounds(self) -> tuple[int, int]:
        return _bounds(self.node)


_CACHE: dict[str, CompiledDice] = {}
_CACHE_SIZE = 1024


def compile_dice(expr: str | Node | CompiledDice) -> CompiledDice:
    """Parse (once: compiled expressions are cached by their text) and compile."""
    if isinstance(expr, CompiledDice):
        return expr
    if not isinstance(expr, str):
        return CompiledDice(expr)
    compiled = _CACHE.get(expr)
    if compiled is None:
        compiled = CompiledDice(parse_dice(expr))
        if len(_CACHE) >= _CACHE_SIZE:
            _CACHE.clear()
        _CACHE[expr] = compiled
    return compiled


def roll(expr: str | CompiledDice, rng: random.Random) -> DiceRoll:
    """Roll an expression with the given generator; raises DiceError for bad notation."""
    try:
        return _CACHE[expr].roll(rng)
    except (KeyError, TypeError):
        return compile_dice(expr).roll(rng)


def distribution(expr: str | Node | CompiledDice) -> dict[int, Fraction]:
    """Exact probability of every total, ordered by total; raises DiceError if too costly."""
    return compile_dice(expr).distribution()


# --------------------------------------------------------------------------- exact maths


def _single_die(sides: int) -> dict[int, int]:
    if sides == D66:
        return {10 * a + b: 1 for a in range(1, 7) for b in range(1, 7)}
    return dict.fromkeys(range(1, sides + 1), 1)


def _bounds(node: Node) -> tuple[int, int]:
    if isinstance(node, Const):
        return node.value, node.value
    if isinstance(node, Dice):
        low, high = (11, 66) if node.sides == D66 else (1, node.sides)
        n = node.count if node.keep is None else node.keep
        return n * low, n * high
    if isinstance(node, Product):
        low, high = 1, 1
        for factor in node.factors:
            a, b = _bounds(factor)
            corners = (low * a, low * b, high * a, high * b)
            low, high = min(corners), max(corners)
        return low, high
    low = high = 0
    for sign, term in node.terms:
        a, b = _bounds(term)
        if sign > 0:
            low, high = low + a, high + b
        else:
            low, high = low - b, high - a
    return low, high


def _support(node: Node) -> int:
    low, high = _bounds(node)
    return high - low + 1


def _totals(node: Node) -> int:
    """An upper bound on the distinct totals: the span, and for a combination at most
    one total per pair of its parts' totals (``2d6*1000`` has 11, not 10 001)."""
    if isinstance(node, Const | Dice):
        return _support(node)
    product = 1
    for _, child in _signed(node):
        product = min(product * _totals(child), 10**12)
    return min(_support(node), product)


def _exact_cost(node: Node) -> int:
    """An upper estimate of the elementary steps _exact will take."""
    if isinstance(node, Const):
        return 1
    if isinstance(node, Dice):
        faces = 36 if node.sides == D66 else node.sides
        n = node.count
        if node.keep is None:
            return n * _support(node) * (faces if node.sides == D66 else 1) + faces
        return faces * n * n * (node.keep * (_bounds(node)[1]) + 1)
    children = [child for _, child in _signed(node)]
    cost = sum(_exact_cost(child) for child in children)
    running = 1
    for child in children:
        # Combining two partial results costs the product of their support sizes.
        size = _support(child)
        cost += running * size
        running = min(running * size, 10**12)
    return cost


def _combine(a: dict[int, int], b: dict[int, int], op: Callable[[int, int], int]
             ) -> dict[int, int]:
    out: dict[int, int] = {}
    for x, nx in a.items():
        for y, ny in b.items():
            key = op(x, y)
            out[key] = out.get(key, 0) + nx * ny
    return out


def _sum_of_uniform(count: int, sides: int) -> dict[int, int]:
    """Counts of the sum of ``count`` dice with faces 1..sides: sliding-window convolution."""
    counts = [1]  # index = sum - (dice so far)
    for _ in range(count):
        width = len(counts) + sides - 1
        nxt = [0] * width
        window = 0
        for i in range(width):
            if i < len(counts):
                window += counts[i]
            if i - sides >= 0:
                window -= counts[i - sides]
            nxt[i] = window
        counts = nxt
    return {count + i: n for i, n in enumerate(counts)}


def _kept_sum(count: int, sides: int, keep: int, high: bool) -> dict[int, int]:
    """Counts of the sum of the ``keep`` highest (or lowest) of ``count`` dice.

    Walks the face values from the kept end: a state is (dice placed so far, sum of the
    kept ones); placing ``c`` more dice on face ``v`` has C(remaining, c) orderings and
    keeps ``min(c, keep - placed)`` of them (the placed dice all rank before these)."""
    from math import comb

    die = _single_die(sides)
    values = sorted(die, reverse=high)
    states: dict[tuple[int, int], int] = {(0, 0): 1}
    for index, v in enumerate(values):
        weight = die[v]
        last = index == len(values) - 1
        nxt: dict[tuple[int, int], int] = {}
        for (placed, total), ways in states.items():
            remaining = count - placed
            choices = (remaining,) if last else range(remaining + 1)
            for c in choices:
                kept = max(0, min(c, keep - placed))
                key = (placed + c, total + kept * v)
                nxt[key] = nxt.get(key, 0) + ways * comb(remaining, c) * weight ** c
        states = nxt
    return {total: ways for (placed, total), ways in states.items() if placed == count}


def _exact(node: Node) -> tuple[dict[int, int], int]:
    if isinstance(node, Const):
        return {node.value: 1}, 1
    if isinstance(node, Dice):
        faces = 36 if node.sides == D66 else node.sides
        total = faces ** node.count
        if node.keep is not None:
            return _kept_sum(node.count, node.sides, node.keep, node.keep_high), total
        if node.sides == D66:
            counts = {0: 1}
            for _ in range(node.count):
                counts = _combine(counts, _single_die(D66), int.__add__)
            return counts, total
        return _sum_of_uniform(node.count, node.sides), total
    product = isinstance(node, Product)
    op = int.__mul__ if product else int.__add__
    counts, total = {int(product): 1}, 1  # the empty product is 1, the empty sum 0
    for sign, child in _signed(node):
        c, t = _exact(child)
        if sign < 0:
            c = {-v: n for v, n in c.items()}
        counts, total = _combine(counts, c, op), total * t
    return counts, total


# --------------------------------------------------------------------------- showing a roll


def breakdown(expr: str | Node | CompiledDice, faces: Sequence[int]) -> str:
    """The roll written out die by die, dropped dice in parentheses:
    ``4d6kh3[6,5,3,(1)]+2``."""
    faces = tuple(faces)
    cursor = 0

    def dice_text(node: Dice) -> str:  # the groups are written in the order of their faces
        nonlocal cursor
        width = node.count * (2 if node.sides == D66 else 1)
        values = _die_values(faces[cursor:cursor + width], node.sides == D66)
        cursor += width
        dropped: set[int] = set()
        if node.keep is not None:
            order = sorted(range(len(values)), key=lambda i: values[i], reverse=node.keep_high)
            dropped = set(order[node.keep:])
        shown = [f"({v})" if i in dropped else str(v) for i, v in enumerate(values)]
        return f"{format_dice(node)}[{','.join(shown)}]"

    return _write(compile_dice(expr).node, dice_text)
