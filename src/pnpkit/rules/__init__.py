"""The shared rules engine: pure code, standard library only, randomness injected."""
