"""The contract's JSON Schema bundles, shipped in this distribution as package data.

They are the npm package's ``schemas/bundles/*.bundle.json``, copied here by ``npm run generate`` (a test fails
when a copy is stale): one document each, every ``$ref`` local, for ``jsonschema.Draft202012Validator``.
"""
import json
from importlib.resources import files

_FOLDER = files("user_summaries_contract").joinpath("bundles")

BUNDLE_NAMES = tuple(sorted(entry.name for entry in _FOLDER.iterdir() if entry.name.endswith(".bundle.json")))
"""The file names of the shipped bundles, read from the package (docs/cross-implementation.md, "What is shipped",
says what each holds)."""


def load_bundle(name):
    """The bundle ``name`` (one of ``BUNDLE_NAMES``), parsed: a dict for ``violations`` or ``Draft202012Validator``.

    Raises ``ValueError`` naming the shipped bundles for any other name; never reads a path outside the package.
    """
    if name not in BUNDLE_NAMES:
        raise ValueError(f"no bundle named {name!r}; the bundles are {', '.join(BUNDLE_NAMES)}")
    return json.loads(_FOLDER.joinpath(name).read_text("utf-8"))
