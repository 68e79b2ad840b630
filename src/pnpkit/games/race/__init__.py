"""The 148-cell race: rules and simulator, board and pawns, referee and sim command
(registered in .plugin)."""
