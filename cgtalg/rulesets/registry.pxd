# Compiled with Cython from registry.py (pure-Python mode); no C types are declared here:
# compiling makes the usual get(name).parse(text) two C calls (in a fresh process the
# interpreter runs a function unspecialised for its first calls, which cost as much as
# reading a small board). See cgtalg/core/store.pxd and cgtalg/accelerated.py.
