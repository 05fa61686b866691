package io.github.tansaku.search.engine;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.time.GameClock;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * What the fields of a {@code go} (or {@code ponderhit}) command ask of a search, shared by UCI
 * and USI: the search limits ({@code depth}, {@code nodes}, {@code movetime}, {@code mate},
 * {@code infinite}, {@code searchmoves}) and the side to move's clock. The protocol loop reads
 * a command's words into a {@link GoCommand} and hands it here; the time manager turns the clock
 * into time limits. A field that cannot be used (an illegal {@code searchmoves} move, a clock
 * only for the other side) is reported through the warning callback, and the search runs
 * without it, so that the command still ends in an answer.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
final class GoLimits<P, M> {

    /**
     * The most a fixed move time keeps back for the answer's way to the client: from the search's
     * stop to the client reading {@code bestmove} takes a few milliseconds at most, far less than
     * the Move Overhead a clock keeps for a whole game (the latency is measured in
     * examples/BENCHMARKS.md, "go movetime uses its time").
     */
    static final long MOVE_TIME_RESERVE_MILLIS = 10;

    private final Game<P, M> game;
    private final Dialect<P, M> dialect;
    /** Receives what was ignored, and why. */
    private final Consumer<String> warn;

    /** Reads {@code go} fields for {@code game} in {@code dialect}'s notation; {@code warn} receives what was ignored. */
    GoLimits(Game<P, M> game, Dialect<P, M> dialect, Consumer<String> warn) {
        this.game = game;
        this.dialect = dialect;
        this.warn = warn;
    }

    /**
     * How long a search of {@code go movetime} runs: the move time less a small reserve
     * ({@link #MOVE_TIME_RESERVE_MILLIS}, or Move Overhead when that is smaller). A move time is
     * this move's budget, not a clock to be kept for later moves, so, as in Stockfish, it is used
     * nearly to the end rather than less the whole Move Overhead, which sizes the reserve on a
     * clock.
     */
    static long moveTimeSearchMillis(long moveTime, long moveOverhead) {
        return Math.max(0, moveTime - Math.min(moveOverhead, MOVE_TIME_RESERVE_MILLIS));
    }

    /** {@code limits} with a deadline that counts its hard time limit (movetime) from {@code received} too. */
    static SearchLimits countedFrom(SearchLimits limits, long received) {
        if (limits.hardTimeMillis() == SearchLimits.UNLIMITED) {
            return limits;
        }
        return limits.withDeadline(Math.min(limits.deadlineMillis(), received + limits.hardTimeMillis()));
    }

    /**
     * The limits {@code go} asks for in {@code position} apart from the clock, with
     * {@code moveOverhead} milliseconds of the engine's Move Overhead option.
     */
    SearchLimits base(GoCommand go, P position, long moveOverhead) {
        SearchLimits limits = SearchLimits.none();
        if (go.numbers.containsKey("depth")) {
            limits = limits.withDepth((int) Math.min(Integer.MAX_VALUE, go.numbers.get("depth")));
        }
        if (go.numbers.containsKey("nodes")) {
            limits = limits.withNodes(go.numbers.get("nodes"));
        }
        if (go.numbers.containsKey("movetime")) {
            long time = moveTimeSearchMillis(go.numbers.get("movetime"), moveOverhead);
            limits = limits.withTime(time, time);
        }
        if (go.mate != null) {
            limits = limits.withMate((int) Math.min(Integer.MAX_VALUE, go.mate));
        }
        if (go.infinite) {
            limits = limits.withInfinite(true);
        }
        if (!go.searchMoves.isEmpty()) {
            int[] rootMoves = rootMoves(go.searchMoves, position);
            if (rootMoves.length > 0) {
                limits = limits.withRootMoves(rootMoves);
            }
        }
        return limits;
    }

    /**
     * The codes of the legal moves among {@code texts}, each once. Bad and illegal moves are
     * reported and left out, as Stockfish does; when none is left the search considers every
     * move (an empty result).
     */
    private int[] rootMoves(List<String> texts, P position) {
        int[] buffer = new int[game.maxMoves()];
        int[] codes = new int[texts.size()];
        int n = 0;
        for (String text : texts) {
            String problem = rootMoveProblem(position, text, buffer);
            if (problem != null) {
                warn.accept("go searchmoves: " + problem + "; ignored");
                continue;
            }
            int code = game.codeOf(dialect.parseMove(position, text));
            if (!contains(codes, n, code)) {
                codes[n++] = code;
            }
        }
        if (n == 0) {
            warn.accept("go searchmoves: no legal move given; searching all moves");
        }
        return Arrays.copyOf(codes, n);
    }

    /** Why {@code text} is not a legal move in {@code position}, or {@code null}. */
    private String rootMoveProblem(P position, String text, int[] buffer) {
        int code;
        try {
            code = game.codeOf(dialect.parseMove(position, text));
        } catch (IllegalArgumentException e) {
            return "bad move '" + ProtocolLoop.quote(text) + "': " + e.getMessage();
        }
        if (!PositionCommand.isGenerated(game, position, code, buffer) || !game.makeMove(position, code)) {
            return "illegal move '" + ProtocolLoop.quote(text) + "'";
        }
        game.unmakeMove(position, code);
        return null;
    }

    private static boolean contains(int[] codes, int n, int code) {
        for (int i = 0; i < n; i++) {
            if (codes[i] == code) {
                return true;
            }
        }
        return false;
    }

    /**
     * The clock of the side to move, {@code side} being the letter of its clock fields
     * ({@code 'w'} for {@code wtime} and {@code winc}, else {@code btime} and {@code binc}), or
     * {@code null} when the command gives none.
     */
    GameClock clock(GoCommand go, char side) {
        String own = side == 'w' ? "wtime" : "btime";
        String other = side == 'w' ? "btime" : "wtime";
        Long time = go.numbers.get(own);
        Long byoyomi = go.numbers.get("byoyomi");
        if (time == null && byoyomi == null && go.numbers.containsKey(other)) {
            // Safer than searching without a time limit.
            warn.accept("go: no " + own + " for the side to move; using " + other);
            time = go.numbers.get(other);
        }
        if (time == null && byoyomi == null) {
            return null;
        }
        long increment = go.numbers.getOrDefault(side == 'w' ? "winc" : "binc", 0L);
        long movesToGo = go.numbers.getOrDefault("movestogo", 0L);
        return new GameClock(time == null ? 0 : time, increment, (int) Math.min(Integer.MAX_VALUE, movesToGo),
                byoyomi == null ? 0 : byoyomi, 0);
    }
}
