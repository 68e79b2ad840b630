"""Reading a game folder (the one package that opens its files): YAML with positions, schema and references."""
