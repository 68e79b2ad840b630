"""`pnpkit preview GAME`: a page on 127.0.0.1 with every face of the kit, redrawn as the
game's files are saved (render: what is drawn and what a change touches; app: the
Starlette page, its event stream and the folder watcher)."""
