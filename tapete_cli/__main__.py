"""``python -m tapete_cli``: the same as the ``tapete-cli`` script."""

from tapete_cli.main import main

raise SystemExit(main())
