package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.SearchParameter.CONTINUATION_FOURTH_PLY;
import static io.github.tansaku.search.algo.SearchParameter.CORRECTION_LIMIT;
import static io.github.tansaku.search.algo.SearchParameter.CORRECTION_MAX_WEIGHT;
import static io.github.tansaku.search.algo.SearchParameter.HISTORY_BONUS_LIMIT;
import static io.github.tansaku.search.algo.SearchParameter.MATE_PROBE_DEPTH_BONUS;
import static io.github.tansaku.search.algo.SearchParameter.STRUCTURE_HISTORY;

import io.github.tansaku.search.Bound;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.trace.SearchTracer;
import io.github.tansaku.search.tt.TranspositionTable;

/**
 * One search thread: its state during a search (the position, the horizon flag, the selective
 * depth, the tracer), the parts its searches share, built once when the thread is built, and
 * the bookkeeping every node does on entry and exit (the node count and stop test, the trace).
 * The searches themselves are {@link NodeSearch} (the numbered steps 1 to 18 of its
 * {@code node}) and {@link NodeSearch#quiesce quiescence} (steps Q1 to Q9); {@link RootSearch} drives the root.
 * {@link NodeBudget} and {@link SearchCounters} hold the node count and the statistics.
 * Nothing here allocates per node.
 */
final class SearchWorker<P, M> {

    // The rules, the game's optional capabilities and the switches of the techniques.
    final Game<P, M> game;
    final GameCapabilities<P> caps;
    final TechniqueSwitches on;
    final SearchControl control;
    final SearchOptions o;

    /** The search stack: one frame per ply (distance from the root). */
    final SearchStack<P> stack;
    /** What a cutoff teaches the move-ordering memory (steps 5 and 15b). */
    final CutoffRewards<P> rewards;
    /** When a node or a move is given up early (steps 7 to 10, 13a to 13d). */
    final Pruning<P> pruning;
    /** How much shallower a late move is searched (steps 13, 14, 14b and the root moves). */
    final Reductions<P> reductions;
    /** When a move or node is searched deeper, and the mate-threat test (steps 8, 9, 11b, 13e, Q6b). */
    final Extensions<P> extensions;

    // Per-thread move-ordering memory and static score (with its correction), kept from one
    // search to the next.
    final History history;
    final StaticEvaluation<P> evaluation;

    /** The transposition table as node and quiescence read and write it (steps 5, 17, Q4, Q9). */
    final TableStep<P> tableStep;
    /** The searches of the null move (step 9) and ProbCut (step 10). */
    final NullMove<P, M> nullMove;
    final ProbCut<P, M> probCut;
    /** The main search and quiescence, with their numbered steps 1 to 18 and Q1 to Q9 (built last: it reads all of the above). */
    final NodeSearch<P, M> nodeSearch;

    /** Per-search counters besides the nodes (see SearchStatistics). */
    final SearchCounters counters = new SearchCounters();

    /** This thread's node count and stop test. */
    final NodeBudget budget;

    // Per-search state.
    P position;
    int selDepth;
    /** The depth of the running iteration; extensions stop at twice this many plies. */
    int iterationDepth = Score.MAX_PLY;
    /** Whether the current subtree used a static evaluation or a depth-dependent cut. */
    boolean horizonHit;
    /** Hears every node when tracing is on (main thread only); {@code null}, off, by default. */
    SearchTracer tracer;

    /**
     * A search thread for {@code game}, scoring with {@code evaluator}, with the switches and
     * parameters of {@code options}, sharing {@code table} and {@code control} with the other
     * threads; the {@code mainThread} is the one that checks the hard time limit.
     */
    SearchWorker(Game<P, M> game, Evaluator<P> evaluator, SearchOptions options, TranspositionTable table,
            SearchControl control, boolean mainThread) {
        this.game = game;
        this.o = options;
        this.control = control;
        this.budget = new NodeBudget(control, mainThread);
        this.caps = new GameCapabilities<>(game);
        this.on = new TechniqueSwitches(options, caps);
        int plies = Score.MAX_PLY + 2;
        int maxMoves = game.maxMoves();
        history = new History(plies, caps.indexing != null ? caps.indexing.moveIndexCount() : 0,
                on.continuationHistory ? caps.pieceIndexing.movedPieceIndexCount() : 0,
                on.captureHistory ? caps.captureIndexCount() : 0,
                options.get(STRUCTURE_HISTORY) != 0 && caps.structure != null && caps.pieceIndexing != null
                        ? caps.pieceIndexing.movedPieceIndexCount() : 0);
        evaluation = new StaticEvaluation<>(evaluator, caps.structure,
                on.correctionHistory, options.get(CORRECTION_MAX_WEIGHT), options.get(CORRECTION_LIMIT), plies);
        stack = new SearchStack<>(plies, ply -> new MovePicker<>(this, ply, maxMoves), maxMoves,
                on.captureHistory ? maxMoves : 0, options.get(CONTINUATION_FOURTH_PLY) != 0);
        rewards = new CutoffRewards<>(game, caps, on, history, stack, options.get(HISTORY_BONUS_LIMIT));
        pruning = new Pruning<>(caps, on, options, history, stack);
        reductions = new Reductions<>(caps, on, options);
        extensions = new Extensions<>(caps, on, options, stack);
        tableStep = new TableStep<>(this, table, caps, on, counters);
        nullMove = new NullMove<>(this, control, pruning);
        probCut = new ProbCut<>(this, control, rewards, options);
        nodeSearch = new NodeSearch<>(this);
    }

    /** Forgets killers, history, countermoves, continuation, capture and correction history (a new game). */
    void clearHistory() {
        history.clear();
        evaluation.clear();
    }

    /** Prepares for a new search of {@code p}. */
    void prepare(P p) {
        this.position = p;
        this.selDepth = 0;
        budget.reset();
        this.horizonHit = false;
        counters.reset();
        history.clearKillers();
        stack.reset();
    }

    /**
     * Makes {@code move}, which {@code picker} returned last, and tells whether it was legal. A
     * move the game generated for this position (or found legal, see
     * {@link MovePicker#needsLegalityTest}) is made without the legality test when the game
     * generates legal moves only ({@link io.github.tansaku.search.LegalMoveGeneration}).
     */
    boolean makes(MovePicker<P> picker, int move) {
        if (caps.legalGeneration != null && !picker.needsLegalityTest()) {
            caps.legalGeneration.makeLegalMove(position, move);
        } else if (!game.makeMove(position, move)) {
            return false;
        }
        budget.countMove();
        return true;
    }

    /** This thread's counters of the last (or running) search. */
    SearchStatistics statistics() {
        return counters.snapshot(budget.nodes);
    }

    /** Records the root move being searched (call before making it). */
    void setRootMove(int move) {
        stack.at(0).currentMove = move;
        stack.at(0).continuationRow = rewards.continuationRow(position, move);
    }

    /**
     * The entry of node (step 1) and quiescence (step Q1) at {@code ply}, with the window
     * ({@code alpha}, {@code beta}) and {@code depth}: tells whether the search must stop (the
     * move that reached the node counted it, see {@link NodeBudget}); if not, tells the tracer,
     * empties the node's principal variation and keeps the selective depth.
     */
    boolean stopsAtEntry(Frame<P> frame, int alpha, int beta, int depth, int ply) {
        if (budget.mustStop()) {
            return true;
        }
        counters.nodeEntries++;
        if (tracer != null) {
            tracer.enter(stack.previousMove(ply), ply, depth, alpha, beta);
        }
        frame.pvLength = 0;
        if (ply > selDepth) {
            selDepth = ply;
        }
        return false;
    }

    /**
     * The entry of the root node of an iteration (the root is searched by the driver, not here),
     * with the window ({@code alpha}, {@code beta}) at {@code depth}: tells whether the search
     * must stop. The root is not counted: no move reaches it ({@link NodeBudget}).
     */
    boolean enterRoot(int alpha, int beta, int depth) {
        if (budget.mustStop()) {
            return true;
        }
        counters.nodeEntries++;
        if (tracer != null) {
            tracer.enter(Game.NO_MOVE, 0, depth, alpha, beta);
        }
        return false;
    }

    /** The score a node returns, told to the tracer when tracing is on and the search goes on. */
    int left(int value) {
        if (tracer != null && !control.stopped()) {
            tracer.leave(value);
        }
        return value;
    }

    /** Tells the tracer, when tracing is on, what {@code technique} did (see SearchTracer#technique). */
    void mark(Technique technique, int move, int plies) {
        if (tracer != null) {
            tracer.technique(technique, move, plies);
        }
    }

    /**
     * The value of a node at {@code ply} whose side to move mates at once with {@code mate}, found
     * by the mate-in-one probe: the mate ends the principal variation and, when {@code store},
     * is stored as exact, deeper than the node's {@code depth} (a mate in one holds at any depth).
     */
    int probedMate(int mate, int ply, boolean store, long key, int depth) {
        int value = Score.mateIn(ply + 1);
        stack.endPv(ply, mate);
        if (store) {
            tableStep.store(key, mate, value, Bound.EXACT, depth + o.get(MATE_PROBE_DEPTH_BONUS), ply, true);
        }
        return value;
    }

    /** The evaluator's score of a leaf: the value now depends on where the horizon is. */
    int evaluateLeaf() {
        horizonHit = true;
        return evaluate();
    }

    /**
     * The evaluator's score of the current position (see StaticEvaluation#raw), told to the
     * tracer: of an inner node, for pruning decisions (a decision that makes it the node's value
     * marks the horizon itself), or of the root, for results when no iteration completed.
     */
    int evaluate() {
        int eval = evaluation.raw(position);
        if (tracer != null) {
            tracer.evaluated(eval);
        }
        return eval;
    }

    /** The static evaluation of {@code p} with its correction, outside a search (see Searcher). */
    int staticEvaluation(P p) {
        return evaluation.outsideSearch(p);
    }

    /** {@link NodeSearch#search(int, int, int, int, boolean)}: a child expected to fail high or not. */
    int search(int alpha, int beta, int depth, int ply, boolean cutNode) {
        return nodeSearch.search(alpha, beta, depth, ply, cutNode);
    }

    /** {@link NodeSearch#search(int, int, int, int)}: the current position searched to {@code depth}. */
    int search(int alpha, int beta, int depth, int ply) {
        return nodeSearch.search(alpha, beta, depth, ply);
    }
}
