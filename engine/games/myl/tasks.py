"""The table of Mitos y Leyendas' tasks (``engine.core.tasks``): each handler is declared where
it is written (the turn in ``state``, the procedure's ``proc`` in ``procedure``)."""

from engine.core.tasks import NamedTaskTable

TASKS = NamedTaskTable("MyL")
