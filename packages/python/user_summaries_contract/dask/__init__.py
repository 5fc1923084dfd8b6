"""Validates partitioned archives of GET /user-summaries NDJSON on Dask, with reports that merge.

Entry point: the ``user-summaries-dask`` command (``command``; ``python3 -m user_summaries_contract.dask``), in
the ``dask`` extra of the distribution (its README.md says how to install and run it). Modules:

- ``partitions``: files and byte ranges of large NDJSON files split on newlines;
- ``node_engine``: a partition through the gate (``user-summaries validate --format summary --frames``);
- ``jsonschema_engine``: a partition through Python's jsonschema and the exported bundles;
- ``report``: the archive report's merge, the same bytes as ``user-summaries merge-reports``;
- ``tasks``: the work of one partition on a worker, and the reduction of the partial results;
- ``replay``: ``--replay BASE HEAD``, a partition judged by two versions (the gate's ``diff --frames``), the
  partitions' replays merged and printed by the gate as ``diff --replay`` prints them;
- ``run``: the Dask client, a LocalCluster or a running scheduler;
- ``gate``: which gate command the workers run when ``--cli`` names none.
"""
