"""Fighting Fantasy: rules, adventure sheet and odds tables, referee and odds command
(registered in .plugin)."""
