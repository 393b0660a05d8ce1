# C declarations for compiling game.py with Cython (pure-Python mode); see store.pxd.
cimport cython
from cgtalg.core.store cimport GameData
from cgtalg.core.order cimport le
from cgtalg.core.arithmetic cimport add, multiple, neg
