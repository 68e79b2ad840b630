"""Diagnostics: what is wrong in the data, where, and what to do about it."""

from __future__ import annotations

from pnpkit.value_class import Factory, value_class


class Severity(str):
    """How bad a diagnostic is: ``Severity.ERROR`` or ``Severity.WARNING``, each one
    string equal to its value, as the StrEnum it was (``Severity("error")``, ``.value``,
    ``.name``).  Not an enum: enum's import is ~0.5 ms of every Amber write (issue #31),
    which reads its game's model."""

    __slots__ = ()
    ERROR: Severity
    WARNING: Severity

    def __new__(cls, value: str) -> Severity:
        try:
            return _SEVERITIES[value]
        except (KeyError, TypeError):  # as Enum refuses a value it does not have
            raise ValueError(f"{value!r} is not a valid Severity") from None

    @property
    def value(self) -> str:
        return str.__str__(self)

    @property
    def name(self) -> str:
        return self.upper()

    def __repr__(self) -> str:
        return f"<Severity.{self.name}: {str.__repr__(self.value)}>"


_SEVERITIES = {value: str.__new__(Severity, value) for value in ("error", "warning")}
Severity.ERROR, Severity.WARNING = _SEVERITIES["error"], _SEVERITIES["warning"]


@value_class(frozen=True, order=True)
class Source:
    """A place in a content file; ``line`` and ``column`` count from 1 (0 = unknown)."""

    path: str
    line: int = 0
    column: int = 0

    def __init__(self, path: str, line: int = 0, column: int = 0) -> None:
        # written out: the reader makes one for every value it reads
        values = self.__dict__
        values["path"], values["line"], values["column"] = path, line, column

    def __str__(self) -> str:
        if self.line:
            return f"{self.path}:{self.line}:{self.column}"
        return self.path


#: the source of what code made rather than a file (a default of the model's classes)
NO_SOURCE = Source("<code>")


@value_class(frozen=True)
class Diagnostic:
    code: str
    message: str
    source: Source
    severity: Severity = Severity.ERROR
    hint: str = ""

    def format(self) -> str:
        text = f"{self.source}: {self.severity.value}[{self.code}]: {self.message}"
        if self.hint:
            text += f" ({self.hint})"
        return text

    def to_json(self) -> dict:
        return {
            "code": self.code,
            "severity": self.severity.value,
            "message": self.message,
            "hint": self.hint,
            "path": self.source.path,
            "line": self.source.line,
            "column": self.source.column,
        }


@value_class
class Diagnostics:
    """Collects every diagnostic before anyone stops."""

    items: list[Diagnostic] = Factory(list)

    def error(self, code: str, message: str, source: Source, hint: str = "") -> None:
        self.items.append(Diagnostic(code, message, source, Severity.ERROR, hint))

    def extend(self, other: list[Diagnostic] | Diagnostics) -> None:
        self.items.extend(other.items if isinstance(other, Diagnostics) else other)

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.items if d.severity is Severity.ERROR]

    @property
    def warnings(self) -> list[Diagnostic]:
        return [d for d in self.items if d.severity is Severity.WARNING]

    @property
    def ok(self) -> bool:
        return not self.errors

    def sorted(self) -> list[Diagnostic]:
        return sorted(self.items, key=lambda d: (d.source, d.code, d.message))


def did_you_mean(word: str, choices) -> str:
    """'did you mean 'x'?' for the closest choice, or '' when nothing is close."""
    import difflib  # only when a message suggests: decoding a kept game needs none

    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f"did you mean '{close[0]}'?" if close else ""


class GameDataError(Exception):
    """A game's own files are missing or broken when a command needs them (not a bug of
    pnpkit).  ``kind`` is ``missing`` or ``errors``; ``file`` the file to fix (or the
    folder that is not there); ``problem`` the first error, with its line and column."""

    def __init__(self, game: str, kind: str, file: str, problem: str, text: str) -> None:
        self.game, self.kind, self.file, self.problem = game, kind, file, problem
        super().__init__(text)
