"""The options validate_archive.py builds for the default profile, for the suites' Python harnesses
(tasks_run.py, partition_sizes_run.py, changed_files_run.py), which call the integration without its command line.
Importing this module puts the integration's package on sys.path."""
import json
import shlex
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "integrations" / "dask"))

from user_summaries_dask.jsonschema_engine import bundle_names  # noqa: E402

BUNDLES = REPO / "schemas" / "bundles"
# Resolved here, on the client, as validate_archive.py does: the workers import the uploaded package.
CLI = f"node {shlex.quote(str(REPO / 'dist' / 'cli' / 'main.js'))}"


def default_options(engine: str, partition_size: int) -> dict:
    """validate_archive.py's options with no flag but the engine and the partition size."""
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
        options["bundles"] = {"summary": json.loads((BUNDLES / summary).read_text("utf-8")), "response": json.loads((BUNDLES / response).read_text("utf-8"))}
    return options
