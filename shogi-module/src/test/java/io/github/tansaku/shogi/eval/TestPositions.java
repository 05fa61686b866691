package io.github.tansaku.shogi.eval;

import io.github.tansaku.shogi.MoveGenerator;
import io.github.tansaku.shogi.Piece;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Sfen;
import io.github.tansaku.shogi.Side;
import io.github.tansaku.shogi.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntUnaryOperator;

/** Positions for the evaluator tests: seeded random legal playouts, colour-flipped and mirrored twins. */
final class TestPositions {

    private static final int[] HAND_ORDER = {
        Piece.ROOK, Piece.BISHOP, Piece.GOLD, Piece.SILVER, Piece.KNIGHT, Piece.LANCE, Piece.PAWN};

    private TestPositions() {
    }

    /**
     * Every position (as SFEN) reached by {@code games} random legal games of up to
     * {@code maxPlies} plies from the start position, the start position excluded.
     */
    static List<String> randomPlayouts(long seed, int games, int maxPlies) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        List<String> sfens = new ArrayList<>();
        for (int game = 0; game < games; game++) {
            Position position = Position.startPosition();
            for (int ply = 0; ply < maxPlies; ply++) {
                int count = MoveGenerator.generateLegal(position, moves, 0);
                if (count == 0) {
                    break;
                }
                position.makeMove(moves[random.nextInt(count)]);
                sfens.add(position.toSfen());
            }
        }
        return sfens;
    }

    /**
     * The same position with the board turned by 180 degrees, every piece changing colour, the
     * hands swapped and the other side to move.
     */
    static Position flipped(Position position) {
        StringBuilder sfen = boardSfen(sq -> {
            int piece = position.pieceOn(Square.flip(sq));
            return piece == Piece.NONE ? piece : Piece.of(Piece.side(piece) ^ 1, Piece.kind(piece));
        });
        sfen.append(position.sideToMove() == Side.BLACK ? " w " : " b ");
        StringBuilder hands = new StringBuilder();
        for (int newSide = Side.BLACK; newSide <= Side.WHITE; newSide++) {
            for (int kind : HAND_ORDER) {
                int count = position.handCount(newSide ^ 1, kind);
                if (count > 0) {
                    if (count > 1) {
                        hands.append(count);
                    }
                    char letter = Piece.letter(kind);
                    hands.append(newSide == Side.BLACK ? letter : Character.toLowerCase(letter));
                }
            }
        }
        sfen.append(hands.length() == 0 ? "-" : hands).append(" 1");
        return Position.fromSfen(sfen.toString());
    }

    /**
     * The same position seen in a mirror: each piece moved from file f to file 10 − f, with the
     * same colours, hands and side to move.
     */
    static Position mirrored(Position position) {
        StringBuilder sfen = boardSfen(sq -> position.pieceOn(Square.of(10 - Square.file(sq), Square.rank(sq))));
        String[] fields = position.toSfen().split(" ");
        return Position.fromSfen(sfen + " " + fields[1] + " " + fields[2] + " 1");
    }

    /** The board field of an SFEN whose square {@code sq} holds {@code pieceAt.applyAsInt(sq)}. */
    private static StringBuilder boardSfen(IntUnaryOperator pieceAt) {
        int[] board = new int[Square.COUNT];
        for (int sq = 0; sq < Square.COUNT; sq++) {
            board[sq] = pieceAt.applyAsInt(sq);
        }
        return new StringBuilder(Sfen.boardField(board));
    }
}
