"""Validates partitioned archives of GET /user-summaries NDJSON on Dask, with reports that merge.

Entry point: ``integrations/dask/validate_archive.py`` (see README.md beside it). Modules:

- ``partitions``: files and byte ranges of large NDJSON files split on newlines;
- ``node_engine``: a partition through the gate (``user-summaries validate --format summary --frames``);
- ``jsonschema_engine``: a partition through Python's jsonschema and the exported bundles;
- ``report``: the archive report's merge, the same bytes as ``user-summaries merge-reports``;
- ``tasks``: the work of one partition on a worker, and the reduction of the partial results;
- ``run``: the Dask client, a LocalCluster or a running scheduler.
"""
