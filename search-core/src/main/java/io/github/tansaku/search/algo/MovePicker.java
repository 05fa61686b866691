package io.github.tansaku.search.algo;

import static io.github.tansaku.search.algo.SearchParameter.CAPTURE_HISTORY_DIVISOR;
import static io.github.tansaku.search.algo.SearchParameter.QUIET_THREAT_ESCAPE;
import static io.github.tansaku.search.algo.SearchParameter.SELECTION_SWAP;

import io.github.tansaku.search.CheckDetection;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.MoveIndexing;
import io.github.tansaku.search.MoveLegality;
import io.github.tansaku.search.MovedPieceIndexing;
import io.github.tansaku.search.NoisyMoves;
import io.github.tansaku.search.QuietChecks;
import io.github.tansaku.search.QuietMoves;
import io.github.tansaku.search.StaticExchange;

/**
 * The moves of one node, in the order the search tries them, one at a time ({@link #next()}).
 * There is one picker per ply, built once with its move list; a node starts it
 * ({@link #startNode}, {@link #startNoisy}, {@link #startAll}) and takes moves until
 * {@code NO_MOVE}. Nothing here allocates.
 *
 * <p>The order, highest class first: the table (or IID) move; winning and equal noisy moves by
 * material gain plus capture history; the two killers; the countermove; the other quiet moves
 * by history plus continuation history; losing noisy moves last. Moves of equal score keep the
 * generation order.
 *
 * <p>At a node of the main search the table move is tried before anything is generated (it
 * cuts most of the time, and then generating and ordering the others is saved). With staged
 * generation ({@link Technique#STAGED_GENERATION}) the noisy moves come next, and the quiet
 * moves are generated only when no winning or equal noisy move is left; the losing noisy moves
 * then wait behind them. When the game tells any move's legality ({@link MoveLegality}), the
 * refutations (the killers, then the countermove) are tried between the two, before the quiet
 * moves are generated, so that a node one of them cuts never generates nor orders its quiet
 * moves; the order stays the one above. A noisy move's exchange is tested lazily, when it is
 * about to be picked (see {@link #selectNext}).
 */
final class MovePicker<P> {

    // Move-ordering score classes, highest first. Gains and history scores stay well inside
    // the gaps between them.
    private static final int FIRST_MOVE_SCORE = 1 << 30;
    private static final int GOOD_NOISY_SCORE = 1 << 28;
    private static final int KILLER_1_SCORE = 1 << 27;
    private static final int KILLER_2_SCORE = KILLER_1_SCORE - 1;
    private static final int COUNTER_SCORE = KILLER_1_SCORE - 2;
    private static final int BAD_NOISY_SCORE = -GOOD_NOISY_SCORE;
    private static final int MAX_GAIN = 1 << 20;
    /**
     * Scores within this distance of {@link #GOOD_NOISY_SCORE} or {@link #BAD_NOISY_SCORE} are
     * noisy moves of that class: gains and capture history stay inside it, every other class
     * stays outside.
     */
    private static final int NOISY_BAND = 1 << 26;
    /** The move count of a node whose moves have not been generated yet. */
    private static final int NOT_GENERATED = -1;
    /** {@link #structureRow} before the node's structure key is read. */
    private static final int ROW_UNKNOWN = -1;
    /** At most this many refutations: two killers and a countermove. */
    private static final int MAX_REFUTATIONS = 3;

    // Where the move last returned came from.
    private static final int FROM_LIST = 0;
    private static final int FROM_FIRST_MOVE = 1;
    private static final int FROM_REFUTATIONS = 2;

    // The rules, the game's capabilities (null when the game lacks one) and the memory read.
    private final Game<P, ?> game;
    private final NoisyMoves<P> noisy;
    private final QuietMoves<P> quietMoves;
    private final QuietChecks<P> quietChecks;
    private final StaticExchange<P> exchange;
    private final CheckDetection<P> checks;
    private final MoveIndexing<P> indexing;
    private final MovedPieceIndexing<P> pieceIndexing;
    private final MoveLegality<P> legality;
    private final GameCapabilities<P> caps;
    private final History history;
    /** The ply whose killers this picker reads. */
    private final int ply;

    // Technique switches, as the search read them.
    private final boolean useSeeOrdering;
    private final boolean useStaged;
    /** Staged generation tries the refutations before generating the quiet moves. */
    private final boolean useRefutationStage;
    private final boolean useKillers;
    private final boolean useCounterMoves;
    private final boolean useHistory;
    private final boolean useContinuation;
    private final boolean useCaptureHistory;
    private final boolean useStructureHistory;
    /** A quiet move's score rises by this times its threat-escape weight (QUIET_THREAT_ESCAPE); 0: off. */
    private final int threatEscapeBonus;
    /**
     * The threat-escape bonus this node's quiet moves get: {@link #threatEscapeBonus} at a node
     * of the main search not in check whose side to move has a threatened piece
     * ({@link #addThreatEscapeBonuses}), else 0. Quiescence's quiet checks, evasions and the root's
     * moves are ordered without it.
     */
    private int escapeBonus;
    private final int captureHistoryDivisor;
    /** The selected move trades places with the first untried one (SELECTION_SWAP) instead of shifting the others. */
    private final boolean selectionSwaps;

    /** The moves, and their ordering scores at the same indexes. */
    private final int[] moves;
    private final int[] scores;
    /** Staged generation: where the noisy moves not yet searched wait while the quiet moves are added. */
    private final int[] waitingMoves;
    private final int[] waitingScores;
    /** The refutation stage's moves, each legal here and quiet, with their ordering scores. */
    private final int[] refutations = new int[MAX_REFUTATIONS];
    private final int[] refutationScores = new int[MAX_REFUTATIONS];

    // The node being picked for.
    private P position;
    private int firstMove;
    private int excluded;
    private boolean firstMoveAlone;
    private boolean inCheck;
    /** The move index of the move that led here (for the countermove), or -1. */
    private int previousIndex;
    /** The continuation-history rows of the previous move and of our own move before it, or -1. */
    private int row1;
    private int row2;
    /** The continuation-history row of our own move four plies back, or -1 (not used, or none). */
    private int row4;
    /** The structure-history row of this node, or {@link #ROW_UNKNOWN} until a quiet move is scored. */
    private int structureRow;
    /** How many moves the list holds, or {@link #NOT_GENERATED}. */
    private int count;
    /**
     * Staged generation, once the quiet moves are added: where they end in the list (the losing
     * noisy moves follow them); 0 before.
     */
    private int quietEnd;
    /** Staged generation: the quiet moves are not in the list yet. */
    private boolean quietsPending;
    /** A quiescence node's quiet checks are not in the list yet (see {@link #startNoisy}). */
    private boolean quietChecksPending;
    /** The refutation stage: whether it has begun, how many moves it has and has returned. */
    private boolean refutationsFound;
    private int refutationCount;
    private int refutationsReturned;
    /** Where the move last returned came from ({@link #FROM_LIST}, ...). */
    private int source;
    /** False once the rest of the list is taken as it stands (see {@link #stopSelecting()}). */
    private boolean selecting;
    /** True once the quiet moves left are passed over (see {@link #skipQuiets()}). */
    private boolean skippingQuiets;
    /** Whether the quiet moves that give no check are passed over ({@link #skipQuietsExceptChecks()}). */
    private boolean skippingQuietNonChecks;
    /** The quiet stage was added after {@link #skipQuietsExceptChecks()}: it holds the checks alone. */
    private boolean checksKept;
    /** How many quiet moves {@link #next()} has passed over. */
    private int skippedQuiets;
    /**
     * Whether {@link #next()} has only the list left to walk: the moves are generated (all of
     * them, or the quiet stage added), no refutation waits, and no quiet move is to be passed
     * over. Most calls find it so (every quiescence node's, after its generation), and then take
     * the next move without the stage tests.
     */
    private boolean listOnly;
    /** The list index of the move last returned (-1 for a table move tried alone). */
    private int index;
    /** The ordering score of the move last returned. */
    private int score;

    /** A picker for {@code ply}, reading the capabilities, switches and history of {@code search}. */
    MovePicker(SearchWorker<P, ?> search, int ply, int maxMoves) {
        this.game = search.game;
        this.noisy = search.caps.noisy;
        this.quietMoves = search.caps.quietMoves;
        this.quietChecks = search.caps.quietChecks;
        this.exchange = search.caps.exchange;
        this.checks = search.caps.checks;
        this.indexing = search.caps.indexing;
        this.pieceIndexing = search.caps.pieceIndexing;
        this.legality = search.caps.legality;
        this.caps = search.caps;
        this.history = search.history;
        this.ply = ply;
        this.useSeeOrdering = search.on.seeOrdering;
        this.useStaged = search.on.stagedGeneration;
        this.useRefutationStage = useStaged && legality != null;
        this.useKillers = search.on.killers;
        this.useCounterMoves = search.on.counterMoves;
        this.useHistory = search.on.history;
        this.useContinuation = search.on.continuationHistory;
        this.useCaptureHistory = search.on.captureHistory;
        this.useStructureHistory = search.history.hasStructure();
        this.threatEscapeBonus = caps.threatEscapes != null ? search.o.get(QUIET_THREAT_ESCAPE) : 0;
        this.captureHistoryDivisor = search.o.get(CAPTURE_HISTORY_DIVISOR);
        this.selectionSwaps = search.o.get(SELECTION_SWAP) != 0;
        this.moves = new int[maxMoves];
        this.scores = new int[maxMoves];
        this.waitingMoves = new int[useStaged ? maxMoves : 0];
        this.waitingScores = new int[useStaged ? maxMoves : 0];
    }

    /**
     * Starts a node of the main search in {@code p}: {@code firstMove} (the table or IID move, or
     * NO_MOVE) first and alone, then the generated moves (staged unless {@code inCheck}), without
     * {@code excluded} (a singularity test's left-out move, or NO_MOVE). Nothing is generated yet.
     */
    void startNode(P p, int firstMove, int excluded, boolean inCheck, int previousIndex, int row1, int row2,
            int row4) {
        start(p, firstMove, excluded, previousIndex, row1, row2, row4);
        this.inCheck = inCheck;
        this.firstMoveAlone = firstMove != Game.NO_MOVE && firstMove != excluded;
        this.index = firstMoveAlone ? -2 : -1;
    }

    /**
     * Starts a quiescence or ProbCut node in {@code p}: all moves when {@code inCheck}, else the
     * noisy ones, plus the quiet checks when {@code withQuietChecks}; {@code firstMove} (the table
     * move, or NO_MOVE) is ordered first if it is among them. Generates and scores them now,
     * except the quiet checks, which with SEE ordering wait until no winning or equal noisy move
     * is left (see {@link #addQuietChecks}). The continuation-history rows are read from
     * {@code stack} at this picker's ply only where a move is scored as quiet: without SEE
     * ordering, in check, or with the quiet checks (most quiescence nodes score their noisy moves
     * alone, by material).
     */
    void startNoisy(P p, int firstMove, boolean inCheck, boolean withQuietChecks, SearchStack<P> stack) {
        if (inCheck || withQuietChecks || !useSeeOrdering) {
            start(p, firstMove, Game.NO_MOVE, -1, stack.rowBefore(ply, 1), stack.rowBefore(ply, 2),
                    stack.fourthPlyRow(ply));
        } else {
            start(p, firstMove, Game.NO_MOVE, -1, -1, -1, -1);
        }
        listOnly = true;
        if (inCheck) {
            count = game.generateMoves(p, moves, 0);
            scoreMoves(0, count);
            return;
        }
        count = noisy.generateNoisyMoves(p, moves, 0);
        scoreNoisyMoves(0, count);
        if (withQuietChecks) {
            if (useSeeOrdering && !firstMoveQuiet()) {
                quietChecksPending = true;
                listOnly = false;
            } else {
                addQuietChecks();
            }
        }
    }

    /**
     * Whether a quiescence node's first move is not among its noisy moves (just generated and
     * scored): a quiet check, which its first-move score puts before the noisy moves.
     */
    private boolean firstMoveQuiet() {
        if (firstMove == Game.NO_MOVE) {
            return false;
        }
        for (int i = 0; i < count; i++) {
            if (moves[i] == firstMove) {
                return false;
            }
        }
        return true;
    }

    /**
     * Adds a quiescence node's quiet checks behind the moves in the list and scores them. With
     * SEE ordering they wait until no winning or equal noisy move is left ({@link #next()}): a
     * capture that cuts then saves their generation, and since they go where they would have
     * stood had they come at once, and their scores read nothing the noisy moves' subtrees
     * change (quiescence rewards no move), the order is the same either way.
     */
    private void addQuietChecks() {
        quietChecksPending = false;
        int end = count + quietChecks.generateQuietChecks(position, moves, count);
        scoreQuietMoves(count, end);
        count = end;
        listOnly = true;
    }

    /**
     * Starts the root in {@code p}: all moves, {@code firstMove} (the table move, or NO_MOVE)
     * ordered first if it is among them. Generates and scores them now.
     */
    void startAll(P p, int firstMove) {
        start(p, firstMove, Game.NO_MOVE, -1, -1, -1, -1);
        count = game.generateMoves(p, moves, 0);
        scoreMoves(0, count);
        listOnly = true;
    }

    private void start(P p, int firstMove, int excluded, int previousIndex, int row1, int row2, int row4) {
        this.position = p;
        this.firstMove = firstMove;
        this.excluded = excluded;
        this.previousIndex = previousIndex;
        this.row1 = row1;
        this.row2 = row2;
        this.row4 = row4;
        this.structureRow = ROW_UNKNOWN;
        this.escapeBonus = 0;
        this.firstMoveAlone = false;
        this.inCheck = false;
        this.count = NOT_GENERATED;
        this.quietEnd = 0;
        this.quietsPending = false;
        this.quietChecksPending = false;
        this.refutationsFound = false;
        this.refutationCount = 0;
        this.refutationsReturned = 0;
        this.source = FROM_LIST;
        this.selecting = true;
        this.skippingQuiets = false;
        this.skippingQuietNonChecks = false;
        this.checksKept = false;
        this.skippedQuiets = 0;
        this.listOnly = false;
        this.index = -1;
    }

    /** The next move to try, or {@code NO_MOVE} when every move has been picked. */
    int next() {
        if (listOnly) {
            int i = ++index;
            if (i >= count) {
                return Game.NO_MOVE;
            }
            int move = selecting ? selectNext(i) : moves[i];
            if (move != excluded && !(firstMoveAlone && move == firstMove)) {
                source = FROM_LIST;
                score = scores[i];
                return move;
            }
            // The excluded move, or the first move tried already: the loop below goes on.
        }
        while (true) {
            if (refutationsReturned < refutationCount) {
                int move = refutations[refutationsReturned];
                score = refutationScores[refutationsReturned++];
                if (skips(move)) {
                    continue;
                }
                source = FROM_REFUTATIONS;
                return move;
            }
            index++;
            if (index < 0) {
                score = FIRST_MOVE_SCORE;
                source = FROM_FIRST_MOVE;
                return firstMove;
            }
            source = FROM_LIST;
            if (skippingQuiets && index < quietEnd) {
                passOverQuiets();
            }
            if (count == NOT_GENERATED) {
                generate();
            }
            if (index >= count && quietsPending) {
                if (startsRefutations()) {
                    continue;
                }
                addQuietMoves();
            }
            if (index >= count && quietChecksPending) {
                addQuietChecks();
            }
            if (index >= count) {
                return Game.NO_MOVE;
            }
            int move = selecting ? selectNext(index) : moves[index];
            if ((quietsPending || quietChecksPending) && scores[index] < GOOD_NOISY_SCORE - NOISY_BAND) {
                // Staged generation: no winning or equal noisy move is left, so the refutations
                // and the quiet moves come next; the losing noisy moves wait behind them. At a
                // quiescence node, the quiet checks.
                if (quietChecksPending) {
                    addQuietChecks();
                } else if (startsRefutations()) {
                    continue;
                } else {
                    addQuietMoves();
                }
                move = selecting ? selectNext(index) : moves[index];
            }
            if (move != excluded && !(firstMoveAlone && move == firstMove)) {
                if ((skippingQuiets || skippingQuietNonChecks && !(checksKept && index < quietEnd))
                        && !isNoisyAt(index, move) && skips(move)) {
                    continue;
                }
                score = scores[index];
                return move;
            }
        }
    }

    /**
     * After {@link #skipQuiets()}, passes over the quiet moves left in the list at once: they
     * stand together from the current index to {@link #quietEnd} (the selection keeps them
     * before the losing noisy moves, whose class is lower), so the next move is the first
     * losing noisy one. Counts them as {@link #skips} would have, leaving out the moves
     * {@link #next()} never returns (the first move tried alone, the excluded move).
     */
    private void passOverQuiets() {
        for (int i = index; i < quietEnd; i++) {
            int move = moves[i];
            if (move != excluded && !(firstMoveAlone && move == firstMove)) {
                skippedQuiets++;
            }
        }
        index = quietEnd;
    }

    /**
     * Generates the node's first moves: with staged generation (and not in check) the noisy
     * moves alone, else all of them; and scores them.
     */
    private void generate() {
        quietsPending = useStaged && !inCheck;
        if (quietsPending) {
            count = noisy.generateNoisyMoves(position, moves, 0);
            scoreNoisyMoves(0, count);
        } else {
            count = game.generateMoves(position, moves, 0);
            scoreMoves(0, count);
            if (!inCheck) {
                addThreatEscapeBonuses(0, count);
            }
            listOnly = !skippingQuiets && !skippingQuietNonChecks;
        }
    }

    /**
     * Raises the scores of the quiet moves among {@code moves[from..to)} (just scored) by the
     * threat-escape bonus, if the side to move has a piece a cheaper enemy piece attacks, and
     * sets {@link #escapeBonus} for {@link #historyScore()}; only at the main search's nodes not
     * in check. A pass of its own, at the few nodes that need it, so that the scoring loops stay
     * as they are without the bonus. The table move, killers and countermove keep their scores.
     */
    private void addThreatEscapeBonuses(int from, int to) {
        if (threatEscapeBonus == 0 || !caps.threatEscapes.hasThreatenedPieces(position)) {
            return;
        }
        escapeBonus = threatEscapeBonus;
        for (int i = from; i < to; i++) {
            int move = moves[i];
            if (scores[i] < COUNTER_SCORE && !isNoisyAt(i, move)) {
                scores[i] += escapeBonus * caps.threatEscapes.escapeWeight(position, move);
            }
        }
    }

    /**
     * Staged generation, once the winning and equal noisy moves are used up: begins the
     * refutation stage if there is one and it has not begun, and then steps the list back by
     * one, so that after the refutations {@link #next()} comes back to the same place and adds
     * the quiet moves there. False when the quiet moves are to be added now.
     */
    private boolean startsRefutations() {
        if (!useRefutationStage || refutationsFound || skippingQuiets) {
            return false;
        }
        refutationsFound = true;
        int killer1 = useKillers ? history.killer1(ply) : Game.NO_MOVE;
        int killer2 = useKillers ? history.killer2(ply) : Game.NO_MOVE;
        int counter = useCounterMoves && previousIndex >= 0 ? history.counterMove(previousIndex) : Game.NO_MOVE;
        addRefutation(killer1, KILLER_1_SCORE);
        addRefutation(killer2, KILLER_2_SCORE);
        addRefutation(counter, COUNTER_SCORE);
        index--;
        return true;
    }

    /**
     * Adds {@code move} to the refutation stage with ordering {@code score} if it is a legal
     * quiet move here, not tried already (the first move, an earlier refutation) and not
     * {@code excluded}.
     */
    private void addRefutation(int move, int score) {
        if (move == Game.NO_MOVE || move == firstMove || move == excluded || isRefutation(move)) {
            return;
        }
        if (legality.isLegal(position, move) && !noisy.isNoisy(position, move)) {
            refutations[refutationCount] = move;
            refutationScores[refutationCount++] = score;
        }
    }

    /**
     * Whether the move {@link #next()} returned last must pass the game's legality test before
     * it is made ({@link Game#makeMove}): the table or IID move tried before generation, which
     * may be any code. A generated move, or a refutation the game's {@link MoveLegality} accepted,
     * needs it only when the game's generation is not legal.
     */
    boolean needsLegalityTest() {
        return source == FROM_FIRST_MOVE;
    }

    /**
     * Whether the move {@link #next()} returned last is noisy ({@link NoisyMoves#isNoisy}); the
     * game must have noisy moves. Read from its ordering score where the score tells (see
     * {@link #isNoisyAt}), so the game's test, which can cost as much as a move generation, runs
     * once per move and node rather than once in the picker and again in the search.
     */
    boolean lastIsNoisy() {
        return switch (source) {
            case FROM_FIRST_MOVE -> noisy.isNoisy(position, firstMove);
            case FROM_REFUTATIONS -> false;
            default -> isNoisyAt(index, moves[index]);
        };
    }

    /**
     * Whether {@code move}, at {@code moves[i]} and scored, is noisy. With SEE ordering every
     * noisy move was scored into the winning or the losing noisy class and no other move was
     * (the table move, scored first of all, excepted), so the class answers; otherwise the
     * game's test does.
     */
    private boolean isNoisyAt(int i, int move) {
        int s = scores[i];
        if (useSeeOrdering && s != FIRST_MOVE_SCORE) {
            return isNoisyScore(s);
        }
        return noisy.isNoisy(position, move);
    }

    /**
     * Whether {@code score} lies in the winning or the losing noisy class. The two bands lie
     * symmetrically about 0 ({@link #BAD_NOISY_SCORE} is minus {@link #GOOD_NOISY_SCORE}), so
     * one test of the score's distance from 0 tells both.
     */
    private static boolean isNoisyScore(int score) {
        int distance = Math.abs(score);
        return distance > GOOD_NOISY_SCORE - NOISY_BAND && distance < GOOD_NOISY_SCORE + NOISY_BAND;
    }

    /** The ordering score of the move {@link #next()} returned last. */
    int score() {
        return score;
    }

    /**
     * {@link #score()} without the threat-escape bonus a quiet move's score may carry besides its
     * histories (QUIET_THREAT_ESCAPE): what late-move reductions read as the move's history, so
     * that the bonus changes the order of the moves and not how deep they are searched. Asked
     * before the move is made: the bonus is read from the board.
     */
    int historyScore() {
        if (escapeBonus == 0 || score >= COUNTER_SCORE || source != FROM_LIST || lastIsNoisy()) {
            return score;
        }
        return score - escapeBonus * caps.threatEscapes.escapeWeight(position, moves[index]);
    }

    /**
     * Takes the rest of the list as it stands instead of selecting the best each time: once quiet
     * moves are being pruned, their order no longer matters much, and a selection scan per pruned
     * move is saved (shogi nodes have a hundred moves and more).
     */
    void stopSelecting() {
        selecting = false;
    }

    /**
     * Takes the rest of the list as it stands and passes over its quiet moves: late move pruning
     * has given up every quiet move left, so each need not come back to the search to be skipped
     * there one at a time (Stockfish's picker skips them likewise). Only at a node of the main
     * search, whose quiet moves are known apart from the noisy ones ({@link NoisyMoves}).
     */
    void skipQuiets() {
        selecting = false;
        skippingQuiets = true;
        listOnly = false;
    }

    /**
     * Takes the rest of the list as it stands and passes over its quiet moves that do not give
     * check: futility pruning has given up a quiet move, and since its condition only grows
     * stricter as the node goes on (alpha rises, the depth it judges at falls), it gives up every
     * later quiet move but the checks, which it spares. Only at a node of the main search, whose
     * quiet moves are known apart from the noisy ones ({@link NoisyMoves}), in a game that tells
     * checks ({@link CheckDetection}).
     */
    void skipQuietsExceptChecks() {
        selecting = false;
        skippingQuietNonChecks = true;
        listOnly = false;
    }

    /**
     * Whether the quiet {@code move}, about to be returned, is passed over: every quiet move
     * after {@link #skipQuiets()}, those that give no check after {@link #skipQuietsExceptChecks()}.
     * Counts it when it is.
     */
    private boolean skips(int move) {
        if (skippingQuiets || skippingQuietNonChecks && !checks.givesCheck(position, move)) {
            skippedQuiets++;
            return true;
        }
        return false;
    }

    /**
     * How many quiet moves {@link #next()} passed over since {@link #skipQuiets()} or
     * {@link #skipQuietsExceptChecks()}.
     */
    int skippedQuiets() {
        return skippedQuiets;
    }

    /** The move list (for the tracer, and as scratch space where no node is being searched). */
    int[] moves() {
        return moves;
    }

    /** The ordering scores, at the indexes of {@link #moves()}. */
    int[] scores() {
        return scores;
    }

    /** How many moves have been picked so far, counting the one last returned. */
    int picked() {
        return index + 1;
    }

    /** How many moves the list holds ({@code -1} before any is generated). */
    int count() {
        return count;
    }

    /**
     * Gives every move of {@code moves[from..to)}, noisy and quiet moves mixed, its ordering
     * score (see the class comment).
     */
    private void scoreMoves(int from, int to) {
        scoreMoves(from, to, useSeeOrdering);
    }

    /**
     * {@link #scoreMoves} for moves known to be quiet (a quiet generation, the quiet checks):
     * the same scores, without asking the game of each move whether it is noisy.
     */
    private void scoreQuietMoves(int from, int to) {
        scoreMoves(from, to, false);
    }

    /**
     * {@link #scoreQuietMoves} for the quiet stage after the refutation stage: the refutations
     * tried are no longer in the list, and a killer still in it is the first move or the excluded
     * move, which {@link #next()} never returns; so the killers' comparisons are left out (where
     * such a move is then selected changes the order of the others only through a swap of
     * SELECTION_SWAP, which has no fixed order of equal scores anyway). The countermove's stays:
     * a cutoff deeper in this node's subtrees, after the same previous move, may have made
     * another move the countermove since the refutation stage.
     */
    private void scoreStagedQuietMoves(int from, int to) {
        int counter = useCounterMoves && previousIndex >= 0 ? history.counterMove(previousIndex) : Game.NO_MOVE;
        for (int i = from; i < to; i++) {
            int move = moves[i];
            scores[i] = move == firstMove ? FIRST_MOVE_SCORE : move == counter ? COUNTER_SCORE : quietScore(move);
        }
    }

    /**
     * Scores {@code moves[from..to)}, asking the game which are noisy only when
     * {@code askNoisy}. Killers and countermove are read now, as a lazy stage is scored after
     * earlier moves' subtrees have updated them.
     */
    private void scoreMoves(int from, int to, boolean askNoisy) {
        int killer1 = useKillers ? history.killer1(ply) : Game.NO_MOVE;
        int killer2 = useKillers ? history.killer2(ply) : Game.NO_MOVE;
        int counter = useCounterMoves && previousIndex >= 0 ? history.counterMove(previousIndex) : Game.NO_MOVE;
        for (int i = from; i < to; i++) {
            int move = moves[i];
            int s;
            if (move == firstMove) {
                s = FIRST_MOVE_SCORE;
            } else if (askNoisy && noisy.isNoisy(position, move)) {
                s = noisyScore(move);
            } else if (move == killer1) {
                s = KILLER_1_SCORE;
            } else if (move == killer2) {
                s = KILLER_2_SCORE;
            } else if (move == counter) {
                s = COUNTER_SCORE;
            } else {
                s = quietScore(move);
            }
            scores[i] = s;
        }
    }

    /**
     * {@link #scoreMoves} for moves known to be noisy (a noisy generation when not in check):
     * the same scores, without asking the game of each move whether it is noisy.
     */
    private void scoreNoisyMoves(int from, int to) {
        if (!useSeeOrdering) {
            scoreMoves(from, to);
            return;
        }
        for (int i = from; i < to; i++) {
            int move = moves[i];
            scores[i] = move == firstMove ? FIRST_MOVE_SCORE : noisyScore(move);
        }
    }

    /**
     * Staged generation: adds the quiet moves to the list, whose moves from the current index to
     * {@code count} are the noisy ones not yet searched (all of them losing, by now), and scores
     * them. The quiet moves go before those noisy ones, where the losing class puts them: a node
     * that stops selecting (once it prunes quiet moves) walks the rest of the list as it stands,
     * and then still tries the losing captures last. The refutations already tried are left out;
     * once futility pruning has given up the quiet moves that give no check
     * ({@link #skipQuietsExceptChecks()}), only the checks are kept ({@link #keepChecks}); and once
     * late move pruning has given up the quiet moves ({@link #skipQuiets()}), none is generated
     * at all.
     */
    private void addQuietMoves() {
        quietsPending = false;
        if (skippingQuiets) {
            return;
        }
        // The noisy moves not yet searched wait aside while the quiet moves are generated in their
        // place, and come back behind them, in their order.
        int waiting = count - index;
        System.arraycopy(moves, index, waitingMoves, 0, waiting);
        System.arraycopy(scores, index, waitingScores, 0, waiting);
        int generatedEnd = index + quietMoves.generateQuietMoves(position, moves, index);
        int end;
        if (skippingQuietNonChecks) {
            end = keepChecks(index, generatedEnd);
            checksKept = true;
        } else {
            end = refutationCount > 0 ? removeRefutations(index, generatedEnd) : generatedEnd;
        }
        if (refutationsFound) {
            scoreStagedQuietMoves(index, end);
        } else {
            scoreQuietMoves(index, end);
        }
        addThreatEscapeBonuses(index, end);
        quietEnd = end;
        System.arraycopy(waitingMoves, 0, moves, quietEnd, waiting);
        System.arraycopy(waitingScores, 0, scores, quietEnd, waiting);
        count = quietEnd + waiting;
        listOnly = !skippingQuietNonChecks;
    }

    /**
     * Removes the refutations tried from {@code moves[from..to)}, keeping the others' order, and
     * returns where the moves kept end.
     */
    private int removeRefutations(int from, int to) {
        // At most three, held apart (NO_MOVE where there are fewer): three comparisons a move
        // instead of a loop over the refutations for each of the node's quiet moves.
        int first = refutations[0];
        int second = refutationCount > 1 ? refutations[1] : Game.NO_MOVE;
        int third = refutationCount > 2 ? refutations[2] : Game.NO_MOVE;
        int kept = from;
        for (int i = from; i < to; i++) {
            int move = moves[i];
            if (move != first && move != second && move != third) {
                moves[kept++] = move;
            }
        }
        return kept;
    }

    /**
     * Futility's quiet stage ({@link #skipQuietsExceptChecks()} before the quiet moves are
     * added): keeps, in their order, the moves of {@code moves[from..to)} that give check and
     * returns where they end. The others would only be passed over one by one: they are counted
     * as passed over now ({@link #skips}), except the refutations tried, the excluded move and a
     * first move tried alone, which {@link #next()} never returns. So no passed-over move is
     * scored, and no check is tested twice.
     */
    private int keepChecks(int from, int to) {
        int kept = from;
        for (int i = from; i < to; i++) {
            int move = moves[i];
            if (isRefutation(move) || move == excluded || firstMoveAlone && move == firstMove) {
                continue;
            }
            if (checks.givesCheck(position, move)) {
                moves[kept++] = move;
            } else {
                skippedQuiets++;
            }
        }
        return kept;
    }

    /** Whether {@code move} is one of the refutations found for this node. */
    private boolean isRefutation(int move) {
        for (int i = 0; i < refutationCount; i++) {
            if (refutations[i] == move) {
                return true;
            }
        }
        return false;
    }

    /**
     * The ordering score of a quiet move: its history plus its continuation history after the
     * previous move and after our own move before it (and, with CONTINUATION_FOURTH_PLY, after
     * our own move before that), plus its structure history (STRUCTURE_HISTORY). A bonus for
     * taking a piece out of an attack by a cheaper one comes on top at some nodes
     * ({@link #addThreatEscapeBonuses}).
     */
    private int quietScore(int move) {
        int s = useHistory ? history.quiet(indexing.moveIndex(position, move)) : 0;
        if (useContinuation && (row1 | row2) >= 0) {
            s += continuationScore(pieceIndexing.movedPieceIndex(position, move));
        }
        if (useStructureHistory) {
            s += history.structure(structureRow(), pieceIndexing.movedPieceIndex(position, move));
        }
        return s;
    }

    /** The structure-history row of this node's position, found when first asked. */
    private int structureRow() {
        if (structureRow == ROW_UNKNOWN) {
            structureRow = history.structureRow(caps.structure.structureKey(position));
        }
        return structureRow;
    }

    /**
     * The continuation history of a quiet move with moved-piece index {@code pieceIndex} after
     * the previous move and our own move before it (both rows known), and after our own move
     * before that if its row is known.
     */
    private int continuationScore(int pieceIndex) {
        int s = history.continuation(row1, pieceIndex) + history.continuation(row2, pieceIndex);
        return row4 >= 0 ? s + history.continuation(row4, pieceIndex) : s;
    }

    /**
     * The ordering score of a noisy move: its exchange class (winning or equal, else losing),
     * then its material gain plus its capture history's share.
     *
     * <p>The class is provisional: every noisy move starts as winning or equal, and
     * {@link #selectNext} tests the exchange only when the move is about to be searched, moving
     * it to the losing class if it fails. A node that cuts early never pays for the exchanges of
     * the moves it does not reach, and the order is the same as if every exchange had been
     * tested here.
     */
    private int noisyScore(int move) {
        int learnt = useCaptureHistory
                ? history.capture(caps.captureIndex(position, move)) / captureHistoryDivisor
                : 0;
        if (exchange == null) {
            return GOOD_NOISY_SCORE + learnt;
        }
        int gain = Math.max(-MAX_GAIN, Math.min(MAX_GAIN, exchange.materialGain(position, move)));
        return GOOD_NOISY_SCORE + gain + learnt;
    }

    /**
     * Moves the highest-scored move of {@code moves[from..count)} to {@code from} and returns it.
     * Ties go to the earliest. The others keep their relative order (a shift), so that equal
     * scores mean generation order, or with SELECTION_SWAP the move at {@code from} takes the
     * chosen one's place (a swap: fewer writes, and equal scores in no fixed order).
     *
     * <p>A noisy move still provisionally winning or equal is tested by static exchange before it
     * is chosen; if it loses material, its score drops to the losing class where it stands and
     * the choice is made again. So the moves come in the order of fully tested scores, and each
     * exchange is tested at most once.
     */
    private int selectNext(int from) {
        int bestIndex = indexOfBest(from);
        while (exchange != null && Math.abs(scores[bestIndex] - GOOD_NOISY_SCORE) < NOISY_BAND
                && !exchange.seeAtLeast(position, moves[bestIndex], 0)) {
            scores[bestIndex] += BAD_NOISY_SCORE - GOOD_NOISY_SCORE;
            bestIndex = indexOfBest(from);
        }
        return moveToFront(from, bestIndex);
    }

    /** The index of the highest score of {@code scores[from..count)}, the earliest on ties. */
    private int indexOfBest(int from) {
        int bestIndex = from;
        int bestScore = scores[from];
        for (int i = from + 1; i < count; i++) {
            if (scores[i] > bestScore) {
                bestScore = scores[i];
                bestIndex = i;
            }
        }
        return bestIndex;
    }

    /**
     * Moves {@code moves[bestIndex]} and its score to {@code from}, swapping it with the move
     * there (SELECTION_SWAP) or else shifting the ones between up by one so that they keep their
     * relative order, and returns the move.
     */
    private int moveToFront(int from, int bestIndex) {
        int[] m = moves;
        int[] s = scores;
        int move = m[bestIndex];
        int bestScore = s[bestIndex];
        if (selectionSwaps) {
            m[bestIndex] = m[from];
            s[bestIndex] = s[from];
            m[from] = move;
            s[from] = bestScore;
            return move;
        }
        // A loop rather than System.arraycopy: the distance is a few entries, less than a copy
        // stub's set-up costs.
        for (int i = bestIndex; i > from; i--) {
            m[i] = m[i - 1];
            s[i] = s[i - 1];
        }
        m[from] = move;
        s[from] = bestScore;
        return move;
    }

    /**
     * Whether the static exchange of {@code move}, returned by {@link #next()} with ordering
     * score {@code orderScore}, is at least 0: read from the score where {@link #selectNext} has
     * tested it (a noisy move's class), else tested now.
     */
    boolean seeAtLeastZero(int move, int orderScore) {
        if (useSeeOrdering && exchange != null) {
            if (Math.abs(orderScore - GOOD_NOISY_SCORE) < NOISY_BAND) {
                return true;
            }
            if (Math.abs(orderScore - BAD_NOISY_SCORE) < NOISY_BAND) {
                return false;
            }
        }
        return exchange.seeAtLeast(position, move, 0);
    }
}
