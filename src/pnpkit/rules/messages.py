"""Message tables of the referees: ``{locale: {key: template}}`` with named placeholders.

A referee keeps what it says in tables (Russian first, English beside it), so that the
catalogue can list every sentence with a stable id (``pnpkit.i18n.code_texts`` reads
the tables named in ``CODE_TEXTS``) and a translator sees whole sentences with their
placeholders (``"{player} бросает {roll}"``), never pieces glued together in code.

Keys may nest (``"blow.head"`` looks up ``table[locale]["blow"]["head"]``).  A locale
the table does not hold reads the Russian, as the referees always did.

Pure and stdlib only: the plural rule (in rules/numbers.py, which the fast paths import)
is the gettext/CLDR rule of Russian and English written out (rules/ may not import Babel; a test checks it agrees with Babel);
:func:`counted` picks a number's form from a message holding the forms (``"{n} ход|{n}
хода|{n} ходов"``).
"""

from __future__ import annotations

# contextvars's own ContextVar, from its C module (contextvars.py only re-exports it: ~0.35M
# instructions of every referee command)
from _contextvars import ContextVar

from pnpkit.rules.numbers import plural, plural_index  # noqa: F401 - the plural rule lives there

SOURCE_LOCALE = "ru"

TYPE_CHECKING = False  # what typing.TYPE_CHECKING is at run time, without importing typing
if TYPE_CHECKING:  # annotations only: a one-shot status does not import typing (nor collections)
    from collections.abc import Callable, Iterator, Mapping
    from typing import Any, ClassVar

    Table = Mapping[str, Mapping[str, Any]]


def tree(table: Table, locale: str) -> Mapping[str, Any]:
    """The locale's words of a table (the Russian ones for a locale it does not hold)."""
    return table.get(locale) or table[SOURCE_LOCALE]


def template(table: Table, key: str, locale: str) -> Any:
    node: Any = tree(table, locale)
    if "." not in key:  # most keys: no split
        return node[key]
    for part in key.split("."):
        node = node[part]
    return node


def say(table: Table, key: str, locale: str, /, **values: Any) -> str:
    """The message ``key`` of ``table`` in ``locale`` with its placeholders filled in;
    a value that is a function of the locale (``lambda loc: thalers(n, loc)``) is
    called with it, so one call can give every locale its own phrase.  Every text value
    is a :class:`Person` (the gender of the players of :func:`speaking_of`), so a template
    can agree with it: ``{player:должен|должна}``, ``фишка {player:gen}``."""
    # template() and tree() written out, and a template's forms looked up before a call:
    # a long log says ~900 messages, and the calls were a third of this function's work
    text = (table.get(locale) or table[SOURCE_LOCALE])[key] if "." not in key else template(table, key, locale)
    for name, value in values.items():
        if callable(value):
            values[name] = value(locale)
    # a name is said as a Person only where a placeholder asks a form of it ("{player:gen}"):
    # "{player}" formats a Person as the name itself
    asked = _FORMS.get(text) if type(text) is str and ":" in text else ()
    if asked is None:
        asked = _formed(text)
    if asked:
        genders = _GENDERS.get() or {}
        for name in asked:
            value = values.get(name)
            if type(value) is str:
                values[name] = Person(value, genders.get(value))
    return text.format(**values)


#: the placeholders of a template that ask a form of their value ("player" of
#: "{player:gen}"), found once per template (a template is the table's own text)
_FORMS: dict[str, tuple[str, ...]] = {}


def _formed(text: str) -> tuple[str, ...]:
    asked = _FORMS.get(text)
    if asked is None:
        from _string import formatter_parser  # str.format's own reading of a template

        try:
            asked = tuple(dict.fromkeys(field.partition(".")[0].partition("[")[0] for _, field, spec, _ in
                                        formatter_parser(text) if field and spec))
        except ValueError:  # a broken template: str.format says what is wrong
            asked = ()
        _FORMS[text] = asked
    return asked


# --------------------------------------------------------------------------- grammar of persons

MASCULINE, FEMININE = "m", "f"
#: what may follow NAME:TRAVELLER: on the command line, in either language
GENDER_WORDS = {
    "м": MASCULINE, "муж": MASCULINE, "мужской": MASCULINE, "m": MASCULINE, "male": MASCULINE,
    "ж": FEMININE, "жен": FEMININE, "женский": FEMININE, "f": FEMININE, "female": FEMININE,
}

_GENDERS: ContextVar[Mapping[str, str] | None] = ContextVar("pnpkit_genders", default=None)


def gender_of(text: str) -> str | None:
    """``m``/``f`` for a gender word (ж/м, f/m, жен/муж, female/male); None if it is not one."""
    return GENDER_WORDS.get(text.strip().lower().rstrip("."))


def speaking_of(genders: Mapping[str, str]) -> None:
    """The players' genders (name -> ``m``/``f``) the messages agree with from now on."""
    _GENDERS.set(dict(genders))


_VOWELS = "аеёиоуыэюя"
_HUSHING = frozenset("гкхжчшщ")  # after these Russian writes и, never ы


def _inflect(name: str, gender: str | None, vowel: Callable[[str], str], soft: str, hard: str) -> str:
    """The case a name takes when it ends in -а/-я (``vowel`` of the lowered name), -й/-ь
    (``soft``, a man's name) or a hard consonant (``hard`` added, a man's name); a woman's
    -ь → -и, any other name (another vowel, a Latin letter, several words) as it is."""
    if not name or " " in name.strip():
        return name
    low = name.lower()

    def ending(text: str) -> str:
        return text.upper() if name[-1].isupper() else text

    if low.endswith(("а", "я")):
        return name[:-1] + ending(vowel(low))
    if gender == FEMININE:
        return name[:-1] + ending("и") if low.endswith("ь") else name
    if low[-1] in "йь":
        return name[:-1] + ending(soft)
    if ("а" <= low[-1] <= "я" or low[-1] == "ё") and low[-1] not in _VOWELS:
        return name + ending(hard)
    return name


def genitive(name: str, gender: str | None = None) -> str:
    """The genitive of a Russian first name by the well-known rules: -а → -ы (-и after
    г к х ж ч ш щ), -я → -и (-ия → -ии), -й/-ь → -я, a hard consonant → +а; a woman's
    name: -ь → -и, a consonant not declined (Любови, Кэтрин); a name that ends otherwise
    (-о, -е, -и, -у, a Latin letter) or has several words is not declined."""
    return _inflect(name, gender, lambda low: "и" if low[-1] == "я" or low[-2:-1] in _HUSHING else "ы",
                    "я", "а")


def accusative(name: str, gender: str | None = None) -> str:
    """The accusative of a Russian first name («вызывает на бой Аню»): -а → -у, -я → -ю
    (Никиту, Илью too); a man's name otherwise as its genitive (Бориса, Игоря, Алексея);
    a woman's name otherwise, a name ending in another vowel or a Latin letter, or of
    several words, as it is."""
    if not name or " " in name.strip():
        return name
    if name.lower().endswith(("а", "я")):
        return _inflect(name, gender, lambda low: "у" if low.endswith("а") else "ю", "", "")
    return name if gender == FEMININE else genitive(name, gender)


def dative(name: str, gender: str | None = None) -> str:
    """The dative of a Russian first name («к Ане», «отдаёт Борису»): -а, -я → -е (-ия →
    -ии), a woman's -ь → -и; a man's hard consonant → +у, -й, -ь → -ю; a woman's name
    otherwise, a name ending in another vowel or a Latin letter, or of several words, as
    it is."""
    return _inflect(name, gender, lambda low: "и" if low.endswith("ия") else "е", "ю", "у")


#: the cases of a person's name written out (others are said as the name is)
_DECLINE = {"gen": genitive, "acc": accusative, "dat": dative}


class Person(str):
    """A name in a message that knows its gender: ``{player}`` is the name,
    ``{player:gen}`` its genitive, ``{player:acc}`` its accusative, ``{player:dat}`` its dative, ``{player:должен|должна}`` the form of its gender
    (masculine first; the masculine one when the gender is not known)."""

    gender: str | None = None

    def __new__(cls, name: str, gender: str | None = None) -> Person:
        made = super().__new__(cls, name)
        made.gender = gender
        return made

    def __format__(self, spec: str) -> str:
        if spec in _DECLINE:
            return _DECLINE[spec](str(self), self.gender)
        if spec in CASES or spec in ARTICLES:  # other cases are not written out; names take no article
            return str(self)
        if FORMS_SEPARATOR in spec:
            masculine, _, feminine = spec.partition(FORMS_SEPARATOR)
            return feminine if self.gender == FEMININE else masculine
        return format(str(self), spec)


#: the cases a template may ask a thing's name in: ``{card:acc}`` «отдаёт №15 Орка»,
#: ``{item:gen}`` «лишается Кольчуги», ``{card:dat}`` «рад Единорогу»
CASES = ("nom", "acc", "gen", "dat")
#: the article an English name may be asked with: ``{field:the}`` «Ann is at the Inn»,
#: ``{traveller:a}`` «becomes an Elf» (the game's data says which names take which)
ARTICLES = ("the", "a")


class Named(str):
    """A thing's name that knows its case forms (a game's data gives them; see
    content/amber/cases.yaml): ``{card:acc}`` is its accusative, ``{field:the}`` its English
    form with an article (content/amber/articles.yaml).  A name without the form asked for
    (a language that does not inflect, a thing the data has no forms for) is said as it is."""

    forms: Mapping[str, str]

    def __new__(cls, name: str, forms: Mapping[str, str] | None = None) -> Named:
        made = super().__new__(cls, name)
        made.forms = forms or {}
        return made

    def __format__(self, spec: str) -> str:
        if spec in CASES or spec in ARTICLES:
            return self.forms.get(spec, str(self))
        return format(str(self), spec)


def person(name: str) -> Person:
    """``name`` as a :class:`Person` of the gender :func:`speaking_of` gave it."""
    return Person(name, (_GENDERS.get() or {}).get(name))


def refusal(table: Table, key: str, /, **values: Any):
    """A RuleError carrying the message in Russian and English."""
    from pnpkit.rules.commands import RuleError

    return RuleError(say(table, key, "ru", **values), say(table, key, "en", **values))


class Refused(ValueError):
    """A refusal of the rules that keeps its message: ``key`` of :attr:`TABLE` and the raw
    ``values`` (ids, player names, numbers), not only finished sentences.  ``ru``/``en``
    are the plain texts (ids shown as they are, for callers without the game's names);
    :meth:`text` says it again with a naming function, so a referee can show the names of
    things in the session's language.  A subclass sets TABLE, IDS (the placeholders that
    hold ids) and COUNTS (placeholder -> key of a counted phrase of TABLE)."""

    TABLE: ClassVar[Table] = {}
    IDS: ClassVar[frozenset[str]] = frozenset()
    COUNTS: ClassVar[Mapping[str, str]] = {}

    def __init__(self, key: str, /, **values: Any) -> None:
        self.key, self.values = key, dict(values)
        self.ru, self.en = self.text("ru"), self.text("en")
        super().__init__(self.en)

    def text(self, locale: str, name: Callable[[str], str] | None = None) -> str:
        """The refusal in ``locale``; ``name`` (when given) turns each id into what to show."""
        filled: dict[str, Any] = {}
        for placeholder, value in self.values.items():
            if placeholder in self.COUNTS:
                value = counted(self.TABLE, self.COUNTS[placeholder], value, locale)
            elif placeholder in self.IDS and name is not None:
                value = name(value)
            filled[placeholder] = value
        return say(self.TABLE, self.key, locale, **filled)


def command(name: str, table: Table, key: str, usage: str = "", logged: bool = True,
            usage_key: str | None = None):
    """A CommandSpec whose help is the message ``key`` of ``table`` (Russian, English);
    ``usage_key`` names a message for arguments that read differently per language."""
    from pnpkit.rules.commands import CommandSpec

    usage_en = ""
    if usage_key is not None:
        usage, usage_en = say(table, usage_key, "ru"), say(table, usage_key, "en")
    return CommandSpec(name, say(table, key, "ru"), say(table, key, "en"), usage, logged, usage_en)


def messages(node: Any, path: str = "") -> Iterator[tuple[str, str]]:
    """(key, template) of every string in a locale's tree, keys dotted."""
    from collections.abc import Mapping  # here: importing it loads collections (~1 ms of a write)

    if isinstance(node, str):
        yield path, node
    elif isinstance(node, Mapping | list | tuple):  # a list's items are keyed by their index
        for key, value in node.items() if isinstance(node, Mapping) else enumerate(node):
            yield from messages(value, f"{path}.{key}" if path else str(key))


# --------------------------------------------------------------------------- plurals


FORMS_SEPARATOR = "|"


def counted(table: Table, key: str, n: int, locale: str) -> str:
    """A number with its words in the right plural form.  The message holds the
    locale's forms in gettext order, separated by ``|``: ``"{n} ход|{n} хода|{n} ходов"``,
    ``"{n} turn|{n} turns"`` (a catalogue gives a new locale as many forms as it has)."""
    language = locale if locale in table else SOURCE_LOCALE
    return plural(n, template(table, key, locale).split(FORMS_SEPARATOR), language)
