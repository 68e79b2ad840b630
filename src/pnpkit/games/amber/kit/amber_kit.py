"""The «Корона Эмбера» print kit: the standard kit parts with Amber's own card faces.

Adventure cards are framed by the world a creature is strongest in (so an orc is red,
a will-o'-the-wisp blue) and other cards by their kind; kind labels are printed words
kept in ``WORDS`` (translated through the catalogue like every other printed string).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from pnpkit.render.card_face import FaceSpec, default_spec
from pnpkit.render.kit_plan import BOARD_LISTS, part_inputs
from pnpkit.render.standard_kit import KitSettings

#: printed words of this kit, by locale (collected into the catalogue by pnpkit.i18n)
WORDS: dict[str, dict[str, Any]] = {
    "ru": {
        "kinds": {
            "enemy": "Враг", "beast": "Зверь", "undead": "Нечисть", "snake-dragon": "Змей и дракон",
            "creature": "Существо", "friend": "Друг", "thief": "Вор", "item": "Предмет",
            "magic-item": "Магический предмет", "event": "Событие", "spell": "Заклинание",
            "curse": "Проклятие", "source": "Источник", "quest": "Поручение",
            "amulet": "Амулет", "contraband": "Контрабанда", "badge": "Жетон",
            "ticket": "Билет", "horse": "Лошадь", "crown": "Корона", "weapon": "Оружие",
            "owner-item": "Личная вещь",
        },
        "catalogue": "Торговый каталог",
        "catalogue_note": "Цены в талерах. ПО — сколько пунктов опыта нужно, чтобы вещь "
                          "помогала в деле.",
        "needs": "ПО",
        "found": "Находят, а не покупают",
        "where": "Где",
        "cards": "карты",
        "items_back": "ПРЕДМЕТ",
        "backs": {"traveller": "Путник", "prince": "Принц Эмбера"},
        # the sets of cards as a whole: their PDFs' titles, their decks in an export
        "sets": {"travellers": "Путники", "princes": "Принцы Эмбера", "items": "Предметы"},
        "guide": {
            "title": "{game}: как напечатать и собрать",
            "first": "Прочтите этот лист первым: он говорит, что в каждом файле набора, на какой "
                     "бумаге и как его печатать, как резать и собирать. Печатать сам лист не нужно.",
            "files": "Файлы набора",
            "columns": ["Файл", "Что это", "Листов", "Бумага", "Печать"],
            "copies": "Каждый файл печатают в одном экземпляре. Масштаб — 100 % («реальный "
                      "размер»), без «вписать в страницу»: иначе карты не совпадут с оборотами.",
            "this": "эта памятка",
            "read": "прочитать с экрана",
            "calibration": "калибровочный лист: проверка масштаба и двусторонней печати",
            "sector_board": "{name}: поле на одном листе, собирать не нужно",
            "sector_poster": "то же поле, {size} см, на листе {sheet} — для копицентра",
            "poster": "{name} целиком, {size} см ({sheet}) — для копицентра",
            "tiles": "то же поле на {n} листах {paper} для склейки дома; первый лист — схема сборки",
            "deck": "{name}: {n} карта с рубашкой|{name}: {n} карты с рубашками|"
                    "{name}: {n} карт с рубашками",
            "fold": "те же карты для принтера без двусторонней печати: лист сгибают пополам и "
                    "склеивают",
            "travellers": "{n} карта путника с дорожками ПС, ПУ, ПМ, ПЖ и ПО|{n} карты путников "
                          "с дорожками ПС, ПУ, ПМ, ПЖ и ПО|{n} карт путников с дорожками ПС, ПУ, "
                          "ПМ, ПЖ и ПО",
            "princes": "{n} карта принца Эмбера|{n} карты принцев Эмбера|{n} карт принцев Эмбера",
            "items": "{n} карта предметов, амулетов и друзей|{n} карты предметов, амулетов и "
                     "друзей|{n} карт предметов, амулетов и друзей",
            "catalogue": "торговый каталог: цены, нужный опыт и где что продаётся",
            "tokens": "талеры, фишки пунктов, жетоны, фигурки путников и корона",
            "item_board": "поле предметов: место для каждой карты предмета",
            "points_board": "поле пунктов и денег: запас талеров и фишек",
            "rulebook": "книга правил",
            "paper_office": "офисная 80 г/м²",
            "paper_board": "120–160 г/м², наклеить на картон",
            "paper_poster": "плакатная 150–200 г/м²",
            "paper_cards": "карточная 250–300 г/м²",
            "paper_fold": "офисная 80–120 г/м²",
            "paper_tokens": "карточная 300 г/м² или наклеить на картон",
            "sides_one": "односторонняя",
            "sides_two": "двусторонняя, по длинному краю",
            "sides_two_short": "двусторонняя, по короткому краю",
            "sides_scale": "односторонняя: только шкала (лист 1)",
            "sides_fold": "односторонняя, сгиб",
            "sides_shop": "в копицентре",
            "sides_book": "двусторонняя или брошюрой",
            "sides_booklet": "брошюра: двусторонняя, по короткому краю; сложить и сшить "
                             "скобами по сгибу",
            "calibrate": {
                "title": "1. Сначала — калибровочный лист",
                "text": "Напечатайте calibration.pdf на обычной бумаге с теми же настройками, "
                        "что и карты.",
                "points": [
                    "Приложите линейку к шкале: 10 мм шкалы — это 10 мм линейки. Если нет, "
                    "в настройках печати включите «реальный размер» (100 %).",
                    "Посмотрите лист на просвет: стрелки оборота должны указывать на 0. Сдвиг "
                    "до 1 мм не страшен: у каждой карты есть вылет под обрез.",
                    "Если сдвиг больше, запишите его по обеим шкалам (например, «+1,5 мм "
                    "вправо») и передайте тому, кто собирает набор, — см. последний раздел.",
                ],
                # --cards tight: the second point (the cards have no bleed to hide a shift)
                "tight": "Посмотрите лист на просвет: стрелки оборота должны указывать на 0. "
                         "Карты стоят встык, без вылета под обрез, поэтому сдвиг даже в 0,5 мм "
                         "заметен по краю оборота.",
            },
            "duplex": {
                "title": "2. Двусторонняя печать",
                "points": [
                    "Колода, карты путников, принцев и предметов печатаются с двух сторон: "
                    "лицо на нечётной странице, рубашка на следующей.",
                    "Переворот — по длинному краю (так собран набор). Принтер без двусторонней "
                    "печати: файлы «-fold», лист сгибают по средней линии и склеивают.",
                    "Поля, жетоны и каталог печатают с одной стороны; калибровочный лист — "
                    "с двух, как карты.",
                ],
                "short": "Переворот — по короткому краю (так собран набор). Принтер без "
                         "двусторонней печати: файлы «-fold», лист сгибают по средней линии "
                         "и склеивают.",
                "none": "Набор собран для принтера без двусторонней печати: карты — "
                        "на одной стороне листа, лист сгибают по средней линии и склеивают. "
                        "С калибровочного листа нужна только шкала.",
            },
            "cutting": {
                "title": "3. Резка",
                "points": [
                    "Режьте металлической линейкой и макетным ножом на коврике. Метки реза "
                    "стоят между картами: у каждой карты свой вылет {bleed} мм, поэтому промах "
                    "на полмиллиметра не покажет цвет соседки.",
                    "Сначала разрежьте лист на полосы по длинным меткам, потом полосы — "
                    "на карты. Узкую полоску между картами выбросьте.",
                    "Жетоны одного размера стоят встык, полосами: отрежьте полосу по меткам "
                    "на полях, затем разрежьте её поперёк по линиям — хватит линейки с ножом "
                    "или резака (круглые жетоны, если их выбрали в game.yaml, вырезают "
                    "ножницами по кругу).",
                    "Фигурка путника — длинная полоса: лицо, оборот вверх ногами и по узкой "
                    "полоске-ножке на концах. Согните её пополам по среднему пунктиру "
                    "рисунком наружу и склейте половинки, а ножки отогните по крайним "
                    "пунктирам в разные стороны: фигурка встанет на них.",
                ],
                # --cards tight: the first two points
                "tight": [
                    "Режьте металлической линейкой и макетным ножом на коврике. Карты стоят "
                    "встык, без вылета: один рез по меткам отделяет соседние карты, поэтому "
                    "ведите нож точно по линейке — промах виден на обеих.",
                    "Сначала разрежьте лист на полосы по длинным меткам, потом полосы — "
                    "на карты.",
                ],
            },
            "assembly": {
                "title": "4. Сборка полей",
                "points": [
                    "Проще всего отдать файлы «-poster» в копицентр: главное поле и Королевство "
                    "печатаются на плакатном листе — A2 (59,4 × 42 см), а в наборе для бумаги "
                    "Letter на американских 36 × 24″ и 24 × 18″.",
                    "Дома: первый лист файла поля — схема сборки. У листов со значком ✂ "
                    "отрежьте белое поле по пунктиру слева и сверху, наложите лист на соседа "
                    "с нахлёстом 10 мм так, чтобы круглые метки совпали, и склейте.",
                    "Собранное поле наклейте на картон 1,5–2 мм клеем-карандашом или спрей-"
                    "клеем; большое поле можно разрезать на две части по шву.",
                    "Храм, Перевал, поле предметов и поле пунктов — на отдельных листах, "
                    "собирать их не нужно.",
                ],
            },
            "bring": {
                "title": "5. Что ещё понадобится",
                "points": [
                    "Один шестигранный кубик (удобнее — по кубику на игрока).",
                    "Картон 1,5–2 мм для полей и жетонов, клей, макетный нож, линейка, ножницы.",
                    "По желанию — протекторы для карт 63,5 × 88,9 мм (колода, предметы) и "
                    "88,9 × 127 мм (путники и принцы), пакетики с застёжкой для жетонов.",
                    "Вместо бумажных фигурок подойдут 19 фишек разного цвета.",
                ],
            },
            "builder": {
                "title": "Тому, кто собирает набор",
                "points": [
                    "Сдвиг оборота с калибровочного листа задают при сборке: pnpkit build "
                    "amber --back-offset X,Y (мм, с обратным знаком).",
                    "Другая бумага — --paper letter (набор ляжет в отдельную папку), без "
                    "цвета — --ink mono, карты встык без вылета — --cards tight.",
                ],
            },
        },
        "supply": {
            "item_board": "Поле предметов",
            "item_note": "Здесь ждут своего часа карты предметов, амулетов и друзей. Взятую карту "
                         "отдай, когда вещь потеряна или продана, — она вернётся на своё место.",
            "copies": "{n} карта|{n} карты|{n} карт",
            "points_board": "Поле пунктов и денег",
            "points_note": "Запас фишек и талеров. Отсюда берут пункты и деньги и сюда же "
                           "возвращают истраченные.",
            "count": "в наборе: {n}",
            "aside": "Отложенные пункты",
            "aside_note": "вернутся после встречи",
        },
        "tokens": {"title": "Жетоны и фишки", "thaler": "талер", "thalers": "талеров",
                   "point": "пункт", "points": "пунктов"},
        # traits as printed: masculine | feminine
        "traits": {
            "good": "Добрый|Добрая", "neutral": "Нейтральный|Нейтральная", "evil": "Злой|Злая",
            "honest": "честный|честная", "dishonest": "нечестный|нечестная",
            "patient": "терпеливый|терпеливая", "impatient": "нетерпеливый|нетерпеливая",
            "prince": "Принц Эмбера|Принцесса Эмбера",
        },
    },
    "en": {
        "kinds": {
            "enemy": "Enemy", "beast": "Beast", "undead": "Undead", "snake-dragon": "Serpent & dragon",
            "creature": "Creature", "friend": "Friend", "thief": "Thief", "item": "Item",
            "magic-item": "Magic item", "event": "Event", "spell": "Spell",
            "curse": "Curse", "source": "Spring", "quest": "Quest",
            "amulet": "Amulet", "contraband": "Contraband", "badge": "Badge",
            "ticket": "Ticket", "horse": "Horse", "crown": "Crown", "weapon": "Weapon",
            "owner-item": "Personal item",
        },
        "catalogue": "Trade catalogue",
        "catalogue_note": "Prices in thalers. Exp. — the Experience you need before the thing "
                          "helps you.",
        "needs": "Exp.",
        "found": "Found, not bought",
        "where": "Where",
        "cards": "cards",
        "items_back": "ITEM",
        "backs": {"traveller": "Traveller", "prince": "Prince of Amber"},
        "sets": {"travellers": "Travellers", "princes": "Princes of Amber", "items": "Items"},
        "guide": {
            "title": "{game}: how to print and assemble",
            "first": "Read this sheet first: it says what each file of the kit is, on which "
                     "paper and how to print it, how to cut and assemble. It needs no printing.",
            "files": "The files of the kit",
            "columns": ["File", "What it is", "Sheets", "Paper", "Printing"],
            "copies": "Print one copy of each file, at 100 % (“actual size”), never “fit to "
                      "page”: otherwise the cards will not meet their backs.",
            "this": "this guide",
            "read": "read on screen",
            "calibration": "the calibration sheet: checks the scale and the duplex",
            "sector_board": "{name}: a board on one sheet, nothing to assemble",
            "sector_poster": "the same board, {size} cm, on a {sheet} sheet for a print shop",
            "poster": "{name}, whole, {size} cm ({sheet}) — for a print shop",
            "tiles": "the same board on {n} {paper} sheets to assemble at home; the first "
                     "sheet is the assembly map",
            "deck": "{name}: {n} card with its back|{name}: {n} cards with their backs",
            "fold": "the same cards for a printer without duplex: fold each sheet in half and "
                    "glue it",
            "travellers": "{n} traveller card with its Strength, Mind, Magic, Life and "
                          "Experience tracks|{n} traveller cards with their Strength, Mind, "
                          "Magic, Life and Experience tracks",
            "princes": "{n} card of a prince of Amber|{n} cards of the princes of Amber",
            "items": "{n} item, amulet and friend card|{n} item, amulet and friend cards",
            "catalogue": "the trade catalogue: prices, the experience needed, where things sell",
            "tokens": "thalers, point counters, tokens, the travellers’ standees and the crown",
            "item_board": "the item board: a place for every item card",
            "points_board": "the points and money board: the supply of thalers and counters",
            "rulebook": "the rulebook",
            "paper_office": "office 80 g/m²",
            "paper_board": "120–160 g/m², glued on board",
            "paper_poster": "poster 150–200 g/m²",
            "paper_cards": "card stock 250–300 g/m²",
            "paper_fold": "office 80–120 g/m²",
            "paper_tokens": "card 300 g/m² or glued on board",
            "sides_one": "single-sided",
            "sides_two": "double-sided, long edge",
            "sides_two_short": "double-sided, short edge",
            "sides_scale": "single-sided: the scale only (sheet 1)",
            "sides_fold": "single-sided, folded",
            "sides_shop": "at a print shop",
            "sides_book": "double-sided or as a booklet",
            "sides_booklet": "a booklet: double-sided, short edge; fold and staple on the "
                             "fold",
            "calibrate": {
                "title": "1. First, the calibration sheet",
                "text": "Print calibration.pdf on plain paper with the settings you will use "
                        "for the cards.",
                "points": [
                    "Lay a ruler on a scale: 10 mm of the scale must be 10 mm of the ruler. "
                    "If not, choose “actual size” (100 %) in the print settings.",
                    "Hold the sheet against the light: the pointers of the back should point "
                    "at 0. Up to 1 mm does no harm: every card has a bleed.",
                    "If the shift is larger, write it down on both scales (say, “+1.5 mm to "
                    "the right”) and give it to whoever builds the kit (last section).",
                ],
                "tight": "Hold the sheet against the light: the pointers of the back should "
                         "point at 0. The cards stand edge to edge with no bleed, so even a "
                         "0.5 mm shift shows at the edge of a back.",
            },
            "duplex": {
                "title": "2. Double-sided printing",
                "points": [
                    "The deck and the traveller, prince and item cards print on both sides: "
                    "the faces on odd pages, the backs on the next.",
                    "Flip on the long edge (the kit is made for it). A printer without duplex: "
                    "the “-fold” files, folded down the middle and glued.",
                    "Boards, tokens and the catalogue print on one side; the calibration sheet "
                    "on both, like the cards.",
                ],
                "short": "Flip on the short edge (the kit is made for it). A printer without "
                         "duplex: the “-fold” files, folded down the middle and glued.",
                "none": "The kit is made for a printer without duplex: the cards print on one "
                        "side of the sheet, which is folded down the middle and glued. Of the "
                        "calibration sheet only the scale is needed.",
            },
            "cutting": {
                "title": "3. Cutting",
                "points": [
                    "Cut with a steel ruler and a craft knife on a mat. The cut marks stand "
                    "between the cards: each card has its own {bleed} mm bleed, so a "
                    "half-millimetre miss never shows its neighbour’s colour.",
                    "First cut the sheet into strips on the long marks, then the strips into "
                    "cards. Throw away the narrow strip between cards.",
                    "Tokens of one size touch in strips: cut a strip off at the marks in the "
                    "margin, then cut it across on its lines — a ruler and a knife or a "
                    "guillotine will do (round tokens, when game.yaml asks for them, are cut "
                    "round with scissors).",
                    "A traveller’s standee is one long strip: the face, the back upside down and "
                    "a narrow foot at each end. Fold it in two on the middle dashed line, "
                    "pictures outwards, glue the halves together and bend the feet out on the "
                    "outer dashed lines, one each way: the figure stands on them.",
                ],
                "tight": [
                    "Cut with a steel ruler and a craft knife on a mat. The cards stand edge to "
                    "edge without bleed: one cut on the marks parts two neighbours, so keep "
                    "the knife on the ruler — a miss shows on both.",
                    "First cut the sheet into strips on the long marks, then the strips into "
                    "cards.",
                ],
            },
            "assembly": {
                "title": "4. Assembling the boards",
                "points": [
                    "Easiest: take the “-poster” files to a print shop; the main board and the "
                    "Kingdom print on a poster sheet — A2 (59.4 × 42 cm), or in the Letter kit "
                    "the US 36 × 24″ and 24 × 18″.",
                    "At home: the first sheet of a board’s file is its assembly map. On sheets "
                    "marked ✂ cut the white margin off along the dashed line on the left and "
                    "top, lay the sheet 10 mm over its neighbour so the round marks meet, and "
                    "glue.",
                    "Glue the board onto 1.5–2 mm board with a glue stick or spray; a large "
                    "board may be cut in two along a seam.",
                    "The Temple, the Pass, the item board and the points board are one sheet "
                    "each: nothing to assemble.",
                ],
            },
            "bring": {
                "title": "5. What else to bring",
                "points": [
                    "One six-sided die (one for each player is handier).",
                    "1.5–2 mm board for the boards and tokens, glue, a craft knife, a ruler, "
                    "scissors.",
                    "If you like: card sleeves of 63.5 × 88.9 mm (deck, items) and 88.9 × 127 mm "
                    "(travellers and princes), small zip bags for the tokens.",
                    "Instead of the paper standees, 19 pawns of different colours will do.",
                ],
            },
            "builder": {
                "title": "For whoever builds the kit",
                "points": [
                    "The back’s shift from the calibration sheet is set when building: pnpkit "
                    "build amber --back-offset X,Y (mm, with the opposite sign).",
                    "Other paper: --paper letter (the kit goes into a folder of its own); no "
                    "colour: --ink mono; cards edge to edge without bleed: --cards tight.",
                ],
            },
        },
        "supply": {
            "item_board": "Item board",
            "item_note": "Item, amulet and friend cards wait here. When a thing is lost or "
                         "sold, its card goes back to its own place.",
            "copies": "{n} card|{n} cards",
            "points_board": "Points and money board",
            "points_note": "The supply of counters and thalers: points and money are taken "
                           "from here, and what is spent comes back.",
            "count": "in the kit: {n}",
            "aside": "Points put aside",
            "aside_note": "returned after the encounter",
        },
        "tokens": {"title": "Tokens and counters", "thaler": "thaler", "thalers": "thalers",
                   "point": "point", "points": "points"},
        "traits": {
            "good": "Good|Good", "neutral": "Neutral|Neutral", "evil": "Evil|Evil",
            "honest": "honest|honest", "dishonest": "dishonest|dishonest",
            "patient": "patient|patient", "impatient": "impatient|impatient",
            "prince": "Prince of Amber|Princess of Amber",
        },
    },
}

FIGHTING_WORLDS = ("strength", "mind", "magic")
KIND_WORLD = {
    "friend": "amber", "quest": "amber", "item": "gold", "magic-item": "gold",
    "spell": "magic", "curse": "magic", "source": "mind", "event": "neutral", "thief": "gold",
}


def card_world(card: Any) -> str:
    """The frame of an adventure card: a fighter's strongest world, else by kind."""
    fighting = [(card.stats.get(w, 0), -i, w) for i, w in enumerate(FIGHTING_WORLDS)
                if isinstance(card.stats.get(w), int)]
    if fighting:
        return max(fighting)[2]
    return KIND_WORLD.get(card.kind, "neutral")


def words_for(locale: str, text_for=None) -> dict[str, Any]:
    """This kit's words in ``locale``; other locales go through the catalogue."""
    from pnpkit.i18n.code_texts import code_words

    return code_words("pnpkit.games.amber.kit.amber_kit:WORDS", locale, text_for)


def amber_settings(options, words: dict[str, Any]) -> KitSettings:
    return KitSettings(
        locale=options.locale, paper=options.paper, ink=options.ink, duplex=options.duplex,
        back_offset_mm=tuple(options.back_offset), kind_labels=dict(words["kinds"]),
        catalogue_title=words["catalogue"], items_back=words["items_back"],
        catalogue_subtitle=words["catalogue_note"], tokens_title=words["tokens"]["title"],
        cards=getattr(options, "cards", "bleed"), set_titles=dict(words["sets"]),
    )


#: the frame of an item card by its kind (the world it belongs to in play)
ITEM_WORLD = {"item": "gold", "horse": "gold", "magic-item": "magic", "amulet": "magic",
              "friend": "amber", "contraband": "strength", "badge": "mind", "crown": "amber",
              "owner-item": "gold", "ticket": "gold"}


def amber_item_spec(item: Any, words: dict[str, Any]) -> FaceSpec:
    """Item cards: framed by kind, the kind and the experience needed under the name,
    the footer left empty of ids."""
    from pnpkit.render.card_face import default_item_spec

    spec = default_item_spec(item, words["kinds"])
    label = words["kinds"].get(item.kind, "")
    experience = item.attrs.get("experience")
    if experience:
        label = f"{label} · {words['needs']} {experience}" if label else \
            f"{words['needs']} {experience}"
    from pnpkit.games.amber.kit.amber_art import item_picture

    return FaceSpec(**{**spec.__dict__, "kind_label": label, "footer": " ",
                       "world": ITEM_WORLD.get(item.kind, "gold"),
                       "picture": item_picture(item)})


def amber_card_spec(card: Any, kind_labels: dict[str, str]) -> FaceSpec:
    from pnpkit.games.amber.kit.amber_art import card_picture

    spec = default_spec(card, kind_labels)
    return FaceSpec(**{**spec.__dict__, "world": card_world(card),
                       "picture": card_picture(card)})


#: own ПС/ПУ/ПМ/ПО are capped at 14 before the Провал; the tracks run that far
TRACK_MAX = 14


def traits_line(character: Any, words: dict[str, Any]) -> str:
    """'Добрая · честная · нетерпеливая': alignment and traits in the character's gender."""
    forms = words["traits"]
    feminine = character.attrs.get("sex") == "female"

    def word(key: str) -> str:
        masculine, _, female = forms[key].partition("|")
        return female if feminine and female else masculine

    if character.kind == "prince":
        return word("prince")
    parts = []
    if character.attrs.get("alignment") in ("good", "neutral", "evil"):
        parts.append(word(character.attrs["alignment"]))
    if "honest" in character.attrs:
        parts.append(word("honest" if character.attrs["honest"] else "dishonest"))
    if "patient" in character.attrs:
        parts.append(word("patient" if character.attrs["patient"] else "impatient"))
    return " · ".join(parts)


def amber_character_spec(character: Any, game: Any, words: dict[str, Any]):
    from pnpkit.render.character_face import default_character_spec

    spec = default_character_spec(character, game)
    tracks = tuple((kind, TRACK_MAX) for kind, _ in spec.stats) or tuple(
        (kind, TRACK_MAX) for kind in ("strength", "mind", "magic", "life", "experience"))
    from pnpkit.games.amber.kit.amber_art import character_picture

    return type(spec)(**{**spec.__dict__, "traits": traits_line(character, words),
                         "world": "amber" if character.kind == "prince" else spec.world,
                         "tracks": tracks, "picture": character_picture(character)})


def _amber_faces_hooks(game: Any, options, words: dict[str, Any]) -> dict[str, Any]:
    """How Amber draws the standard kit's cards, backs and boards (shared by the print
    parts and the exported faces, so both draw the same)."""
    from pnpkit.games.amber.kit.amber_backs import amber_back
    from pnpkit.games.amber.kit.amber_board import amber_board

    deck_names = {d.id: d.name for d in game.decks}

    def back_of(key: str):
        title = (words["items_back"] if key == "items" else words["backs"].get(key)
                 or deck_names.get(key, ""))
        ground = "navy" if key == "items" else "forest" if key in words["backs"] else "garnet"
        return amber_back(game.title, title, ground)

    return dict(card_spec=lambda card, labels: amber_card_spec(card, labels),
                character_spec=lambda c: amber_character_spec(c, game, words),
                board_of=lambda board_id: amber_board(game, board_id, ink=options.ink, paper=options.paper,
                                                      locale=options.locale),
                back_of=back_of,
                item_spec=lambda item: amber_item_spec(item, words))


# --- the kit in data: content/amber/game.yaml's kit: names these kinds ----------------
# (plugin.kit_builders); each is called as builder(build, component) with a
# render.kit_plan.KitBuild, and draws that part of the kit.

def _hooks(build) -> tuple[Any, dict[str, Any], dict[str, Any]]:
    # a locale the code has no words for (pseudo, a new translation) reads them from
    # the game's catalogue
    words = words_for(build.options.locale, build.text_for)
    return (amber_settings(build.options, words), words,
            _amber_faces_hooks(build.game, build.options, words))


def board_part(build, component):
    """An Amber board: the worlds, the Kingdom, the Temple, the Pass."""
    from pnpkit.games.amber.kit.amber_board import is_sector_board, tile_shrink
    from pnpkit.render.standard_kit import board_part as standard_board

    settings, _words, hooks = _hooks(build)
    sector = is_sector_board(build.game, component.board)
    # the tiled main board: the A2 design grown to fill its sheets; the Kingdom: shrunk
    # onto 2 × 2 sheets (it is laid out for them: amber_board.text_scale)
    board = next(b for b in build.game.boards if b.id == component.board)
    main = board.id == build.game.boards[0].id
    part = standard_board(build.game, component.board, component.part, settings,
                          part_inputs(build, *BOARD_LISTS), hooks["board_of"], fill=not sector,
                          tile_scale=1.0 if sector else tile_shrink(board, settings.paper, main))
    if not sector:
        return part
    return replace(part, build=_a4_poster(part.build, component.part, hooks["board_of"],
                                          component.board, settings.locale, settings.paper))


#: a print shop's standard sheet for the one-page boards (the Temple, the Pass)
A4_MM = (210.0, 297.0)
LETTER_MM = (215.9, 279.4)


def _a4_poster(build_board, stem: str, board_of, board_id: str, locale: str,
               paper: str = "a4"):
    """The Temple's and the Pass's poster on a standard A4 (Letter) sheet (their own
    18.2 × 23.6 cm in the middle, the sheet's edges in parchment) instead of a sheet of
    no standard size."""
    def make(report):
        from pnpkit.games.amber.kit.amber_board import enlarged
        from pnpkit.layout.units import mm
        from pnpkit.render.board_tiles import render_poster
        from pnpkit.render.pipeline import Output

        outputs = list(build_board(report))
        drawing = board_of(board_id)
        size = LETTER_MM if paper == "letter" else A4_MM
        sheet = (mm(size[0]), mm(size[1]))
        if drawing.width > drawing.height:
            sheet = sheet[::-1]
        poster = render_poster(enlarged(drawing, 1.0, sheet), locale=locale)
        return [Output(o.name, poster.data, poster.pages) if o.name == f"{stem}-poster.pdf"
                else o for o in outputs]
    return make


def deck_part(build, component):
    """The adventure deck: each card framed by the world a creature is strongest in."""
    from pnpkit.render.standard_kit import standard_deck_part

    settings, _words, hooks = _hooks(build)
    return standard_deck_part(build.game, component.deck, component.part, settings,
                              part_inputs(build, "cards"), hooks["card_spec"], hooks["back_of"])


def characters_part(build, component):
    """Travellers or princes on large cards, with their traits and tracks."""
    from pnpkit.render.standard_kit import characters_part as standard_characters

    settings, _words, hooks = _hooks(build)
    # a traveller's card shows the items they start with
    return standard_characters(build.game, component.of, component.part, settings,
                               part_inputs(build, "characters", "items"),
                               hooks["character_spec"], hooks["back_of"])


def items_part(build, component):
    """Item cards, framed by the world each belongs to in play."""
    from pnpkit.render.standard_kit import items_part as standard_items

    settings, _words, hooks = _hooks(build)
    return standard_items(build.game, component.part, settings, part_inputs(build, "items"),
                          hooks["item_spec"], hooks["back_of"])


def tokens_part(build, component):
    """Thalers, points and the pieces of play."""
    from pnpkit.games.amber.kit.amber_tokens import amber_pieces
    from pnpkit.model.kit import option
    from pnpkit.render.standard_kit import tokens_part as standard_tokens

    settings, words, _hooks_ = _hooks(build)
    settings = replace(settings, tokens=option(component, "shape", "square"))
    # a standee per traveller
    return standard_tokens(build.game, component.part, settings, part_inputs(build, "characters"),
                           lambda: amber_pieces(build.game, words))



def counting_inputs(build) -> list:
    """What the catalogue and the print guide draw of the data: the items, the boards and
    their fields, the characters, and of the cards only how many each deck has and the
    items their effects hand out (the catalogue's "turns up on card No. …") — so a card's
    name or text, which neither prints, leaves them as they were."""
    from pnpkit.model.fingerprint import digest

    cards = [(c.deck, c.number, c.effects) for c in build.game.cards]
    return [*part_inputs(build, *BOARD_LISTS, "items", "characters"), "cards", digest(cards)]


def _sheet_part(build, name: str, render, total: int = 1, key: tuple = (), *, inputs):
    """A part of one PDF ``<name>.pdf`` drawn by ``render(game, words, paper, ink, locale)``
    (``key``: what else it depends on, beyond the kit's settings and ``inputs``, the part's
    share of the data: kit_plan.part_inputs)."""
    from dataclasses import asdict

    from pnpkit.layout.paper import paper_named
    from pnpkit.render.pipeline import Output, Part, hash_inputs

    settings, words, _hooks_ = _hooks(build)
    paper = paper_named(settings.paper)

    def make(report):
        pdf = render(build.game, words, paper, ink=settings.ink, locale=settings.locale)
        report(total, total)
        return [Output(f"{name}.pdf", pdf.data, pdf.pages)]

    return Part(name, hash_inputs(name, asdict(settings), *key, *inputs), make, total)
