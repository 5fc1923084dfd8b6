"""Which gate command the workers run when ``--cli`` names none, resolved on the client (as npx finds a bin)."""
from __future__ import annotations

import json
import os
import shlex
from pathlib import Path

GATE = "user-summaries"
"""The gate's bin name in the npm package ``user-summaries-tools``."""


def _manifest(folder: Path) -> dict:
    """The package.json in ``folder``, or an empty one."""
    try:
        manifest = json.loads((folder / "package.json").read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    return manifest if isinstance(manifest, dict) else {}


def _own_bin(folder: Path) -> Path | None:
    """The gate of the package whose package.json is in ``folder``, or of one of its npm workspaces (a checkout
    of the contract, whose tools live in ``packages/tools``), if one names it."""
    manifest = _manifest(folder)
    workspaces = manifest.get("workspaces")
    for package in (folder, *(folder / w for w in (workspaces if isinstance(workspaces, list) else []) if isinstance(w, str))):
        bins = _manifest(package).get("bin")
        target = bins.get(GATE) if isinstance(bins, dict) else None
        if isinstance(target, str):
            return package / target
    return None


def default_gate(start: str | None = None) -> str:
    """The gate's command, from the current folder (or ``start``) up to the root, the nearest first:

    - ``node_modules/.bin/user-summaries``: a project where npm installed ``user-summaries-tools``;
    - a ``package.json`` whose ``bin`` (or one of whose workspaces' ``bin``) names ``user-summaries``: a checkout
      of the contract (``node`` and the file it names, built by ``npm run build``);

    else ``user-summaries`` as it is, found on each worker's PATH (``npm install -g user-summaries-tools``).
    A path found here is absolute: it means the same file on a worker of this host or of a shared file system.
    """
    folder = Path(start or os.getcwd()).resolve()
    for at in (folder, *folder.parents):
        linked = at / "node_modules" / ".bin" / GATE
        if linked.is_file():
            return shlex.quote(str(linked))
        own = _own_bin(at)
        if own is not None:
            return f"node {shlex.quote(str(own))}"
    return GATE
