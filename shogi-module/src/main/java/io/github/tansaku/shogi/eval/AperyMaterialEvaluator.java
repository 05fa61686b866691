package io.github.tansaku.shogi.eval;

import io.github.tansaku.shogi.Piece;
import io.github.tansaku.shogi.PieceValues;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Side;
import io.github.tansaku.shogi.Square;

/**
 * Material on the Apery scale (Apery's WCSC26 piece values, as cshogi's one-file sample uses them): pawn 90, lance 315,
 * knight 405, silver 495, gold 540, bishop 855, rook 990, tokin and the other gold-moving
 * promoted pieces 540, horse 945, dragon 1395, on the board and (unpromoted kinds) in hand
 * alike; kings count 0. The score is Black's material minus White's, negated when White is to
 * move. It is also YaneuraOu's "Material" level 1.
 *
 * <p>A {@link MaterialCount} attached to the position keeps this material up to date in
 * make/unmake, so an evaluation is one field read. Stateless and thread-safe.
 */
public final class AperyMaterialEvaluator implements ShogiEvaluator {

    /** The registry name. */
    public static final String NAME = "apery";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public int evaluate(Position position) {
        int black = MaterialCount.black(position, MaterialCount.Scale.APERY);
        return position.sideToMove() == Side.BLACK ? black : -black;
    }

    @Override
    public String trace(Position position) {
        int board = 0;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int piece = position.pieceOn(sq);
            if (piece != Piece.NONE) {
                int value = PieceValues.aperyBoard(Piece.kind(piece));
                board += Piece.side(piece) == Side.BLACK ? value : -value;
            }
        }
        int hand = MaterialCount.count(position, MaterialCount.Scale.APERY) - board;
        return new Trace(NAME)
                .term("pieces on the board", board)
                .term("pieces in hand", hand)
                .total(position, MaterialCount.count(position, MaterialCount.Scale.APERY), evaluate(position))
                .toString();
    }
}
