"""Obstacle names in Russian and English, for the referee's sentences (the rules are
pure and cannot read content/race; a test keeps this table equal to track.yaml and
locales/en.po)."""

from __future__ import annotations

CELL_NAMES: dict[int, tuple[str, str]] = {
    4: ('Побег Виталия', "Vitaly's escape"),
    9: ('Исорг у ворот', 'Isorg at the gate'),
    12: ('Альва в море', 'Alva at sea'),
    15: ('Рокки', 'Rocky'),
    17: ('Пожар Милена', "Milen's fire"),
    19: ('Лесная тропа', 'Forest path'),
    22: ('Рокки', 'Rocky'),
    25: ('Осада сада', 'Siege of the Garden'),
    27: ('Рокки', 'Rocky'),
    32: ('Вирус Ярославы', "Yaroslava's virus"),
    34: ('Погребальный костёр', 'Funeral pyre'),
    39: ('Интерлюдия: МКС', 'Interlude: the ISS'),
    43: ('Побег с завода', 'Escape from the factory'),
    45: ('Распутье Тонни', 'Tonni at the crossroads'),
    49: ('План Рональда', "Ronald's plan"),
    51: ('Провал плана', 'The plan fails'),
    54: ('Карнавал', 'Carnival'),
    56: ('Сэй в космосе', 'Sei in space'),
    61: ('Homo Virtualis: встречи', 'Homo Virtualis: meetings'),
    66: ('Homo Virtualis: пятёрка', 'Homo Virtualis: fives'),
    71: ('Homo Virtualis: шестёрка', 'Homo Virtualis: sixes'),
    75: ('Лианы', 'The lianas'),
    78: ('Рональд на свободе', 'Ronald breaks free'),
    81: ('Прилёт аркинов', 'The arkins arrive'),
    85: ('Бегство с МКС', 'Escape from the ISS'),
    88: ('Серж и Ольга', 'Serge and Olga'),
    93: ('Тонни в саду', 'Tonni in the garden'),
    97: ('Исорги оживают', 'Isorgs revived'),
    100: ('Рейнкалв', 'Reinkalv'),
    101: ('Гибель родителей', 'Loss of parents'),
    105: ('Аркины и клоны', 'Arkins and clones'),
    107: ('Сэй на пляже', 'Sei on the beach'),
    112: ('Живая память', 'Living memory'),
    115: ('Нападение на сад', 'Attack on the garden'),
    118: ('Молекулярное оружие', 'Molecular weapon'),
    121: ('Восстание природы', 'Nature rises'),
    126: ('Победа над врагами', 'Enemies defeated'),
    129: ('Укус змеи', 'Snakebite'),
    132: ('Предложение', 'The proposal'),
    133: ('Альва согласна', 'Alva says yes'),
    137: ('Две планеты свободны', 'Two planets freed'),
    140: ('Полёт к Солнцу', 'Flight to the Sun'),
    143: ('Похищение Альвы', 'Alva kidnapped'),
    146: ('Альва спасена', 'Alva rescued'),
    148: ('Терраформирование', 'Terraforming'),
}

LANE_NAMES: dict[str, tuple[str, str]] = {
    "forest": ("лесная тропа", "the forest path"),
    "escape": ("тропа Сержа и Ольги", "Serge and Olga's path"),
}

MARK_NAMES: dict[tuple[str, int], tuple[str, str]] = {
    ('escape', 2): ('Все −5', 'All −5'),
    ('escape', 5): ('Стоп', 'Stop'),
    ('forest', 5): ('Выход из леса', 'Forest exit'),
}
