"""Localisation: the strings of a game, gettext catalogues, fallback, plurals, pseudo-locale.

* :mod:`.strings`    every player-facing string of a Game, with a stable msgctxt (pure)
* :mod:`.boxes`      how much room each kind of string has, and whether a text fits it
* :mod:`.catalogue`  Babel catalogues: the template, per-locale merge, PO bytes
* :mod:`.translator` a Translator with visible fallback to Russian; ``localize_game``
* :mod:`.plurals`    plural forms by the locale's rules ("5 талеров", "5 thalers")
* :mod:`.pseudo`     the pseudo-locale: accented and ~40 % longer
"""

PSEUDO_LOCALE = "pseudo"
