"""``python3 -m user_summaries_contract.dask``: the ``user-summaries-dask`` command, for a host without the
distribution's scripts folder on PATH."""
import sys

from .command import main

sys.exit(main())
