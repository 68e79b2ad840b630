"""The ``pnpkit`` command: a plain launcher script on POSIX, a console script on Windows.

Installers make a console script (``[project.scripts]``) from a template that imports
``re`` and runs ``re.sub`` on ``sys.argv[0]`` before pnpkit starts (pip's, in every
version): ~3 ms of each one-shot command, 8 % of a referee action (issue #31).  On POSIX
the wheel ships ``launcher/pnpkit`` instead, a script whose ``#!python`` line the
installer points at its interpreter (``pip install .`` and ``pip install -e .`` alike).
Windows needs the console script's ``pnpkit.exe`` (a plain script is no command there),
so a wheel built on Windows has the entry point and no script; a wheel built on POSIX is
tagged with its platform, so it can never be installed where its launcher would not run.
"""

from __future__ import annotations

import os
import sysconfig

from hatchling.builders.hooks.plugin.interface import BuildHookInterface
from hatchling.metadata.plugin.interface import MetadataHookInterface

WINDOWS = os.name == "nt"
ENTRY_POINT = "pnpkit.cli.app:main"
LAUNCHER = "launcher/pnpkit"


class CommandMetadata(MetadataHookInterface):
    """``[project.scripts]`` (dynamic): the console script on Windows only."""

    def update(self, metadata: dict) -> None:
        metadata["scripts"] = {"pnpkit": ENTRY_POINT} if WINDOWS else {}


class CommandScript(BuildHookInterface):
    """The launcher as the wheel's script (its ``.data/scripts``) on POSIX."""

    def initialize(self, version: str, build_data: dict) -> None:
        if self.target_name != "wheel" or WINDOWS:
            return
        build_data["shared_scripts"][LAUNCHER] = "pnpkit"
        if version == "standard":  # an editable wheel is installed where it is built
            build_data["tag"] = "py3-none-" + sysconfig.get_platform().replace("-", "_").replace(".", "_")
