"""`pnpkit export`: a kit's cards and boards for print-on-demand shops and a virtual
tabletop, drawn by the kit's own face code (render.faces) and rasterised, never drawn a
second way.  Generic: a game's faces come through its plugin (plugins.GamePlugin.card_faces)
or, for a game that is only data, from the standard kit."""
