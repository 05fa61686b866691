package io.github.tansaku.chess.rules;

import io.github.tansaku.chess.bitboard.Bitboards;
import io.github.tansaku.chess.board.PieceType;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.movegen.MoveGenerator;

/**
 * The end-of-game rules of chess, on a {@link Position} and the key history it keeps. All
 * methods are static and allocation-free, so searchers may call them at every node.
 */
public final class ChessRules {

    /** The halfmove clock value at which the fifty-move rule draws. */
    public static final int FIFTY_MOVE_PLIES = 100;

    private ChessRules() {
    }

    /** Whether the side to move is checkmated. */
    public static boolean isCheckmate(Position position) {
        return position.inCheck() && MoveGenerator.countLegal(position) == 0;
    }

    /** Whether the side to move is stalemated. */
    public static boolean isStalemate(Position position) {
        return !position.inCheck() && MoveGenerator.countLegal(position) == 0;
    }

    /**
     * Whether the fifty-move rule draws: 100 half-moves without capture or pawn move, unless
     * the move that completed them mated (a mate on the 100th half-move counts first).
     */
    public static boolean isFiftyMoveDraw(Position position) {
        return position.halfmoveClock() >= FIFTY_MOVE_PLIES && !isCheckmate(position);
    }

    /**
     * How many times the current position occurred before, within the game history the
     * position keeps (positions are equal when their keys are; only positions since the last
     * capture, pawn move or null move can be equal).
     */
    public static int earlierOccurrences(Position position) {
        int window = position.repetitionWindow();
        long key = position.key();
        int count = 0;
        for (int back = 4; back <= window; back += 2) {
            if (position.historyKey(back) == key) {
                count++;
            }
        }
        return count;
    }

    /** Whether the position has occurred at least twice before: threefold repetition. */
    public static boolean isThreefoldRepetition(Position position) {
        return earlierOccurrences(position) >= 2;
    }

    /**
     * The repetition rule of a search: a draw when the position occurred twice before, or once
     * before at a position reached inside the search ({@code searchPly} plies below the root).
     * Scoring a first repetition inside the tree as a draw is the usual, sound shortcut: the side
     * that could avoid it would have done so.
     */
    public static boolean isRepetitionInSearch(Position position, int searchPly) {
        int window = position.repetitionWindow();
        long key = position.key();
        boolean seenOnce = false;
        for (int back = 4; back <= window; back += 2) {
            if (position.historyKey(back) == key) {
                if (back < searchPly || seenOnce) {
                    return true;
                }
                seenOnce = true;
            }
        }
        return false;
    }

    /**
     * Whether neither side has mating material: no pawns, rooks or queens, and either at most
     * one minor piece in all, or only bishops, all on squares of one colour.
     */
    public static boolean isInsufficientMaterial(Position position) {
        if ((position.piecesOfType(PieceType.PAWN) | position.piecesOfType(PieceType.ROOK)
                | position.piecesOfType(PieceType.QUEEN)) != 0) {
            return false;
        }
        long knights = position.piecesOfType(PieceType.KNIGHT);
        long bishops = position.piecesOfType(PieceType.BISHOP);
        if (Long.bitCount(knights | bishops) <= 1) {
            return true;
        }
        return knights == 0 && ((bishops & Bitboards.LIGHT_SQUARES) == 0 || (bishops & Bitboards.DARK_SQUARES) == 0);
    }

    /** The status of the game at {@code position}, checking mate and stalemate first. */
    public static GameStatus status(Position position) {
        if (MoveGenerator.countLegal(position) == 0) {
            return position.inCheck() ? GameStatus.CHECKMATE : GameStatus.STALEMATE;
        }
        if (position.halfmoveClock() >= FIFTY_MOVE_PLIES) {
            return GameStatus.FIFTY_MOVES;
        }
        if (isThreefoldRepetition(position)) {
            return GameStatus.THREEFOLD_REPETITION;
        }
        if (isInsufficientMaterial(position)) {
            return GameStatus.INSUFFICIENT_MATERIAL;
        }
        return GameStatus.ONGOING;
    }
}
