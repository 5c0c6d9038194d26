"""The table: one QGraphicsScene for every game, laid out from assets/games/<game>/layout.toml."""
