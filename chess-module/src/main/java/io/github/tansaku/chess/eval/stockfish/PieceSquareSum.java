package io.github.tansaku.chess.eval.stockfish;

import io.github.tansaku.chess.board.MoveCode;
import io.github.tansaku.chess.board.Piece;
import io.github.tansaku.chess.board.PieceType;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.search.IncrementalEvaluation;
import java.util.Arrays;

/**
 * The material and piece-square sum of one position ({@link Tables#PSQ}, a packed middlegame and
 * endgame pair from White's view), kept up to date in make and unmake rather than recounted at
 * every evaluation, as the reference engine keeps it in its position: a move changes it by the
 * table entries of the squares its pieces leave and enter (the rook too when castling, the pawn
 * taken en passant on its own square, the promoted piece in place of the pawn), and taking the
 * move back restores the sum it had before. Packed pairs add as ints, so the sum is exactly the
 * recount.
 *
 * <p>Each make pushes the sum it replaces, and the unmaking pops it, as the reference keeps its
 * sum in the state it pops on undo: restoring a saved int is a fraction of the work of
 * recomputing the move's change. A move made before the sum was attached (or before the
 * position was copied) has nothing pushed; taking it back subtracts its change instead.
 *
 * <p>The evaluator finds the sum of a position with {@link #of(Position)}, which attaches one on
 * first use (the sum and its stack, once per position object; the search's positions are copied
 * with their sums, so a search allocates none). Owned by the position's thread.
 */
final class PieceSquareSum implements IncrementalEvaluation<Position> {

    /** The stack's first size: deeper than a search goes, so a search never grows it. */
    private static final int FIRST_STACK_SIZE = 256;

    private int white;
    /** The sums before each move made since this sum was attached, the last on top. */
    private int[] before = new int[FIRST_STACK_SIZE];
    private int saved;

    private PieceSquareSum(int white) {
        this.white = white;
    }

    /**
     * The sum attached to {@code position}, attaching a new one counted from scratch when the
     * position has none.
     */
    static PieceSquareSum of(Position position) {
        for (int i = 0, n = position.attachedCount(); i < n; i++) {
            if (position.attached(i) instanceof PieceSquareSum sum) {
                return sum;
            }
        }
        PieceSquareSum sum = new PieceSquareSum(count(position));
        position.attach(sum);
        return sum;
    }

    /** The material and piece-square sum of {@code position} counted from scratch, White's view. */
    static int count(Position position) {
        int score = 0;
        for (int piece = 0; piece < Piece.COUNT; piece++) {
            for (long b = position.pieces(Piece.color(piece), Piece.type(piece)); b != 0; b &= b - 1) {
                score += Tables.psq(piece, Long.numberOfTrailingZeros(b));
            }
        }
        return score;
    }

    /** The sum from White's view, a packed pair ({@link PackedScore}). */
    int white() {
        return white;
    }

    @Override
    public void afterMake(Position position, int move, int captured) {
        if (saved == before.length) {
            before = Arrays.copyOf(before, 2 * saved);
        }
        before[saved++] = white;
        white += change(position, move, captured);
    }

    @Override
    public void beforeUnmake(Position position, int move, int captured) {
        if (saved > 0) {
            white = before[--saved];
        } else {
            white -= change(position, move, captured);
        }
    }

    @Override
    public PieceSquareSum copy() {
        return new PieceSquareSum(white);
    }

    /** What {@code move}, just made on {@code position}, added to the sum. */
    private static int change(Position position, int move, int captured) {
        int from = MoveCode.from(move);
        int to = MoveCode.to(move);
        int flag = MoveCode.flag(move);
        int arrived = position.pieceAt(to);
        int mover = Piece.color(arrived);
        int left = (flag & MoveCode.PROMOTION) != 0 ? Piece.of(mover, PieceType.PAWN) : arrived;
        // Indexed in place rather than through Tables.psq: make and unmake run this before the
        // JIT compiles them too, and the cold bench counts that.
        int change = Tables.PSQ[arrived << 6 | to] - Tables.PSQ[left << 6 | from];
        if (captured != Piece.NONE) {
            change -= Tables.PSQ[captured << 6 | (flag == MoveCode.EN_PASSANT ? to ^ 8 : to)];
        } else if (flag == MoveCode.KING_CASTLE || flag == MoveCode.QUEEN_CASTLE) {
            int rook = Piece.of(mover, PieceType.ROOK);
            change += flag == MoveCode.KING_CASTLE
                    ? Tables.PSQ[rook << 6 | to - 1] - Tables.PSQ[rook << 6 | to + 1]
                    : Tables.PSQ[rook << 6 | to + 1] - Tables.PSQ[rook << 6 | to - 2];
        }
        return change;
    }
}
