"""Allow `python -m arcade`."""

import sys

from arcade.cli import main

sys.exit(main())
