"""`python -m mage.sidecar ...` runs the `mage` command."""

from mage.sidecar.app.cli.main import main

raise SystemExit(main())
