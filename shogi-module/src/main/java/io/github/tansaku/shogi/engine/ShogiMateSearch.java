package io.github.tansaku.shogi.engine;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.engine.Dialect;
import io.github.tansaku.search.mate.DfPnSolver;
import io.github.tansaku.search.mate.MateResult;
import io.github.tansaku.shogi.Move;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.ShogiGame;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;

/**
 * USI's {@code go mate}: a df-pn solver ({@link DfPnSolver}) over shogi's checks and evasions
 * ({@link ShogiGame#generateChecks}, {@link ShogiGame#generateEvasions}),
 * answering {@code checkmate <moves>} (the shortest mate it could prove in the time),
 * {@code checkmate nomate} or {@code checkmate timeout}. The solver and its table are built at
 * the first request and reused; one request at a time (the engine's search thread).
 */
public final class ShogiMateSearch implements Dialect.MateSearch<Position> {

    /** The size of the solver's table. */
    public static final int TABLE_MEGABYTES = 32;

    private final ShogiGame game;
    private final Clock clock;
    private DfPnSolver<Position, Move> solver;

    /** A mate search for {@code game} timed by {@code clock}. */
    public ShogiMateSearch(ShogiGame game, Clock clock) {
        this.game = game;
        this.clock = clock;
    }

    @Override
    public String solve(Position position, long timeLimitMillis, BooleanSupplier stopRequested) {
        MateResult<Move> result = solveToResult(position, timeLimitMillis, stopRequested);
        return switch (result.status()) {
            case MATE -> "checkmate " + result.moves().stream().map(Move::toString).collect(Collectors.joining(" "));
            case NO_MATE -> "checkmate nomate";
            case TIMEOUT -> "checkmate timeout";
        };
    }

    /** The solver's full answer, for tools and tests. */
    public synchronized MateResult<Move> solveToResult(Position position, long timeLimitMillis,
            BooleanSupplier stopRequested) {
        if (solver == null) {
            solver = new DfPnSolver<>(game, TABLE_MEGABYTES, clock);
        }
        return solver.solve(position.copy(), timeLimitMillis, Long.MAX_VALUE, stopRequested);
    }
}
