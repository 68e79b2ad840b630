"""The only code that opens content files: YAML with positions, schema and references."""
