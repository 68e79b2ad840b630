"""The one error of a kept read that is not what the codec writes (its own module, so the
codec and the parts it decodes lazily both raise it without importing each other)."""


class CacheFormatError(ValueError):
    """A cache file that is not what this module writes."""
