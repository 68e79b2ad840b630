"""What an export is asked for (``ExportRequest``) and the small helpers every target
shares: the faces of a deck as pages, whether a deck shares one back, counted words."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from pnpkit.export.cards import FacePage
from pnpkit.render.faces import CardSet

TGC_DPI = 300

Progress = Callable[[str], None]


@dataclass(frozen=True)
class ExportRequest:
    target: str
    game_id: str
    title: str
    locale: str
    folder: Path  # where the files will live (file:// addresses point there)
    dpi: int = TGC_DPI
    bleed: bool = True
    base_url: str | None = None
    jobs: int = 1  # processes drawing the faces
    proof: bool = False  # a part of the kit (--only, --limit): named apart from the whole

    @property
    def set_name(self) -> str:
        """The name of a set's own files (a TTS saved object): ``<game>`` for the whole
        kit, ``<game>-proof`` for a proof, so both can sit in one Saved Objects folder."""
        return f"{self.game_id}-proof" if self.proof else self.game_id


class NothingToExport(ValueError):
    """The kit has nothing this target takes (a game of sheets has no cards)."""


class ExportNameClash(ValueError):
    """Two files of one export would have the same name (a deck named like another
    deck's sheet, ``main-deck-1``, or like the game): one would overwrite the other."""

    def __init__(self, name: str) -> None:
        super().__init__(f"two exported files would both be named '{name}' (a deck, board or "
                         "the game named like another one's sheet or back); give one of them "
                         "another id")


class UniqueFiles(dict):
    """An export's files by name, each name given once: a second file of a name is
    refused, never written over the first."""

    def __setitem__(self, name: str, data: bytes) -> None:
        if name in self:
            raise ExportNameClash(name)
        super().__setitem__(name, data)


def count(n: int, noun: str) -> str:
    """'1 card', '12 cards' (the progress lines are English, as the build's are)."""
    return f"{n} {noun}" + ("" if n == 1 else "s")


def backs_shared(deck: CardSet) -> bool:
    """One back drawer for the whole deck (the usual case): drawn once."""
    return len({id(card.back) for card in deck.cards}) == 1


def pages_of(deck: CardSet, side: str, chosen: range | None = None) -> list[FacePage]:
    cards = range(len(deck.cards)) if chosen is None else chosen
    return [FacePage(deck.cards[i], i, side) for i in cards]  # type: ignore[arg-type]
