"""Games are freed when unused; they pickle and copy as values."""

import copy
import gc
import pickle

from cgtalg import Game, UP, clear_caches, nimber, parse
from cgtalg.core.store import interned_count


def test_unused_games_are_freed():
    clear_caches()
    gc.collect()
    before = interned_count()
    games = [Game([k], [Game([-k], [nimber(k % 5)])]) for k in range(2000)]
    assert interned_count() >= before + 2000
    del games
    clear_caches()
    gc.collect()
    assert interned_count() < before + 100


def test_pickle_and_copy_keep_identity():
    for text in ["0", "^*", "{1|*}", "{2||1|0}", "1/2v3*2", "+-1"]:
        g = parse(text)
        assert pickle.loads(pickle.dumps(g)) is g
        assert copy.copy(g) is g and copy.deepcopy(g) is g
    assert pickle.loads(pickle.dumps(1000 * UP)) is 1000 * UP
