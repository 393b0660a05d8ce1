# Compiled with Cython from cooling.py (pure-Python mode); no C types are declared here:
# compiling the analysis removes the interpreter's per-step overhead (issue 9). See store.pxd.
from cgtalg.analysis.walk cimport remember
