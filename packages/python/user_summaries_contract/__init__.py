"""The GET /user-summaries contract for Python: its violations in the contract's words, from jsonschema.

``violations(load_bundle("user-summary.bundle.json"), document)`` returns ``[{"pointer", "rule"}]``, what the
TypeScript library reports (``_violations``). ``user_summaries_contract.dask`` validates archives on Dask (the
``dask`` extra; the ``user-summaries-dask`` command). See the distribution's README.md.
"""
from ._bundles import BUNDLE_NAMES, load_bundle
from ._violations import PRECEDENCE, SHADOWING, violations

__all__ = ["BUNDLE_NAMES", "PRECEDENCE", "SHADOWING", "load_bundle", "violations"]
