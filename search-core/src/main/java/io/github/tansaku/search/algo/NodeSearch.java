package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.SearchParameter.DELTA_MARGIN;
import static io.github.tansaku.search.algo.SearchParameter.IID_MIN_DEPTH;
import static io.github.tansaku.search.algo.SearchParameter.IID_REDUCTION;
import static io.github.tansaku.search.algo.SearchParameter.QS_EXCHANGE_FUTILITY;
import static io.github.tansaku.search.algo.SearchParameter.QS_PRUNING_SPARES_CHECKS;
import static io.github.tansaku.search.algo.SearchParameter.QS_TABLE_STAND_PAT;

import io.github.tansaku.search.Bound;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.tt.TableEntries;

/**
 * The two node functions of one search thread, below the root: {@link #node}, the main search
 * (principal variation search, fail-soft), written as numbered steps 1 to 18, and
 * {@link #quiesce}, the quiescence search that takes over at the horizon, steps Q1 to Q9. Each
 * step's comment names the {@link Technique} that switches it, and each technique's Javadoc
 * names its step, so that a reader follows a node from its entry to its table store in one place.
 *
 * <p>Why this file is longer than the others (about 700 lines): the two node functions stay
 * together, as in the engines this search follows, so that every numbered step can be read in
 * one file and quiescence's steps beside the main steps they mirror (entry, game end, table,
 * store). Every decision a step takes is in a smaller class, listed below.
 *
 * <p>What a step decides, and with which margins, is in the class its comment names, along the
 * seams strong engines use:
 * <ul>
 *   <li>{@link SearchStack}: the per-ply {@link Frame}s, each with its {@link MovePicker};
 *   <li>{@link TableStep}: the transposition-table probe, verdict and store, shared with
 *       quiescence;
 *   <li>{@link Pruning}, {@link Reductions}, {@link Extensions}: when a node or move is given
 *       up, searched shallower, or searched deeper; {@link NullMove} and {@link ProbCut}: the
 *       two pruning steps that make moves to decide;
 *   <li>{@link History} and {@link CutoffRewards}: the move-ordering memory and what a cutoff
 *       teaches it;
 *   <li>{@link StaticEvaluation}: the static score, corrected by the {@link CorrectionHistory};
 *   <li>{@link TechniqueSwitches} and {@link GameCapabilities}: what the thread switches on and
 *       what the game offers, read once when the thread is built, so that each switchable
 *       step costs one predictable branch.
 * </ul>
 * The thread's state (the position, the horizon flag, the tracer) and the bookkeeping every
 * node does on entry and exit are the {@link SearchWorker}'s. Nothing here allocates.
 *
 * <p>Convention: when the search is stopped, node functions return 0 at once; every caller
 * checks {@link SearchControl#stopped()} after a child returns and discards its value.
 *
 * @param <P> the position type
 * @param <M> the move type of the game
 */
final class NodeSearch<P, M> {

    private static final int NO_EVAL = Frame.NO_EVAL;

    private final SearchWorker<P, M> w;
    private final Game<P, M> game;
    private final GameCapabilities<P> caps;
    private final TechniqueSwitches on;
    private final SearchOptions o;
    private final SearchControl control;
    private final SearchStack<P> stack;
    private final TableStep<P> tableStep;
    private final NullMove<P, M> nullMove;
    private final ProbCut<P, M> probCut;
    private final CutoffRewards<P> rewards;
    private final Pruning<P> pruning;
    private final Reductions<P> reductions;
    private final Extensions<P> extensions;
    private final History history;
    private final StaticEvaluation<P> evaluation;
    private final SearchCounters counters;
    private final int deltaMargin;
    private final boolean tableStandPat;
    /** Quiescence skips the exchanges that win nothing where even its stand pat and the margin stay below alpha. */
    private final boolean exchangeFutility;
    /** Quiescence's delta pruning and futility of even exchanges leave the moves that give check. */
    private final boolean futilitySparesChecks;
    /** Mate-threat extensions on the line being searched (at most one). */
    private int threatExtensionsOnLine;

    /** The node functions of {@code worker}, with the parts the worker built for it. */
    NodeSearch(SearchWorker<P, M> worker) {
        this.w = worker;
        this.game = worker.game;
        this.caps = worker.caps;
        this.on = worker.on;
        this.o = worker.o;
        this.control = worker.control;
        this.stack = worker.stack;
        this.tableStep = worker.tableStep;
        this.nullMove = worker.nullMove;
        this.probCut = worker.probCut;
        this.rewards = worker.rewards;
        this.pruning = worker.pruning;
        this.reductions = worker.reductions;
        this.extensions = worker.extensions;
        this.history = worker.history;
        this.evaluation = worker.evaluation;
        this.counters = worker.counters;
        this.deltaMargin = worker.o.get(DELTA_MARGIN);
        this.tableStandPat = worker.o.get(QS_TABLE_STAND_PAT) != 0;
        this.exchangeFutility = worker.o.get(QS_EXCHANGE_FUTILITY) != 0;
        this.futilitySparesChecks = worker.o.get(QS_PRUNING_SPARES_CHECKS) != 0 && caps.checks != null;
    }

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
        boolean outer = w.horizonHit;
        w.horizonHit = false;
        int value = w.left(depth <= 0 ? quiesce(alpha, beta, ply, true) : node(alpha, beta, depth, ply));
        w.horizonHit |= outer;
        return value;
    }

    /**
     * The node at {@code ply}, {@code depth} plies above the horizon, searched within the window
     * ({@code alpha}, {@code beta}), fail-soft: steps 1 to 18 below. Called through
     * {@link #search(int, int, int, int)}, which keeps the horizon flag of the subtree, or
     * directly by the mate-threat extension of quiescence (step Q6b).
     */
    int node(int alpha, int beta, int depth, int ply) {
        P position = w.position;
        Frame<P> frame = stack.at(ply);
        boolean pvNode = beta - alpha > 1;
        boolean cutNode = !pvNode && frame.cutNode;

        // 1. Count the node; stop when asked or out of budget.
        if (w.stopsAtEntry(frame, alpha, beta, depth, ply)) {
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
            return w.evaluateLeaf();
        }

        // 3. Mate-distance pruning (Technique.MATE_DISTANCE_PRUNING): no score here can be worse
        //    than being mated now or better than winning now; if the window lies outside that, no
        //    move can matter. (Winning now, not on the next ply as in chess: in some games a side
        //    without a legal move wins, see Game#outcomeWithoutMoves.)
        if (on.mateDistancePruning) {
            alpha = Math.max(alpha, Score.matedIn(ply));
            beta = Math.min(beta, Score.mateIn(ply));
            if (alpha >= beta) {
                w.mark(Technique.MATE_DISTANCE_PRUNING, Game.NO_MOVE, 0);
                return alpha;
            }
        }

        // 4. In check? (Check extensions are given by the parent to the checking move, see
        //    step 13e; no pruning applies to a side in check.)
        boolean inCheck = caps.checks != null && caps.checks.inCheck(position);

        // 5. Transposition table (Technique.TRANSPOSITION_TABLE; its move is tried first with
        //    TT_MOVE_ORDERING): a stored result of at least this depth whose bound decides the
        //    window ends the node (not at PV nodes, to keep their principal variation); the
        //    probe and its verdict are shared with quiescence (TableStep.cutoff). A quiet table
        //    move whose lower bound cuts is rewarded as a cutting move (TT_CUTOFF_REWARD).
        // A singularity test (a search of this node without its table move) neither reads
        // nor writes the table: its result is not this node's value.
        int excluded = frame.excludedMove;
        boolean usesTable = on.table && excluded == Game.NO_MOVE;
        long key = usesTable ? tableStep.key(position) : 0;
        long entry = usesTable ? tableStep.probe(key) : 0;
        int firstMove = tableStep.firstMove(entry);
        if (entry != 0) {
            counters.tableHits++;
            int stored = tableStep.cutoff(entry, alpha, beta, depth, ply, pvNode);
            if (stored != Score.NONE) {
                if (on.ttCutoffReward && stored >= beta && TableEntries.bound(entry) != Bound.UPPER) {
                    rewards.tableMove(position, ply, firstMove, depth);
                }
                w.mark(Technique.TRANSPOSITION_TABLE, Game.NO_MOVE, 0);
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
                w.mark(Technique.MATE_IN_ONE_PROBE, Game.NO_MOVE, 0);
                return w.probedMate(mate, ply, usesTable, key, depth);
            }
        }

        // 6. Static evaluation, only when a technique below compares it with the window.
        //    With correction history (Technique.CORRECTION_HISTORY), the evaluator's score is
        //    corrected by the error searches found in positions of the same structure
        //    (StaticEvaluation).
        int eval = NO_EVAL;
        int rawEval = NO_EVAL;
        if (on.staticEvalInside && !inCheck) {
            rawEval = w.evaluate();
            eval = evaluation.corrected(position, rawEval, ply);
        }
        frame.staticEval = eval;
        boolean improving = stack.improving(ply, eval);

        if (!pvNode && !inCheck && eval != NO_EVAL) {
            // 7. Razoring (Technique.RAZORING): far below alpha at shallow depth, quiet moves will
            //    not catch up; if the captures cannot either (quiescence confirms the fail low),
            //    give up.
            if (pruning.razors(alpha, depth, eval)) {
                int value = w.left(quiesce(alpha, alpha + 1, ply, true));
                if (control.stopped()) {
                    return 0;
                }
                if (value <= alpha) {
                    w.mark(Technique.RAZORING, Game.NO_MOVE, 0);
                    return value;
                }
            }

            // 8. Reverse futility pruning (Technique.REVERSE_FUTILITY): so far above beta at
            //    shallow depth that the opponent is unlikely to recover within the remaining plies
            //    (one ply less margin when our static score is rising: the trend is on our side).
            //    Not against a threat of mate in one (the mate-threat guard, MATE_THREAT_GUARD),
            //    which no static score outweighs.
            if (pruning.reverseFutile(beta, depth, eval, improving) && !extensions.mateThreatened(position, ply)) {
                w.horizonHit = true;
                w.mark(Technique.REVERSE_FUTILITY, Game.NO_MOVE, 0);
                return eval;
            }

            // 9. Null move (Technique.NULL_MOVE): if passing still fails high on a reduced search,
            //    a real move will too, except in zugzwang, which the game's guard excludes. Never
            //    two passes in a row, never for mate scores (a pass proves no mate), nor against a
            //    threat of mate in one (the guard): a reduced search may not reach it.
            if (excluded == Game.NO_MOVE && pruning.triesNullMove(position, ply, depth, eval, beta)
                    && !extensions.mateThreatened(position, ply)) {
                int value = nullMove.cut(frame, beta, depth, ply);
                if (value != Score.NONE) {
                    return value;
                }
            }

            // 10. ProbCut (Technique.PROBCUT): a good capture that beats beta by a margin on a
            //     shallower search would almost surely beat beta on the full one.
            if (excluded == Game.NO_MOVE && pruning.triesProbCut(depth, beta)) {
                int value = probCut.cut(frame, beta, depth, ply);
                if (value != Score.NONE) {
                    w.mark(Technique.PROBCUT, Game.NO_MOVE, 0);
                    return value;
                }
            }
        }

        // 11. Internal iterative deepening (Technique.INTERNAL_ITERATIVE_DEEPENING): without a
        //     table move, a shallower search of this PV node finds a good first move cheaply; the
        //     ordering then pays for it.
        if (on.internalIterativeDeepening && excluded == Game.NO_MOVE && firstMove == Game.NO_MOVE && pvNode
                && depth >= o.get(IID_MIN_DEPTH)) {
            firstMove = iidMove(frame, alpha, beta, depth, ply, key);
            if (control.stopped()) {
                return 0;
            }
        }

        // 11b. Singular extension (Technique.SINGULAR_EXTENSION): if every move but the table move
        //      fails low against a bound somewhat below the table's score on a reduced search, the
        //      table move is the only good one and is searched one ply deeper. If even without it
        //      the node beats beta, several moves would: cut (multi-cut). If the others merely come
        //      close while the table's score is at least beta, the node will most likely cut
        //      whichever move does it: the table move is searched shallower (negative extension)
        //      rather than proved at full depth.
        int singularExtension = 0;
        if (excluded == Game.NO_MOVE && extensions.singularCandidate(entry, firstMove, depth, ply, w.iterationDepth)) {
            int singularBeta = extensions.singularBeta(entry, depth, ply);
            int value = searchWithout(frame, firstMove, singularBeta, depth, ply);
            if (control.stopped()) {
                return 0;
            }
            if (value >= singularBeta && singularBeta >= beta) {
                w.horizonHit = true;
                w.mark(Technique.SINGULAR_EXTENSION, Game.NO_MOVE, 0);
                return singularBeta;
            }
            singularExtension = extensions.singular(value, singularBeta, entry, ply, beta);
        }
        return searchMoves(frame, alpha, beta, depth, ply, pvNode, cutNode, inCheck, firstMove, key, rawEval, eval,
                improving, singularExtension);
    }

    /**
     * Steps 12 to 18 of {@link #node}: the move loop of the node at {@code ply} and what its
     * result teaches. The node's first steps leave it here with the window ({@code alpha},
     * {@code beta}), its kind ({@code pvNode}, {@code cutNode}), whether the side to move is
     * {@code inCheck}, the move to try first ({@code firstMove}, or NO_MOVE), the table key
     * ({@code key}; 0 when the node does not use the table), the evaluator's score ({@code rawEval})
     * and its corrected form ({@code eval}, also in {@code frame.staticEval}; both NO_EVAL when
     * not evaluated), whether that score is {@code improving}, and the extension step 11b gives
     * the first move.
     *
     * <p>It is a method apart because the JIT compiles each method with a limited budget of
     * code it may inline into it: inside one long node function, the steps before the move loop
     * used up that budget and every call of the loop (the picker, the pruning tests, making a
     * move) stayed a call. Apart, the loop has a budget of its own.
     */
    private int searchMoves(Frame<P> frame, int alpha, int beta, int depth, int ply, boolean pvNode, boolean cutNode,
            boolean inCheck, int firstMove, long key, int rawEval, int eval, boolean improving, int singularExtension) {
        P position = w.position;
        int excluded = frame.excludedMove;
        boolean usesTable = on.table && excluded == Game.NO_MOVE; // as step 5 decided

        // 12. The move loop, over the moves in MovePicker's order: the table (or IID) move before
        //     the others are generated (the game's makeMove refuses it if it is not legal here),
        //     then, with staged generation (Technique.STAGED_GENERATION), the noisy moves, the
        //     killers and the countermove, and the quiet ones only when they are reached. The order itself: SEE_ORDERING,
        //     CAPTURE_HISTORY, KILLERS, COUNTERMOVES, HISTORY, CONTINUATION_HISTORY.
        MovePicker<P> picker = frame.picker;
        int previousIndex = rewards.previousMoveIndex(position, ply);
        int row1 = stack.rowBefore(ply, 1);
        int row2 = stack.rowBefore(ply, 2);
        picker.startNode(position, firstMove, excluded, inCheck, previousIndex, row1, row2, stack.fourthPlyRow(ply));
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
        boolean mayExtend = ply < 2 * w.iterationDepth; // the limit of extensions on a line
        int singleReply = inCheck && mayExtend ? extensions.singleReply(position) : 0;

        int move;
        while ((move = picker.next()) != Game.NO_MOVE) {
            int orderScore = picker.score();
            int historyScore = picker.historyScore(); // read before the move is made: the picker reads the board
            boolean quiet = caps.noisy == null || !picker.lastIsNoisy();
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
                    if (w.tracer == null && caps.noisy != null) {
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
                //      rises, the depth judged at only falls): the picker passes over the quiet
                //      moves left that give no check (counted below), unless the tracer must hear
                //      of each, and no longer orders the rest.
                if (pruning.futile(position, move, eval, pruneDepth, alpha)) {
                    if (w.tracer == null && caps.noisy != null && caps.checks != null) {
                        picker.skipQuietsExceptChecks();
                    } else {
                        picker.stopSelecting();
                    }
                    pruned(Technique.FUTILITY, move);
                    continue;
                }
                // 13c. Continuation pruning (Technique.CONTINUATION_PRUNING): at shallow depth, a
                //      quiet move that has so far failed more often than it cut both as an answer
                //      to the opponent's last move and as a follow-up to our own move before it is
                //      not worth a search (killers and the countermove excepted).
                if (pruning.continuationPrunes(position, move, pruneDepth, refutation, row1, row2)) {
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
            //      material (Technique.CHECK_EXTENSION), or the only legal reply to a check
            //      (Technique.SINGLE_REPLY_EXTENSION, counted before the loop).
            boolean singular = move == firstMove && singularExtension != 0;
            int check = singular || !mayExtend ? 0 : extensions.check(position, move);
            int extension = singular ? singularExtension : Math.max(check, singleReply);
            // Judged before the move is made, for 14b below (static exchange reads the board).
            boolean losingCapture = reductions.losingCapture(picker, move, orderScore, quiet, inCheck, firstMove, depth);
            int row = rewards.continuationRow(position, move);
            if (!w.makes(picker, move)) {
                continue; // pseudo-legal, not legal
            }
            legal++;
            frame.currentMove = move;
            frame.continuationRow = row;
            if (extension != 0) {
                w.mark(singular ? Technique.SINGULAR_EXTENSION
                        : check != 0 ? Technique.CHECK_EXTENSION : Technique.SINGLE_REPLY_EXTENSION, move, extension);
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
                                move == firstMove || refutation, historyScore)
                        : losingCapture ? reductions.ofLosingCapture(position, depth, legal, newDepth, pvNode) : 0;
                if (reduction > 0) {
                    w.mark(quiet ? Technique.LATE_MOVE_REDUCTIONS : Technique.LOSING_CAPTURE_REDUCTIONS, move, -reduction);
                }
                // 15. Principal variation search (Technique.PVS): after the first move, prove each
                //     move is no better with a null window; only a move that beats alpha inside the
                //     window is searched again with the full window (see searchLate).
                value = searchLate(alpha, beta, newDepth, reduction, ply, pvNode, cutNode);
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
                        if (w.tracer != null) {
                            w.tracer.cutoff(picker.moves(), picker.picked(), Math.max(picker.picked(), picker.count()));
                        }
                        break; // beta cutoff
                    }
                }
            }
        }
        counters.prunedMoves += picker.skippedQuiets(); // late move pruning's and futility's, passed over by the picker

        // 16. No legal move: the game decides (checkmate, stalemate, a loss in shogi). In a
        //     singularity test the left-out move exists: no other move means "fails low".
        if (legal == 0) {
            return excluded != Game.NO_MOVE ? alpha : GameEnd.score(game, position, game.outcomeWithoutMoves(position), ply);
        }

        // 17. Remember the result (Technique.TRANSPOSITION_TABLE, TT_MOVE_ORDERING): a lower bound
        //     after a cutoff, exact when alpha was raised inside the window, an upper bound when
        //     every move failed low.
        Bound bound = TableStep.boundOf(best, alphaAtStart, beta);
        if (usesTable) {
            tableStep.store(key, bestMove, best, bound, depth, ply, !w.horizonHit);
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
     * Step 11 (INTERNAL_ITERATIVE_DEEPENING): searches the node at {@code ply} {@code IID_REDUCTION}
     * plies shallower, in the same window, for a first move: that of the principal variation it
     * found, else the move it stored in the table under {@code key} (when the table is on), else
     * NO_MOVE, as also when the search was stopped. Leaves the node's principal variation empty.
     */
    private int iidMove(Frame<P> frame, int alpha, int beta, int depth, int ply, long key) {
        search(alpha, beta, depth - o.get(IID_REDUCTION), ply);
        if (control.stopped()) {
            return Game.NO_MOVE;
        }
        int move = frame.pvLength > 0 ? frame.pv[0] : on.table ? TableEntries.move(tableStep.probe(key)) : Game.NO_MOVE;
        frame.pvLength = 0;
        return move;
    }

    /**
     * Step 11b's singularity test (SINGULAR_EXTENSION): the value of the node at {@code ply}
     * without its table {@code move}, searched half as deep with a null window at
     * {@code singularBeta}. Such a search neither reads nor writes the table (see step 5); the
     * node's frame is left as it was, with an empty principal variation.
     */
    private int searchWithout(Frame<P> frame, int move, int singularBeta, int depth, int ply) {
        int savedEval = frame.staticEval;
        frame.excludedMove = move;
        int value = search(singularBeta - 1, singularBeta, (depth - 1) / 2, ply);
        frame.excludedMove = Game.NO_MOVE;
        frame.staticEval = savedEval;
        frame.pvLength = 0;
        return value;
    }

    /**
     * Steps 14 and 15: the value of a move after the first at the node at {@code ply}, made,
     * with {@code newDepth} plies left and a {@code reduction} (0: none). A reduced move is
     * searched with a null window first and kept if it fails low; otherwise PVS
     * ({@link Technique#PVS}) proves it no better with a null window at full depth, and searches
     * it again with the full window only at a PV node where it lands inside the window. Without
     * PVS the full window is searched at once.
     */
    private int searchLate(int alpha, int beta, int newDepth, int reduction, int ply, boolean pvNode, boolean cutNode) {
        if (reduction > 0) {
            w.horizonHit = true;
            int value = -search(-alpha - 1, -alpha, newDepth - reduction, ply + 1, true);
            if (value <= alpha || control.stopped()) {
                return value;
            }
            counters.reductionReSearches++;
        }
        if (!on.pvs) {
            return -search(-beta, -alpha, newDepth, ply + 1, !pvNode && !cutNode);
        }
        int value = -search(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
        if (pvNode && value > alpha && value < beta && !control.stopped()) {
            counters.pvsReSearches++;
            value = -search(-beta, -alpha, newDepth, ply + 1, false);
        }
        return value;
    }

    /** A move skipped by {@code technique} (step 13): counted and marked; a deeper search might not skip it. */
    private void pruned(Technique technique, int move) {
        w.horizonHit = true;
        counters.prunedMoves++;
        w.mark(technique, move, 0);
    }

    // ------------------------------------------------------------------------------------------
    // Quiescence search: steps Q1 to Q9

    /**
     * Searches only noisy moves until the position is quiet, standing pat on the static
     * evaluation (the side to move can usually do at least as well as doing nothing noisy).
     * In check there is no standing pat: every evasion is searched and no evasion means the
     * game's verdict (mate). Without {@link Technique#QUIESCENCE} it is the static evaluation.
     * At its {@code firstPly} (called from the main search, not from itself) it also tries the
     * quiet checks when {@link Technique#QS_CHECKS} is on; the replies to a check are all
     * searched, and nothing quiet after them, so checks cannot chain without end.
     */
    int quiesce(int alpha, int beta, int ply, boolean firstPly) {
        P position = w.position;
        Frame<P> frame = stack.at(ply);
        boolean pvNode = beta - alpha > 1;

        // Q1. Count the node; stop when asked or out of budget (as step 1).
        if (w.stopsAtEntry(frame, alpha, beta, 0, ply)) {
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
            return w.evaluateLeaf();
        }

        // Q3. In check? Then there is no standing pat, and every evasion is searched.
        boolean inCheck = caps.checks != null && caps.checks.inCheck(position);

        // Q4. Transposition table (Technique.TRANSPOSITION_TABLE, TT_MOVE_ORDERING), as step 5
        //     with depth 0: every entry is deep enough.
        long key = on.table ? tableStep.key(position) : 0;
        long entry = on.table ? tableStep.probe(key) : 0;
        int firstMove = tableStep.firstMove(entry);
        if (entry != 0) {
            int stored = tableStep.cutoff(entry, alpha, beta, 0, ply, pvNode);
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
                return w.probedMate(mate, ply, on.table, key, 0);
            }
        }

        // Q6. Stand pat: the side to move can usually do at least as well as its static score
        //     (corrected, with Technique.CORRECTION_HISTORY), so that score is a lower bound and
        //     may cut at once. With QS_TABLE_STAND_PAT, a table entry that did not end the node
        //     at Q4 still corrects that score where its bound tells which way: an earlier search
        //     of this position saw more than the static score does.
        int best = -Score.INFINITE;
        int standPat = NO_EVAL;
        int alphaAtStart = alpha;
        if (!inCheck) {
            standPat = evaluation.corrected(position, w.evaluateLeaf(), ply);
            if (tableStandPat && entry != 0) {
                standPat = TableStep.refined(entry, standPat, ply);
            }
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
        picker.startNoisy(position, firstMove, inCheck, withChecks, stack);
        int bestMove = Game.NO_MOVE;
        int legal = 0;
        int move;
        while ((move = picker.next()) != Game.NO_MOVE) {
            if (!inCheck) {
                // A quiet check wins no material at once: delta pruning would always drop it.
                boolean quietCheck = withChecks && !picker.lastIsNoisy();
                // Q7a. Delta pruning (Technique.DELTA_PRUNING): even winning this much material
                //      plus a margin stays below alpha.
                //      With QS_EXCHANGE_FUTILITY: where even the stand pat plus the margin stays at or
                //      below alpha, a move that wins no material by exchange cannot lift it either.
                //      With QS_PRUNING_SPARES_CHECKS, a move that gives check is kept (what it
                //      threatens is more than the material).
                if (on.deltaPruning && !quietCheck && deltaPrunes(position, move, standPat, alpha)) {
                    w.mark(Technique.DELTA_PRUNING, move, 0);
                    continue;
                }
                // Q7b. SEE pruning (Technique.QS_SEE_PRUNING): a capture that loses material by
                //      exchange does not help a quiet position.
                if (on.qsSeePruning && !picker.seeAtLeastZero(move, picker.score())) {
                    w.mark(Technique.QS_SEE_PRUNING, move, 0);
                    continue;
                }
            }
            if (!w.makes(picker, move)) {
                continue;
            }
            legal++;
            frame.currentMove = move;
            frame.continuationRow = -1; // evasions in quiescence do without continuation history
            boolean outer = w.horizonHit;
            int value = -w.left(quiesce(-beta, -alpha, ply + 1, false));
            w.horizonHit |= outer;
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
                        if (w.tracer != null) {
                            w.tracer.cutoff(picker.moves(), picker.picked(), picker.count());
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
            tableStep.store(key, bestMove, best, TableStep.boundOf(best, alphaAtStart, beta), 0, ply, !w.horizonHit);
        }
        return best;
    }

    /**
     * Step Q7a for the noisy {@code move} at a quiescence node whose stand pat is
     * {@code standPat}: whether it cannot lift the node above {@code alpha}, because even the
     * material it takes at once plus the delta margin stays at or below it, or (with
     * QS_EXCHANGE_FUTILITY) because the stand pat plus the margin does and the move wins no
     * material by exchange; never a move that gives check when QS_PRUNING_SPARES_CHECKS is on.
     */
    private boolean deltaPrunes(P position, int move, int standPat, int alpha) {
        boolean hopeless = standPat + caps.exchange.materialGain(position, move) + deltaMargin <= alpha
                || exchangeFutility && standPat + deltaMargin <= alpha && !caps.exchange.seeAtLeast(position, move, 1);
        return hopeless && !(futilitySparesChecks && caps.checks.givesCheck(position, move));
    }

    /**
     * The mate-threat extension ({@link Technique#MATE_THREAT_EXTENSION}): the horizon node at
     * {@code ply}, whose static score would have stood pat over a threat of mate in one, searched
     * one ply deep with all its moves; its replies are judged at quiescence's first ply, where
     * the mate-in-one probe sees a threat that was not parried. Not again below it on this line.
     */
    private int searchedOverThreat(int alpha, int beta, int ply) {
        threatExtensionsOnLine++;
        w.mark(Technique.MATE_THREAT_EXTENSION, Game.NO_MOVE, 1);
        int value = w.left(node(alpha, beta, 1, ply));
        threatExtensionsOnLine--;
        return value;
    }
}
