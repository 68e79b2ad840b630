"""The model's value classes: :mod:`pnpkit.value_class` under the name the model has
always imported them by (it lives in the bottom layer so that pnpkit.plugins, below
the model, declares its records the same way without dataclasses)."""

from pnpkit.value_class import Factory, field_names, value_class

__all__ = ["Factory", "field_names", "value_class"]
