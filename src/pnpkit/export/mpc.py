"""MakePlayingCards: which of their card templates a deck prints on, and its pixels.

MPC's templates are the cut card at 300 dpi plus 36 px (0.12") of bleed a side: poker
2.5 × 3.5" is 822 × 1122 px, bridge 2.25 × 3.5" is 747 × 1122 px, tarot 2.75 × 4.75" is
897 × 1497 px (their upload FAQ, makeplayingcards.com/faq-photo.aspx: 36 px a side is cut
off, which is 0.12", not the 1/8" their prose rounds it to).  Their uploader places the images in the order of their names, fronts
and backs apart, with one back for the deck or a back a card.  Pure: sizes and names.
"""

from __future__ import annotations

from dataclasses import dataclass

from pnpkit.layout.paper import CardSize
from pnpkit.layout.units import inch

MPC_DPI = 300
MPC_BLEED = inch(0.12)  # 36 px at 300 dpi


@dataclass(frozen=True)
class MpcTemplate:
    name: str
    width_in: float  # the cut card
    height_in: float

    @property
    def pixels(self) -> tuple[int, int]:
        """The image MPC asks for: the card and its bleed at 300 dpi."""
        bleed_px = round(MPC_BLEED / 72 * MPC_DPI)
        return (round(self.width_in * MPC_DPI) + 2 * bleed_px,
                round(self.height_in * MPC_DPI) + 2 * bleed_px)


TEMPLATES = (MpcTemplate("poker", 2.5, 3.5), MpcTemplate("bridge", 2.25, 3.5),
             MpcTemplate("tarot", 2.75, 4.75))


def template_for(size: CardSize) -> MpcTemplate | None:
    """The template of a card ``size`` (within 0.3 mm), or None: MPC has no such card."""
    tolerance = 0.3 / 25.4 * 72
    for template in TEMPLATES:
        if (abs(size.width - inch(template.width_in)) <= tolerance
                and abs(size.height - inch(template.height_in)) <= tolerance):
            return template
    return None


def file_name(deck_id: str, side: str, number: int | None, digits: int) -> str:
    """A front or a back a card (``number``) in its side's folder, or the deck's one back
    (None)."""
    return f"{deck_id}/back.png" if number is None else f"{deck_id}/{side}s/{number:0{digits}d}.png"
