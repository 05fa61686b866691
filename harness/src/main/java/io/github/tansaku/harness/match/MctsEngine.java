package io.github.tansaku.harness.match;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.mcts.MctsOptions;
import io.github.tansaku.search.mcts.MctsSearcher;
import io.github.tansaku.search.time.TimeManager;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * An engine in process that searches with Monte Carlo tree search ({@link MctsSearcher}), the
 * counterpart of {@link SearcherEngine} for matches of MCTS against alpha-beta. Its time comes
 * from the same {@link TimeManager} and limits; its tree follows the game: the moves played
 * since its last search (its own and the opponent's) advance the tree, so a search continues
 * where the previous one left off.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class MctsEngine<P, M> implements MatchEngine<P, M> {

    private final String name;
    private final MctsSearcher<P, M> searcher;
    private final TimeManager timeManager = new TimeManager();
    /** The moves of the game at the last search; null before the first search of a game. */
    private List<M> searchedMoves;

    /** An engine named {@code name} searching {@code game} with {@code evaluator} and {@code options}. */
    public MctsEngine(String name, Game<P, M> game, Evaluator<P> evaluator, MctsOptions options) {
        this.name = name;
        this.searcher = new MctsSearcher<>(game, evaluator, options);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void newGame() {
        searcher.clearTree();
        searchedMoves = null;
    }

    @Override
    public EngineReply<M> play(GameSoFar<P, M> game, Clocks clocks) throws EngineFault {
        SearchResult<M> result;
        try {
            followGame(game.moves());
            result = searcher.search(game.current(), SearcherEngine.limits(timeManager, clocks), SearchListener.silent());
        } catch (RuntimeException | StackOverflowError e) {
            throw new EngineFault(EngineFault.Kind.CRASH, "the search threw " + e, e);
        }
        searchedMoves = new ArrayList<>(game.moves());
        if (result.bestMove() == null) {
            return EngineReply.resignation();
        }
        return EngineReply.move(result.bestMove(), OptionalInt.of(result.score()), result.depth(), result.nodes());
    }

    /** Advances the tree by the moves played since the last search, or drops it if the game is another. */
    private void followGame(List<M> moves) {
        if (searchedMoves == null || moves.size() < searchedMoves.size()
                || !moves.subList(0, searchedMoves.size()).equals(searchedMoves)) {
            searcher.clearTree();
            return;
        }
        for (M move : moves.subList(searchedMoves.size(), moves.size())) {
            searcher.advance(move);
        }
    }

    @Override
    public void close() {
        searcher.stop();
    }
}
