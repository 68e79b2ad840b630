"""The preview page: a small Starlette app over :class:`Preview`, which keeps one
:class:`~pnpkit.preview.render.Renderer` per locale the page asked for and redraws them
whenever ``watchfiles`` reports a save in the game folder.

The page learns of a redraw from ``/events`` (server-sent events) and fetches
``/state.json`` again, swapping only the pictures whose digest changed, so it follows
every save without a reload.  Secure by default: it is served on 127.0.0.1 only, a
request naming another host is refused (a web page elsewhere cannot reach it through a
DNS rebinding), and pictures are looked up by name in memory: no path of the request
ever reaches the file system.  Starlette and watchfiles are imported inside the
functions (the ``serve`` extra).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from pnpkit.preview.render import Renderer

PAGE = Path(__file__).parent / "page"
ASSETS = {"page.js": "text/javascript", "page.css": "text/css"}
ALLOWED_HOSTS = ("127.0.0.1", "localhost")
#: what a save of these files can change; an editor's swap files and the kit's output do not
WATCHED_SUFFIXES = frozenset({".yaml", ".yml", ".csv", ".tsv", ".po", ".j2", ".md", ".png",
                              ".jpg", ".jpeg", ".webp", ".svg", ".ttf", ".otf", ".json"})
KEEPALIVE_SECONDS = 15.0
LOOK_SECONDS = 0.2  # how often an open event stream looks whether the server stops


class Preview:
    """The game folder's pictures per locale and the signal the pages wait on."""

    def __init__(self, folder: Path, locale: str = "") -> None:
        from pnpkit.readers.yaml_source import keep_parsed_documents

        keep_parsed_documents()  # a save parses the file saved, not the whole game again
        self.folder = Path(folder)
        self.first = Renderer(self.folder, locale)
        self.renderers: dict[str, Renderer] = {}
        self.generation = 0
        self._changed: asyncio.Event | None = None
        #: set when the server is asked to stop: the open event streams end at their next
        #: look (else uvicorn cancels them when the grace runs out, with a traceback)
        self.stopping = threading.Event()

    def start(self) -> Renderer:
        """The first locale read and listed (before the page is served); its pictures
        are drawn as the page asks for them."""
        self.first.refresh()
        self.renderers[self.first.shown] = self.first
        return self.first

    def renderer(self, locale: str | None) -> Renderer | None:
        """The renderer of ``locale`` (made and drawn on first use); None for a locale
        the game does not have."""
        if not locale or locale == self.first.shown:
            return self.first
        if locale in self.renderers:
            return self.renderers[locale]
        if locale not in (*self.first.locales, "pseudo"):
            return None
        made = Renderer(self.folder, locale)
        made.refresh()
        return self.renderers.setdefault(locale, made)

    def refresh_all(self) -> bool:
        """Every open locale redrawn where the change reached; whether anything changed."""
        versions = [r.version for r in self.renderers.values()]
        for r in list(self.renderers.values()):
            r.refresh()
        changed = versions != [r.version for r in self.renderers.values()]
        if changed:
            self.generation += 1
        return changed

    def changed_event(self) -> asyncio.Event:
        if self._changed is None:
            self._changed = asyncio.Event()
        return self._changed

    def announce(self) -> None:
        """Wake every page waiting on the event stream."""
        event = self.changed_event()
        self._changed = asyncio.Event()
        event.set()

    async def watch(self, stop: asyncio.Event | None = None) -> None:
        """Redraw on every save until ``stop`` is set (watchfiles' own loop: no polling
        of ours)."""
        from watchfiles import awatch

        async for _changes in awatch(self.folder, watch_filter=watched, debounce=40, step=10,
                                     stop_event=stop, rust_timeout=500, yield_on_timeout=False):
            if await asyncio.to_thread(self.refresh_all):
                self.announce()


def watched(_change: Any, path: str) -> bool:
    """A file the pictures may depend on: no hidden file or folder, nothing in output/."""
    parts = Path(path).parts
    if any(p.startswith(".") or p == "output" or p == "__pycache__" for p in parts[-4:-1]):
        return False
    name = parts[-1] if parts else ""
    return not name.startswith((".", "~")) and Path(name).suffix.lower() in WATCHED_SUFFIXES


def state_json(renderer: Renderer, locale: str) -> dict[str, Any]:
    return {
        "title": renderer.title,
        "locale": locale,
        "locales": list(renderer.locales),
        "version": renderer.version,
        "problems": [{"text": p.text, "path": p.path, "line": p.line, "column": p.column}
                     for p in renderer.problems],
        "warnings": list(renderer.warnings[:20]),
        "sections": [{"part": s.part, "name": s.name, "pictures": [
            _picture_json(renderer.pictures[k], locale) for k in s.keys if k in renderer.pictures]}
            for s in renderer.sections],
    }


def _picture_json(p: Any, locale: str) -> dict[str, Any]:
    from urllib.parse import quote

    return {"key": p.key, "side": p.side, "label": p.label, "text": p.text, "digest": p.digest,
            "width": p.width, "height": p.height,
            "url": f"/picture/{quote(p.key)}?locale={quote(locale)}&v={p.digest}"}


async def events(preview: Preview, disconnected: Any) -> AsyncIterator[str]:
    """``update`` with the generation at once and after every redraw; a comment now
    and then keeps the stream open."""
    yield "retry: 500\n\n"
    yield f"event: update\ndata: {preview.generation}\n\n"
    event, quiet = preview.changed_event(), 0.0
    while not preview.stopping.is_set() and not await disconnected():
        try:  # the same event until it fires: an update between two looks is not missed
            await asyncio.wait_for(event.wait(), LOOK_SECONDS)
        except TimeoutError:
            quiet += LOOK_SECONDS
            if quiet >= KEEPALIVE_SECONDS:
                quiet = 0.0
                yield ": still here\n\n"
            continue
        event, quiet = preview.changed_event(), 0.0
        yield f"event: update\ndata: {preview.generation}\n\n"


def make_app(preview: Preview, *, watch: bool = True) -> Any:
    """The Starlette application of ``preview`` (``watch``: follow the folder)."""
    from starlette.applications import Starlette
    from starlette.middleware import Middleware
    from starlette.middleware.trustedhost import TrustedHostMiddleware
    from starlette.requests import Request
    from starlette.responses import JSONResponse, Response, StreamingResponse
    from starlette.routing import Route

    headers = {"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff",
               "Content-Security-Policy": "default-src 'self'; img-src 'self'; "
                                          "frame-ancestors 'none'"}

    def chosen(request: Request) -> tuple[Renderer | None, str]:
        locale = request.query_params.get("locale", "")
        return preview.renderer(locale), locale or preview.first.shown

    async def page(request: Request) -> Response:
        return Response((PAGE / "index.html").read_bytes(), media_type="text/html; charset=utf-8",
                        headers=headers)

    async def asset(request: Request) -> Response:
        name = request.path_params["name"]
        if name not in ASSETS:  # a fixed list: no request names a file
            return Response("not found", status_code=404)
        return Response((PAGE / name).read_bytes(), media_type=ASSETS[name], headers=headers)

    async def state(request: Request) -> Response:
        renderer, locale = await asyncio.to_thread(chosen, request)
        if renderer is None:
            return JSONResponse({"error": f"no locale '{locale}'"}, status_code=404, headers=headers)
        body = json.dumps(state_json(renderer, locale), ensure_ascii=False)
        return Response(body, media_type="application/json", headers=headers)

    async def picture(request: Request) -> Response:
        renderer, _locale = await asyncio.to_thread(chosen, request)
        if renderer is None:
            return Response("not found", status_code=404, headers=headers)
        version = renderer.version
        found = await asyncio.to_thread(renderer.drawn_picture, request.path_params["key"])
        if renderer.version != version:  # a sheet's other pages, or a face that failed
            preview.generation += 1
            preview.announce()
        if found is None:
            return Response("not found", status_code=404, headers=headers)
        return Response(found.png, media_type="image/png",
                        headers={**headers, "Cache-Control": "private, max-age=3600"})

    async def stream(request: Request) -> Response:
        return StreamingResponse(events(preview, request.is_disconnected),
                                 media_type="text/event-stream",
                                 headers={**headers, "X-Accel-Buffering": "no"})

    @contextlib.asynccontextmanager
    async def lifespan(_app: Any) -> AsyncIterator[None]:
        stop = asyncio.Event()
        task = asyncio.create_task(preview.watch(stop)) if watch else None
        try:
            yield
        finally:
            stop.set()
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task

    routes = [Route("/", page), Route("/static/{name}", asset), Route("/state.json", state),
              Route("/picture/{key:path}", picture), Route("/events", stream)]
    app = Starlette(routes=routes, lifespan=lifespan,
                    middleware=[Middleware(TrustedHostMiddleware, allowed_hosts=list(ALLOWED_HOSTS))])
    app.state.stopping = preview.stopping  # whoever runs the app sets it before stopping the server
    return app
