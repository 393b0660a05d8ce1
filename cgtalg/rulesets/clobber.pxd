# Compiled with Cython from clobber.py (pure-Python mode); no C types are declared here (boards
# of any size are ints): compiling removes the interpreter's per-call overhead of the move
# generator and the dead-region test, which the grid schema calls for every child of every
# region (a Clobber row of 6 stones made ~140 interpreted calls). See cgtalg/accelerated.py.
