"""One-shot writing referee commands (``referee roll``, a game's action, ``undo``) against a
bare interpreter (issue #31: at most 4x ``python -c pass``).

    python benchmarks/referee_action_latency.py [--runs 9] [--src OTHER/src]

For each shipped game (Amber, the race, Fighting Fantasy) a session just started and one
~150 actions long, in Russian and in English (for Amber also one whose next command is a
field typed after a roll: ``move``): the command a table would type next is
run in a fresh process on a fresh copy of the session (the copy made outside the timing),
in turns with ``python -c pass``; prints the median wall and CPU time of each and its
ratio to bare Python measured in the same run (the parsed-game cache warm and private,
the bytecode written by a first run).  ``--src`` runs the commands from another checkout's
sources (``python -m pnpkit`` with it on PYTHONPATH; its content/ beside it), e.g. an
export of main (``git archive main src content``) for a
before figure; ``undo`` is timed on each long session too.  Not a test: it never fails
on time.

How a write works (issue #31, session 11): ``pnpkit referee WORD`` is read without Typer
(cli.referee_act); the table is restored from the engine state kept beside the log when
its digest is the log's (referee.engine_state), reading only the log lines it needs and
passing the past actions' events on as their kept texts; the session's files are named
by strings (no pathlib) and written atomically under the lock (pnpkit.writer).  The game
comes from the parsed-game cache: a pickle of the model's values read by a loader that
finds no other class (readers.game_codec), whole for Amber's rules, cut to what is
played for the race (race_data.PLAYED), a names or texts part for another language's
sentences (no Babel).  The engines import no dataclasses, typing, inspect, fractions or
data schemas (value classes, pnpkit.value_class).  One collector policy for pnpkit's
own command line (cli.app): start-up frozen, and while the fast path runs a command
no collection (young objects every 1,000,000), the collector off and all frozen at its
end, so neither collection at exit walks the game or the state.

CPU medians of 9 runs, the mean of two rounds run one after the other from ``--src``
(load 6-11 on the shared 2-core machine: wall times meaningless); session start: main
at 5d9c4a37; now: lane core11 at the end of session 11 with main merged (the engines'
work of lanes amb11 and race11 included):

                                     ru: start -> now              en: start -> now
    bare python                     8.2 ms                        8.2 ms
    roll amber, start               84 ms (10.3x) -> 42 (5.2x)    87 ms (10.5x) -> 43 (5.2x)
    choose amber, 150 actions       89 ms (10.9x) -> 42 (5.1x)    91 ms (11.0x) -> 43 (5.2x)
    move amber, after a roll        84 ms (10.2x) -> 40 (4.9x)   221 ms (26.9x) -> 42 (5.2x)
    undo amber, 150 actions         89 ms (10.8x) -> 40 (4.9x)    91 ms (11.1x) -> 41 (5.0x)
    turn race, start                57 ms (7.0x) -> 28 (3.4x)     58 ms (7.1x) -> 28 (3.5x)
    turn race, 150 actions          62 ms (7.5x) -> 28 (3.4x)     63 ms (7.7x) -> 29 (3.6x)
    undo race, 150 actions          63 ms (7.6x) -> 26 (3.2x)     59 ms (7.2x) -> 26 (3.2x)
    fight FF, start                 30 ms (3.7x) -> 24 (3.0x)     30 ms (3.7x) -> 25 (3.0x)
    fight FF, 150 actions           35 ms (4.2x) -> 25 (3.0x)     35 ms (4.2x) -> 25 (3.0x)
    undo FF, 150 actions            35 ms (4.3x) -> 25 (3.1x)     36 ms (4.4x) -> 25 (3.1x)

FF and the race are within 4x; Amber is not (~5x: ~33 ms over bare Python, 4x leaves
~25).  What Amber pays: reading its whole game from the cache (~7 ms CPU in a fresh
process: the unpickle ~5.5 of 25,000 values, the entry's key ~1 with a stat of ~200
code files, the file and folder ~0.5; the card texts and attributes and the die tables'
rows a single write does not read are ~1 ms of the unpickle), the shared imports of the
write path, the engine's ~40 modules, the rules' set-up (~1 ms: two boards, the items)
and the sentences.  Since lane amb11's round 2 the rules read the effects of only the
sources a command meets for triggers (a roll: 3, a choice: 5 of ~395; before, every
card's), so a per-card lazy decode of the effects would now save work; a roll or an undo
imports no op module (rules.op_registry); a new game's shuffle draws straight from the
seeded generator.  Its CPU medians (2 rounds of 9 from ``--src``, main at 3d3d8983 ->
amb11, bare 7.7-7.8 ms): at load 3 roll 38.0 -> 34.9 ms (4.9x -> 4.6x), choose after 150
38.0 -> 36.7, move 36.8 -> 34.7, undo 37.4 -> 34.8, English 38.9-39.2 -> 35.7-37.6; at
load 4-5 roll 39.0 -> 37.0 (5.0x -> 4.7x), the others within +-1 ms (4.7-5.1x).  The
race's own share of a turn is small (in process ~1.2 ms: the played part of the game
0.8, the track built from it 0.4; its modules ~1.3 ms): its margin under 4x has to come
from the shared path.

Session 12 (lane fast12).  Where a write's CPU goes (perf, a choice after 150 actions): ~23 %
the interpreter's own start, ~54 % imports (a quarter of them unmarshalling the ~1.1 MB of
bytecode of ~85 pnpkit modules, interning its names; the rest importlib's lookups, the
module bodies, ~120 classes built and ~11 C extensions loaded), ~5 % the game's unpickle,
~18 % the command's own work (reading the session, the rules' set-up, the sentences, the
write).  What changed: the game cache keeps each card, die table and character as its
head (a card's id, deck, number, kind, name and attributes) and the pickle of its other
fields, decoded when one of them is first read (readers.pending_parts): a write decodes
0-3 of the 196 cards, no die table's rows and 1-3 of the 24 characters, and the whole
game's unpickle fell from 4.0 to 2.3 ms (in process, warm); an English write looks at the
game folder's cache keys once (readers.game_cache.looked_once: the folder was listed three
times).  CPU medians of 9 runs, the mean of two rounds, each checkout run from ``--src``
(main at 2d4e3a80 -> fast12), load 7.4-8.6 on the shared 2-core machine (bare python
9.6-9.8 ms, not the 8.2 of a quiet one: every ratio here is inflated by the load):

                                     ru: main -> fast12            en: main -> fast12
    roll amber, start               41.9 ms (4.3x) -> 39.5 (4.1x)  43.8 ms (4.5x) -> 40.6 (4.2x)
    choose amber, 150 actions       45.1 ms (4.6x) -> 42.0 (4.4x)  47.8 ms (4.9x) -> 42.6 (4.4x)
    move amber, after a roll        42.0 ms (4.3x) -> 39.4 (4.1x)  45.4 ms (4.7x) -> 42.1 (4.4x)
    undo amber, 150 actions         43.5 ms (4.5x) -> 39.7 (4.1x)  44.4 ms (4.6x) -> 41.1 (4.3x)
    turn race, start / 150          29.5 / 29.8 -> 28.1 / 28.6     29.8 / 30.6 -> 29.5 / 30.2
    fight FF, start / 150           25.6 / 25.7 -> 24.6 / 25.1     25.1 / 25.0 -> 25.5 / 25.4

Interleaved in one process (a scratch harness, 2 x 15 runs, load 7): ru roll 42.9 -> 40.6
and 43.4 -> 41.7, choose 46.5 -> 43.2 and 45.8 -> 44.1, undo 42.3 -> 40.0 and 44.6 -> 42.5;
en roll 43.4 -> 41.4 and 45.1 -> 41.3, move 45.9 -> 42.6 and 45.3 -> 42.9.  After the
table, a write that rolls no dice stopped loading random and math (rules.session.LiveDice
makes the generator at its first roll); interleaved, 13 runs at load 13.7 (bare 10.0 ms),
main -> fast12: ru roll 43.6 -> 41.9 (4.3x -> 4.2x), choose 47.3 -> 44.3 (4.7x -> 4.4x),
move 44.2 -> 41.2 (4.4x -> 4.1x), undo 43.9 -> 41.3 (4.4x -> 4.1x); en roll 45.6 -> 44.4,
choose 48.9 -> 44.8, move 47.5 -> 43.3, undo 45.8 -> 42.7 (4.5-4.9x -> 4.3-4.5x).  Amber is
still over 4x at this load (~30-33 ms over bare Python).  What is left is mostly code
loaded: the engine and its sentences are ~55 modules, each asked by a roll (a lazy import
of the two op helpers a roll does not call, ops_cards and ops_status, measured no change
within the noise, +-1 ms); the rest of the unpickle (the fields' effects, ~0.9 ms warm, are
all read by the boards' set-up; the sources of the effects' mappings ~0.5 ms).
Session 12, round 2 (main at 3ba8f332 -> fast12).  Main had lost the re-free write path
(a house threshold's text substitution put ``import re`` at the top of
rules/referee_text_say: every roll loaded re and enum, ~1.5-3 ms); re is imported only in
that branch again.  Interleaved CPU medians, 15 runs, load 4.0, bare 9.9 ms:

                                     ru: main -> fast12            en: main -> fast12
    roll amber, start               40.6 ms (4.1x) -> 38.6 (3.9x)  41.4 ms (4.2x) -> 38.4 (3.9x)
    choose amber, 150 actions       42.2 ms (4.3x) -> 40.9 (4.2x)  43.2 ms (4.4x) -> 41.5 (4.2x)
    move amber, after a roll        40.5 ms (4.1x) -> 37.3 (3.8x)  42.2 ms (4.3x) -> 38.4 (3.9x)
    undo amber, 150 actions         40.9 ms (4.2x) -> 37.2 (3.8x)  40.6 ms (4.1x) -> 38.0 (3.9x)

``benchmarks/idle_imports.py`` lists the pnpkit modules a command loads and runs no
function of.  Of 86-91 loaded, 31-40 run none: package inits and word tables read at import
(not idle in truth) and the engine's rarer parts: for every command kingdom, ops_status,
combat, trade, refusals, referee_text_fights; for a roll or a move also
referee_text_questions, referee_text_status, points; for a choice, a move and an undo
pnpkit.rules.dice; for an undo also referee_hand, referee_text, card_play, dispatch,
friends, movement (rules.referee imports them at its top).  Each is 0.1-0.5 ms of import:
a lazy rules.dice (imported by the first roll) measured -0.3 to +0.8 ms, within the noise
over 25 interleaved runs, and was not kept; the undo's ~2-3 ms would need rules.referee to
import its text and hand modules in the methods that use them.
``benchmarks/referee_write_identity.py --src OTHER/src`` checks that a scripted Amber game
(70 commands in each language, undo and --json among them) prints and writes the same
bytes from this checkout as from another.

Session 13 (lane pathfast13: the shared write path and the launcher; main at 958a7a8b).
The installed ``pnpkit`` on POSIX is our launcher (``launcher/pnpkit``, chosen by
``hatch_build.py``; Windows keeps the console script's pnpkit.exe): pip's console-script
template imported ``re`` and compiled a pattern before pnpkit started, ~10M instructions.
pnpkit's own modules import no functools or collections (pnpkit.memo; collections.abc for
annotations only; named tuples written out with namedtuple's C field readers), so a
Fighting Fantasy write imports neither; an Amber or race write still does, through
``_pickle`` (CPython's C pickle imports functools), and ``python -m`` through runpy's
importlib.util.  rules.dice is imported at the first roll, cli.commands and the CLI's
words only when used.  Instructions (cachegrind: exact where CPU medians at load 7-15 are
not), bare python 39.3M; main's console script -> the launcher, and ``python -m pnpkit``:

                                  console script -> launcher        python -m: main -> now
    roll amber ru / en, start     200.0 -> 185.5M / 206.1 -> 191.4   189.1 -> 189.2 / 195.1 -> 195.4
    choose amber ru / en, 150     217.2 -> 201.0 / 223.2 -> 206.8   207.2 -> 205.5 / 213.1 -> 211.4
    undo amber ru / en, 150       205.7 -> 189.5 / 211.6 -> 195.3   195.6 -> 194.3 / 201.7 -> 200.1
    turn race ru / en, 150        142.0 -> 127.0 / 146.2 -> 131.5   133.4 -> 133.2 / 137.7 -> 137.5
    fight FF ru / en, 150         122.5 ->  96.9 / 123.6 ->  98.3   113.3 -> 110.1 / 114.6 -> 111.9
    status amber / race / FF, ru  119.0 / 106.3 / 108.5 -> 101.0 / 91.4 / 92.9 (-m: +0.5 % / 0 / -0.3 %)

Interleaved CPU medians (a scratch harness, 15 runs, load 7.2, bare 9.2 ms), main's
console script -> the launcher: Amber roll 38.5 -> 35.8 ms (4.19x -> 3.89x), choose after
150 39.9 -> 37.3 (4.34x -> 4.06x), move 38.2 -> 35.8, undo 38.6 -> 35.3 (en: 39.8-40.6 ->
37.4-37.8, 4.33-4.42x -> 4.07-4.11x); race turn 28.0-29.9 -> 25.5-27.3; FF fight
25.3-26.2 -> 20.7-21.8 (2.75-2.85x -> 2.25-2.37x).  ``python -m pnpkit`` main -> now moved
within the noise (Amber 35.4-39.2 -> 35.4-38.5).  At load 14.7 (bare 9.4 ms) the same
harness gave Amber 40.4-44.0 -> 37.5-40.2 (4.31-4.68x -> 3.99-4.28x), FF 27.4-28.8 ->
21.3-23.0.  With the launcher Amber is at 3.8-4.1x at load 7, ``python -m`` (runpy: ~3.7M
instructions more than the launcher) at 3.9-4.2x: what is left over 4x is the engine's.
With lane amberfast13's engine work merged (main at bfadeb63 -> it with this lane's last
commits; instructions, the launcher; sessions made by that code): Amber roll 177.1M ->
177.0M (ru), choose after 150 195.7 -> 193.6, undo 178.9 -> 177.2 (en 201.7 -> 199.7,
184.9 -> 183.0); race turn 127.3 -> 127.3; FF fight 99.1 -> 96.9.  The console script
would cost main 191.9M on that roll.

Session 13 (lane amberfast13): an Amber command loads only the engine parts it runs.
rules.engine keeps the actions and the questions about a turn (the legal moves, the duel
and friend targets); the play (apply, new_game: rules.play) is imported by the first
``engine.apply``, and it imports a kingdom turn, a duel, a deal, a friend's fight, a quest's
end and the cards handed in when met; an op's module is imported when an effect first runs
that op (rules.op_registry.MODULE_OPS), not all eight at the first effect; the sentences of
fights, questions and a game's end when such an event is told (rules.referee_text), of
events not at all for an undo; the battle's look-ahead and odds (rules.referee_fight) when
a battle is announced.  The engine's modules loaded, main -> amberfast13: roll 32 -> 24,
choose 37 -> 28, move 32 -> 16, undo 32 -> 16 (pnpkit's modules 87 -> 79, 91 -> 82,
86 -> 70, 86 -> 70).  CPU medians of 15, this script from ``--src`` (main at 958a7a8b,
then amberfast13, one after the other, load 11, bare 9.3-9.4 ms):

                                     ru: main -> amberfast13            en: main -> amberfast13
    roll amber, start               37.3 ms (4.0x) -> 36.6 (3.9x)     39.1 ms (4.2x) -> 37.8 (4.0x)
    choose amber, 150 actions       39.3 ms (4.2x) -> 37.8 (4.0x)     40.3 ms (4.3x) -> 38.2 (4.1x)
    move amber, after a roll        36.7 ms (3.9x) -> 34.1 (3.6x)     38.9 ms (4.2x) -> 36.3 (3.9x)
    undo amber, 150 actions         38.2 ms (4.1x) -> 34.5 (3.7x)     38.4 ms (4.1x) -> 36.6 (3.9x)

Interleaved in one process at the end (a scratch harness, 25 runs, load 8.2, bare 8.9 ms;
the look-ahead split, the items by position and rules.friend_fight included): ru roll 35.2
-> 33.7 (3.97x -> 3.80x), choose 37.1 -> 35.2 (4.18x -> 3.97x), move 34.4 -> 32.0 (3.88x ->
3.61x), undo 35.7 -> 33.0 (4.02x -> 3.72x); en roll 37.1 -> 35.6 (4.18x -> 4.02x), choose
38.0 -> 36.7 (4.28x -> 4.13x), move 37.5 -> 34.4 (4.22x -> 3.87x), undo 37.0 -> 33.6
(4.17x -> 3.79x).  Not yet 3.6x at this load; what an Amber write still pays
(in process, a choice after 150 actions): the game from the cache ~6 ms (its key's stat of
the code files, the unpickle), the rules' set-up ~0.8 ms (the main board ~0.35, the items'
rules ~0.2), the engine's run ~2 ms with the play's import, the digests ~0.5 ms, the kept
state read and written ~1 ms; of the imports, the word tables (referee_words: its two JSON
files, 87 KB, ~0.65 ms) and the referee's own bytecode (~0.2 ms to unmarshal).

Session 14, state14 (the kept state read and written for less; main at 71af4a21).  The
kept state (``SESSION.pnp.state``, format 2) is a head line naming each part by the CRC of
its bytes as written, then a line each for the view, the events, the engine's state now
and before the last action; an older format is not used (one replay, then rewritten).  A
write restored from it decodes the state now only (its digest checked against the log's
last); the state before is kept as its bytes, decoded by an undo only (its digest checked
then: an edited one replays), and an act keeps as the state before the very bytes the
state now was read from; ``referee undo`` restores without the state now at all and keeps
the state it goes back to as it was read.  No part is checked by encoding it again (the
engine's sort_keys re-dump, ~0.6 ms on a read and again on a write, is gone), the parts
pass as bytes (a long game's ~85 kB of events were decoded, cut, joined and encoded twice
on every write), and the engine codec takes a mapping's or a field's plain values without
a call each.  Instructions (cachegrind, ``python -m pnpkit``, each side's own sessions;
bare python 39.4M), main -> state14:

                                     ru                       en
    choose amber, 150 actions       197.8M -> 180.8M          203.7M -> 186.7M
    undo amber, 150 actions         180.2  -> 165.4           185.8  -> 171.3
    move amber, after a roll        174.0  -> 165.1           187.1  -> 177.9
    roll amber, start               181.8  -> 179.1           187.7  -> 185.0
    turn race / undo, 150           133.7 / 120.6 -> 129.4 / 117.0  137.8 / 119.4 -> 133.9 / 115.6
    fight FF / undo, 150            110.4 / 115.0 -> 102.9 / 107.9  112.1 / 116.6 -> 104.4 / 109.7
    status amber / race / FF, 150   138.2 / 123.5 / 123.2 -> 137.3 / 123.0 / 122.3
    log amber / race / FF, 150      246.7 / 168.9 / 194.6 -> 246.3 / 168.4 / 194.4

CPU medians interleaved (a scratch harness, ``python -m pnpkit`` from each checkout's
sources, 21 runs, load 4.5, bare 9.7 ms), main -> state14: ru choose after 150 39.2 ->
37.3 ms (4.05x -> 3.85x), undo 36.3 -> 35.3, move 35.5 -> 34.6, roll 38.5 -> 37.3; en
choose 40.8 -> 39.4 (4.22x -> 4.07x), undo 37.9 -> 37.0; FF fight 25.0 -> 24.0.  Again at
load 9.7 (bare 10.3 ms): ru choose 42.5 -> 40.7 (4.11x -> 3.94x), undo 39.5 -> 37.8; en
choose 44.1 -> 41.8 (4.27x -> 4.04x), undo 40.2 -> 38.7; race and FF 0.2-0.8 ms less.  This
script (the launcher, 11 runs, load 5.7, bare 9.5 ms): Amber choose after 150 35.6 ms
(3.8x ru and en), undo 33.6 / 34.1 (3.5x / 3.6x), move 32.0 / 35.2, roll 36.6 / 36.3
(3.8-3.9x).  What the kept state still costs a choice after 150 (in process): the state
now decoded ~0.5 ms (its JSON 0.16, the codec 0.33) and its digest ~0.25, the events'
kept texts cut ~0.1; on the write the view ~0.2, the new state encoded ~0.2 and dumped
~0.2, the file put together ~0.1 and written ~0.35 (atomic, not fsynced).

Session 14, load14 (the game cache's key and read, Amber's word tables).  The C pickle
starts without functools (readers.game_codec._c_unpickler: _pickle imports it for
functools.partial alone, handed _functools' in a stand-in taken away at once), so a read
from the cache no longer brings functools, collections, operator, reprlib and types (~10M
instructions); a cache entry's body is read once into its own bytes (no two partitions of
~445 KB); the game folder's listing cuts the folder off its paths (no relpath); the code
stamp holds what a read runs (the top-level modules it missed added; of a shipped game only
its plugin and rules/ by their stats, the rest by their names: tests/readers/
test_code_stamp.py); Amber's REFUSALS and RULES are read at the first refusal or rule
explained (referee_words_rare.json); a status reads the kept events with _operator's
itemgetter, the referee's sentences take ContextVar from _contextvars; the codec's error
lives beside LoadResult (a module less).  Instructions (cachegrind, the launcher, main at
71af4a21 -> load14; bare python 39.3M):

                                  ru: main -> load14        en: main -> load14
    roll amber, start             175.7M -> 169.6M          181.4M -> 175.2M
    choose amber, 150 actions     190.8M -> 184.6M          196.4M -> 190.2M
    move amber, after a roll      166.9M -> 160.8M          179.6M -> 173.2M
    undo amber, 150 actions       172.9M -> 166.7M          178.7M -> 172.5M
    turn race, 150 actions        127.4M -> 118.9M
    fight FF, 150 actions          97.2M ->  96.7M
    status amber / race / FF      100.9M / 91.8M / 93.1M -> 97.8M / 81.8M / 83.7M

CPU medians interleaved (a scratch harness, 21 runs, load 6.4, bare 9.3 ms; before the last
~0.4M): Amber ru roll 37.0 -> 35.5 ms (3.97x -> 3.81x), choose 38.1 -> 36.9 (4.08x ->
3.96x), move 34.7 -> 32.4, undo 34.9 -> 34.1; en 35.7-38.9 -> 35.1-37.3 (3.83-4.18x ->
3.76-3.99x); race turn 28.2 -> 26.3 (3.03x -> 2.82x); status race 20.9 -> 18.3, FF 20.7 ->
18.8.  Amber's writes still
import collections (~5.9M instructions, ~1.2 ms), through its own rules modules: rules.py's
namedtuple, board.py's defaultdict and deque, and collections.abc in conditions, referee,
referee_text_say, fights, kingdom, points, shops ...; taken from _collections and
_collections_abc instead (a scratch experiment) a choice fell 185.4M -> 179.5M and a roll
170.3M -> 166.0M.  A write also loads zlib (~0.7M) only for the kept state's CRC-32s
(rules.session_state), beside _sha256 for the actions' digests.

Session 14, amberwork14 (Amber's own work on a write; main at 71af4a21).  Work a write
did not need, taken out: the kingdom's track (a second board) is built when first read
(rules.AmberRules.kingdom); the main board's leaving penalties and forks are read from a
field's effects when asked (BoardGraph.leaving, .forks), not from all 76 fields'; the
rules' items (ItemInfo, each decoding the item's effects from the cache) are made when
read (rules.ItemInfos), not all ~50; names and case forms are made one id at a time
(rules.referee_names.OneAtATime), not ~440 names and ~250 dicts of case forms at the
first sentence; an answer by number reads its numbers beside the stable keys
(rules.referee_state.option_numbers), without the questions' sentences; the cards' ops
(ops_cards) are imported on arriving only when a carried card is handed in there
(rules.AmberRules.hand_in_place); the house rules are read in rules.rules, their words
(option_words) only by a status; rules.Roll is written out without namedtuple.
Instructions (cachegrind, the launcher; bare python 39.4M), main -> amberwork14:

                                  ru                       en
    roll amber, start             174.3M -> 165.6M         180.1M -> 172.3M
    choose amber, 150 actions     189.7M -> 176.7M         195.4M -> 183.6M
    move amber, after a roll      166.0M -> 155.7M         178.8M -> 169.5M
    undo amber, 150 actions       172.0M -> 163.0M         177.7M -> 170.1M

CPU medians interleaved in one process (a scratch harness, 2 rounds of 21 runs, ``python -m
pnpkit`` from an export of main and from this checkout, load 6.4-6.8, bare 9.5-9.6 ms), main
-> amberwork14: ru roll 36.2-36.7 -> 35.3-35.5 ms (3.82x -> 3.69-3.73x), choose after 150
37.1-38.7 -> 35.6-36.8 (3.92-4.03x -> 3.76-3.83x), move 34.0-34.6 -> 32.8-34.1, undo
34.9-35.6 -> 34.1-34.7; en roll 37.8-38.5 -> 37.1-37.6, choose 38.3-39.2 -> 37.3-37.5
(4.04-4.08x -> 3.90-3.94x), move 36.0-36.9 -> 35.8-36.0, undo 36.1-37.2 -> 34.5-36.1:
0.3-1.9 ms a write at this load; by the instructions (~0.18 ms a million above a bare start)
~1.5-2.3 ms, ~7 % of a choice.
What is left of Amber's own share of a choice (instructions, in process): its ~30
modules' imports (~30M; the word tables ~4.8M of it, lane load14's), the rules' set-up
~1.9M (the main board ~1.4M), the engine's apply ~3.4M, the sentences ~0.7M, the view
kept with the state ~0.5M; the rest of a write is the shared path's (the game from the
cache ~34M, the kept state read ~16M and written ~14M).

Session 14, state14, round 2 (the shared write path outside readers/ and games/; main at
f08ecbf4).  A write finds a shipped game's referee by its record alone (pnpkit.games.NAME.
referee_spec, the very RefereeSpec its plugin names; pnpkit.referee_spec): no
pnpkit.plugins, no GamePlugin built, and the game cache takes its shipped stamp without
comparing plugins; it loads none of the read-only commands (cli.referee_session holds what
reading and writing share, and READ_WORDS tells the fast dispatch a read-only word); the
store's and the session records' word tables (store.json, session.json: errors and
refusals) are read at the first said.  Instructions (cachegrind, ``python -m pnpkit``, each
side's own sessions; bare 39.4M), main -> state14:

                                     ru                       en
    choose amber, 150 actions       178.1M -> 177.1M          183.9M -> 182.7M
    undo amber, 150 actions         162.8  -> 161.8           168.7  -> 167.2
    move amber, after a roll        162.5  -> 161.1           174.9  -> 173.4
    roll amber, start               176.5  -> 175.4           182.3  -> 181.0
    turn race / undo, 150           128.6 / 116.2 -> 127.5 / 115.0  132.7 / 114.8 -> 131.6 / 113.6
    fight FF / undo, 150            102.6 / 107.5 -> 101.4 / 106.5  104.4 / 109.5 -> 102.7 / 107.7

CPU medians interleaved (a scratch harness, 15 runs, load 4.6, bare 8.8 ms), main ->
state14: ru choose 34.0 -> 33.6 ms (3.88x -> 3.84x), roll 35.3 -> 34.7, move 31.7 -> 31.3,
undo 31.4 -> 31.5; en choose 37.0 -> 36.6 (4.22x -> 4.17x), undo 33.9 -> 32.4; race turn
26.8 -> 26.0, FF fight 22.0 -> 21.2.  What the shared write path still costs (in process,
CPU, loaded machine): importing the table and what it brings (store, session_read,
rules.session and its records, messages, registry, event_log, writer, session_state:
~15 modules, ~380 KB of bytecode on the write path with the CLI's, ~1.5 us a KB to
unmarshal beside ~45 us of importlib a module) ~2.5-4 ms; the session's head peeked twice
(its language, then its game: ~25 us each); table.py's 42 KB of bytecode holds the replay,
--accept-rules, verify and set-genders parts a restored write never runs (~30 us to
unmarshal).  The rest of a choice is Amber's: its engine's import (~5 ms), the game from
the cache and the state decoded (~8 ms), the action (~4 ms) and its sentences (~1.2 ms).

Round 2 (main at f6e7c969, after the three lanes' merge): Amber's rules import nothing of
the collections package (their ABCs from _collections_abc, annotations' names under
TYPE_CHECKING, the board's walks down a growing list): no collections, operator, keyword
or reprlib on a write (~6M each); an English write reads the game cache's English names
part only for a thing's id (a roll's title names nothing, «choose 2» no thing: ~6.5M of
an English roll or choice); the 20 command specs are made when first listed (~0.3M).
Instructions (a launcher-like script, bare 39.3M), main -> amberwork14: ru roll 158.7M ->
153.6M, choose after 150 155.2M -> 148.8M, move 141.7M -> 135.4M, undo 143.7M -> 137.0M;
en roll 165.1M -> 153.4M, choose 161.8M -> 148.8M, move 155.3M -> 149.4M, undo 150.7M ->
144.5M.  CPU medians interleaved (2 rounds of 15, load 3.7-3.9, bare 8.5-9.1 ms): ru roll
3.51-3.54x -> 3.35-3.47x, choose 3.44x -> 3.27-3.45x, move 3.16-3.21x -> 3.02-3.05x, undo
3.10-3.23x -> 2.95-3.05x; en roll 3.55-3.65x -> 3.30-3.40x, choose 3.53-3.60x -> 3.31-3.32x,
move 3.36x -> 3.19-3.28x, undo 3.26-3.34x -> 3.11-3.21x.  This benchmark after it (--runs 11,
the installed launcher, load 3.6, bare CPU 9.0 ms): Amber ru roll 3.5x, choose after 150
3.4x, move 3.1x, undo 3.3x; en roll 3.6x, choose 3.5x, move 3.4x, undo 3.3x (a roll from
the start replays the log and imports random: the dearest Amber write left).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from referee_status_latency import _amber_words, print_medians, timed

SESSIONS = {
    "amber": ["amber", "-p", "Аня:гоблин:ж", "-p", "Борис", "-p", "Вика:оборотень:ж"],
    "race": ["race", "-p", "Аня", "-p", "Борис", "-p", "Вика"],
    "fighting-fantasy": ["fighting-fantasy", "-p", "Аня"],
}
LONG = 150  # actions played into a long session
FF_CYCLE = (["fight"], ["fight", "--enemy", "Крыса:2:3"], ["luck"], ["eat"], ["take", "gold", "1"])


def _candidates(game: str, table, policy) -> list[list[str]]:
    """The commands to try next, first that the table accepts wins."""
    if game == "amber":
        return [_amber_words(table.state, policy), ["roll"]]
    if game == "race":
        return [["turn"], ["turn", table.header.players[0].name], ["turn", table.header.players[1].name]]
    return [list(words) for words in FF_CYCLE]


def _next(game: str, table, policy, act: bool) -> list[str] | None:
    """The first command the table accepts now (played when ``act``), or None."""
    from pnpkit.rules.session import RuleError

    for words in _candidates(game, table, policy):
        if not act:
            return words
        try:
            table.act(words[0], words[1:], confirmed=True)
        except RuleError:
            continue
        return words
    return None


def _long(path: Path, game: str, count: int = LONG) -> list[str]:
    """Play about ``count`` actions into the session at ``path``; the command to time next."""
    from pnpkit.games.amber.rules.policy import SimplePolicy
    from pnpkit.referee.table import Table

    table = Table.open(path)
    policy = SimplePolicy.seeded(1)
    for _ in range(count):
        if table.referee.is_over(table.state) or _next(game, table, policy, act=True) is None:
            break
    return _timed_command(path, game)


def _until_move(path: Path) -> list[str]:
    """Play Amber's first actions into the session at ``path`` until the next one is a
    field typed by name (``move FIELD``, after a roll with somewhere to go); that command."""
    words = _timed_command(path, "amber")
    for _ in range(20):
        if words[0] == "move":
            break
        words = _long(path, "amber", 1)
    return words


def _timed_command(path: Path, game: str) -> list[str]:
    """The command a table would type next on the session at ``path`` (tried on a copy)."""
    from pnpkit.games.amber.rules.policy import SimplePolicy
    from pnpkit.referee.table import Table

    trial = path.with_name(path.name + ".try")
    shutil.copyfile(path, trial)
    table = Table.open(trial)
    words = _next(game, table, SimplePolicy.seeded(1), act=True) or ["roll", "2d6"]
    trial.unlink()
    Path(str(trial) + ".state").unlink(missing_ok=True)
    return words


def _restore(pristine: Path, work: Path) -> None:
    for suffix in ("", ".state"):
        source = Path(str(pristine) + suffix)
        if source.exists():
            shutil.copyfile(source, Path(str(work) + suffix))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--src", help="run the commands from this source folder (python -m pnpkit)")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="pnpkit-act-"))
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PNPKIT_NO_CACHE")}
    env["PNPKIT_CACHE_DIR"] = str(folder / "cache")
    script = Path(sys.executable).with_name("pnpkit")
    pnpkit = [str(script)] if script.is_file() else [sys.executable, "-m", "pnpkit"]
    if args.src:
        env["PYTHONPATH"] = str(Path(args.src).resolve())
        pnpkit = [sys.executable, "-m", "pnpkit"]
    runs: dict[str, tuple[list[str], Path | None, Path | None]] = {"bare": ([sys.executable, "-c", "pass"],
                                                                           None, None)}
    for locale in ("ru", "en"):
        for game, words in SESSIONS.items():
            pristine = folder / f"{game}-{locale}.pnp"
            subprocess.run([*pnpkit, "referee", "new", *words, "--seed", "1", "--locale", locale, "--file",
                            str(pristine)], check=True, capture_output=True, cwd=folder, env=env)
            long = folder / f"{game}-{locale}-long.pnp"
            _restore(pristine, long)
            label = game if locale == "ru" else f"{game} {locale}"
            timed_ones = [("start", pristine, _timed_command(pristine, game)), (f"{LONG}", long, _long(long, game))]
            if game == "amber":  # a field typed by name after the first roll (English: the texts part)
                rolled = folder / f"{game}-{locale}-rolled.pnp"
                _restore(pristine, rolled)
                timed_ones.append(("moving", rolled, _until_move(rolled)))
            for name, source, command in timed_ones:
                work = source.with_name(source.stem + "-work.pnp")
                runs[f"{' '.join(command[:2])[:18]:18} {label}, {name}"] = (
                    [*pnpkit, "referee", *command, "--yes", "--file", str(work)], source, work)
            work = long.with_name(long.stem + "-undo.pnp")
            runs[f"{'undo':18} {label}, {LONG}"] = ([*pnpkit, "referee", "undo", "--file", str(work)], long, work)
    for argv, source, work in runs.values():  # bytecode written, the cache filled
        if source is not None:
            _restore(source, work)
        subprocess.run(argv, cwd=folder, env=env, capture_output=True, check=False)
    walls: dict[str, list[float]] = {label: [] for label in runs}
    cpus: dict[str, list[float]] = {label: [] for label in runs}
    for _ in range(args.runs):
        for label, (argv, source, work) in runs.items():
            if source is not None:
                _restore(source, work)
            wall, cpu = timed(argv, str(folder), env)
            walls[label].append(wall)
            cpus[label].append(cpu)
    print_medians(walls, cpus, args.runs, 44)
    shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
