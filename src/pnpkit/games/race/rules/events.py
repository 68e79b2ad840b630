"""What happened during a turn, as data: the CLI turns each event into a sentence."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    seat: int
    args: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.args:
            if k == key:
                return v
        return default

    def as_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, **dict(self.args)}


# Every kind the engine emits, with the arguments it carries (the text tables and a
# test check that each kind has a sentence in every locale).
EVENT_KINDS: dict[str, tuple[str, ...]] = {
    "turn": ("round",),
    "extra_turn": ("left",),
    "skip_turn": ("left",),
    "waiting": (),
    "overtaken": (),
    "roll": ("face", "value"),
    "standing": ("face", "need"),
    "released": ("face",),
    "gave_roll": ("value", "left"),
    "curse_five": ("lander",),
    "curse_six": ("victim",),
    "move": ("frm", "to", "lane"),
    "finish": (),
    "bounce": ("over", "to"),
    "obstacle": ("cell", "lane"),
    "ignored": ("cell", "left"),
    "obstacle_roll": ("faces", "total"),
    "skip_set": ("turns",),
    "extra_set": ("turns",),
    "stand_set": ("faces",),
    "wait_set": (),
    "lane_enter": ("lane",),
    "lane_exit": ("lane", "cell"),
    "visit": ("counter", "count"),
    "ignore_set": ("count",),
    "rule_on": ("rule",),
    "modifier": ("add", "times", "rolls"),
    "give_set": ("rolls",),
    "roll_off": ("face",),
    "collision": ("other", "mine", "theirs", "loser"),
    "choice": ("target", "purpose"),
    "game_over": ("winners",),
}
