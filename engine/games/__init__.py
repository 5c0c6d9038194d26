"""The built-in games; importing this package registers them."""

from engine.games import six  # noqa: F401
from engine.games import eliria  # noqa: F401
from engine.games import myl  # noqa: F401
from engine.games import mtg  # noqa: F401
from engine.games import ygo  # noqa: F401
