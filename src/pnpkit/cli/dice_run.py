"""The output of `pnpkit dice` as text (no Typer here: the fast path calls it too)."""

from __future__ import annotations

from pnpkit.cli.plain import CommandError, json_text
from pnpkit.rules.numbers import percent, plural


def _percent(value: float, locale: str) -> str:
    if 0 < value < 0.00005:  # a possible total never reads as 0 %
        return "<" + percent(0.0001, locale, 2)
    return percent(value, locale, 2)


#: the longest bar of an exact table; a bar is half a percent a character until it would
#: pass this (1d1 is one row of 100 %), then the table is scaled down to fit
MAX_BAR = 60
OUTCOMES = {"ru": ("{n} исход", "{n} исхода", "{n} исходов"), "en": ("{n} outcome", "{n} outcomes")}

MAX_EXPRESSIONS = 64  # one call rolls a table's worth of dice, not a simulation
_OPERATORS = frozenset("+-*×−–")
_BARE_DIE = frozenset("dDкК")  # «d» alone is dice without its sides, not a label

WORDS = {
    "ru": {"label_first": "«{word}»: сначала выражение, потом подпись (например: 2d6+3 атака)",
           "too_many": "не больше {n} выражений за один вызов"},
    "en": {"label_first": "'{word}': the expression comes first, then its label (e.g. 2d6+3 attack)",
           "too_many": "at most {n} expressions in one call"},
}


def _word(key: str, locale: str, **values) -> str:
    return WORDS["en" if locale == "en" else "ru"][key].format(**values)


def split_expressions(words, locale: str = "ru") -> list[tuple[str, str]]:
    """``2d6+3 атака d20 спасбросок`` → [("2d6+3", "атака"), ("d20", "спасбросок")]: a word
    that reads as dice notation starts an expression, the words after it are its label."""
    from pnpkit.rules.dice import DiceError, compile_dice

    if isinstance(words, str):
        words = [words]
    groups: list[tuple[str, list[str]]] = []
    first_error: DiceError | None = None
    for word in words:
        continues = word.lstrip()[:1] in _OPERATORS and not any(ch in word for ch in "dDкК%")
        if groups and not groups[-1][1] and (continues or groups[-1][0].rstrip()[-1:] in _OPERATORS):
            # «2d6 + 3» typed with spaces: one expression, never 2d6 labelled «+ 3» (a
            # word with dice of its own, «-1d6», is an expression of its own, as before)
            joined = f"{groups[-1][0]} {word}"
            try:
                compile_dice(joined)
            except DiceError as exc:
                if joined.rstrip()[-1:] not in _OPERATORS:
                    raise CommandError(exc.text(locale)) from None
            groups[-1] = (joined, [])
            continue
        if groups and not any(ch in word for ch in "dDкК%"):  # «d20 спасбросок 15»: 15 is a word
            groups[-1][1].append(word)
            continue
        try:
            compile_dice(word)
        except DiceError as exc:
            if exc.code == "unexpected_end" and word.rstrip()[-1:] in _OPERATORS:
                groups.append((word, []))  # «2d6+ 3»: the rest follows in the next word
                continue
            if not groups:
                first_error = exc
                break
            groups[-1][1].append(word)
            continue
        groups.append((word, []))
        if len(groups) > MAX_EXPRESSIONS:
            raise CommandError(_word("too_many", locale, n=MAX_EXPRESSIONS))
    if first_error is not None:
        word = words[0]
        if not word.strip() or word.strip() in _BARE_DIE or any(ch.isdigit() or ch in "+-*()%" for ch in word):
            raise CommandError(first_error.text(locale))  # meant as dice: say what is wrong with it
        raise CommandError(_word("label_first", locale, word=word))
    return [(expr, " ".join(label)) for expr, label in groups]


def dice_output(expr, seed: int | None = None, exact: bool = False, as_json: bool = False,
                locale: str | None = None) -> str:
    """Everything `pnpkit dice` prints on stdout for one or several expressions, each
    with an optional label; raises CommandError on bad notation.  ``locale`` None: the
    user's language if it is one of ours, else Russian (pnpkit.cli.language)."""
    import random

    from pnpkit.cli.language import command_language
    from pnpkit.rules.dice import DiceError, breakdown, compile_dice

    locale = command_language(locale, tuple(WORDS))
    if locale not in WORDS:  # as odds and moves say it: never a silent fall-back to Russian
        raise CommandError(f"--locale must be ru or en (got '{locale}')")
    groups = split_expressions(expr, locale)
    rng = random.Random(seed)  # one generator for the whole call: same seed, same rolls
    texts: list[str] = []
    objects: list[dict] = []
    for text, label in groups:
        try:
            compiled = compile_dice(text)
            if exact:
                counts, outcomes = compiled.counts()
                mean = compiled.mean()
        except DiceError as exc:
            raise CommandError(exc.text(locale)) from None
        if exact and as_json:
            objects.append(_exact_json(compiled.text, list(counts.items()), outcomes, mean))
        elif exact:
            texts.append((f"{label}: " if label else "")
                         + _exact_text(compiled.text, list(counts.items()), outcomes, mean, locale))
        else:
            result = compiled.roll(rng)
            objects.append({"expr": result.expr, "rolls": list(result.faces), "total": result.total})
            texts.append(f"{breakdown(compiled, result.faces)} = {result.total}"
                         + (f" — {label}" if label else "") + "\n")
        if label and as_json:
            objects[-1]["label"] = label
    if as_json:
        return json_text(objects[0] if len(objects) == 1 else {"rolls": objects})
    return ("\n" if exact else "").join(texts)


def _exact_json(text: str, rows: list[tuple[int, int]], outcomes: int, mean) -> dict:
    from fractions import Fraction

    return {
        "expr": text,
        "outcomes": outcomes,
        "distribution": [
            {"total": v, "probability": str(Fraction(n, outcomes)),
             "percent": round(100 * n / outcomes, 6)} for v, n in rows],
        "mean": str(mean),
        "mean_value": float(mean),
    }


def _exact_text(text: str, rows: list[tuple[int, int]], outcomes: int, mean, locale: str) -> str:
    from fractions import Fraction  # the fast path imports it only for an exact table

    en = locale == "en"
    width = max(len(str(v)) for v, _ in rows)
    fractions = [str(Fraction(n, outcomes)) for _, n in rows]
    if max(len(f) for f in fractions) > 24:
        fractions = [""] * len(rows)  # too long to read; --json has them all
    fwidth = max(len(f) for f in fractions)
    title = "exact distribution of" if en else "точное распределение"
    counted = plural(outcomes, OUTCOMES["en" if en else "ru"], "en" if en else "ru")
    if outcomes >= 10 ** 15:  # 100d100 has a 201-digit count: its order of magnitude reads better
        counted = counted.replace(str(outcomes), _magnitude(outcomes, "en" if en else "ru"))
    lines = [f"{title} {text} ({counted}):"]
    per_share = min(200, MAX_BAR * outcomes / max(n for _, n in rows))
    for (value, n), frac in zip(rows, fractions, strict=True):
        share = n / outcomes
        bar = "#" * round(share * per_share)
        cells = [f"{value:>{width}}", f"{frac:>{fwidth}}" if fwidth else "",
                 f"{_percent(share, locale):>9}", bar]
        lines.append("  " + "  ".join(c for c in cells if c))
    mean_text = f"{float(mean):.4f}".rstrip("0").rstrip(".")
    if mean.denominator != 1:
        mean_text = f"{mean} ≈ {mean_text.replace('.', ',') if not en else mean_text}"
    lines.append(f"{'mean' if en else 'среднее'}: {mean_text}")
    return "\n".join(lines) + "\n"


def _magnitude(n: int, locale: str) -> str:
    """A huge whole number as ≈m·10^e, three significant digits (≈2,54·10^20 in Russian)."""
    exponent = len(str(n)) - 1
    mantissa = f"{n / 10 ** exponent:.3g}" if exponent < 300 else str(n)[0]
    if locale == "ru":
        mantissa = mantissa.replace(".", ",")
    return f"≈{mantissa}·10^{exponent}"
