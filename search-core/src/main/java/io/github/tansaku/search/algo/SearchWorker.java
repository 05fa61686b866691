package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.SearchParameter.CONTINUATION_FOURTH_PLY;
import static io.github.tansaku.search.algo.SearchParameter.CORRECTION_MAX_WEIGHT;
import static io.github.tansaku.search.algo.SearchParameter.DELTA_MARGIN;
import static io.github.tansaku.search.algo.SearchParameter.HISTORY_BONUS_LIMIT;
import static io.github.tansaku.search.algo.SearchParameter.IID_MIN_DEPTH;
import static io.github.tansaku.search.algo.SearchParameter.IID_REDUCTION;
import static io.github.tansaku.search.algo.SearchParameter.LMR_CUT_NODE;
import static io.github.tansaku.search.algo.SearchParameter.MATE_PROBE_DEPTH_BONUS;
import static io.github.tansaku.search.algo.SearchParameter.PROB_CUT_MARGIN;
import static io.github.tansaku.search.algo.SearchParameter.PROB_CUT_REDUCTION;

import io.github.tansaku.search.Bound;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.tt.TableEntries;
import io.github.tansaku.search.trace.SearchTracer;
import io.github.tansaku.search.tt.TranspositionTable;

/**
 * One search thread: its state and its node functions, principal variation search
 * ({@link #node}) with quiescence search ({@link #quiesce}) at the horizon.
 *
 * <p>{@link #node} and {@link #quiesce} are written as numbered steps (node 1 to 18, quiescence
 * Q1 to Q9); each step's comment names the {@link Technique} that switches it, and each
 * technique's Javadoc names its step. They stay together in this file, with the table probe
 * they share, so that a reader follows a node from its entry to its table store in one place:
 * that is why this file is longer than the others (the two node functions, with the comments
 * of their steps, are most of it). What a step decides, and with which margins, is in the
 * class its comment names, along the seams strong engines use:
 * <ul>
 *   <li>{@link SearchStack}: the per-ply {@link Frame}s, each with its {@link MovePicker};
 *   <li>{@link Pruning}, {@link Reductions}, {@link Extensions}: when a node or move is given
 *       up, searched shallower, or searched deeper;
 *   <li>{@link History} and {@link CutoffRewards}: the move-ordering memory and what a cutoff
 *       teaches it;
 *   <li>{@link StaticEvaluation}: the static score, corrected by the {@link CorrectionHistory};
 *   <li>{@link TechniqueSwitches} and {@link GameCapabilities}: what the thread switches on and
 *       what the game offers, read once when the thread is built, so that each switchable
 *       step costs one predictable branch;
 *   <li>{@link NodeBudget} and {@link SearchCounters}: the node count with its stop test, and
 *       the statistics.
 * </ul>
 * Nothing here or there allocates per node.
 *
 * <p>Convention: when the search is stopped, node functions return 0 at once; every caller
 * checks {@link SearchControl#stopped()} after a child returns and discards its value.
 */
final class SearchWorker<P, M> {

    private static final int NO_EVAL = Frame.NO_EVAL;

    // The rules, the game's optional capabilities and the switches of the techniques.
    final Game<P, M> game;
    final GameCapabilities<P> caps;
    final TechniqueSwitches on;
    private final TranspositionTable table;
    private final SearchControl control;
    final SearchOptions o;

    /** The search stack: one frame per ply (distance from the root). */
    final SearchStack<P> stack;
    /** What a cutoff teaches the move-ordering memory (steps 5 and 15b). */
    private final CutoffRewards<P> rewards;
    /** When a node or a move is given up early (steps 7 to 10, 13a to 13d). */
    private final Pruning<P> pruning;
    /** How much shallower a late move is searched (steps 13, 14, 14b and the root moves). */
    final Reductions<P> reductions;
    /** When a move or node is searched deeper, and the mate-threat test (steps 8, 9, 11b, 13e, Q6b). */
    final Extensions<P> extensions;
    /** Mate-threat extensions on the line being searched (at most one). */
    private int threatExtensionsOnLine;

    // Per-thread move-ordering memory and static score (with its correction), kept from one
    // search to the next.
    final History history;
    final StaticEvaluation<P> evaluation;

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

    SearchWorker(Game<P, M> game, Evaluator<P> evaluator, SearchOptions options, TranspositionTable table,
            SearchControl control, boolean mainThread) {
        this.game = game;
        this.o = options;
        this.table = table;
        this.control = control;
        this.budget = new NodeBudget(control, mainThread);
        this.caps = new GameCapabilities<>(game);
        this.on = new TechniqueSwitches(options, caps);
        int plies = Score.MAX_PLY + 2;
        int maxMoves = game.maxMoves();
        history = new History(plies, caps.indexing != null ? caps.indexing.moveIndexCount() : 0,
                on.continuationHistory ? caps.pieceIndexing.movedPieceIndexCount() : 0,
                on.captureHistory ? caps.pieceIndexing.movedPieceIndexCount() : 0);
        evaluation = new StaticEvaluation<>(evaluator, caps.structure,
                on.correctionHistory, options.get(CORRECTION_MAX_WEIGHT), plies);
        stack = new SearchStack<>(plies, ply -> new MovePicker<>(this, ply, maxMoves), maxMoves,
                on.captureHistory ? maxMoves : 0, options.get(CONTINUATION_FOURTH_PLY) != 0);
        rewards = new CutoffRewards<>(game, caps, on, history, stack, options.get(HISTORY_BONUS_LIMIT));
        pruning = new Pruning<>(caps, on, options, history, stack);
        reductions = new Reductions<>(caps, on, options);
        extensions = new Extensions<>(caps, on, options, stack);
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
     * The entry of node (step 1) and quiesce (step Q1) at {@code ply}, with the window
     * ({@code alpha}, {@code beta}) and {@code depth}: counts the node and tells whether the
     * search must stop; if not, tells the tracer, empties the node's principal variation and
     * keeps the selective depth.
     */
    private boolean stopsAtEntry(Frame<P> frame, int alpha, int beta, int depth, int ply) {
        if (budget.countAndCheckStop()) {
            return true;
        }
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
     * Counts the root node of an iteration (the root is searched by the driver, not here),
     * entered with the window ({@code alpha}, {@code beta}) at {@code depth}.
     */
    boolean enterRoot(int alpha, int beta, int depth) {
        if (budget.countAndCheckStop()) {
            return true;
        }
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

    /** A move skipped by {@code technique} (step 13): counted and marked; a deeper search might not skip it. */
    private void pruned(Technique technique, int move) {
        horizonHit = true;
        counters.prunedMoves++;
        mark(technique, move, 0);
    }

    /** Tells the tracer, when tracing is on, what {@code technique} did (see SearchTracer#technique). */
    private void mark(Technique technique, int move, int plies) {
        if (tracer != null) {
            tracer.technique(technique, move, plies);
        }
    }

    /**
     * The value of a node at {@code ply} whose side to move mates at once with {@code mate}, found
     * by the mate-in-one probe: the mate ends the principal variation and, when {@code store},
     * is stored as exact, deeper than the node's {@code depth} (a mate in one holds at any depth).
     */
    private int probedMate(int mate, int ply, boolean store, long key, int depth) {
        int value = Score.mateIn(ply + 1);
        stack.endPv(ply, mate);
        if (store) {
            TableEntries.store(table, key, mate, value, Bound.EXACT, depth + o.get(MATE_PROBE_DEPTH_BONUS), ply, true);
        }
        return value;
    }

    /** The evaluator's score of a leaf: the value now depends on where the horizon is. */
    private int evaluateLeaf() {
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

    /**
     * The mate-threat extension ({@link Technique#MATE_THREAT_EXTENSION}): the horizon node at
     * {@code ply}, whose static score would have stood pat over a threat of mate in one, searched
     * one ply deep with all its moves; its replies are judged at quiescence's first ply, where
     * the mate-in-one probe sees a threat that was not parried. Not again below it on this line.
     */
    private int searchedOverThreat(int alpha, int beta, int ply) {
        threatExtensionsOnLine++;
        mark(Technique.MATE_THREAT_EXTENSION, Game.NO_MOVE, 1);
        int value = left(node(alpha, beta, 1, ply));
        threatExtensionsOnLine--;
        return value;
    }

    // ------------------------------------------------------------------------------------------
    // The main node function

    /**
     * {@link #search(int, int, int, int)} of a child that its parent expects to fail high
     * ({@code cutNode}: a null-window search the parent reduced, or a child of an expected all
     * node) or not; late-move reductions read it ({@code LMR_CUT_NODE}).
     */
    int search(int alpha, int beta, int depth, int ply, boolean cutNode) {
        stack.at(ply).cutNode = cutNode;
        return search(alpha, beta, depth, ply);
    }

    /**
     * Searches the current position, {@code ply} plies from the root, to {@code depth} plies,
     * within the window ({@code alpha}, {@code beta}); fail-soft. Keeps track of whether the
     * subtree's value depends on the depth (for the table's resolved flag).
     */
    int search(int alpha, int beta, int depth, int ply) {
        boolean outer = horizonHit;
        horizonHit = false;
        int value = left(depth <= 0 ? quiesce(alpha, beta, ply, true) : node(alpha, beta, depth, ply));
        horizonHit |= outer;
        return value;
    }

    private int node(int alpha, int beta, int depth, int ply) {
        Frame<P> frame = stack.at(ply);
        boolean pvNode = beta - alpha > 1;
        boolean cutNode = !pvNode && frame.cutNode;

        // 1. Count the node; stop when asked or out of budget.
        if (stopsAtEntry(frame, alpha, beta, depth, ply)) {
            return 0;
        }
        frame.mateThreat = Frame.THREAT_UNKNOWN;

        // 2. Game ends (repetitions, rule draws, completed lines): before the table probe,
        //    because they depend on the path, which the table does not know.
        Outcome outcome = game.outcome(position, ply);
        if (outcome.isOver()) {
            return GameEnd.score(game, position, outcome, ply);
        }
        if (ply >= Score.MAX_PLY - 1) {
            return evaluateLeaf();
        }

        // 3. Mate-distance pruning (Technique.MATE_DISTANCE_PRUNING): no score here can be worse
        //    than being mated now or better than winning now; if the window lies outside that, no
        //    move can matter. (Winning now, not on the next ply as in chess: in some games a side
        //    without a legal move wins, see Game#outcomeWithoutMoves.)
        if (on.mateDistancePruning) {
            alpha = Math.max(alpha, Score.matedIn(ply));
            beta = Math.min(beta, Score.mateIn(ply));
            if (alpha >= beta) {
                mark(Technique.MATE_DISTANCE_PRUNING, Game.NO_MOVE, 0);
                return alpha;
            }
        }

        // 4. In check? (Check extensions are given by the parent to the checking move, see
        //    step 13e; no pruning applies to a side in check.)
        boolean inCheck = caps.checks != null && caps.checks.inCheck(position);

        // 5. Transposition table (Technique.TRANSPOSITION_TABLE; its move is tried first with
        //    TT_MOVE_ORDERING): a stored result of at least this depth whose bound decides the
        //    window ends the node (not at PV nodes, to keep their principal variation); the probe
        //    is shared with quiescence (tableCutoff). A quiet table move whose lower bound cuts
        //    is rewarded as a cutting move (TT_CUTOFF_REWARD).
        // A singularity test (a search of this node without its table move) neither reads
        // nor writes the table: its result is not this node's value.
        int excluded = frame.excludedMove;
        boolean usesTable = on.table && excluded == Game.NO_MOVE;
        long key = usesTable ? caps.hashing.hash(position) : 0;
        long entry = usesTable ? TableEntries.probe(table, key) : 0;
        int firstMove = tableMove(entry);
        if (entry != 0) {
            counters.tableHits++;
            int stored = tableCutoff(entry, alpha, beta, depth, ply, pvNode);
            if (stored != Score.NONE) {
                if (on.ttCutoffReward && stored >= beta && TableEntries.bound(entry) != Bound.UPPER) {
                    rewards.tableMove(position, ply, firstMove, depth);
                }
                mark(Technique.TRANSPOSITION_TABLE, Game.NO_MOVE, 0);
                return stored;
            }
        }

        // 5b. Mate in one (Technique.MATE_IN_ONE_PROBE): at a node the main search has not seen (no
        //     table entry, or one from quiescence search), the game's fast test may find a mate;
        //     then nothing can be better and the moves need no search. A mate found is stored, so a
        //     later visit reads it from the table. (Not in check: a side in check rarely mates, and
        //     its evasions are few anyway. Not in a singularity test, whose value must leave the
        //     table move out.)
        if (on.mateInOneProbe && (entry == 0 || TableEntries.depth(entry) == 0) && !inCheck
                && excluded == Game.NO_MOVE) {
            int mate = caps.mateProbe.findMateInOne(position);
            if (mate != Game.NO_MOVE) {
                mark(Technique.MATE_IN_ONE_PROBE, Game.NO_MOVE, 0);
                return probedMate(mate, ply, usesTable, key, depth);
            }
        }

        // 6. Static evaluation, only when a technique below compares it with the window.
        //    With correction history (Technique.CORRECTION_HISTORY), the evaluator's score is
        //    corrected by the error searches found in positions of the same structure
        //    (StaticEvaluation).
        int eval = NO_EVAL;
        int rawEval = NO_EVAL;
        if (on.staticEvalInside && !inCheck) {
            rawEval = evaluate();
            eval = evaluation.corrected(position, rawEval, ply);
        }
        frame.staticEval = eval;
        boolean improving = stack.improving(ply, eval);

        if (!pvNode && !inCheck && eval != NO_EVAL) {
            // 7. Razoring (Technique.RAZORING): far below alpha at shallow depth, quiet moves will
            //    not catch up; if the captures cannot either (quiescence confirms the fail low),
            //    give up.
            if (pruning.razors(alpha, depth, eval)) {
                int value = left(quiesce(alpha, alpha + 1, ply, true));
                if (control.stopped()) {
                    return 0;
                }
                if (value <= alpha) {
                    mark(Technique.RAZORING, Game.NO_MOVE, 0);
                    return value;
                }
            }

            // 8. Reverse futility pruning (Technique.REVERSE_FUTILITY): so far above beta at
            //    shallow depth that the opponent is unlikely to recover within the remaining plies
            //    (one ply less margin when our static score is rising: the trend is on our side).
            //    Not against a threat of mate in one (the mate-threat guard, MATE_THREAT_GUARD),
            //    which no static score outweighs.
            if (pruning.reverseFutile(beta, depth, eval, improving) && !extensions.mateThreatened(position, ply)) {
                horizonHit = true;
                mark(Technique.REVERSE_FUTILITY, Game.NO_MOVE, 0);
                return eval;
            }

            // 9. Null move (Technique.NULL_MOVE): if passing still fails high on a reduced search,
            //    a real move will too, except in zugzwang, which the game's guard excludes. Never
            //    two passes in a row, never for mate scores (a pass proves no mate), nor against a
            //    threat of mate in one (the guard): a reduced search may not reach it.
            if (excluded == Game.NO_MOVE && pruning.triesNullMove(position, ply, depth, eval, beta)
                    && !extensions.mateThreatened(position, ply)) {
                int reduction = pruning.nullMoveReduction(depth, eval, beta);
                caps.nullMoves.makeNullMove(position);
                frame.currentMove = Game.NO_MOVE;
                frame.continuationRow = -1;
                frame.nullMoveMade = true;
                int value = -search(-beta, -beta + 1, depth - 1 - reduction, ply + 1, !cutNode);
                frame.nullMoveMade = false;
                caps.nullMoves.unmakeNullMove(position);
                if (control.stopped()) {
                    return 0;
                }
                if (value >= beta) {
                    horizonHit = true;
                    counters.nullMoveCutoffs++;
                    mark(Technique.NULL_MOVE, Game.NO_MOVE, 0);
                    return value >= Score.DECIDED_BOUND ? beta : value;
                }
            }

            // 10. ProbCut (Technique.PROBCUT): a good capture that beats beta by a margin on a
            //     shallower search would almost surely beat beta on the full one.
            if (excluded == Game.NO_MOVE && pruning.triesProbCut(depth, beta)) {
                int value = probCut(beta, depth, ply, eval);
                if (value != Score.NONE) {
                    mark(Technique.PROBCUT, Game.NO_MOVE, 0);
                    return value;
                }
            }
        }

        // 11. Internal iterative deepening (Technique.INTERNAL_ITERATIVE_DEEPENING): without a
        //     table move, a shallower search of this PV node finds a good first move cheaply; the
        //     ordering then pays for it.
        if (on.internalIterativeDeepening && excluded == Game.NO_MOVE && firstMove == Game.NO_MOVE && pvNode && depth >= o.get(IID_MIN_DEPTH)) {
            search(alpha, beta, depth - o.get(IID_REDUCTION), ply);
            if (control.stopped()) {
                return 0;
            }
            if (frame.pvLength > 0) {
                firstMove = frame.pv[0];
            } else if (on.table) {
                firstMove = TableEntries.move(TableEntries.probe(table, key));
            }
            frame.pvLength = 0;
        }

        // 11b. Singular extension (Technique.SINGULAR_EXTENSION): if every move but the table move
        //      fails low against a bound somewhat below the table's score on a reduced search, the
        //      table move is the only good one and is searched one ply deeper. If even without it
        //      the node beats beta, several moves would: cut (multi-cut). If the others merely come
        //      close while the table's score is at least beta, the node will most likely cut
        //      whichever move does it: the table move is searched shallower (negative extension)
        //      rather than proved at full depth.
        int singularExtension = 0;
        if (excluded == Game.NO_MOVE && extensions.singularCandidate(entry, firstMove, depth, ply, iterationDepth)) {
            int singularBeta = extensions.singularBeta(entry, depth, ply);
            int savedEval = frame.staticEval;
            frame.excludedMove = firstMove;
            int value = search(singularBeta - 1, singularBeta, (depth - 1) / 2, ply);
            frame.excludedMove = Game.NO_MOVE;
            frame.staticEval = savedEval;
            frame.pvLength = 0;
            if (control.stopped()) {
                return 0;
            }
            if (value >= singularBeta && singularBeta >= beta) {
                horizonHit = true;
                mark(Technique.SINGULAR_EXTENSION, Game.NO_MOVE, 0);
                return singularBeta;
            }
            singularExtension = extensions.singular(value, singularBeta, entry, ply, beta);
        }

        // 12. The move loop, over the moves in MovePicker's order: the table (or IID) move before
        //     the others are generated (the game's makeMove refuses it if it is not legal here),
        //     then, with staged generation (Technique.STAGED_GENERATION), the noisy moves, and
        //     the quiet ones only when they are reached. The order itself: SEE_ORDERING,
        //     CAPTURE_HISTORY, KILLERS, COUNTERMOVES, HISTORY, CONTINUATION_HISTORY.
        MovePicker<P> picker = frame.picker;
        int previousIndex = rewards.previousMoveIndex(position, ply);
        picker.startNode(position, firstMove, excluded, inCheck, previousIndex,
                stack.rowBefore(ply, 1), stack.rowBefore(ply, 2), stack.fourthPlyRow(ply));
        int[] quiets = frame.quietsTried;
        int quietCount = 0;
        int[] noisies = frame.noisyTried;
        int noisyCount = 0;
        int best = -Score.INFINITE;
        int bestMove = Game.NO_MOVE;
        boolean bestQuiet = true;
        int legal = 0;
        int alphaAtStart = alpha;
        boolean skipQuiets = false;
        int killer1 = history.killer1(ply);
        int killer2 = history.killer2(ply);
        int counter = previousIndex >= 0 ? history.counterMove(previousIndex) : Game.NO_MOVE;

        int move;
        while ((move = picker.next()) != Game.NO_MOVE) {
            int orderScore = picker.score();
            boolean quiet = caps.noisy == null || !caps.noisy.isNoisy(position, move);
            boolean refutation = move == killer1 || move == killer2 || move == counter;
            // The depth at which steps 13b to 13d judge a quiet move (see Reductions.pruningDepth).
            int pruneDepth = reductions.pruningDepth(quiet, depth, legal, inCheck, pvNode, improving);

            // 13. Shallow-depth pruning (the conditions: Pruning), once a legal move has given a
            //     score (so a pruned node can never look like mate or stalemate) and that score is
            //     not a mate against us (which the pruned moves might refute); never the first move.
            boolean mayPrune = legal > 0 && !inCheck && best > -Score.DECIDED_BOUND && move != firstMove;
            if (mayPrune && quiet && eval != NO_EVAL) {
                // 13a. Late move pruning (Technique.LATE_MOVE_PRUNING): at shallow depth, quiet
                //      moves this late in a well ordered list almost never cut; skip the rest of
                //      them (half as many are tried when our static score is not rising).
                if (skipQuiets || pruning.lateMovePrunes(depth, quietCount, improving)) {
                    skipQuiets = true;
                    // Every quiet move left is pruned too: the picker passes over them (counted
                    // below), unless the tracer must hear of each.
                    if (tracer == null && caps.noisy != null) {
                        picker.skipQuiets();
                    } else {
                        picker.stopSelecting();
                    }
                    pruned(Technique.LATE_MOVE_PRUNING, move);
                    continue;
                }
                // 13b. Futility pruning (Technique.FUTILITY): a quiet move cannot lift a static
                //      score this far below alpha above it within the remaining depth (checks
                //      excepted). The condition holds for every later quiet move too (alpha only
                //      rises), so they are no longer ordered.
                if (pruning.futile(position, move, eval, pruneDepth, alpha)) {
                    picker.stopSelecting();
                    pruned(Technique.FUTILITY, move);
                    continue;
                }
                // 13c. Continuation pruning (Technique.CONTINUATION_PRUNING): at shallow depth, a
                //      quiet move that has so far failed more often than it cut both as an answer
                //      to the opponent's last move and as a follow-up to our own move before it is
                //      not worth a search (killers and the countermove excepted).
                if (pruning.continuationPrunes(position, ply, move, pruneDepth, refutation)) {
                    pruned(Technique.CONTINUATION_PRUNING, move);
                    continue;
                }
            }
            // 13d. SEE pruning (Technique.SEE_PRUNING): at shallow depth, a move that loses more
            //      material by exchange than the remaining depth can plausibly win back is skipped
            //      (a deeper search might keep it).
            if (mayPrune && pruning.seePrunes(position, move, quiet, depth, pruneDepth)) {
                pruned(Technique.SEE_PRUNING, move);
                continue;
            }

            // 13e. Extensions (Extensions): the singular table move (or a reduction of the table
            //      move, see 11b; Technique.SINGULAR_EXTENSION), or a check that does not lose
            //      material (Technique.CHECK_EXTENSION).
            boolean singular = move == firstMove && singularExtension != 0;
            int extension = singular ? singularExtension : ply < 2 * iterationDepth ? extensions.check(position, move) : 0;
            // Judged before the move is made, for 14b below (static exchange reads the board).
            boolean losingCapture = reductions.losingCapture(picker, move, orderScore, quiet, inCheck, firstMove, depth);
            int row = rewards.continuationRow(position, move);
            if (!makes(picker, move)) {
                continue; // pseudo-legal, not legal
            }
            legal++;
            frame.currentMove = move;
            frame.continuationRow = row;
            if (extension != 0) {
                mark(singular ? Technique.SINGULAR_EXTENSION : Technique.CHECK_EXTENSION, move, extension);
            }
            int newDepth = depth - 1 + extension;
            int value;
            if (legal == 1) {
                value = -search(-beta, -alpha, newDepth, ply + 1, !pvNode && !cutNode);
            } else {
                // 14. Late move reductions (Technique.LATE_MOVE_REDUCTIONS): late quiet moves
                //     rarely matter; search them shallower with a null window and re-search at full
                //     depth if they beat alpha (how much: Reductions.ofQuiet).
                // 14b. Losing capture reductions (Technique.LOSING_CAPTURE_REDUCTIONS): a late
                //      capture that loses material by exchange (ordered after the quiet moves) is
                //      reduced like a late quiet move, by the table alone.
                int reduction = quiet
                        ? reductions.ofQuiet(position, depth, legal, newDepth, pvNode, cutNode, improving, inCheck,
                                move == firstMove || refutation, orderScore)
                        : losingCapture ? reductions.ofLosingCapture(position, depth, legal, newDepth, pvNode) : 0;
                boolean fullDepth = true;
                if (reduction > 0) {
                    horizonHit = true;
                    mark(quiet ? Technique.LATE_MOVE_REDUCTIONS : Technique.LOSING_CAPTURE_REDUCTIONS, move, -reduction);
                    value = -search(-alpha - 1, -alpha, newDepth - reduction, ply + 1, true);
                    fullDepth = value > alpha && !control.stopped();
                    if (fullDepth) {
                        counters.reductionReSearches++;
                    }
                } else {
                    value = alpha; // placeholder, replaced below
                }
                // 15. Principal variation search (Technique.PVS): after the first move, prove each
                //     move is no better with a null window; only a move that beats alpha inside the
                //     window is searched again with the full window.
                if (fullDepth) {
                    if (on.pvs) {
                        value = -search(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
                        if (pvNode && value > alpha && value < beta && !control.stopped()) {
                            counters.pvsReSearches++;
                            value = -search(-beta, -alpha, newDepth, ply + 1, false);
                        }
                    } else {
                        value = -search(-beta, -alpha, newDepth, ply + 1, !pvNode && !cutNode);
                    }
                }
            }
            game.unmakeMove(position, move);
            if (control.stopped()) {
                counters.prunedMoves += picker.skippedQuiets();
                return 0;
            }
            if (quiet && quietCount < quiets.length) {
                quiets[quietCount++] = move;
            } else if (!quiet && noisyCount < noisies.length) {
                noisies[noisyCount++] = move;
            }

            if (value > best) {
                best = value;
                if (value > alpha) {
                    bestMove = move;
                    bestQuiet = quiet;
                    if (pvNode) {
                        stack.updatePv(ply, move);
                    }
                    alpha = value;
                    if (value >= beta) {
                        // 15b. A beta cutoff teaches the move-ordering memory (CutoffRewards.cutoff):
                        //      the cutting quiet move becomes a killer (Technique.KILLERS) and the
                        //      countermove (COUNTERMOVES), its history (HISTORY, CONTINUATION_HISTORY)
                        //      rises and the quiet moves tried before it fall; likewise the noisy
                        //      moves' capture history (CAPTURE_HISTORY).
                        counters.betaCutoffs++;
                        if (legal == 1) {
                            counters.firstMoveCutoffs++;
                        }
                        rewards.cutoff(position, ply, move, quiet, depth, quietCount, noisyCount, previousIndex);
                        if (tracer != null) {
                            tracer.cutoff(picker.moves(), picker.picked(), Math.max(picker.picked(), picker.count()));
                        }
                        break; // beta cutoff
                    }
                }
            }
        }
        counters.prunedMoves += picker.skippedQuiets(); // late move pruning's, passed over by the picker

        // 16. No legal move: the game decides (checkmate, stalemate, a loss in shogi). In a
        //     singularity test the left-out move exists: no other move means "fails low".
        if (legal == 0) {
            return excluded != Game.NO_MOVE ? alpha : GameEnd.score(game, position, game.outcomeWithoutMoves(position), ply);
        }

        // 17. Remember the result (Technique.TRANSPOSITION_TABLE, TT_MOVE_ORDERING): a lower bound
        //     after a cutoff, exact when alpha was raised inside the window, an upper bound when
        //     every move failed low.
        Bound bound = boundOf(best, alphaAtStart, beta);
        if (usesTable) {
            TableEntries.store(table, key, bestMove, best, bound, depth, ply, !horizonHit);
        }
        // 18. Correction history (Technique.CORRECTION_HISTORY) learns from a result that says
        //     where the true value lies relative to the static score (StaticEvaluation.learn).
        //     Not from a capture's result (material the static score could not see is no bias of
        //     the structure's), nor from a singularity test: its result leaves out the table move.
        if (rawEval != NO_EVAL && bestQuiet && excluded == Game.NO_MOVE) {
            evaluation.learn(ply, best, bound, rawEval, frame.staticEval, depth);
        }
        return best;
    }

    /**
     * Makes {@code move}, which {@code picker} returned last, and tells whether it was legal. A
     * move the game generated for this position is made without the legality test when the game
     * generates legal moves only ({@link io.github.tansaku.search.LegalMoveGeneration}).
     */
    private boolean makes(MovePicker<P> picker, int move) {
        if (caps.legalGeneration != null && picker.generated()) {
            caps.legalGeneration.makeLegalMove(position, move);
            return true;
        }
        return game.makeMove(position, move);
    }

    /** The move of table entry {@code entry} (0: none) to try first, or NO_MOVE. */
    private int tableMove(long entry) {
        return on.ttMoveOrdering && entry != 0 ? TableEntries.move(entry) : Game.NO_MOVE;
    }

    /**
     * The table probe's verdict, shared by node (step 5) and quiesce (step Q4): the score of
     * {@code entry} (0: none) if it ends the node, else {@link Score#NONE}. An entry ends a node
     * off the principal variation (which must keep its line) when it was stored at least
     * {@code depth} plies deep and its bound decides the window ({@code alpha}, {@code beta}).
     * A cut on an unresolved entry (one that depended on where its horizon was) marks this
     * node's horizon too.
     */
    private int tableCutoff(long entry, int alpha, int beta, int depth, int ply, boolean pvNode) {
        if (entry == 0 || !on.ttCutoffs || pvNode || TableEntries.depth(entry) < depth) {
            return Score.NONE;
        }
        int stored = TableEntries.score(entry, ply);
        Bound bound = TableEntries.bound(entry);
        if (bound == Bound.EXACT || (bound == Bound.LOWER && stored >= beta) || (bound == Bound.UPPER && stored <= alpha)) {
            if (!TableEntries.resolved(entry)) {
                horizonHit = true;
            }
            counters.tableCutoffs++;
            return stored;
        }
        return Score.NONE;
    }

    /** The bound a node's result {@code best} is, searched with the window ({@code alphaAtStart}, {@code beta}). */
    private static Bound boundOf(int best, int alphaAtStart, int beta) {
        return best >= beta ? Bound.LOWER : best > alphaAtStart ? Bound.EXACT : Bound.UPPER;
    }

    /** Runs ProbCut; returns the cutting score, or {@link Score#NONE} when it does not cut. */
    private int probCut(int beta, int depth, int ply, int eval) {
        Frame<P> frame = stack.at(ply);
        int probCutBeta = Math.min(beta + o.get(PROB_CUT_MARGIN), Score.DECIDED_BOUND - 1);
        MovePicker<P> picker = frame.picker;
        picker.startNoisy(position, Game.NO_MOVE, false, false, stack.rowBefore(ply, 1),
                stack.rowBefore(ply, 2), stack.fourthPlyRow(ply));
        int move;
        while ((move = picker.next()) != Game.NO_MOVE) {
            // Only captures whose exchange alone brings the static score to the raised beta.
            if (!caps.exchange.seeAtLeast(position, move, probCutBeta - eval)) {
                continue;
            }
            int row = rewards.continuationRow(position, move);
            if (!makes(picker, move)) {
                continue;
            }
            frame.currentMove = move;
            frame.continuationRow = row;
            // A quiescence search first: cheap, and it filters most failures.
            int value = -left(quiesce(-probCutBeta, -probCutBeta + 1, ply + 1, true));
            if (value >= probCutBeta && !control.stopped()) {
                value = -search(-probCutBeta, -probCutBeta + 1, depth - o.get(PROB_CUT_REDUCTION), ply + 1, !stack.at(ply).cutNode);
            }
            game.unmakeMove(position, move);
            if (control.stopped()) {
                return 0;
            }
            if (value >= probCutBeta) {
                horizonHit = true;
                return value;
            }
        }
        return Score.NONE;
    }

    // ------------------------------------------------------------------------------------------
    // Quiescence search

    /**
     * Searches only noisy moves until the position is quiet, standing pat on the static
     * evaluation (the side to move can usually do at least as well as doing nothing noisy).
     * In check there is no standing pat: every evasion is searched and no evasion means the
     * game's verdict (mate). Without {@link Technique#QUIESCENCE} it is the static evaluation.
     * At its {@code firstPly} (called from the main search, not from itself) it also tries the
     * quiet checks when {@link Technique#QS_CHECKS} is on; the replies to a check are all
     * searched, and nothing quiet after them, so checks cannot chain without end.
     */
    private int quiesce(int alpha, int beta, int ply, boolean firstPly) {
        Frame<P> frame = stack.at(ply);
        boolean pvNode = beta - alpha > 1;

        // Q1. Count the node; stop when asked or out of budget (as step 1).
        if (stopsAtEntry(frame, alpha, beta, 0, ply)) {
            return 0;
        }
        counters.quiescenceNodes++;

        // Q2. Game ends (as step 2). Without quiescence search (Technique.QUIESCENCE) the
        //     horizon is the static evaluation.
        Outcome outcome = game.outcome(position, ply);
        if (outcome.isOver()) {
            return GameEnd.score(game, position, outcome, ply);
        }
        if (!on.quiescence || ply >= Score.MAX_PLY - 1) {
            return evaluateLeaf();
        }

        // Q3. In check? Then there is no standing pat, and every evasion is searched.
        boolean inCheck = caps.checks != null && caps.checks.inCheck(position);

        // Q4. Transposition table (Technique.TRANSPOSITION_TABLE, TT_MOVE_ORDERING), as step 5
        //     with depth 0: every entry is deep enough.
        long key = on.table ? caps.hashing.hash(position) : 0;
        long entry = on.table ? TableEntries.probe(table, key) : 0;
        int firstMove = tableMove(entry);
        if (entry != 0) {
            int stored = tableCutoff(entry, alpha, beta, 0, ply, pvNode);
            if (stored != Score.NONE) {
                return stored;
            }
        }

        // Q5. Mate in one at the horizon (Technique.QS_MATE_IN_ONE_PROBE): at quiescence's first
        //     ply, a side that can mate at once is not judged by its static score: the game's
        //     fast test finds the mate (not in check, as at step 5b). Asked where the table has no
        //     entry, and at PV nodes, which do not take the table's score: there a mate stored by
        //     an earlier probe would otherwise be missed.
        if (on.qsMateInOneProbe && firstPly && !inCheck && (entry == 0 || pvNode)) {
            int mate = caps.mateProbe.findMateInOne(position);
            if (mate != Game.NO_MOVE) {
                return probedMate(mate, ply, on.table, key, 0);
            }
        }

        // Q6. Stand pat: the side to move can usually do at least as well as its static score
        //     (corrected, with Technique.CORRECTION_HISTORY), so that score is a lower bound and
        //     may cut at once.
        int best = -Score.INFINITE;
        int standPat = NO_EVAL;
        int alphaAtStart = alpha;
        if (!inCheck) {
            standPat = evaluation.corrected(position, evaluateLeaf(), ply);
            if (standPat >= beta) {
                // Q6b. Mate-threat extension (Technique.MATE_THREAT_EXTENSION): not over a
                //      threat of mate in one at the horizon; see searchedOverThreat.
                if (firstPly && threatExtensionsOnLine == 0 && extensions.threatAtHorizon(position)) {
                    return searchedOverThreat(alpha, beta, ply);
                }
                return standPat;
            }
            best = standPat;
            if (standPat > alpha) {
                alpha = standPat;
            }
        }

        // Q7. The move loop, in MovePicker's order: the noisy moves (every move in check), and
        //     at the first ply the quiet checks too (Technique.QS_CHECKS).
        boolean withChecks = on.qsChecks && firstPly && !inCheck;
        MovePicker<P> picker = frame.picker;
        picker.startNoisy(position, firstMove, inCheck, withChecks, stack.rowBefore(ply, 1),
                stack.rowBefore(ply, 2), stack.fourthPlyRow(ply));
        int bestMove = Game.NO_MOVE;
        int legal = 0;
        int move;
        while ((move = picker.next()) != Game.NO_MOVE) {
            if (!inCheck) {
                // A quiet check wins no material at once: delta pruning would always drop it.
                boolean quietCheck = withChecks && !caps.noisy.isNoisy(position, move);
                // Q7a. Delta pruning (Technique.DELTA_PRUNING): even winning this much material
                //      plus a margin stays below alpha.
                if (on.deltaPruning && !quietCheck && standPat + caps.exchange.materialGain(position, move) + o.get(DELTA_MARGIN) <= alpha) {
                    mark(Technique.DELTA_PRUNING, move, 0);
                    continue;
                }
                // Q7b. SEE pruning (Technique.QS_SEE_PRUNING): a capture that loses material by
                //      exchange does not help a quiet position.
                if (on.qsSeePruning && !picker.seeAtLeastZero(move, picker.score())) {
                    mark(Technique.QS_SEE_PRUNING, move, 0);
                    continue;
                }
            }
            if (!makes(picker, move)) {
                continue;
            }
            legal++;
            frame.currentMove = move;
            frame.continuationRow = -1; // evasions in quiescence do without continuation history
            boolean outer = horizonHit;
            int value = -left(quiesce(-beta, -alpha, ply + 1, false));
            horizonHit |= outer;
            game.unmakeMove(position, move);
            if (control.stopped()) {
                return 0;
            }
            if (value > best) {
                best = value;
                if (value > alpha) {
                    bestMove = move;
                    if (pvNode) {
                        stack.updatePv(ply, move);
                    }
                    alpha = value;
                    if (value >= beta) {
                        if (tracer != null) {
                            tracer.cutoff(picker.moves(), picker.picked(), picker.count());
                        }
                        break;
                    }
                }
            }
        }
        // Q8. No legal evasion: the game decides (as step 16).
        if (inCheck && legal == 0) {
            return GameEnd.score(game, position, game.outcomeWithoutMoves(position), ply);
        }

        // Q9. Remember the result at depth 0 (Technique.TRANSPOSITION_TABLE, as step 17).
        if (on.table) {
            TableEntries.store(table, key, bestMove, best, boundOf(best, alphaAtStart, beta), 0, ply, !horizonHit);
        }
        return best;
    }
}
