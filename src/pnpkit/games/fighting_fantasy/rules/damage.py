"""What a blow and a wound cost in STAMINA, by the Test your Luck behind them (None: no
test, True: lucky, False: unlucky); combat and the exact odds both count with these (the
odds import only this, not the combat round)."""

#: STAMINA a wounded opponent loses: 2; 4 after a lucky test, only 1 after an unlucky one
BLOW_DAMAGE = {None: 2, True: 4, False: 1}
#: STAMINA the hero loses to one wound (an escape's parting blow too): 2; 1 lucky, 3 unlucky
WOUND_DAMAGE = {None: 2, True: 1, False: 3}
