"""``tapete-cli``: Tapete without a window. A front end beside ``desktop/``: it uses the engine
(and ``cardimages`` for the drawing commands); nothing in ``engine/``, ``cardimages/`` or
``desktop/`` imports it.

One module per group of commands, each adding its parsers with ``register(sub, lang)``:
``play`` (games, play, scenario run, replay), ``decks`` (deck validate, deck convert),
``collection`` (collection import/export), ``proxies`` (proxies, scans), ``importing``
(import), ``coverage`` (mtg/ygo coverage), ``lan`` (host, join); ``main`` builds the parser
and runs a command.
"""
