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
