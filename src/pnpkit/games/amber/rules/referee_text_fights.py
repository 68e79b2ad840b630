"""What the Amber referee says of fights: a battle announced with its odds, the
outcome of a battle or a duel, the crown battle round by round, a loss paid by the
compensation plan, an ability's roll."""

from __future__ import annotations

from pnpkit.games.amber.rules.referee_text_say import _Say, percent, points
from pnpkit.games.amber.rules.referee_words import THING_NAMES
from pnpkit.rules.numbers import percent as _percent

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot status does not import typing
    from collections.abc import Mapping, Sequence
    from typing import Any

    from pnpkit.games.amber.rules.referee_text_say import AmberReferee
    from pnpkit.rules.session import Event


def _plan_lines(say: _Say, plan: Sequence[Sequence[Any]]) -> list[str]:
    """One line a step: what was paid, and what for when it stands in for another thing."""
    paid = [points({stat: amount}, say.locale, sign=False) for stat, amount, _instead in plan]
    return [say.m("plan_step", k=k, paid=paid[k - 1]) if stat == instead else
            say.m("plan_step_instead_thalers", k=k, paid=paid[k - 1]) if instead == "thalers" else  # not «тал.»
            say.m("plan_step_instead", k=k, paid=paid[k - 1], owed=_owed(say, instead))
            for k, (stat, _amount, instead) in enumerate(plan, start=1)]


def _owed(say: _Say, instead: str) -> str:
    """What a step stands in for: a stat as it is written («вместо ПМ», it read «вместо
    «ПМ»»); a kind of thing quoted in Russian, where «вместо» would want its genitive."""
    thing = THING_NAMES[say.locale].get(instead)
    if thing is None:
        return say.stat(instead)
    return f"«{thing}»" if say.ru else thing


def _fight_lines(say: _Say, d: Mapping[str, Any]) -> list[str]:
    if d.get("kind") == "unknown":
        return [say.m("fight_unknown")]
    stat = say.stat(d.get("stat", "strength"))
    if d["kind"] == "battle":
        foe = say.name(d["card"]) if d.get("card") else say.m("fight_opponent")
        head = say.m("fight_battle", stat=stat, foe=foe)
    elif d["kind"] == "duel":
        head = say.m("fight_duel", stat=stat, target=d["target"])
    else:
        head = say.m("fight_guard", guard=d["guard"])
    mine = " + ".join(say.part(str(label), int(v)) for label, v in d.get("parts", [])) or str(d["you"])
    theirs = " + ".join(say.part(str(label), int(v)) for label, v in d.get("enemy_parts", [])) or str(d["enemy"])
    dice = d.get("you_dice", "1d6").replace("d", "к") if say.ru else d.get("you_dice", "1d6")
    lines = [head]
    if d.get("champion"):
        lines.append(say.m("fight_champion", champion=say.name(d["champion"])))
    lines += [
        say.m("fight_you", you=d["you"], mine=mine, dice=dice),
        *[say.m("fight_not_counted", item=say.name(item), need=need)
          for item, need in d.get("unusable", [])],
        say.m("fight_enemy", enemy=d["enemy"], theirs=theirs),
        say.m("fight_odds", **{key: _chance(say, d[key], d["exact"][key]) for key in ("win", "draw", "loss")}),
        *_cancel_lines(say, d),
        say.m("fight_roll_it"),
    ]
    return lines


def _cancel_lines(say: _Say, d: Mapping[str, Any]) -> list[str]:
    """«поражение можно отменить (Гладиатор, нужно 4): оно останется — 25 %, отменится — 5 %»."""
    after = d.get("with_cancel")
    if not after or not (after["loss"] or after["cancelled"]):  # a fight that cannot be lost: nothing to cancel
        return []
    sources = "; ".join(
        say.m("fight_cancel_source", source=say.name(source),
              need=_ability_need(say, faces) if faces else say.m("fight_cancel_always"))
        for source, faces in d.get("cancel", []))
    return [say.m("fight_cancel", sources=sources, loss=_chance(say, after["loss"], after["exact"]["loss"]),
                  cancelled=_chance(say, after["cancelled"], after["exact"]["cancelled"]))]


def _chance(say: _Say, share: float, exact: str) -> str:
    """«27,8 % (5/18)»; a sure or impossible outcome is «100 %» or «0 %» alone (it read
    «победа 0,0 % (0)», the «(0)» a table had to puzzle out)."""
    if exact in ("0", "1"):
        return _percent(share, say.locale, 0)
    return f"{percent(share, say.locale)} ({exact})"


def _crown_lines(say: _Say, d: Mapping[str, Any]) -> list[str]:
    """The battle for the crown as 000 tells it: each round's sums and who lost what,
    then the winner."""
    lines = [say.m("crown_battle")]
    lines += [say.m("crown_edge", prince=say.name(prince), player=name, text=say.facts(prince))
              for name, prince in d.get("edges") or ()]  # why «+1», why a draw costs one side nothing
    losses, dice = list(d.get("losses") or ()), list(d.get("dice") or ())
    for n, totals in enumerate(d.get("rounds") or (), start=1):
        lost = losses[n - 1] if n - 1 < len(losses) else {}
        faces = dice[n - 1] if n - 1 < len(dice) else {}
        losers = [f"{name} {points({'life': -v}, say.locale)}" for name, v in lost.items() if v]
        # the verb agrees with the count: «Теряет: Борис −1 ПЖ.» / «Теряют: Анна −1 ПЖ, Борис −1 ПЖ.»
        key = "crown_round_loss" if len(losers) == 1 else "crown_round_losses"
        lines.append(say.m("crown_round", n=n, totals=", ".join(_crown_sum(name, t, faces.get(name)) for name, t in totals.items()),
                           losses=say.m(key, losses=", ".join(losers)) if losers else ""))
    winner = d.get("winner")
    lines.append(say.m("crown_battle_won", winner=winner) if winner else say.m("crown_battle_none"))
    return lines


def rolls_told(events: Sequence[Event]) -> frozenset[str]:
    """The rolls a sentence tells with their dice: a crown battle's (each round's line
    gives every fighter's 2d6), so no roll line before it repeats them (34 lines)."""
    return frozenset(f"crown:{name}" for e in events if e.kind == "crown_battle" and e.data.get("dice")
                     for r in e.data["dice"] for name in r)


def roll_whys(events: Sequence[Event]) -> dict[str, str]:
    """A palace duel's dice by the duel's label: sessions recorded before session 12
    logged them as the crown battle's (``crown:NAME``, «битва за корону»); an action
    whose events hold a palace duel and no crown battle tells them as ``palace:NAME``."""
    duels = [e for e in events if e.kind == "palace_duel"]
    if not duels or any(e.kind == "crown_battle" for e in events):
        return {}
    return {f"crown:{name}": f"palace:{name}" for e in duels
            for name in (e.data.get("player"), e.data.get("rival")) if name}


def _crown_sum(name: str, total: int, faces: Sequence[int] | None) -> str:
    """A fighter's sum in a round with the dice that made it («Аня 2d6[3,4] = 7», a crown
    bonus «2d6[3,4]+1 = 8»): the round's line is the only place the table reads them."""
    if not faces:
        return f"{name} {total}"
    bonus = total - sum(faces)
    return f"{name} 2d6[{','.join(map(str, faces))}]{f'+{bonus}' if bonus else ''} = {total}"


def _lost_lines(say: _Say, k: str, d: Mapping[str, Any]) -> list[str]:
    who = d.get("player", "")
    owed = d.get("points") or ({"thalers": d["owed"]} if "owed" in d else {})
    head = say.m("lost", player=who, owed=points(owed, say.locale, sign=False)) \
        if k == "lost" else say.m("short_of_thalers", player=who, owed=say.count("thalers_short", d["owed"]))
    plan = d.get("plan", [])
    if k == "lost" and plan and all(stat == instead for stat, _amount, instead in plan):
        return [head.rstrip(":") + "."]
    if k == "lost" and plan:  # «теряет 2 ПМ:» above «вместо ПМ — 1 ПУ»: 2 ПМ were owed, not lost
        head = say.m("lost_short", player=who, owed=points(owed, say.locale, sign=False))
    return [head, *(_plan_lines(say, plan) or [say.m("lost_nothing_left")])]


def _battle_line(say: _Say, d: Mapping[str, Any]) -> str:
    outcome = {"win": say.m("battle_win"), "draw": say.m("battle_draw"), "lose": say.m("battle_loss")}
    return say.m("battle", you=d["you"], you_roll=d["you_roll"], you_total=d["you"] + d["you_roll"],
                 enemy=d["enemy"], enemy_roll=d["enemy_roll"], enemy_total=d["enemy"] + d["enemy_roll"],
                 outcome=outcome[d["outcome"]])


def _duel_line(say: _Say, d: Mapping[str, Any]) -> str:
    who = d.get("player", "")
    outcome = {"win": say.m("duel_player_wins", player=who), "lose": say.m("duel_target_wins", target=d["target"]),
               "draw": say.m("duel_draw")}[d["outcome"]]
    line = say.m("duel", player=who, target=d["target"], you=d["you"], them=d["them"], outcome=outcome)
    if d["outcome"] in ("win", "lose"):  # the loser gives the winner 1 LIFE: said, not silent
        winner, loser = (who, d["target"]) if d["outcome"] == "win" else (d["target"], who)
        line += " " + say.m("duel_life", winner=winner, loser=loser, life=points({"life": 1}, say.locale, sign=False))
    return line


def _ability_need(say: _Say, faces: Sequence[int]) -> str:
    """What an ability's roll needs: «ровно 4», «6», «1–2», «2, 3 или 6»."""
    faces = sorted(int(f) for f in faces)
    if not faces:
        return "—"
    if len(faces) > 1 and faces == list(range(faces[0], faces[-1] + 1)):
        return f"{faces[0]}–{faces[-1]}"
    if len(faces) == 1:  # «нужно 4, выпало 5 — не помогло» reads as a contradiction: only a 4 will do
        return say.m("ability_need_exact", face=faces[0]) if 1 < faces[0] < 6 else str(faces[0])
    return say.m("ability_need_or", faces=", ".join(map(str, faces[:-1])), last=faces[-1])


def _ability_roll_line(say: _Say, d: Mapping[str, Any]) -> str:
    """«Гладиатор (Вика), после проигранного боя: нужно 4, выпало 3 — не помогло.»"""
    return say.m("ability_roll", source=say.name(d.get("source", "")), player=d.get("player", ""),
                 moment=say.moment(d.get("moment", "")),
                 need=_ability_need(say, d.get("need", ())), roll=d.get("roll", ""),
                 outcome=say.m("ability_roll_ok" if d.get("success") else "ability_roll_failed"))


def fight_lines(referee: AmberReferee, fight: Mapping[str, Any], locale: str) -> list[str]:
    """A battle announced (``fight_ready``'s data): who meets whom, the values, the odds."""
    return _fight_lines(_Say(referee, locale), fight)
