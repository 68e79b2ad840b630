"""The live board page of a session (``pnpkit referee serve``): a small Starlette app.

The session file stays the one source of truth.  Every request reads it (again only
when it changed on disk: inode, size and modification time), and every action on the
page opens it with :meth:`Table.locked` and runs :meth:`Table.act` / :meth:`Table.undo`
under the session's lock, exactly as the CLI commands do, so a command typed in another
terminal and a click on the page are the same thing.  ``/events`` streams a ``change`` event whenever the file changes, so the
page follows the CLI within a fraction of a second.

The game's board and what its state looks like come from its live board
(:mod:`pnpkit.referee.live`, found through the referee registry); a game without one
still gets the panels of text, the log and the command box.

An action that spends more than half of a player's money is answered ``409`` with
``confirm`` (the question): the page shows it with a yes and a no, and the yes sends the
same action again with ``"yes": true``.  Nothing is logged before that.

Acting needs the token printed at start when the server listens beyond this machine
(``--host 0.0.0.0``); everyone else can only watch.  The token arrives as
``?token=…`` once and is kept in a cookie.  Starlette is imported only where a page is
served (an optional extra: ``pip install 'pnpkit[serve]'``): the words here are read
without it.
"""

from __future__ import annotations

import asyncio
import json
import os
import secrets
import threading
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import asdict, dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from pnpkit.referee.live import Choice, LiveBoard, LiveView, Panel, overlay_svg
from pnpkit.referee.narrate import action_title, told_lines
from pnpkit.referee.titles import plain_title
from pnpkit.rules.messages import tree
from pnpkit.rules.session import FREE_ROLL
from pnpkit.word_files import word_file

PAGE = Path(__file__).parent / "page"
COOKIE = "pnpkit_token"
LOOPBACK = frozenset({"127.0.0.1", "localhost", "::1"})
LOG_ACTIONS = 40  # the page shows the last actions; `referee log` has them all

#: the page's words, kept in server.json beside this module (listed in CODE_TEXTS)
WORDS: dict[str, dict[str, str]] = word_file(__file__, "server.json")["WORDS"]


def words(locale: str) -> dict[str, str]:
    return dict(tree(WORDS, locale))


@dataclass(frozen=True)
class ServeConfig:
    file: Path
    locale: str = "ru"
    token: str = ""
    need_token: bool = False
    poll_seconds: float = 0.2       # how often the event stream looks at the file
    stream_seconds: float = 300.0   # an event stream ends then; the browser reconnects
    names: frozenset[str] = frozenset()  # host names the page answers to, beside addresses
    #: set when the server is asked to stop: the open event streams end at their next look
    #: (else uvicorn cancels them when Ctrl+C's grace runs out, with a traceback)
    stopping: threading.Event = field(default_factory=threading.Event, compare=False, repr=False)

    @classmethod
    def for_host(cls, file: Path, host: str, locale: str, **extra: Any) -> ServeConfig:
        """Beyond loopback, acting needs the token (a fresh one per start).  The page
        answers to the host it was started on and, on every address, to this machine's
        name: no other name (a name made to point here is a DNS rebinding)."""
        names = {host.lower()}
        if host in ("0.0.0.0", "::"):
            import socket

            machine = socket.gethostname().lower()
            names |= {machine, f"{machine}.local"}
        return cls(Path(file), locale, secrets.token_urlsafe(18), host not in LOOPBACK,
                   names=frozenset(names), **extra)


def file_stamp(path: Path) -> str:
    """What changes whenever the session file does (an append, an undo's rename)."""
    try:
        info = os.stat(path)
    except OSError:
        return "missing"
    return f"{info.st_ino}-{info.st_size}-{info.st_mtime_ns}"


def user_error_text(exc: Exception, locale: str) -> str | None:
    """The one line a user's error says (as the CLI says it), or None for a bug."""
    from pnpkit.referee.requests import BadRequest
    from pnpkit.referee.store import SessionFileError
    from pnpkit.rules.dice import DiceError
    from pnpkit.rules.session import ReplayDivergence, RuleError

    if isinstance(exc, (RuleError, DiceError, SessionFileError, ReplayDivergence, BadRequest)):
        return exc.text(locale)
    return None


# --------------------------------------------------------------------------- the state


def speak_of(table: Any) -> None:
    """The players' genders for the sentences of this request: each request runs in a
    context of its own, and a session read earlier (unchanged on disk) is not read again,
    so the genders its reading set are not there («Аня (выбыл)» on the page)."""
    from pnpkit.rules.messages import speaking_of

    speaking_of({p.name: p.gender for p in table.header.players if p.gender})


def told(referee: Any, action: Any, events: Any, locale: str) -> dict[str, Any]:
    """An action's lines as ``referee log`` tells them; ``rolls`` counts the roll lines
    (from ``rolls_at``), so the page can fold a long run of dice (a crown battle's 34) under one line."""
    lines, at, rolls = told_lines(referee, action, events, locale)
    return {"lines": lines, "rolls": rolls, "rolls_at": at}


def log_json(table: Any, locale: str, last: int = LOG_ACTIONS) -> list[dict[str, Any]]:
    return [{"n": i + 1, "title": action_title(i + 1, table.actions[i], table.referee, locale, table.header.players),
             **told(table.referee, table.actions[i], table.history[i], locale)}
            for i in range(max(0, len(table.actions) - last), len(table.actions))]


def answer_choices(answers: Any, locale: str) -> tuple[Choice, ...]:
    """A button for each answer the referee offers (whether the rules recommend it)."""
    return tuple(Choice(a.label(locale), a.command, tuple(a.args), a.primary) for a in answers)


def plain_view(table: Any, locale: str, over: bool, turn: str | None) -> LiveView:
    """A game without a live board: its status as text, its answers or else its plain
    commands as buttons (the one plain command is the next step when nothing else may be
    done; FF's luck and meal outside a fight are not)."""
    referee, state = table.referee, table.state
    # no character under a name: the header's is how the game began (FF's «11/20/9», a
    # hero's first sheet), read beside the status as if it were now
    panels = tuple(Panel(p.name, i, "", current=p.name == turn) for i, p in enumerate(table.header.players))
    asked = () if over else answer_choices(referee.answers(state, locale), locale)
    logged = [] if over or asked else [s for s in table.commands() if s.logged and s.name != FREE_ROLL]
    plain = [s for s in logged if not s.usage or s.usage.startswith("[")]
    # the next step only when it is all there is to do (the race's turn); FF's luck test
    # beside a fight typed with its enemies is not, even when no meal is offered
    step = len(plain) == 1 == len(logged)
    choices = asked or tuple(Choice(button_label(s, locale), s.name, primary=step) for s in plain)
    ending = (referee.over_line(state, locale),) if over else ()
    return LiveView(plain_title(table.header.game, locale), "", panels, choices=choices,
                    prompt=tuple(line for line in ending if line), status=tuple(referee.status(state, locale)))


def button_label(spec: Any, locale: str) -> str:
    """A plain command's help as its button says it: a button sends no arguments, so the
    help's closing note on the optional ones («испытать удачу (удача нет — отказаться)»)
    is the terminal's, not the button's; capitalised as the answers' buttons are."""
    text = spec.help(locale)
    if spec.usage and text.endswith(")") and " (" in text:
        text = text[:text.rindex(" (")]
    return text[:1].upper() + text[1:]


def state_json(table: Any, live: LiveBoard | None, locale: str, can_act: bool,
               version: str = "") -> dict[str, Any]:
    """What ``/state.json`` says: players with their fields, whose turn, the legal moves
    (fields to click, buttons) and, for the page, the drawing over each board."""
    referee = table.referee
    speak_of(table)
    over = referee.is_over(table.state)
    turn = None if over else referee.current_player(table.state)
    view = live.view(table.state, locale) if live is not None else plain_view(table, locale, over, turn)
    data = asdict(view)
    return {
        "version": version,
        "game": table.header.game,
        "locale": locale,
        "actions": len(table.actions),
        "turn": turn,
        "over": over,
        "can_act": can_act,
        "commands": [s.name for s in table.commands()],
        "log": log_json(table, locale),
        "title": data["title"], "headline": data["headline"], "status": data["status"],
        "players": [{**asdict(p), "colour": p.colour, "field": p.place or None} for p in view.panels],
        "legal_moves": data["targets"], "choices": data["choices"], "prompt": data["prompt"],
        "fight": data["fight"],
        "overlays": {p.id: overlay_svg(p, view) for p in live.pictures(locale)} if live is not None else {},
    }


# --------------------------------------------------------------------------- change events


async def change_events(stamp: Callable[[], str], poll: float, seconds: float,
                        disconnected: Callable[[], Awaitable[bool]]) -> AsyncIterator[str]:
    """Server-sent events: ``change`` with the file's stamp at once and whenever it
    changes; a comment now and then keeps proxies from closing the stream."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    last = None
    quiet = 0.0
    yield "retry: 500\n\n"
    while True:
        now = stamp()
        if now != last:
            last, quiet = now, 0.0
            yield f"event: change\ndata: {now}\n\n"
        elif quiet >= 15.0:
            quiet = 0.0
            yield ": still here\n\n"
        if loop.time() >= deadline or await disconnected():
            return
        await asyncio.sleep(poll)
        quiet += poll


# --------------------------------------------------------------------------- the app

#: sent with every answer: no other site may frame the page (its buttons act)
GUARD_HEADERS = ((b"x-frame-options", b"DENY"),
                 (b"content-security-policy", b"frame-ancestors 'none'"),
                 (b"x-content-type-options", b"nosniff"),
                 (b"referrer-policy", b"no-referrer"))


def guard(app: Any, names: frozenset[str], locale: str) -> Any:
    """ASGI middleware: a request naming a host this server does not answer to is
    refused before any route runs (DNS rebinding), and every answer carries
    GUARD_HEADERS."""

    async def guarded_app(scope: dict[str, Any], receive: Any, send: Any) -> None:
        from starlette.responses import JSONResponse

        from pnpkit.referee.requests import BadRequest, host_allowed

        if scope["type"] != "http":
            await app(scope, receive, send)
            return

        async def guarded(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", ()), *GUARD_HEADERS]}
            await send(message)

        hosts = [v.decode("latin-1") for k, v in scope.get("headers", ()) if k == b"host"]
        if len(hosts) > 1 or not host_allowed(hosts[0] if hosts else None, names):
            refused = BadRequest("bad_host", host=(hosts or [""])[0][:80]).text(locale)
            await JSONResponse({"ok": False, "error": refused}, 400)(scope, receive, guarded)
            return
        await app(scope, receive, guarded)

    return guarded_app


async def read_body(request: Any) -> bytes:
    """The body, read no further than MAX_BODY bytes: refused with 413 unread when its
    Content-Length says more, else as soon as it passes the cap, whatever that said."""
    from pnpkit.referee.requests import MAX_BODY, BadRequest

    declared = request.headers.get("content-length", "0")
    if not declared.strip().isdigit():
        raise BadRequest("not_json")
    too_large = BadRequest("too_large", 413, limit=MAX_BODY)
    if int(declared) > MAX_BODY:
        raise too_large
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY:
            raise too_large
        chunks.append(chunk)
    return b"".join(chunks)


def parsed_action(raw: bytes) -> Any:
    """An ``/act`` body as a TypedCommand, or "undo" for a line naming it, or None for
    an empty line (runs in a worker thread: JSON and the typed line are parsed there)."""
    from pnpkit.referee.registry import FRAMEWORK_ALIASES
    from pnpkit.referee.requests import act_request

    typed = act_request(raw)
    if typed is not None and FRAMEWORK_ALIASES.get(typed.command, typed.command) == "undo":
        return "undo"
    return typed


class LivePage:
    """The page's routes over one session (``make_app`` mounts them)."""

    def __init__(self, config: ServeConfig, live: LiveBoard | None) -> None:
        from jinja2 import Environment, FileSystemLoader, select_autoescape

        self.config, self.live, self.locale = config, live, config.locale
        self.env = Environment(loader=FileSystemLoader(PAGE), autoescape=select_autoescape(["html"]))
        self._lock = threading.Lock()   # one action of this server at a time
        self._table: Any = None         # the session as last read, and its file's stamp then
        self._stamp: str | None = None

    # -- the session: read again only when its file changed, acted on as the CLI acts ----
    def table(self) -> Any:
        from pnpkit.referee.table import Table

        with self._lock:
            stamp = file_stamp(self.config.file)
            if self._table is None or stamp != self._stamp:
                with Table.locked(self.config.file, restore=True) as table:
                    pass
                # the log's past events are what the page tells: replay when they were not kept
                self._table = table if table.history is not None else Table.open(self.config.file)
                self._stamp = stamp
            return self._table

    def locked(self, change: Callable[[Any], Any]) -> tuple[Any, Any]:
        """(the table, what ``change`` made of it), read to write locked as by the CLI's
        one-shot writes: from the engine's state kept beside the log when it is this log's
        (a click after 2,200 actions: 21 ms of CPU instead of 607 ms, benchmarks/page_click.py)."""
        from pnpkit.referee.table import Table

        with self._lock, Table.locked(self.config.file, restore=True) as table:
            done = change(table)
            keep = table.history is not None  # else the next read replays, for the log's events
            self._table, self._stamp = (table, file_stamp(self.config.file)) if keep else (None, "")
            return table, done

    # -- who may act ---------------------------------------------------------------------
    def can_act(self, request: Any) -> bool:
        if not self.config.need_token:
            return True
        given = (request.query_params.get("token") or request.headers.get("x-pnpkit-token")
                 or request.cookies.get(COOKIE) or "")
        return secrets.compare_digest(given.encode(), self.config.token.encode())

    def refuse(self, request: Any) -> Any:
        """A cross-site post (a browser always says Origin) or a watcher acting."""
        from urllib.parse import urlsplit

        from starlette.responses import JSONResponse

        origin = request.headers.get("origin")
        if origin is not None and urlsplit(origin).netloc != request.headers.get("host", ""):
            return JSONResponse({"ok": False, "error": "cross-site request"}, status_code=403)
        if not self.can_act(request):
            return JSONResponse({"ok": False, "error": words(self.locale)["watching"]}, status_code=403)
        return None

    def failed(self, exc: Exception, status: int = 409) -> Any:
        from starlette.responses import JSONResponse

        from pnpkit.referee.table import NeedsConfirmation

        text = user_error_text(exc, self.locale)
        if text is None:
            raise exc
        said: dict[str, Any] = {"ok": False, "error": text}
        if isinstance(exc, NeedsConfirmation):  # the page asks, then sends the same with "yes"
            said["confirm"] = text
        elif getattr(exc, "answers", None):  # NeedsAnswer: a button for each answer
            said.update(question=exc.question(self.locale),
                        choices=[asdict(c) for c in answer_choices(exc.answers, self.locale)])
        return JSONResponse(said, status_code=getattr(exc, "status", status))  # a BadRequest's own

    def pictures(self) -> list[Any]:
        return list(self.live.pictures(self.locale)) if self.live is not None else []

    # -- what the page reads ------------------------------------------------------------
    async def page(self, request: Any) -> Any:
        from starlette.responses import HTMLResponse

        locale = self.locale
        try:
            table = self.table()
        except Exception as exc:  # noqa: BLE001 - a user's error becomes the page's one line
            text = user_error_text(exc, locale)
            if text is None:
                raise
            from html import escape

            return HTMLResponse(f"<!doctype html><meta charset=utf-8><p>{escape(text)}</p>",
                                status_code=500)
        said = words(locale)
        # the title as /state.json gives it, written into the page: the tab is named before the script runs
        title = (self.live.view(table.state, locale).title if self.live is not None
                 else plain_title(table.header.game, locale))
        html = self.env.get_template("index.html").render(
            lang=locale, words=said, words_json=json.dumps(said, ensure_ascii=False).replace("</", "<\\/"),
            title=title, boards=self.pictures(), can_act=self.can_act(request))
        response = HTMLResponse(html)
        if self.config.need_token and request.query_params.get("token") and self.can_act(request):
            response.set_cookie(COOKIE, self.config.token, httponly=True, samesite="strict")
        return response

    async def state(self, request: Any) -> Any:
        from starlette.responses import JSONResponse

        try:
            table = self.table()
        except Exception as exc:  # noqa: BLE001
            return self.failed(exc, 500)
        data = state_json(table, self.live, self.locale, self.can_act(request), file_stamp(self.config.file))
        return JSONResponse(data, headers={"Cache-Control": "no-store"})

    async def board(self, request: Any) -> Any:
        from starlette.responses import Response

        wanted = request.path_params["board"]
        for picture in self.pictures():
            if picture.id == wanted:
                return Response(picture.svg, media_type="image/svg+xml",
                                headers={"Cache-Control": "max-age=3600"})
        return Response(status_code=404)

    async def events(self, request: Any) -> Any:
        from starlette.responses import StreamingResponse

        async def gone() -> bool:
            return self.config.stopping.is_set() or await request.is_disconnected()

        stream = change_events(lambda: file_stamp(self.config.file), self.config.poll_seconds,
                               self.config.stream_seconds, gone)
        return StreamingResponse(stream, media_type="text/event-stream",
                                 headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"})

    # -- acting -------------------------------------------------------------------------
    async def act(self, request: Any, typed: bool) -> Any:
        """An action (a typed line or a command: ``/act``) or an undo, as the CLI runs it."""
        from starlette.responses import JSONResponse

        refused = self.refuse(request)
        if refused is not None:
            return refused
        locale = self.locale
        try:
            parsed = await asyncio.to_thread(parsed_action, await read_body(request)) if typed else "undo"
            if parsed is None:
                return JSONResponse({"ok": True, "lines": []})
            if parsed == "undo":
                table, (n, action) = await asyncio.to_thread(
                    self.locked, lambda table: (len(table.actions), table.undo()))
                return JSONResponse({"ok": True, "title": action_title(n, action, table.referee, locale, table.header.players),
                                     "lines": []})
            table, outcome = await asyncio.to_thread(self.locked, lambda table: table.act(
                parsed.command, parsed.args, parsed.player, parsed.dice, confirmed=parsed.yes))
        except Exception as exc:  # noqa: BLE001
            return self.failed(exc)
        speak_of(table)
        title = action_title(outcome.index, outcome.action, table.referee, locale, table.header.players) \
            if outcome.action else ""
        return JSONResponse({"ok": True, "title": title,
                             **told(table.referee, outcome.action, outcome.events, locale)})


def make_app(config: ServeConfig, live: LiveBoard | None = None) -> Any:
    """The Starlette application serving ``config.file``."""
    from starlette.applications import Starlette
    from starlette.middleware import Middleware
    from starlette.routing import Mount, Route
    from starlette.staticfiles import StaticFiles

    page = LivePage(config, live)
    routes = [
        Route("/", page.page),
        Route("/state.json", page.state),
        Route("/board/{board}.svg", page.board),
        Route("/act", partial(page.act, typed=True), methods=["POST"]),
        Route("/undo", partial(page.act, typed=False), methods=["POST"]),
        Route("/events", page.events),
        Mount("/static", StaticFiles(directory=PAGE / "static"), name="static"),
    ]
    app = Starlette(routes=routes, middleware=[Middleware(guard, names=config.names, locale=config.locale)])
    app.state.stopping = config.stopping  # whoever runs the app sets it before stopping the server
    return app


def lan_address() -> str:
    """This machine's address on its local network, for a phone at the table (a UDP
    socket "connected" to a private address sends nothing; it only picks the route)."""
    import socket

    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.254.254.254", 9))
            return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"


def page_url(host: str, port: int, config: ServeConfig) -> str:
    shown = lan_address() if host in ("0.0.0.0", "::") else host
    if ":" in shown:
        shown = f"[{shown}]"
    url = f"http://{shown}:{port}/"
    return f"{url}?token={config.token}" if config.need_token else url
