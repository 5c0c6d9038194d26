"""The frozen app's entry point: ``tapete`` (and ``tapete --self-test``)."""

from desktop.app import main

raise SystemExit(main())
