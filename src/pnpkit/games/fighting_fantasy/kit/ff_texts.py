"""Every printed word of the Fighting Fantasy kit, in Russian and English.

Written for this kit; the facts (dice, numbers, effects) follow the rules text.
"""

from __future__ import annotations

SHEET = {
    "ru": {
        "title": "ЛИСТ ПРИКЛЮЧЕНИЙ",
        "game": "Боевое фэнтези",
        "hero": "Имя героя",
        "skill": "МАСТЕРСТВО",
        "stamina": "ВЫНОСЛИВОСТЬ",
        "luck": "УДАЧА",
        "skill_roll": "1 кость + 6",
        "stamina_roll": "2 кости + 12",
        "luck_roll": "1 кость + 6",
        "initial": "начальное",
        "current": "сейчас",
        "gold": "ЗОЛОТО",
        "jewels": "ДРАГОЦЕННОСТИ",
        "potions": "ЗЕЛЬЯ",
        "provisions": "ПРИПАСЫ",
        "provisions_hint": "порция: +4 ВЫНОСЛИВОСТИ, не в бою",
        "equipment": "СНАРЯЖЕНИЕ",
        "notes": "ЗАМЕТКИ",
        "monsters": "ВСТРЕЧИ С ЧУДОВИЩАМИ",
        "monster_name": "Кто",
        "monster_skill": "МАСТЕРСТВО",
        "monster_stamina": "ВЫНОСЛИВОСТЬ",
        "footer": "Начальное значение — предел: выше него показатель не растёт, "
        "если книга прямо не разрешает.",
        "preset": "Правила:",
        "preset_classic": "классические",
        "preset_ik": "дубль шестёрок",
    },
    "en": {
        "title": "ADVENTURE SHEET",
        "game": "Fighting Fantasy",
        "hero": "Hero’s name",
        "skill": "SKILL",
        "stamina": "STAMINA",
        "luck": "LUCK",
        "skill_roll": "1 die + 6",
        "stamina_roll": "2 dice + 12",
        "luck_roll": "1 die + 6",
        "initial": "initial",
        "current": "current",
        "gold": "GOLD",
        "jewels": "JEWELS",
        "potions": "POTIONS",
        "provisions": "PROVISIONS",
        "provisions_hint": "one meal: +4 STAMINA, never in a fight",
        "equipment": "EQUIPMENT",
        "notes": "NOTES",
        "monsters": "MONSTER ENCOUNTER BOXES",
        "monster_name": "Who",
        "monster_skill": "SKILL",
        "monster_stamina": "STAMINA",
        "footer": "An initial value is a ceiling: a stat never climbs above it unless "
        "the book says so.",
        "preset": "Rules:",
        "preset_classic": "classic",
        "preset_ik": "double six kills",
    },
}

# The rules summary: (heading, paragraph) pairs, in reading order.
RULES_TITLE = {
    "ru": "Боевое фэнтези: все правила на одной странице",
    "en": "Fighting Fantasy: the whole system on one page",
}

RULES = {
    "ru": [
        (
            "Твой герой",
            "Одна кость плюс 6 — это МАСТЕРСТВО, умение владеть оружием. Две кости плюс 12 — "
            "ВЫНОСЛИВОСТЬ, запас здоровья и сил. Одна кость плюс 6 — УДАЧА. Каждое число "
            "запиши в листе дважды: в графу «начальное» и в графу «сейчас». Начальное "
            "значение служит потолком: ни лечение, ни награды не поднимут показатель выше, "
            "если текст книги прямо не скажет иначе. Начальные значения не стирай никогда.",
        ),
        (
            "Раунд боя",
            "Внеси МАСТЕРСТВО и ВЫНОСЛИВОСТЬ противника в свободную рамку листа. Раунд: "
            "брось две кости за противника и прибавь его МАСТЕРСТВО — получится его сила "
            "удара; потом так же за себя. Чья сила удара больше, тот ранит соперника, и "
            "раненый теряет 2 ВЫНОСЛИВОСТИ. При равных силах оба удара отбиты и никто не "
            "ранен. Раунды повторяются, пока ВЫНОСЛИВОСТЬ одного из бойцов не дойдёт до нуля: "
            "это смерть.",
        ),
        (
            "Несколько противников сразу",
            "Перед каждым раундом выбери, кого атакуешь, и брось кости за всех. С выбранным "
            "противником раунд идёт обычным порядком. Каждый из остальных, чья сила удара "
            "выше твоей, ранит тебя на 2. Сам ты в этом раунде можешь ранить только "
            "выбранного.",
        ),
        (
            "Испытай удачу",
            "Брось две кости. Сумма не больше текущей УДАЧИ — тебе повезло; больше — не "
            "повезло. После каждого испытания, удачного или нет, УДАЧА падает на 1, так что "
            "полагаться на неё раз за разом всё опаснее.",
        ),
        (
            "Удача в бою",
            "Ты ранил противника — можно испытать удачу. Повезло: он теряет 4 вместо 2. Не "
            "повезло: только 1. Противник ранил тебя — тоже можно. Повезло: ты теряешь 1 "
            "вместо 2. Не повезло: теряешь 3. Испытывать удачу в бою необязательно.",
        ),
        (
            "Бегство",
            "Уйти из боя можно только там, где книга это разрешает. За бегство платят "
            "ранением: противник бьёт тебя ещё раз на 2 ВЫНОСЛИВОСТИ. Эту рану, как любую "
            "другую, можно смягчить испытанием удачи.",
        ),
        (
            "Вариант «дубль шестёрок»",
            "Если при броске на свою силу удара ты выкинул две шестёрки, противник погибает "
            "сразу, сколько бы ВЫНОСЛИВОСТИ у него ни оставалось. В классических правилах "
            "такого нет: договоритесь до игры, каким набором играете.",
        ),
        (
            "Припасы",
            "По обычаю книг-игр герой берёт в путь 10 порций еды. Одна порция возвращает "
            "4 ВЫНОСЛИВОСТИ, но не выше начальной; во время боя есть нельзя.",
        ),
        (
            "Совет",
            "Точный расчёт показывает: удачу, как правило, выгоднее тратить на то, чтобы "
            "добить противника, а не на то, чтобы смягчить его удар, — кроме раны, которая "
            "иначе убила бы тебя. Шансы любого боя покажет команда "
            "«pnpkit odds fighting-fantasy» и таблица шансов из этого набора.",
        ),
    ],
    "en": [
        (
            "Your hero",
            "One die plus 6 is your SKILL, how well you fight. Two dice plus 12 is your "
            "STAMINA, your health and grit. One die plus 6 is your LUCK. Write each number "
            "twice on the sheet, once as initial and once as current. The initial value is "
            "a ceiling: healing and rewards never lift a stat above it unless the book "
            "plainly allows it. Never rub out an initial value.",
        ),
        (
            "An attack round",
            "Copy your opponent’s SKILL and STAMINA into an empty box of the sheet. Each "
            "round, roll two dice for the opponent and add its SKILL: that is its attack "
            "strength. Then do the same for yourself. The higher attack strength wounds the "
            "other side, and a wound costs 2 STAMINA. Equal strengths mean both blows are "
            "parried and nobody is hurt. Keep fighting until one side’s STAMINA reaches "
            "zero, which is death.",
        ),
        (
            "Several opponents at once",
            "Before each round choose whom you attack, then roll for everybody. Against "
            "your chosen target the round runs as usual. Every other opponent whose attack "
            "strength beats yours wounds you for 2. This round you can wound only the one "
            "you chose.",
        ),
        (
            "Test your Luck",
            "Roll two dice. A total at or below your current LUCK means you are lucky; "
            "above it, unlucky. Every test, won or lost, lowers your LUCK by 1, so leaning "
            "on it again and again grows riskier.",
        ),
        (
            "Luck in a fight",
            "When you wound your opponent you may test. Lucky: it loses 4 instead of 2. "
            "Unlucky: only 1. When it wounds you, you may test too. Lucky: you lose 1 "
            "instead of 2. Unlucky: you lose 3. Testing in a fight is always your choice.",
        ),
        (
            "Escaping",
            "You may leave a fight only where the book offers it. Running costs a wound: "
            "the opponent strikes you once more for 2 STAMINA. Like any wound, you may "
            "soften it by testing your luck.",
        ),
        (
            "Double-six variant",
            "If your own attack roll shows two sixes, the opponent dies on the spot, "
            "however much STAMINA it had left. The classic rules have no such thing: agree "
            "before play which preset your table uses.",
        ),
        (
            "Provisions",
            "As gamebooks usually have it, a hero sets out with 10 meals. Each meal gives "
            "back 4 STAMINA, never above the initial value, and you cannot eat mid-fight.",
        ),
        (
            "Advice",
            "Exact calculation shows that luck is, as a rule, better spent finishing an "
            "opponent than softening its blows, except against a wound that would otherwise "
            "kill you. The command \u201cpnpkit odds fighting-fantasy\u201d and the odds table "
            "of this kit give the chances of any fight.",
        ),
    ],
}

ODDS = {
    "ru": {
        "title": "Шансы на победу без удачи — твоё МАСТЕРСТВО {skill}",
        "classic": "Классические правила.",
        "instant_kill": "Вариант «дубль шестёрок»: две шестёрки на твоих костях убивают сразу.",
        "title_ik": "Шансы на победу без удачи, дубль шестёрок убивает — твоё МАСТЕРСТВО {skill}",
        "subtitle": "Строки — твоя ВЫНОСЛИВОСТЬ, столбцы — "
        "ВЫНОСЛИВОСТЬ противника, в клетке — шанс победы в процентах (точный расчёт).",
        "odd_hint": "Нечётная ВЫНОСЛИВОСТЬ: бери следующее чётное число — ран нужно столько же.",
        "block": "МАСТЕРСТВО противника {skill}",
        "you": "ты",
        "foe": "враг",
    },
    "en": {
        "title": "Chance to win without luck — your SKILL {skill}",
        "classic": "Classic rules.",
        "instant_kill": "Double-six variant: two sixes on your attack roll kill outright.",
        "title_ik": "Chance to win without luck, double six kills — your SKILL {skill}",
        "subtitle": "Rows: your STAMINA; columns: your opponent’s STAMINA; "
        "each cell: the chance of winning in percent (exact).",
        "odd_hint": "Odd STAMINA: read the next even value — it takes the same number of wounds.",
        "block": "Opponent’s SKILL {skill}",
        "you": "you",
        "foe": "foe",
    },
}
