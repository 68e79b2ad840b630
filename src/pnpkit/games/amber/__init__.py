"""«Корона Эмбера»: rules engine, kit parts, rulebook helpers, referee and commands
(registered in .plugin; kept empty so the fast path imports nothing it does not use)."""
