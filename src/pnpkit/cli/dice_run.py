"""The output of `pnpkit dice` as text (no Typer here: the fast path calls it too)."""

from __future__ import annotations

from pnpkit.cli.plain import CommandError, json_text


def _percent(value: float, locale: str) -> str:
    if 0 < value < 0.00005:
        return "<0,01 %" if locale == "ru" else "<0.01%"
    text = f"{value * 100:.2f}"
    return text.replace(".", ",") + " %" if locale == "ru" else text + "%"


def dice_output(expr: str, seed: int | None = None, exact: bool = False, as_json: bool = False,
                locale: str = "ru") -> str:
    """Everything `pnpkit dice` prints on stdout; raises CommandError on bad notation."""
    from pnpkit.rules.dice import DiceError, breakdown, compile_dice

    try:
        compiled = compile_dice(expr)
        if exact:
            counts, outcomes = compiled.counts()
            mean = compiled.mean()
    except DiceError as exc:
        raise CommandError(exc.text(locale)) from None
    if exact:
        return _exact_text(compiled.text, list(counts.items()), outcomes, mean, as_json, locale)
    import random

    result = compiled.roll(random.Random(seed))
    if as_json:
        return json_text({"expr": result.expr, "rolls": list(result.faces), "total": result.total})
    return f"{breakdown(compiled, result.faces)} = {result.total}\n"


def _exact_text(text: str, rows: list[tuple[int, int]], outcomes: int, mean, as_json: bool,
                locale: str) -> str:
    from fractions import Fraction

    if as_json:
        return json_text({
            "expr": text,
            "outcomes": outcomes,
            "distribution": [
                {"total": v, "probability": str(Fraction(n, outcomes)),
                 "percent": round(100 * n / outcomes, 6)} for v, n in rows],
            "mean": str(mean),
            "mean_value": float(mean),
        })
    en = locale == "en"
    width = max(len(str(v)) for v, _ in rows)
    fractions = [str(Fraction(n, outcomes)) for _, n in rows]
    if max(len(f) for f in fractions) > 24:
        fractions = [""] * len(rows)  # too long to read; --json has them all
    fwidth = max(len(f) for f in fractions)
    title = "exact distribution of" if en else "точное распределение"
    lines = [f"{title} {text} ({outcomes} {'outcomes' if en else 'исходов'}):"]
    for (value, n), frac in zip(rows, fractions, strict=True):
        share = n / outcomes
        bar = "#" * round(share * 200)
        cells = [f"{value:>{width}}", f"{frac:>{fwidth}}" if fwidth else "",
                 f"{_percent(share, locale):>9}", bar]
        lines.append("  " + "  ".join(c for c in cells if c))
    mean_text = f"{float(mean):.4f}".rstrip("0").rstrip(".")
    if mean.denominator != 1:
        mean_text = f"{mean} ≈ {mean_text.replace('.', ',') if not en else mean_text}"
    lines.append(f"{'mean' if en else 'среднее'}: {mean_text}")
    return "\n".join(lines) + "\n"
