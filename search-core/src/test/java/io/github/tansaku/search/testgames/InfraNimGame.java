package io.github.tansaku.search.testgames;

import io.github.tansaku.search.CheckDetection;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.LegalMoveCounting;
import io.github.tansaku.search.MateInOneDetection;
import io.github.tansaku.search.MoveIndexing;
import io.github.tansaku.search.MoveLegality;
import io.github.tansaku.search.MovedPieceIndexing;
import io.github.tansaku.search.NoisyMoves;
import io.github.tansaku.search.NullMoves;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.PositionHashing;
import io.github.tansaku.search.QuietChecks;
import io.github.tansaku.search.QuietMoves;
import io.github.tansaku.search.StaticExchange;
import io.github.tansaku.search.StructureHashing;
import io.github.tansaku.search.mate.MateMoves;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Subtraction Nim, a tiny game with every optional capability, for testing the infrastructure.
 *
 * <p>Heaps of stones; a move takes 1, 2 or 3 stones from one heap; whoever cannot move (all
 * heaps empty) loses. Moves are generated pseudo-legally (taking more stones than a heap holds
 * is generated and rejected by {@code makeMove}). A move that empties a heap is "noisy"; a side
 * facing exactly one non-empty heap is "in check"; the stones a noisy move takes are its material gain
 * (there are no recaptures). Text form: heap sizes then the side to move,
 * {@code "3 4 5 a"} or {@code "2 b"}.
 *
 * <p>A {@link Defect} plants one bug, so tests can show that a checker notices it.
 */
public final class InfraNimGame implements Game<InfraNimGame.Position, InfraNimGame.Move>,
        PositionHashing<InfraNimGame.Position>, NoisyMoves<InfraNimGame.Position>, NullMoves<InfraNimGame.Position>,
        CheckDetection<InfraNimGame.Position>, LegalMoveCounting<InfraNimGame.Position>,
        MoveIndexing<InfraNimGame.Position>, MovedPieceIndexing<InfraNimGame.Position>,
        StaticExchange<InfraNimGame.Position>, QuietChecks<InfraNimGame.Position>, QuietMoves<InfraNimGame.Position>,
        MateInOneDetection<InfraNimGame.Position>, StructureHashing<InfraNimGame.Position>,
        MateMoves<InfraNimGame.Position>, MoveLegality<InfraNimGame.Position> {

    /** The most heaps a position may have. */
    public static final int MAX_HEAPS = 8;
    /** The largest heap. */
    public static final int MAX_STONES = 15;
    private static final int MAX_TAKE = 3;

    /** One planted bug each. */
    public enum Defect {
        NONE,
        /** Unmaking a take of 3 gives back only 2 stones. */
        UNMAKE_LOSES_STONE,
        /** The incremental hash forgets the side-to-move key. */
        STALE_HASH,
        /** An illegal move flips the side to move before being rejected. */
        REJECTED_MOVE_CHANGES_POSITION,
        /** The first move is generated twice. */
        DUPLICATE_MOVE,
        /** Taking 0 stones from heap 0 (code 0, NO_MOVE) is generated. */
        GENERATES_NO_MOVE,
        /** codeOf is not the inverse of moveOf for heap 1. */
        BROKEN_CODEC,
        /** Bulk counting counts one move too many when several heaps are non-empty. */
        WRONG_LEGAL_COUNT,
        /** isNoisy says no for a take of 1 that empties a heap. */
        NOISY_DISAGREES,
        /** The null move forgets to flip the hash. */
        NULL_MOVE_KEEPS_HASH,
        /** copy() shares the heap array with the original. */
        SHALLOW_COPY,
        /** givesCheck is always false. */
        NEVER_GIVES_CHECK,
        /** outcomeWithoutMoves says the game goes on. */
        ENDLESS,
        /** Moves are written from index 0 whatever start is. */
        IGNORES_START,
        /** The threshold form of the exchange evaluation says "at least" for "more than". */
        STRICT_SEE_THRESHOLD,
        /** The exchange evaluation takes the stones away from the heap and forgets to give them back. */
        SEE_CHANGES_POSITION,
        /** Asking whether the side to move is in check empties the last heap. */
        IN_CHECK_CHANGES_POSITION,
        /** The quiet checks include the noisy moves that check. */
        NOISY_QUIET_CHECKS,
        /** The quiet moves include the noisy ones. */
        NOISY_QUIET_MOVES,
        /** The quiet moves come heap by heap from the last heap. */
        QUIET_MOVES_REVERSED,
        /**
         * makeMove plays a take from an empty heap as a pass (generated moves never take from
         * an empty heap; a move of another position can).
         */
        EMPTY_HEAP_TAKE_PASSES,
        /** The structure key leaves out the side to move. */
        STRUCTURE_KEY_IGNORES_SIDE,
        /** The second kind's structure key leaves out the side to move. */
        SECOND_STRUCTURE_KEY_IGNORES_SIDE,
        /** structureKeys, all kinds at once, gives the kinds' keys in the wrong slots. */
        STRUCTURE_KEYS_SWAPPED,
        /**
         * makeMove refuses every second legal take of 1 (legality read from a stale cache); unmaking
         * such a refused move then gives back a stone that was never taken.
         */
        REFUSES_EVERY_SECOND_TAKE_OF_ONE,
        /** isLegal accepts a take of more stones than the heap holds. */
        IS_LEGAL_ACCEPTS_TOO_LARGE_TAKE
    }

    /** A move: take {@code take} stones from heap {@code heap}. */
    public record Move(int heap, int take) {
        @Override
        public String toString() {
            return heap + "-" + take;
        }
    }

    /** The mutable position. */
    public static final class Position {
        private int[] heaps;
        private int side;
        private long hash;

        private Position(int[] heaps, int side, long hash) {
            this.heaps = heaps;
            this.side = side;
            this.hash = hash;
        }

        /** The heap sizes, a copy. */
        public int[] heaps() {
            return heaps.clone();
        }

        /** 0 for the first player, 1 for the second. */
        public int side() {
            return side;
        }
    }

    private static final long[][] HEAP_KEYS = new long[MAX_HEAPS][MAX_STONES + 1];
    private static final long SIDE_KEY;
    private static final Move[] MOVES = new Move[MAX_HEAPS * 4];

    static {
        SplittableRandom random = new SplittableRandom(0x4E494DL);
        for (long[] keys : HEAP_KEYS) {
            for (int i = 0; i < keys.length; i++) {
                keys[i] = random.nextLong();
            }
        }
        SIDE_KEY = random.nextLong();
        for (int code = 0; code < MOVES.length; code++) {
            MOVES[code] = new Move(code / 4, code % 4);
        }
    }

    private final Defect defect;
    private final int[] startHeaps;
    /** Legal takes of 1 asked for so far, for {@link Defect#REFUSES_EVERY_SECOND_TAKE_OF_ONE}. */
    private long takesOfOne;

    /** The correct game, starting from heaps of 3, 4 and 5. */
    public InfraNimGame() {
        this(Defect.NONE, 3, 4, 5);
    }

    /** A game with {@code defect}, starting from the given heaps. */
    public InfraNimGame(Defect defect, int... startHeaps) {
        this.defect = defect;
        this.startHeaps = startHeaps.clone();
        checkHeaps(this.startHeaps);
    }

    /** Reads the text form, e.g. {@code "3 4 5 a"}. */
    public Position parse(String text) {
        String[] fields = text.trim().split("\\s+");
        if (fields.length < 2) {
            throw new IllegalArgumentException("expected heap sizes then a or b: '" + text + "'");
        }
        int[] heaps = new int[fields.length - 1];
        try {
            for (int i = 0; i < heaps.length; i++) {
                heaps[i] = Integer.parseInt(fields[i]);
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad heap size in '" + text + "'", e);
        }
        checkHeaps(heaps);
        String side = fields[fields.length - 1];
        if (!side.equals("a") && !side.equals("b")) {
            throw new IllegalArgumentException("side to move must be a or b: '" + text + "'");
        }
        return position(heaps, side.equals("a") ? 0 : 1);
    }

    /** The text form, e.g. {@code "3 4 5 a"}. */
    public String describe(Position position) {
        StringBuilder s = new StringBuilder();
        for (int heap : position.heaps) {
            s.append(heap).append(' ');
        }
        return s.append(position.side == 0 ? 'a' : 'b').toString();
    }

    private static void checkHeaps(int[] heaps) {
        if (heaps.length == 0 || heaps.length > MAX_HEAPS) {
            throw new IllegalArgumentException("1 to " + MAX_HEAPS + " heaps expected: " + Arrays.toString(heaps));
        }
        for (int heap : heaps) {
            if (heap < 0 || heap > MAX_STONES) {
                throw new IllegalArgumentException("heap sizes are 0 to " + MAX_STONES + ": " + Arrays.toString(heaps));
            }
        }
    }

    private Position position(int[] heaps, int side) {
        Position p = new Position(heaps.clone(), side, 0);
        p.hash = computeHash(p);
        return p;
    }

    private static long computeHash(Position p) {
        long h = p.side == 1 ? SIDE_KEY : 0;
        for (int i = 0; i < p.heaps.length; i++) {
            h ^= HEAP_KEYS[i][p.heaps[i]];
        }
        return h;
    }

    @Override
    public String name() {
        return "nim";
    }

    @Override
    public Position newPosition() {
        return position(startHeaps, 0);
    }

    @Override
    public Position copy(Position position) {
        int[] heaps = defect == Defect.SHALLOW_COPY ? position.heaps : position.heaps.clone();
        return new Position(heaps, position.side, position.hash);
    }

    @Override
    public int maxMoves() {
        return MAX_HEAPS * MAX_TAKE + 2;
    }

    @Override
    public int generateMoves(Position position, int[] moves, int start) {
        int at = defect == Defect.IGNORES_START ? 0 : start;
        int n = 0;
        if (defect == Defect.GENERATES_NO_MOVE) {
            moves[at + n++] = Game.NO_MOVE;
        }
        for (int heap = 0; heap < position.heaps.length; heap++) {
            if (position.heaps[heap] > 0) {
                for (int take = 1; take <= MAX_TAKE; take++) {
                    moves[at + n++] = heap * 4 + take;
                }
            }
        }
        if (defect == Defect.DUPLICATE_MOVE && n > 0) {
            moves[at + n] = moves[at];
            n++;
        }
        return n;
    }

    @Override
    public boolean isLegal(Position position, int move) {
        if (defect == Defect.IS_LEGAL_ACCEPTS_TOO_LARGE_TAKE) {
            return move >= 0 && move / 4 < position.heaps.length && move % 4 != 0;
        }
        return isTake(position, move);
    }

    /** Whether {@code move} takes 1 to 3 stones, at most as many as its heap holds. */
    private static boolean isTake(Position position, int move) {
        int heap = move / 4;
        int take = move % 4;
        return move >= 0 && heap < position.heaps.length && take != 0 && take <= position.heaps[heap];
    }

    @Override
    public boolean makeMove(Position position, int move) {
        int heap = move / 4;
        int take = move % 4;
        if (defect == Defect.EMPTY_HEAP_TAKE_PASSES && heap < position.heaps.length && take > 0
                && position.heaps[heap] == 0) {
            flipSide(position, true);
            return true;
        }
        if (!isTake(position, move)) {
            if (defect == Defect.REJECTED_MOVE_CHANGES_POSITION) {
                position.side ^= 1;
            }
            return false;
        }
        if (defect == Defect.REFUSES_EVERY_SECOND_TAKE_OF_ONE && take == 1 && ++takesOfOne % 2 == 0) {
            return false;
        }
        position.hash ^= HEAP_KEYS[heap][position.heaps[heap]];
        position.heaps[heap] -= take;
        position.hash ^= HEAP_KEYS[heap][position.heaps[heap]];
        flipSide(position, defect != Defect.STALE_HASH);
        return true;
    }

    @Override
    public void unmakeMove(Position position, int move) {
        int heap = move / 4;
        int take = move % 4;
        if (defect == Defect.UNMAKE_LOSES_STONE && take == 3) {
            take = 2;
        }
        position.hash ^= HEAP_KEYS[heap][position.heaps[heap]];
        position.heaps[heap] += take;
        position.hash ^= HEAP_KEYS[heap][position.heaps[heap]];
        flipSide(position, defect != Defect.STALE_HASH);
    }

    private static void flipSide(Position position, boolean updateHash) {
        position.side ^= 1;
        if (updateHash) {
            position.hash ^= SIDE_KEY;
        }
    }

    @Override
    public Outcome outcome(Position position, int searchPly) {
        return Outcome.ONGOING;
    }

    @Override
    public Outcome outcomeWithoutMoves(Position position) {
        return defect == Defect.ENDLESS ? Outcome.ONGOING : Outcome.LOSS;
    }

    @Override
    public Move moveOf(int code) {
        return MOVES[code];
    }

    @Override
    public int codeOf(Move move) {
        int code = move.heap() * 4 + move.take();
        return defect == Defect.BROKEN_CODEC && move.heap() == 1 ? code + 1 : code;
    }

    @Override
    public long hash(Position position) {
        return position.hash;
    }

    /** The structure: the stones of the first heap, and the side to move. */
    @Override
    public long structureKey(Position position) {
        long side = defect == Defect.STRUCTURE_KEY_IGNORES_SIDE ? 0 : position.side;
        return position.heaps[0] * 2L + side;
    }

    /** Two kinds: the first heap ({@link #structureKey(Position)}), and the number of heaps. */
    @Override
    public int structureKinds() {
        return 2;
    }

    /** Kind 1: the number of heaps, and the side to move. */
    @Override
    public long structureKey(Position position, int kind) {
        if (kind == 0) {
            return structureKey(position);
        }
        if (kind != 1) {
            throw new IndexOutOfBoundsException("structure kind " + kind + " of 2");
        }
        long side = defect == Defect.SECOND_STRUCTURE_KEY_IGNORES_SIDE ? 0 : position.side;
        return position.heaps.length * 2L + side;
    }

    /** Both kinds at once (the default's keys, unless the defect swaps them). */
    @Override
    public void structureKeys(Position position, long[] keys) {
        keys[0] = structureKey(position, 0);
        keys[1] = structureKey(position, 1);
        if (defect == Defect.STRUCTURE_KEYS_SWAPPED) {
            long kept = keys[0];
            keys[0] = keys[1];
            keys[1] = kept;
        }
    }

    @Override
    public long recomputeHash(Position position) {
        return computeHash(position);
    }

    @Override
    public int generateNoisyMoves(Position position, int[] moves, int start) {
        int n = 0;
        for (int heap = 0; heap < position.heaps.length; heap++) {
            int stones = position.heaps[heap];
            if (stones > 0 && stones <= MAX_TAKE) {
                moves[start + n++] = heap * 4 + stones;
            }
        }
        return n;
    }

    /**
     * The takes that leave stones in their heap, and (as {@link #generateMoves} writes them too)
     * the takes of more stones than the heap has, which makeMove refuses.
     */
    @Override
    public int generateQuietMoves(Position position, int[] moves, int start) {
        int n = 0;
        int heaps = position.heaps.length;
        for (int i = 0; i < heaps; i++) {
            int heap = defect == Defect.QUIET_MOVES_REVERSED ? heaps - 1 - i : i;
            int stones = position.heaps[heap];
            if (stones > 0) {
                for (int take = 1; take <= MAX_TAKE; take++) {
                    if (take != stones || defect == Defect.NOISY_QUIET_MOVES) {
                        moves[start + n++] = heap * 4 + take;
                    }
                }
            }
        }
        return n;
    }

    /**
     * None: a quiet move leaves stones in its heap, so it does not change how many heaps are
     * left, and it checks only where the side to move is in check already.
     */
    @Override
    public int generateQuietChecks(Position position, int[] moves, int start) {
        if (defect != Defect.NOISY_QUIET_CHECKS) {
            return 0;
        }
        int n = 0;
        for (int heap = 0; heap < position.heaps.length; heap++) {
            int stones = position.heaps[heap];
            if (stones > 0 && stones <= MAX_TAKE && givesCheck(position, heap * 4 + stones)) {
                moves[start + n++] = heap * 4 + stones;
            }
        }
        return n;
    }

    @Override
    public boolean isNoisy(Position position, int move) {
        int take = move % 4;
        if (defect == Defect.NOISY_DISAGREES && take == 1) {
            return false;
        }
        return take == position.heaps[move / 4];
    }

    @Override
    public void makeNullMove(Position position) {
        flipSide(position, defect != Defect.NULL_MOVE_KEEPS_HASH);
    }

    @Override
    public void unmakeNullMove(Position position) {
        flipSide(position, defect != Defect.NULL_MOVE_KEEPS_HASH);
    }

    @Override
    public boolean nullMoveAllowed(Position position) {
        return true;
    }

    /** Taking the whole last heap when it holds at most three stones (the only mate in one). */
    @Override
    public int findMateInOne(Position position) {
        if (nonEmptyHeaps(position) != 1) {
            return Game.NO_MOVE;
        }
        for (int heap = 0; heap < position.heaps.length; heap++) {
            int stones = position.heaps[heap];
            if (stones > 0 && stones <= MAX_TAKE) {
                return heap * 4 + stones;
            }
        }
        return Game.NO_MOVE;
    }

    /** For the mate solver: the legal moves that leave one heap (a check in this game). */
    @Override
    public int generateChecks(Position position, int[] moves, int start) {
        int end = generateEvasions(position, moves, start);
        int n = start;
        for (int i = start; i < end; i++) {
            if (givesCheck(position, moves[i])) {
                moves[n++] = moves[i];
            }
        }
        return n;
    }

    /** For the mate solver: the legal moves (the pseudo-legal ones that {@code makeMove} accepts). */
    @Override
    public int generateEvasions(Position position, int[] moves, int start) {
        int end = start + generateMoves(position, moves, start);
        int n = start;
        for (int i = start; i < end; i++) {
            if (makeMove(position, moves[i])) {
                unmakeMove(position, moves[i]);
                moves[n++] = moves[i];
            }
        }
        return n;
    }

    @Override
    public boolean inCheck(Position position) {
        if (defect == Defect.IN_CHECK_CHANGES_POSITION) {
            position.heaps[position.heaps.length - 1] = 0;
        }
        return nonEmptyHeaps(position) == 1;
    }

    @Override
    public boolean givesCheck(Position position, int move) {
        if (defect == Defect.NEVER_GIVES_CHECK) {
            return false;
        }
        int heap = move / 4;
        int after = nonEmptyHeaps(position) - (position.heaps[heap] == move % 4 ? 1 : 0);
        return after == 1;
    }

    private static int nonEmptyHeaps(Position position) {
        int n = 0;
        for (int heap : position.heaps) {
            n += heap > 0 ? 1 : 0;
        }
        return n;
    }

    @Override
    public int countLegalMoves(Position position) {
        int n = 0;
        for (int heap : position.heaps) {
            n += Math.min(heap, MAX_TAKE);
        }
        return defect == Defect.WRONG_LEGAL_COUNT && nonEmptyHeaps(position) > 1 ? n + 1 : n;
    }

    @Override
    public int see(Position position, int move) {
        if (defect == Defect.SEE_CHANGES_POSITION) {
            position.heaps[move / 4] = 0;
        }
        return materialGain(position, move);
    }

    @Override
    public boolean seeAtLeast(Position position, int move, int threshold) {
        int value = see(position, move);
        return defect == Defect.STRICT_SEE_THRESHOLD ? value > threshold : value >= threshold;
    }

    @Override
    public int materialGain(Position position, int move) {
        return isNoisy(position, move) ? move % 4 : 0;
    }

    @Override
    public int moveIndexCount() {
        return MOVES.length;
    }

    @Override
    public int moveIndex(Position position, int move) {
        return move;
    }

    @Override
    public int movedPieceIndexCount() {
        return MOVES.length;
    }

    /** Nim has no pieces: the move (which heap, how many) stands for "which piece went where". */
    @Override
    public int movedPieceIndex(Position position, int move) {
        return move;
    }
}
