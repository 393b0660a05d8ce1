"""``python3 -m cgtalg.cli ...`` runs the command line (same as the ``cgtalg`` script)."""

import sys

from .entry import main

if __name__ == "__main__":
    sys.exit(main())
