package io.github.tansaku.shogi.eval;

import io.github.tansaku.search.IncrementalEvaluation;
import io.github.tansaku.shogi.Moves;
import io.github.tansaku.shogi.Piece;
import io.github.tansaku.shogi.PieceValues;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Side;
import io.github.tansaku.shogi.Square;

/**
 * The material of one position on one {@link Scale}, from Black's view, kept up to date in make
 * and unmake rather than recounted at every evaluation (the incremental evaluation of the
 * textbook evaluator's source article): a move changes it by the values of the pieces it moves,
 * captures, promotes or drops, and taking the move back subtracts the same change.
 *
 * <p>Evaluators find the count of a position with {@link #of(Position, Scale)}, which attaches
 * one on first use (one allocation per position object; the search's positions are copied with
 * their counts, so a search allocates none). Owned by the position's thread.
 */
public final class MaterialCount implements IncrementalEvaluation<Position> {

    /** A material scale: a value per kind on the board and per unpromoted kind in hand. */
    public enum Scale {
        /** The textbook scale: pawn 100 on the board, 105 in hand, ..., king 10000 (kings cancel). */
        TEXTBOOK(PieceValues::textbookBoard, PieceValues::textbookHand),
        /** Apery's scale: pawn 90, ..., dragon 1395, the same in hand, king 0. */
        APERY(PieceValues::aperyBoard, PieceValues::aperyHand);

        private final int[] board = new int[Piece.KIND_LIMIT];
        private final int[] hand = new int[Piece.KIND_LIMIT];

        Scale(java.util.function.IntUnaryOperator boardValue, java.util.function.IntUnaryOperator handValue) {
            for (int kind = Piece.PAWN; kind < Piece.KIND_LIMIT; kind++) {
                board[kind] = boardValue.applyAsInt(kind);
            }
            for (int kind = Piece.PAWN; kind <= Piece.GOLD; kind++) {
                hand[kind] = handValue.applyAsInt(kind);
            }
        }

        /** The value of a piece of {@code kind} on the board. */
        public int board(int kind) {
            return board[kind];
        }

        /** The value of a piece of unpromoted {@code kind} (pawn to gold) in hand. */
        public int hand(int kind) {
            return hand[kind];
        }
    }

    private final Scale scale;
    private int black;

    private MaterialCount(Scale scale, int black) {
        this.scale = scale;
        this.black = black;
    }

    /**
     * The count on {@code scale} attached to {@code position}, attaching a new one counted from
     * scratch when the position has none.
     */
    public static MaterialCount of(Position position, Scale scale) {
        for (int i = 0, n = position.attachedCount(); i < n; i++) {
            if (position.attached(i) instanceof MaterialCount count && count.scale == scale) {
                return count;
            }
        }
        MaterialCount count = new MaterialCount(scale, count(position, scale));
        position.attach(count);
        return count;
    }

    /** The material of {@code position} on {@code scale}, from Black's view. */
    public static int black(Position position, Scale scale) {
        return of(position, scale).black;
    }

    /**
     * The material of {@code position} on {@code scale} counted from scratch, from Black's view:
     * board values of the pieces (kings included) plus hand values.
     */
    public static int count(Position position, Scale scale) {
        int m = 0;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int piece = position.pieceOn(sq);
            if (piece != Piece.NONE) {
                int value = scale.board(Piece.kind(piece));
                m += Piece.side(piece) == Side.BLACK ? value : -value;
            }
        }
        for (int kind = Piece.PAWN; kind <= Piece.GOLD; kind++) {
            m += (position.handCount(Side.BLACK, kind) - position.handCount(Side.WHITE, kind)) * scale.hand(kind);
        }
        return m;
    }

    /** The scale of this count. */
    public Scale scale() {
        return scale;
    }

    /** The material from Black's view. */
    public int black() {
        return black;
    }

    @Override
    public void afterMake(Position position, int move, int captured) {
        black += change(position, move, captured);
    }

    @Override
    public void beforeUnmake(Position position, int move, int captured) {
        black -= change(position, move, captured);
    }

    @Override
    public MaterialCount copy() {
        return new MaterialCount(scale, black);
    }

    /** What {@code move}, just made on {@code position}, added to Black's material. */
    private int change(Position position, int move, int captured) {
        int change;
        if (Moves.isDrop(move)) {
            int kind = Moves.dropKind(move);
            change = scale.board[kind] - scale.hand[kind];
        } else {
            change = 0;
            if (captured != Piece.NONE) {
                int capturedKind = Piece.kind(captured);
                change = scale.board[capturedKind] + scale.hand[Piece.unpromote(capturedKind)];
            }
            if (Moves.isPromotion(move)) {
                int promoted = Piece.kind(position.pieceOn(Moves.to(move)));
                change += scale.board[promoted] - scale.board[Piece.unpromote(promoted)];
            }
        }
        return position.sideToMove() == Side.WHITE ? change : -change;
    }
}
