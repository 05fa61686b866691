package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.SearchParameter.DELTA_MARGIN;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.Score;

/**
 * Quiescence search for one search thread: the search below the main search's horizon, which
 * follows only noisy moves until the position is quiet, so that a static score is never taken in
 * the middle of an exchange. Written as numbered steps, Q1 to Q9, like {@code MainSearch.node}
 * (whose steps it mirrors where it can: entry, game end, table, store); each step's comment names
 * the {@link Technique} that switches it, and each technique's Javadoc names its step.
 *
 * <p>It shares the thread's state with the main search ({@link SearchWorker}: the position, the
 * stack, the horizon flag, the tracer) and the table step with it ({@link TableStep}); the only
 * way back into the main search is the mate-threat extension (step Q6b). Nothing here allocates.
 *
 * @param <P> the position type
 * @param <M> the move type of the game
 */
final class Quiescence<P, M> {

    private static final int NO_EVAL = Frame.NO_EVAL;

    private final SearchWorker<P, M> w;
    private final Game<P, M> game;
    private final GameCapabilities<P> caps;
    private final TechniqueSwitches on;
    private final SearchControl control;
    private final SearchStack<P> stack;
    private final TableStep<P> tableStep;
    private final StaticEvaluation<P> evaluation;
    private final Extensions<P> extensions;
    private final SearchCounters counters;
    private final int deltaMargin;
    /** Mate-threat extensions on the line being searched (at most one). */
    private int threatExtensionsOnLine;

    /** The quiescence search of {@code worker}, with its game, switches, stack and table step. */
    Quiescence(SearchWorker<P, M> worker, SearchControl control, TableStep<P> tableStep, SearchOptions options) {
        this.w = worker;
        this.game = worker.game;
        this.caps = worker.caps;
        this.on = worker.on;
        this.control = control;
        this.stack = worker.stack;
        this.tableStep = tableStep;
        this.evaluation = worker.evaluation;
        this.extensions = worker.extensions;
        this.counters = worker.counters;
        this.deltaMargin = options.get(DELTA_MARGIN);
    }

    /**
     * Searches only noisy moves until the position is quiet, standing pat on the static
     * evaluation (the side to move can usually do at least as well as doing nothing noisy).
     * In check there is no standing pat: every evasion is searched and no evasion means the
     * game's verdict (mate). Without {@link Technique#QUIESCENCE} it is the static evaluation.
     * At its {@code firstPly} (called from the main search, not from itself) it also tries the
     * quiet checks when {@link Technique#QS_CHECKS} is on; the replies to a check are all
     * searched, and nothing quiet after them, so checks cannot chain without end.
     */
    int search(int alpha, int beta, int ply, boolean firstPly) {
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
        //     may cut at once.
        int best = -Score.INFINITE;
        int standPat = NO_EVAL;
        int alphaAtStart = alpha;
        if (!inCheck) {
            standPat = evaluation.corrected(position, w.evaluateLeaf(), ply);
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
                if (on.deltaPruning && !quietCheck
                        && standPat + caps.exchange.materialGain(position, move) + deltaMargin <= alpha) {
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
            if (!game.makeMove(position, move)) {
                continue;
            }
            legal++;
            frame.currentMove = move;
            frame.continuationRow = -1; // evasions in quiescence do without continuation history
            boolean outer = w.horizonHit;
            int value = -w.left(search(-beta, -alpha, ply + 1, false));
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
     * The mate-threat extension ({@link Technique#MATE_THREAT_EXTENSION}): the horizon node at
     * {@code ply}, whose static score would have stood pat over a threat of mate in one, searched
     * one ply deep with all its moves; its replies are judged at quiescence's first ply, where
     * the mate-in-one probe sees a threat that was not parried. Not again below it on this line.
     */
    private int searchedOverThreat(int alpha, int beta, int ply) {
        threatExtensionsOnLine++;
        w.mark(Technique.MATE_THREAT_EXTENSION, Game.NO_MOVE, 1);
        int value = w.left(w.mainSearch.node(alpha, beta, 1, ply));
        threatExtensionsOnLine--;
        return value;
    }
}
