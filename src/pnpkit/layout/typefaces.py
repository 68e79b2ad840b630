"""The names the kit's fonts are registered under (render/fonts.py registers them).

Kept apart from the registration so that pure layout code can say which face a text
box uses without touching font files.
"""

SANS = "PnPSans"
SANS_BOLD = "PnPSans-Bold"
SANS_OBLIQUE = "PnPSans-Oblique"
SANS_CONDENSED = "PnPSansCondensed"
SANS_CONDENSED_BOLD = "PnPSansCondensed-Bold"
SERIF = "PnPSerif"
SERIF_BOLD = "PnPSerif-Bold"
SERIF_ITALIC = "PnPSerif-Italic"

#: Average advance of a character of running Russian text (spaces and punctuation
#: included) in ems, per face: measured with the faces' glyph widths on the games'
#: catalogues (English runs about 10 % narrower).  Only for estimates, such as the room
#: a translator is told a box has; fitting always measures the real glyphs.
AVERAGE_ADVANCE = {
    SANS: 0.57, SANS_BOLD: 0.63, SANS_OBLIQUE: 0.57, SANS_CONDENSED: 0.51,
    SANS_CONDENSED_BOLD: 0.56, SERIF: 0.57, SERIF_BOLD: 0.63, SERIF_ITALIC: 0.59,
}
