"""``python3 -m cgtalg ...`` runs the command line (same as the ``cgtalg`` script)."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
