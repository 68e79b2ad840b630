"""What a blow and a wound cost in STAMINA, with and without luck (combat and the exact
odds both count with these; the odds import only this, not the combat round)."""

WOUND = 2
LUCKY_EXTRA_DAMAGE = 2  # a lucky blow: the enemy loses 2 more (4 in all)
UNLUCKY_BLOW = 1  # an unlucky blow: the enemy loses only 1
LUCKY_WOUND = 1  # lucky when hit: the hero loses only 1
UNLUCKY_WOUND = 3  # unlucky when hit: the hero loses 1 more (3 in all)
