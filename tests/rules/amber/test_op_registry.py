"""The op registry names each op module's ops without importing it (rules.op_registry:
an effect imports the module of its op only): the names must be the modules' ``op_``
functions (and ops_cards' fates), or an effect of the data would meet no handler."""

import importlib
import subprocess
import sys

from pnpkit.games.amber.rules.effects import OPS
from pnpkit.games.amber.rules.op_registry import IMPLEMENTED_OPS, MODULE_OPS, handler


def test_each_modules_ops_are_its_op_functions():
    named = [op for ops in MODULE_OPS.values() for op in ops.split()]
    assert len(named) == len(set(named))  # one module an op: the order they load in never matters
    for module, ops in MODULE_OPS.items():
        code = importlib.import_module(f"pnpkit.games.amber.rules.{module}")
        own = {name[3:] for name in vars(code) if name.startswith("op_") and name != "op_nothing"}
        assert set(ops.split()) == own | set(getattr(code, "FATES", {})), module


def test_every_op_of_the_effects_vocabulary_is_implemented():
    assert set(OPS) <= IMPLEMENTED_OPS


def test_an_op_loads_its_own_module_only():
    """A shop's op runs without the fights, the moves, the branches or the statuses."""
    probe = ("import sys\nfrom pnpkit.games.amber.rules.op_registry import handler\nhandler('shop')\n"
             "print(' '.join(sorted(m.rsplit('.', 1)[1] for m in sys.modules if m.startswith("
             "'pnpkit.games.amber.rules.') and m.rsplit('.', 1)[1] in ('fights', 'ops_moves', 'ops_flow', "
             "'ops_status', 'shops'))))")
    shown = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout.split()
    assert shown == ["shops"]


def test_a_handler_is_the_modules_function():
    from pnpkit.games.amber.rules import ops_cards, ops_flow, shops

    assert handler("shop") is shops.op_shop
    assert handler("throne") is ops_flow.op_nothing
    ctx = type("Ctx", (), {"fate": None})()
    handler("trophy")(ctx, None)
    assert ctx.fate == ops_cards.FATES["trophy"]
