"""Card pictures from the tools players used before, read in place: Cockatrice, Forge, XMage,
EDOPro/YGOPro and plain folders (see ``docs/images.md``).

``Printing`` says what is looked for; each source (``cockatrice``, ``forge``, ``xmage``,
``ygopro``, ``plain``) looks it up in its tool's own order over a ``Listing`` of its folders,
kept on disk; ``ImageLibrary`` asks the player's sources in order; ``discover`` finds the tools'
folders on this machine and tells which tool a folder belongs to; ``settings`` keeps the
player's choice in the store.
"""
