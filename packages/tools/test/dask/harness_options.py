"""The options the user-summaries-dask command builds for the default profile, for the suites' Python harnesses
(tasks_run.py, partition_sizes_run.py, changed_files_run.py), which call the installed integration without its
command line."""
import shlex
from pathlib import Path

from user_summaries_contract import load_bundle
from user_summaries_contract.dask.jsonschema_engine import bundle_names

REPO = Path(__file__).resolve().parents[4]
# The checkout's gate, named as the command names a gate it resolves on the client (--cli).
CLI = f"node {shlex.quote(str(REPO / 'packages' / 'tools' / 'dist' / 'cli' / 'main.js'))}"


def default_options(engine: str, partition_size: int) -> dict:
    """The command's options with no flag but the engine and the partition size (its own bundles, the checkout's gate)."""
    options = {
        "engine": engine,
        "include_slots": True,
        "strict": False,
        "max_examples": 20,
        "max_violations": 100,
        "partition_size": partition_size,
        "limits": {},
        "cli": CLI,
    }
    if engine == "jsonschema":
        summary, response = bundle_names(True, False)
        options["bundles"] = {"summary": load_bundle(summary), "response": load_bundle(response)}
    return options
