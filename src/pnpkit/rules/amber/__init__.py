"""Rules engine of «Корона Эмбера» (pure: stdlib only, no I/O, randomness injected)."""
