"""`pnpkit dice EXPR`: roll dice notation, or show its exact distribution."""

from __future__ import annotations

from typing import Annotated

import typer

LocaleOption = Annotated[str, typer.Option("--locale", help="Language of the output: ru or en.")]


def _percent(value: float, locale: str) -> str:
    if 0 < value < 0.00005:
        return "<0,01 %" if locale == "ru" else "<0.01%"
    text = f"{value * 100:.2f}"
    return text.replace(".", ",") + " %" if locale == "ru" else text + "%"


def dice(
    expr: Annotated[str, typer.Argument(help="Dice notation: 2d6+3, 4d6kh3, d66, 2к6+3.")],
    seed: Annotated[int | None, typer.Option(help="Seed for a reproducible roll.")] = None,
    exact: Annotated[bool, typer.Option("--exact",
                                        help="Print the exact distribution and mean.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    locale: LocaleOption = "ru",
) -> None:
    """Roll dice (or, with --exact, print every total's exact probability)."""
    import random

    from pnpkit.cli.common import fail, print_json
    from pnpkit.rules.dice import DiceError, breakdown, compile_dice

    en = locale == "en"
    try:
        compiled = compile_dice(expr)
        if exact:
            counts, outcomes = compiled.counts()
            mean = compiled.mean()
    except DiceError as exc:
        fail(exc.text(locale))
    if exact:
        rows = [(value, n) for value, n in counts.items()]
        if as_json:
            from fractions import Fraction

            print_json({
                "expr": compiled.text,
                "outcomes": outcomes,
                "distribution": [
                    {"total": v, "probability": str(Fraction(n, outcomes)),
                     "percent": round(100 * n / outcomes, 6)} for v, n in rows],
                "mean": str(mean),
                "mean_value": float(mean),
            })
            return
        from fractions import Fraction

        width = max(len(str(v)) for v, _ in rows)
        fractions = [str(Fraction(n, outcomes)) for _, n in rows]
        if max(len(f) for f in fractions) > 24:
            fractions = [""] * len(rows)  # too long to read; --json has them all
        fwidth = max(len(f) for f in fractions)
        title = "exact distribution of" if en else "точное распределение"
        typer.echo(f"{title} {compiled.text} ({outcomes} {'outcomes' if en else 'исходов'}):")
        for (value, n), frac in zip(rows, fractions, strict=True):
            share = n / outcomes
            bar = "#" * round(share * 200)
            cells = [f"{value:>{width}}", f"{frac:>{fwidth}}" if fwidth else "",
                     f"{_percent(share, locale):>9}", bar]
            typer.echo("  " + "  ".join(c for c in cells if c))
        mean_text = f"{float(mean):.4f}".rstrip("0").rstrip(".")
        if mean.denominator != 1:
            mean_text = f"{mean} ≈ {mean_text.replace('.', ',') if not en else mean_text}"
        typer.echo(f"{'mean' if en else 'среднее'}: {mean_text}")
        return
    rng = random.Random(seed)
    result = compiled.roll(rng)
    if as_json:
        print_json({"expr": result.expr, "rolls": list(result.faces), "total": result.total})
        return
    shown = breakdown(compiled, result.faces)
    typer.echo(f"{shown} = {result.total}")


def register(app: typer.Typer) -> None:
    app.command("dice")(dice)
