"""Moved: the pictures to :mod:`cgtalg.pictures.thermograph`, the command's text to :mod:`cgtalg.cli.thermograph` (importing a name from here warns)."""
from .._moved import forward_names
__getattr__ = forward_names(__name__, {
    "thermograph_svg": "cgtalg.pictures.thermograph",
    "thermograph_plot": "cgtalg.pictures.thermograph",
    "wall_polylines": "cgtalg.pictures.thermograph",
    "thermograph_command": "cgtalg.cli.thermograph",
})
