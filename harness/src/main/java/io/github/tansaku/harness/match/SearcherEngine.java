package io.github.tansaku.harness.match;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.search.time.OpeningTime;
import io.github.tansaku.search.time.TimeManager;
import java.util.OptionalInt;

/**
 * An engine in process: the production {@link Searcher} of any {@link Game} with one
 * configuration. No process and no protocol, so a match between two configurations measures the
 * search alone, and a fixed node count makes it reproducible and independent of the machine's
 * load.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class SearcherEngine<P, M> implements MatchEngine<P, M> {

    /** Time kept in reserve on a clock for what happens outside the search (small: no process, no pipe). */
    static final long MOVE_OVERHEAD_MILLIS = 10;

    private final String name;
    private final Game<P, M> game;
    private final Searcher<P, M> searcher;
    private final OpeningTime openingTime;
    private final TimeManager timeManager = new TimeManager();

    /** An engine named {@code name} searching {@code game} with {@code evaluator} and {@code options}. */
    public SearcherEngine(String name, Game<P, M> game, Evaluator<P> evaluator, SearchOptions options) {
        this.name = name;
        this.game = game;
        this.searcher = new Searcher<>(game, evaluator, options);
        this.openingTime = OpeningTime.of(options.parameters());
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void newGame() {
        searcher.clearHistory();
        searcher.table().clear();
    }

    @Override
    public EngineReply<M> play(GameSoFar<P, M> played, Clocks clocks) throws EngineFault {
        SearchResult<M> result;
        try {
            double shareMultiple = openingTime.multipleAt(game.gamePly(played.current()));
            result = searcher.search(played.current(), limits(timeManager, clocks, shareMultiple),
                    SearchListener.silent());
        } catch (RuntimeException | StackOverflowError e) {
            throw new EngineFault(EngineFault.Kind.CRASH, "the search threw " + e, e);
        }
        if (result.bestMove() == null) {
            return EngineReply.resignation();
        }
        return EngineReply.move(result.bestMove(), OptionalInt.of(result.score()), result.depth(), result.nodes());
    }

    /** The limits of a move on {@code clocks}: the time manager's share of a clock, else the fixed time, nodes or depth. */
    static SearchLimits limits(TimeManager timeManager, Clocks clocks) {
        return limits(timeManager, clocks, 1);
    }

    /**
     * {@link #limits(TimeManager, Clocks)} with the time manager's even share of a clock
     * multiplied by {@code shareMultiple} (an {@link OpeningTime}'s multiple for the game ply).
     */
    static SearchLimits limits(TimeManager timeManager, Clocks clocks, double shareMultiple) {
        TimeControl control = clocks.control();
        SearchLimits limits = SearchLimits.none();
        if (control.hasClock()) {
            limits = timeManager.limits(clocks.own().toGameClock(MOVE_OVERHEAD_MILLIS), shareMultiple);
        } else if (control.moveTimeMillis() > 0) {
            limits = SearchLimits.moveTime(Math.max(1, control.moveTimeMillis() - MOVE_OVERHEAD_MILLIS));
        }
        if (control.nodes() > 0) {
            limits = limits.withNodes(control.nodes());
        }
        if (control.depth() > 0) {
            limits = limits.withDepth(control.depth());
        }
        return limits;
    }

    @Override
    public void close() {
        searcher.stop();
        searcher.close(); // ends its Lazy SMP helper threads
    }
}
