package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.SearchParameter.ASPIRATION_DELTA;
import static io.github.tansaku.search.algo.SearchParameter.ASPIRATION_MIN_DEPTH;
import static io.github.tansaku.search.algo.SearchParameter.MATE_CHECKS_PER_ITERATION;
import static io.github.tansaku.search.algo.SearchParameter.MATE_CHECK_MIN_DEPTH;
import static io.github.tansaku.search.algo.SearchParameter.MATE_CHECK_NODES;
import static io.github.tansaku.search.algo.SearchParameter.TIME_BEST_MOVE_CHANGE_FACTOR;
import static io.github.tansaku.search.algo.SearchParameter.TIME_INSTABILITY_WEIGHT;
import static io.github.tansaku.search.algo.SearchParameter.TIME_NEXT_ITERATION_FRACTION;
import static io.github.tansaku.search.algo.SearchParameter.TIME_SCORE_DROP_FACTOR;
import static io.github.tansaku.search.algo.SearchParameter.TIME_SCORE_DROP_MARGIN;
import static io.github.tansaku.search.algo.SearchParameter.TIME_SCORE_TREND_MAX;
import static io.github.tansaku.search.algo.SearchParameter.TIME_SCORE_TREND_MIN;
import static io.github.tansaku.search.algo.SearchParameter.TIME_SCORE_TREND_SPAN;
import static io.github.tansaku.search.algo.SearchParameter.TIME_STABLE_FACTOR;
import static io.github.tansaku.search.algo.SearchParameter.TIME_STABLE_ITERATIONS;

import io.github.tansaku.search.Bound;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.SearchInfo;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.mate.DfPnSolver;
import io.github.tansaku.search.tt.TableEntries;
import io.github.tansaku.search.tt.TranspositionTable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * Iterative deepening over the root moves for one search thread: aspiration windows, multi-PV,
 * progress reports, time decisions between iterations, and the result.
 *
 * <p>The root moves are kept in arrays sorted best first after every search of the root: a move
 * whose score was not updated in the current iteration (it failed low, or the search was
 * stopped first) keeps its place from the previous iteration, so the first move is always the
 * best one known, even after a stop in the middle of an iteration.
 */
final class RootSearch<P, M> {

    /** {@code onCurrentMove} reports start after this long, as UCI engines do. */
    private static final long CURRENT_MOVE_AFTER_MILLIS = 1000;

    /** The size of the root mate check's df-pn table. */
    static final int MATE_CHECK_TABLE_MEGABYTES = 4;

    private final Game<P, M> game;
    private final SearchWorker<P, M> w;
    private final SearchControl control;
    private final SearchOptions options;
    private final TranspositionTable table;
    private final LongSupplier totalNodes;
    private final SearchListener<M> listener;
    private final boolean main;
    private final P position;
    /** The df-pn solver of the root mate check, null when the check is off (and in helpers). */
    private final DfPnSolver<P, M> mateChecker;
    private final BooleanSupplier stopped;
    /** Root moves the mate check found safe in this search. */
    private int[] safeMoves;
    private int safeCount;

    private int[] moves;
    private int[] scores;
    private int[] previousScores;
    private int[][] pvs;
    private int[] pvLengths;
    private int count;
    private int legalCount;
    private int completedDepth;
    /**
     * The decaying count of best-move changes at the root (main thread, first principal
     * variation): one per change, halved at the start of each iteration (SearchOptions, "Time
     * management").
     */
    private double bestMoveChanges;
    /**
     * The score of this searcher's search of the same side's previous move, for the score-trend
     * rule of time management; {@link Score#NONE} when there is none to compare with.
     */
    private int previousMoveScore = Score.NONE;
    /** Run by the main thread once its first iteration is complete (or the search ends before). */
    private Runnable onFirstIteration = () -> { };
    private boolean firstIterationDone;
    /** Where each completed iteration is published ({@link Technique#BEST_THREAD_CHOICE}); null when not. */
    private CompletedIteration published;

    RootSearch(Game<P, M> game, SearchWorker<P, M> worker, SearchControl control, SearchOptions options,
            TranspositionTable table, LongSupplier totalNodes, SearchListener<M> listener, boolean main,
            DfPnSolver<P, M> mateChecker) {
        this.game = game;
        this.w = worker;
        this.control = control;
        this.options = options;
        this.table = table;
        this.totalNodes = totalNodes;
        this.listener = listener;
        this.main = main;
        this.position = worker.position;
        this.mateChecker = mateChecker;
        this.stopped = control::stopped;
    }

    /**
     * Collects the legal root moves that the limits allow, in move-ordering order (table move
     * first), and allocates the per-search root arrays (once per search, not per node).
     */
    void setup(SearchLimits limits) {
        int tableMove = Game.NO_MOVE;
        if (w.on.table) {
            tableMove = TableEntries.move(TableEntries.probe(table, w.caps.hashing.hash(position)));
        }
        MovePicker<P> picker = w.stack.at(0).picker;
        picker.startAll(position, tableMove);
        int generated = picker.count();
        int[] legal = new int[generated];
        moves = new int[generated];
        count = 0;
        legalCount = 0;
        int move;
        while ((move = picker.next()) != Game.NO_MOVE) {
            if (!game.makeMove(position, move)) {
                continue;
            }
            game.unmakeMove(position, move);
            legal[legalCount++] = move;
            if (limits.allowsRootMove(move)) {
                moves[count++] = move;
            }
        }
        if (count == 0 && legalCount > 0) {
            // None of the allowed moves is legal here (a stale or mistyped "searchmoves"):
            // search every legal move rather than answer without a move.
            System.arraycopy(legal, 0, moves, 0, legalCount);
            count = legalCount;
        }
        scores = new int[count];
        previousScores = new int[count];
        pvs = new int[count][Score.MAX_PLY + 1];
        pvLengths = new int[count];
        safeMoves = new int[count];
        safeCount = 0;
        for (int i = 0; i < count; i++) {
            scores[i] = -Score.INFINITE;
            previousScores[i] = -Score.INFINITE;
            pvs[i][0] = moves[i];
            pvLengths[i] = 1;
        }
    }

    /**
     * Sets what the main thread runs once its first iteration is complete, or when the search
     * ends before that (no legal move, an abort): the Lazy SMP helpers start then.
     */
    void onFirstIteration(Runnable action) {
        this.onFirstIteration = action;
    }

    /**
     * Sets the score of the same side's previous search in this game ({@link Score#NONE} when
     * unknown), which the score-trend rule of time management compares with (SearchOptions, "Time
     * management").
     */
    void previousMoveScore(int score) {
        this.previousMoveScore = score;
    }

    /**
     * Publishes each iteration this thread completes into {@code target}, for
     * {@link Technique#BEST_THREAD_CHOICE}: a Lazy SMP helper's answer candidate.
     */
    void publishTo(CompletedIteration target) {
        this.published = target;
    }

    /**
     * The main thread lets stop requests take effect ({@link SearchControl#allowStop()}) and runs
     * the first-iteration action, once per search.
     */
    private void completeFirstIteration() {
        if (main && !firstIterationDone) {
            firstIterationDone = true;
            control.allowStop();
            onFirstIteration.run();
        }
    }

    /**
     * Runs iterative deepening until a limit, a stop or the end of what can be learnt. On the
     * main thread, stop requests and limits take effect only once the first iteration is
     * complete, so the result is always a searched move. A helper thread is not held by the
     * depth limit: only the main thread's iterations decide when the search ends (it then stops
     * the helpers), and a helper searching deeper meanwhile leaves results in the table that the
     * main thread's last iterations reuse, where a helper that stopped at the limit would leave
     * its processor idle.
     */
    SearchResult<M> run(int firstDepth) {
        if (count == 0) {
            return noMoveResult();
        }
        int multiPv = Math.min(options.multiPv(), count);
        int lastBestMove = Game.NO_MOVE;
        int lastScore = -Score.INFINITE;
        int stableIterations = 0;
        bestMoveChanges = 0;
        int maxDepth = main ? control.budget().limits().maxDepth() : Score.MAX_PLY - 1;
        for (int depth = firstDepth; depth <= maxDepth && !control.stopped(); depth++) {
            w.horizonHit = false;
            w.iterationDepth = depth;
            bestMoveChanges /= 2;
            for (int i = 0; i < count; i++) {
                previousScores[i] = scores[i];
                scores[i] = -Score.INFINITE;
            }
            for (int pvIndex = 0; pvIndex < multiPv && !control.stopped(); pvIndex++) {
                searchWithAspiration(depth, pvIndex);
                sort(0, pvIndex + 1);
            }
            if (control.stopped()) {
                break;
            }
            completedDepth = depth;
            if (published != null) {
                published.record(depth, w.selDepth, scoreOf(0), pvs[0], pvLengths[0]);
            }
            completeFirstIteration();
            if (main) {
                for (int k = 0; k < multiPv; k++) {
                    report(depth, k, Bound.EXACT);
                }
            }
            if (mateChecker != null && depth >= options.get(MATE_CHECK_MIN_DEPTH) && dropBestMovesThatAllowMate()) {
                // The new best move has no score from this iteration: search this depth again.
                multiPv = Math.min(multiPv, count);
                depth--;
                continue;
            }

            // Decisions between iterations (main thread only).
            if (!main) {
                continue;
            }
            SearchControl.Budget budget = control.budget();
            SearchLimits limits = budget.limits();
            maxDepth = limits.maxDepth();
            int score = scores[0];
            int mateLimit = limits.mateInMoves();
            if (mateLimit > 0 && score >= Score.mateIn(2 * mateLimit)) {
                // A win within mateLimit moves of the side to move (Score.mateInMoves) is proven:
                // ply 2N - 1 in chess, ply 2N where the opponent's own move loses.
                break;
            }
            if (!w.horizonHit) {
                break; // every line ended in a game end: deeper iterations cannot change anything
            }
            if (limits.isInfinite() || limits.softTimeMillis() == SearchLimits.UNLIMITED) {
                lastBestMove = moves[0];
                lastScore = score;
                continue;
            }
            if (count == 1) {
                break; // a timed search with a single legal move has nothing to decide
            }
            if (limits.softTimeMillis() >= limits.hardTimeMillis()) {
                // A fixed time (movetime, byoyomi): unused time is lost, so search until the
                // hard limit stops the iteration; its best move so far is kept.
                lastBestMove = moves[0];
                lastScore = score;
                continue;
            }
            // Time: scale the soft limit by how unsettled the search looks, and do not start an
            // iteration unlikely to finish (the next one costs about as much as all before it).
            double scale = 1.0;
            double instabilityWeight = options.getDouble(TIME_INSTABILITY_WEIGHT);
            if (moves[0] != lastBestMove && lastBestMove != Game.NO_MOVE) {
                if (instabilityWeight == 0) {
                    scale *= options.getDouble(TIME_BEST_MOVE_CHANGE_FACTOR);
                }
                stableIterations = 0;
            } else {
                stableIterations++;
            }
            scale *= 1 + instabilityWeight * bestMoveChanges;
            if (lastScore != -Score.INFINITE && score <= lastScore - options.get(TIME_SCORE_DROP_MARGIN)) {
                scale *= options.getDouble(TIME_SCORE_DROP_FACTOR);
            }
            if (stableIterations >= options.get(TIME_STABLE_ITERATIONS)) {
                scale *= options.getDouble(TIME_STABLE_FACTOR);
            }
            scale *= scoreTrendFactor(score);
            double soft = Math.min(limits.softTimeMillis() * scale, (double) limits.hardTimeMillis());
            if (control.elapsed(budget) >= soft * options.getDouble(TIME_NEXT_ITERATION_FRACTION)) {
                break;
            }
            lastBestMove = moves[0];
            lastScore = score;
        }
        if (main) {
            completeFirstIteration();
            control.awaitEndOfInfiniteSearch();
        }
        return result();
    }

    /**
     * The score-trend factor of the soft limit (SearchOptions, "Time management"): above 1 when
     * {@code score} is below the previous move's, below 1 when above it; 1 when the rule is off
     * or either score is decided.
     */
    private double scoreTrendFactor(int score) {
        int span = options.get(TIME_SCORE_TREND_SPAN);
        if (span == 0 || previousMoveScore == Score.NONE || Math.abs(previousMoveScore) >= Score.DECIDED_BOUND
                || Math.abs(score) >= Score.DECIDED_BOUND) {
            return 1;
        }
        double factor = 1 + (double) (previousMoveScore - score) / span;
        return Math.max(options.getDouble(TIME_SCORE_TREND_MIN),
                Math.min(options.getDouble(TIME_SCORE_TREND_MAX), factor));
    }

    /**
     * Searches root moves {@code pvIndex..} at {@code depth}, first within a narrow window
     * around the previous score; a failure widens the failing side and searches again.
     */
    private void searchWithAspiration(int depth, int pvIndex) {
        int previous = previousScores[pvIndex];
        w.evaluation.iterationStarting(depth, previous);
        int delta = options.get(ASPIRATION_DELTA);
        int alpha = -Score.INFINITE;
        int beta = Score.INFINITE;
        if (w.on.aspiration && depth >= options.get(ASPIRATION_MIN_DEPTH) && previous != -Score.INFINITE
                && Math.abs(previous) < Score.DECIDED_BOUND) {
            alpha = Math.max(previous - delta, -Score.INFINITE);
            beta = Math.min(previous + delta, Score.INFINITE);
        }
        while (true) {
            int value = w.left(searchRoot(alpha, beta, depth, pvIndex));
            sort(pvIndex, count);
            if (control.stopped()) {
                return;
            }
            if (value <= alpha) {
                if (main) {
                    report(depth, pvIndex, Bound.UPPER);
                }
                beta = (alpha + beta) / 2;
                alpha = Math.abs(value) >= Score.DECIDED_BOUND ? -Score.INFINITE : Math.max(value - delta, -Score.INFINITE);
            } else if (value >= beta) {
                if (main) {
                    report(depth, pvIndex, Bound.LOWER);
                }
                beta = Math.abs(value) >= Score.DECIDED_BOUND ? Score.INFINITE : Math.min(value + delta, Score.INFINITE);
            } else {
                return;
            }
            w.counters.aspirationReSearches++;
            delta += delta / 2;
        }
    }

    /**
     * The root node: like an inner PV node, but over the kept root move list (from
     * {@code pvIndex}, the earlier ones being other principal variations), recording each
     * move's score and principal variation.
     */
    private int searchRoot(int alpha, int beta, int depth, int pvIndex) {
        if (w.enterRoot(alpha, beta, depth)) {
            return 0;
        }
        int best = -Score.INFINITE;
        for (int i = pvIndex; i < count; i++) {
            int move = moves[i];
            // Between root moves the clock is cheap to read and the hard limit exact to keep:
            // late root moves refuted from the table take too few nodes to reach a node check.
            if (main && i > pvIndex && control.hardLimitReached()) {
                control.stop();
                if (control.stopped()) {
                    return best;
                }
            }
            if (main && control.elapsedSinceStart() >= CURRENT_MOVE_AFTER_MILLIS) {
                listener.onCurrentMove(game.moveOf(move), i + 1, depth);
            }
            int childDepth = depth - 1 + w.extensions.check(position, move);
            int reduction = i == pvIndex ? 0 : w.reductions.atRoot(position, move, depth, i - pvIndex + 1, alpha);
            w.setRootMove(move);
            if (!game.makeMove(position, move)) {
                throw new IllegalStateException("root move " + game.moveOf(move) + " was legal and is not any more: "
                        + "the game's makeMove is not deterministic");
            }
            w.budget.countMove();
            int value;
            // The root is a PV node: a child searched with the full window is one too, a child
            // searched with a null window is expected to fail high (a cut node).
            if (i == pvIndex) {
                value = -w.search(-beta, -alpha, childDepth, 1, false);
            } else if (w.on.pvs) {
                // Late quiet root moves first get a reduced null-window search, as inside the tree.
                value = reduction > 0 ? -w.search(-alpha - 1, -alpha, childDepth - reduction, 1, true) : alpha + 1;
                if (value > alpha && !control.stopped()) {
                    if (reduction > 0) {
                        w.counters.reductionReSearches++;
                    }
                    value = -w.search(-alpha - 1, -alpha, childDepth, 1, true);
                }
                if (value > alpha && value < beta && !control.stopped()) {
                    w.counters.pvsReSearches++;
                    value = -w.search(-beta, -alpha, childDepth, 1, false);
                }
            } else {
                value = -w.search(-beta, -alpha, childDepth, 1, false);
            }
            game.unmakeMove(position, move);
            if (control.stopped()) {
                return best;
            }
            if (i == pvIndex || value > alpha) {
                scores[i] = value;
                int[] line = pvs[i];
                line[0] = move;
                int childLength = w.stack.at(1).pvLength;
                System.arraycopy(w.stack.at(1).pv, 0, line, 1, childLength);
                pvLengths[i] = childLength + 1;
            } else {
                // Failed low: a score from an earlier attempt of this iteration (another window)
                // no longer holds, and must not rank the move above those just searched.
                scores[i] = -Score.INFINITE;
            }
            if (value > best) {
                best = value;
                if (value > alpha) {
                    if (i > pvIndex && pvIndex == 0) {
                        bestMoveChanges++; // another move takes the lead (time management)
                    }
                    alpha = value;
                    if (value >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    /**
     * The root mate check ({@link Technique#ROOT_MATE_CHECK}): while the best root move is not
     * known to be safe, asks df-pn whether the opponent mates by checks after it; a move after
     * which it proves a mate is dropped and the next one is checked, up to
     * {@code MATE_CHECKS_PER_ITERATION} checks. The last root move stays, and so does a best
     * move already scored as a mate for us (the search proved that we mate first). Returns
     * whether a move was dropped.
     */
    private boolean dropBestMovesThatAllowMate() {
        boolean dropped = false;
        for (int checks = 0, most = options.get(MATE_CHECKS_PER_ITERATION); checks < most && count > 1; checks++) {
            int move = moves[0];
            if (isSafe(move) || scoreOf(0) >= Score.MATE_BOUND) {
                break;
            }
            game.makeMove(position, move);
            boolean mated = mateChecker.provesMate(position, options.get(MATE_CHECK_NODES), stopped);
            game.unmakeMove(position, move);
            if (control.stopped()) {
                break; // unanswered: the move stays, unchecked
            }
            if (!mated) {
                safeMoves[safeCount++] = move;
                break;
            }
            dropFirst();
            dropped = true;
        }
        return dropped;
    }

    private boolean isSafe(int move) {
        for (int i = 0; i < safeCount; i++) {
            if (safeMoves[i] == move) {
                return true;
            }
        }
        return false;
    }

    /** Removes the first root move; its line array is kept at the end for reuse. */
    private void dropFirst() {
        int[] line = pvs[0];
        System.arraycopy(moves, 1, moves, 0, count - 1);
        System.arraycopy(scores, 1, scores, 0, count - 1);
        System.arraycopy(previousScores, 1, previousScores, 0, count - 1);
        System.arraycopy(pvs, 1, pvs, 0, count - 1);
        System.arraycopy(pvLengths, 1, pvLengths, 0, count - 1);
        count--;
        pvs[count] = line;
    }

    /** Stable insertion sort of root moves {@code [from, to)} by score, best first. */
    private void sort(int from, int to) {
        for (int i = from + 1; i < to; i++) {
            int move = moves[i];
            int score = scores[i];
            int previous = previousScores[i];
            int[] line = pvs[i];
            int length = pvLengths[i];
            int j = i - 1;
            while (j >= from && scores[j] < score) {
                moves[j + 1] = moves[j];
                scores[j + 1] = scores[j];
                previousScores[j + 1] = previousScores[j];
                pvs[j + 1] = pvs[j];
                pvLengths[j + 1] = pvLengths[j];
                j--;
            }
            moves[j + 1] = move;
            scores[j + 1] = score;
            previousScores[j + 1] = previous;
            pvs[j + 1] = line;
            pvLengths[j + 1] = length;
        }
    }

    private int scoreOf(int index) {
        if (scores[index] != -Score.INFINITE) {
            return scores[index];
        }
        return previousScores[index];
    }

    private void report(int depth, int index, Bound bound) {
        int score = scoreOf(index);
        if (score == -Score.INFINITE) {
            return;
        }
        listener.onInfo(new SearchInfo<>(depth, w.selDepth, index + 1, score, bound, totalNodes.getAsLong(),
                control.elapsedSinceStart(), w.on.table ? table.hashfull() : 0, pvList(index)));
    }

    private List<M> pvList(int index) {
        List<M> line = new ArrayList<>(pvLengths[index]);
        for (int i = 0; i < pvLengths[index]; i++) {
            line.add(game.moveOf(pvs[index][i]));
        }
        return line;
    }

    /** Whether {@code move} is one of the root moves this thread searches (not dropped by the root mate check). */
    boolean isRootMove(int move) {
        for (int i = 0; i < count; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    int completedDepth() {
        return completedDepth;
    }

    /** This thread's best move, its score and depth, for voting between threads. */
    int bestMoveCode() {
        return count == 0 ? Game.NO_MOVE : moves[0];
    }

    int bestScore() {
        return count == 0 ? -Score.INFINITE : scoreOf(0);
    }

    SearchResult<M> result() {
        if (count == 0) {
            return noMoveResult();
        }
        int score = scoreOf(0);
        if (score == -Score.INFINITE) {
            // Stopped before the first root move was searched: the first legal move, scored
            // by the evaluator, is still a legal answer.
            score = w.evaluate();
        }
        List<M> line = pvList(0);
        M ponder = line.size() > 1 ? line.get(1) : ponderFromTable(moves[0]);
        return new SearchResult<>(line.get(0), ponder, score, line, completedDepth, w.selDepth,
                totalNodes.getAsLong(), control.elapsedSinceStart(), rootMoves(score, line));
    }

    /**
     * The answer another thread's {@code iteration} gives ({@link Technique#BEST_THREAD_CHOICE}),
     * reported to the listener as the last line so that it and the answer agree. Its ponder move
     * is its line's second move, or else the table's reply, looked up in this thread's root.
     * Called on this thread after {@link #run}, with the other thread stopped.
     */
    SearchResult<M> answerFrom(CompletedIteration iteration) {
        List<M> line = new ArrayList<>(iteration.pvLength());
        for (int i = 0; i < iteration.pvLength(); i++) {
            line.add(game.moveOf(iteration.pvMove(i)));
        }
        M ponder = line.size() > 1 ? line.get(1) : ponderFromTable(iteration.pvMove(0));
        long nodes = totalNodes.getAsLong();
        long millis = control.elapsedSinceStart();
        listener.onInfo(new SearchInfo<>(iteration.depth(), iteration.selDepth(), 1, iteration.score(), Bound.EXACT,
                nodes, millis, w.on.table ? table.hashfull() : 0, line));
        return new SearchResult<>(line.get(0), ponder, iteration.score(), line, iteration.depth(),
                iteration.selDepth(), nodes, millis);
    }

    /** The best line, then the other principal variations (MultiPV) that have a score. */
    private List<SearchResult.RootMove<M>> rootMoves(int bestScore, List<M> bestLine) {
        List<SearchResult.RootMove<M>> lines = new ArrayList<>();
        lines.add(new SearchResult.RootMove<>(bestLine.get(0), bestScore, bestLine));
        for (int k = 1; k < Math.min(options.multiPv(), count) && scoreOf(k) != -Score.INFINITE; k++) {
            lines.add(new SearchResult.RootMove<>(game.moveOf(moves[k]), scoreOf(k), pvList(k)));
        }
        return lines;
    }

    private SearchResult<M> noMoveResult() {
        // No legal move allowed at the root: the game's verdict if there is no legal move at all.
        int score = legalCount == 0 ? GameEnd.score(game, position, game.outcomeWithoutMoves(position), 0) : Score.DRAW;
        if (main) {
            completeFirstIteration();
            control.awaitEndOfInfiniteSearch();
        }
        return new SearchResult<>(null, null, score, List.of(), 0, 0, totalNodes.getAsLong(),
                control.elapsedSinceStart());
    }

    /** The table's move for the position after {@code best}, if it is legal there. */
    private M ponderFromTable(int best) {
        if (!w.on.table || !game.makeMove(position, best)) {
            return null;
        }
        int reply = TableEntries.move(TableEntries.probe(table, w.caps.hashing.hash(position)));
        boolean legal = false;
        if (reply != Game.NO_MOVE) {
            int[] list = w.stack.at(1).picker.moves();
            int generated = game.generateMoves(position, list, 0);
            for (int i = 0; i < generated && !legal; i++) {
                if (list[i] == reply && game.makeMove(position, reply)) {
                    game.unmakeMove(position, reply);
                    legal = true;
                }
            }
        }
        game.unmakeMove(position, best);
        return legal ? game.moveOf(reply) : null;
    }
}
